//! Where a mail goes (an SMTP server, or `.eml` files in a folder) and the bytes that go:
//! the formatted mail, DKIM-signed when Herald signs (issue 26.5).

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::dkim;
use crate::config::Settings;

/// Where mail goes.
#[derive(Clone)]
pub enum Transport {
    /// An SMTP server.
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    /// `.eml` files in a folder, one per Message-ID.
    Files(PathBuf),
}

impl Transport {
    /// The transport the settings ask for.
    ///
    /// # Errors
    /// A malformed SMTP URL.
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        match &settings.smtp_url {
            Some(url) => Ok(Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .with_context(|| "HERALD_SMTP_URL must look like smtp://host:25 or smtps://user:pass@host:465")?
                    // Bounds only the TCP connect; the whole exchange is bounded by the worker.
                    // lettre is built without its connection pool: a send cut off by the
                    // deadline would otherwise go back to the pool mid-exchange, and the next
                    // mail would read the answers meant for it.
                    .timeout(Some(Duration::from_millis(settings.smtp_timeout_ms.max(1))))
                    .build(),
            )),
            None => Ok(Transport::Files(settings.outbox_dir())),
        }
    }

    pub(super) async fn send(&self, mail: Outgoing, message_id: &str) -> anyhow::Result<()> {
        match self {
            Transport::Smtp(smtp) => {
                smtp.send_raw(&mail.envelope, &mail.bytes)
                    .await
                    .context("SMTP")?;
            }
            Transport::Files(dir) => {
                // Named by Message-ID and renamed into place: a retry rewrites the same file,
                // and a reader never sees half a mail. One blocking task does all three steps.
                let name: String = message_id
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                            c
                        } else {
                            '_'
                        }
                    })
                    .collect();
                let dir = dir.clone();
                let bytes = mail.bytes;
                tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
                    std::fs::create_dir_all(&dir)
                        .with_context(|| format!("create {}", dir.display()))?;
                    let tmp = dir.join(format!(".{name}.tmp"));
                    std::fs::write(&tmp, bytes)
                        .with_context(|| format!("write {}", tmp.display()))?;
                    std::fs::rename(&tmp, dir.join(format!("{name}.eml")))
                        .context("rename the .eml file")?;
                    Ok(())
                })
                .await
                .context("the file-writing task")??;
            }
        }
        Ok(())
    }
}

/// A mail as it goes out: its envelope and its bytes, signed when Herald signs.
pub(super) struct Outgoing {
    envelope: lettre::address::Envelope,
    bytes: Vec<u8>,
}

impl Outgoing {
    /// `message` as it goes out, DKIM-signed by `dkim` when set.
    pub(super) fn of(
        message: &Message,
        dkim: Option<&dkim::DkimSigning>,
    ) -> anyhow::Result<Outgoing> {
        let bytes = message.formatted();
        Ok(Outgoing {
            envelope: message.envelope().clone(),
            bytes: match dkim {
                Some(signing) => signing.sign(&bytes)?,
                None => bytes,
            },
        })
    }
}
