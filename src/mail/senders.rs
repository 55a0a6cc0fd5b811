//! Whether a reply comes from who its `From:` says, checked by Herald itself (issue 26
//! §4) when no mail exchanger in front of it vouches (`HERALD_INBOUND_AUTHSERV_ID` unset):
//! DKIM, SPF and DMARC, with mail-auth, against DNS. A reply is proven by a DKIM
//! signature that passes and whose domain is aligned with the `From:` domain
//! ([`crate::inbound::auth::is_aligned`]), or by DMARC passing (which SPF aligned with
//! the `From:` domain also gives, when the domain publishes a DMARC record).
//!
//! The resolver is hickory's, built once on first use from the system's configuration
//! (`/etc/resolv.conf`) or from `HERALD_INBOUND_DNS`; every check has one deadline
//! ([`DNS_DEADLINE`]) for all its lookups. A DNS failure or the deadline means "not
//! proven": the mail is answered, never left for the sending server to retry.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use mail_auth::hickory_resolver::config::{NameServerConfig, ResolverConfig, ResolverOpts};
use mail_auth::spf::verify::SpfParameters;
use mail_auth::{
    AuthenticatedMessage, DkimResult, DmarcResult, MessageAuthenticator, SpfOutput, SpfResult,
    dmarc::verify::DmarcParameters,
};
use tokio::sync::OnceCell;

use crate::inbound::auth::{Proof, is_aligned};

/// The longest all the DNS lookups of one check may take together.
pub const DNS_DEADLINE: Duration = Duration::from_secs(10);
/// The longest one DNS query waits for its answer (it is tried twice).
const QUERY_TIMEOUT: Duration = Duration::from_secs(3);

/// What Herald knows of a reply's sender: the envelope and the mail.
#[derive(Clone, Copy, Debug)]
pub struct Sender<'a> {
    /// The mail, as received.
    pub raw: &'a [u8],
    /// The `From:` address's domain.
    pub from_domain: &'a str,
    /// The envelope sender (`MAIL FROM`), when known.
    pub mail_from: Option<&'a str>,
    /// The client's address, when known (SPF needs it).
    pub client_ip: Option<IpAddr>,
    /// The name the client gave in `HELO`/`EHLO`, when known.
    pub helo: Option<&'a str>,
    /// Herald's own host name for SPF's `%{r}` macro: the inbound domain.
    pub host_domain: &'a str,
}

/// Herald's sender checks: the resolver, made on first use.
#[derive(Default)]
pub struct SenderChecks {
    resolver: OnceCell<Option<MessageAuthenticator>>,
}

impl SenderChecks {
    /// Whether `sender` is proven, asking the DNS server at `dns` (else the system's),
    /// all within [`DNS_DEADLINE`].
    pub async fn prove(&self, dns: Option<SocketAddr>, sender: Sender<'_>) -> Proof {
        let resolver = self
            .resolver
            .get_or_init(|| async move {
                match resolver(dns) {
                    Ok(resolver) => Some(resolver),
                    Err(e) => {
                        tracing::error!("no DNS resolver for the sender checks: {e}");
                        None
                    }
                }
            })
            .await;
        let Some(resolver) = resolver else {
            return Proof::NotProven("no DNS resolver (see the log at the first mail)".into());
        };
        match tokio::time::timeout(DNS_DEADLINE, prove(resolver, sender)).await {
            Ok(proof) => proof,
            Err(_) => {
                Proof::NotProven(format!("the DNS lookups took longer than {DNS_DEADLINE:?}"))
            }
        }
    }
}

/// hickory's resolver: the system's configuration, or the server at `dns` (UDP and TCP).
fn resolver(dns: Option<SocketAddr>) -> anyhow::Result<MessageAuthenticator> {
    let (config, mut options) = match dns {
        Some(addr) => {
            let mut server = NameServerConfig::udp_and_tcp(addr.ip());
            for connection in &mut server.connections {
                connection.port = addr.port();
            }
            (
                ResolverConfig::from_parts(None, Vec::new(), vec![server]),
                ResolverOpts::default(),
            )
        }
        None => mail_auth::hickory_resolver::system_conf::read_system_conf()
            .map_err(|e| anyhow::anyhow!("read /etc/resolv.conf: {e}"))?,
    };
    options.timeout = QUERY_TIMEOUT;
    options.attempts = 2;
    MessageAuthenticator::new(config, options).map_err(|e| anyhow::anyhow!("{e}"))
}

/// DKIM, then SPF and DMARC.
async fn prove(resolver: &MessageAuthenticator, sender: Sender<'_>) -> Proof {
    let Some(message) = AuthenticatedMessage::parse(sender.raw) else {
        return Proof::NotProven("not a mail mail-auth can read".into());
    };
    let dkim = resolver.verify_dkim(&message).await;
    for output in &dkim {
        if output.result() == &DkimResult::Pass
            && let Some(signature) = output.signature()
            && is_aligned(&signature.d, sender.from_domain)
        {
            return Proof::Proven(format!("dkim=pass by {}", signature.d));
        }
    }
    let mail_from = sender.mail_from.unwrap_or("").trim_matches(['<', '>']);
    let mail_from_domain = mail_from.rsplit_once('@').map_or("", |(_, d)| d);
    let spf = match sender.client_ip {
        Some(ip) if !mail_from_domain.is_empty() => {
            resolver
                .verify_spf(SpfParameters::verify_mail_from(
                    ip,
                    sender.helo.unwrap_or(mail_from_domain),
                    sender.host_domain,
                    mail_from,
                ))
                .await
        }
        _ => SpfOutput::new(mail_from_domain.to_string()),
    };
    let dmarc = resolver
        .verify_dmarc(DmarcParameters::new(
            &message,
            &dkim,
            mail_from_domain,
            &spf,
        ))
        .await;
    if dmarc.result() == DmarcResult::Pass {
        return Proof::Proven(format!("dmarc=pass for {}", sender.from_domain));
    }
    let dkim_said: Vec<String> = dkim.iter().map(|o| format!("{:?}", o.result())).collect();
    Proof::NotProven(format!(
        "dkim: {}; spf: {}; dmarc: {:?}",
        if dkim_said.is_empty() {
            "no signature".to_string()
        } else {
            dkim_said.join(", ")
        },
        spf_word(spf.result()),
        dmarc.result()
    ))
}

fn spf_word(result: SpfResult) -> &'static str {
    match result {
        SpfResult::Pass => "pass",
        SpfResult::Fail => "fail",
        SpfResult::SoftFail => "softfail",
        SpfResult::Neutral => "neutral",
        SpfResult::TempError => "temperror",
        SpfResult::PermError => "permerror",
        SpfResult::None => "none",
    }
}
