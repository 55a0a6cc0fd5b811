//! A DNS server on 127.0.0.1 for Herald's sender checks (issue 26 §4): every test server
//! asks it (`HERALD_INBOUND_DNS`), never the network. It answers TXT queries from the
//! records a test sets, and NXDOMAIN for names it does not hold, over UDP.
//!
//! It starts holding the records that prove the test players' replies the way a real
//! domain would: `example.org` (every player's domain) allows mail from 127.0.0.1 by SPF
//! and publishes a DMARC policy, so a reply delivered from 127.0.0.1 with the player's own
//! envelope sender passes DMARC; one with another envelope sender does not.

use std::collections::HashMap;
use std::net::{SocketAddr, UdpSocket};
use std::sync::{Arc, Mutex, OnceLock};

/// The test players' domain's records.
pub const PLAYERS_RECORDS: [(&str, &str); 2] = [
    ("example.org", "v=spf1 ip4:127.0.0.1 -all"),
    ("_dmarc.example.org", "v=DMARC1; p=reject"),
];

/// The DNS server of a test binary.
pub struct Dns {
    /// Where it answers (UDP).
    pub addr: SocketAddr,
    records: Arc<Mutex<HashMap<String, Vec<String>>>>,
}

impl Dns {
    /// Adds a TXT record (`name` without a final dot).
    pub fn add_txt(&self, name: &str, value: &str) {
        self.records
            .lock()
            .unwrap()
            .entry(name.trim_end_matches('.').to_ascii_lowercase())
            .or_default()
            .push(value.to_string());
    }
}

/// The test binary's DNS server, started on first use.
pub fn dns() -> &'static Dns {
    static DNS: OnceLock<Dns> = OnceLock::new();
    DNS.get_or_init(|| {
        let socket = UdpSocket::bind("127.0.0.1:0").expect("bind the DNS server");
        let addr = socket.local_addr().expect("its address");
        let records: Arc<Mutex<HashMap<String, Vec<String>>>> = Arc::default();
        let shared = records.clone();
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok((len, peer)) = socket.recv_from(&mut buffer) {
                if let Some(answer) = answer(&buffer[..len], &shared.lock().unwrap()) {
                    let _ = socket.send_to(&answer, peer);
                }
            }
        });
        let dns = Dns { addr, records };
        for (name, value) in PLAYERS_RECORDS {
            dns.add_txt(name, value);
        }
        dns
    })
}

/// The answer to one query: its TXT records, NODATA for another type of a name it holds,
/// NXDOMAIN for a name it does not; `None` for what is not a query.
fn answer(query: &[u8], records: &HashMap<String, Vec<String>>) -> Option<Vec<u8>> {
    if query.len() < 12 || query[2] & 0x80 != 0 {
        return None;
    }
    let (name, end) = question_name(query)?;
    let qtype = u16::from_be_bytes([*query.get(end)?, *query.get(end + 1)?]);
    let question = query.get(12..end + 4)?;
    let held = records.get(&name.to_ascii_lowercase());
    let texts: &[String] = match (held, qtype) {
        (Some(texts), 16) => texts,
        _ => &[],
    };
    let rcode = if held.is_some() { 0 } else { 3 };
    let mut out = Vec::with_capacity(512);
    out.extend_from_slice(&query[..2]); // the id
    out.push(0x84 | (query[2] & 0x01)); // an authoritative answer; RD copied
    out.push(0x80 | rcode); // RA, and the rcode
    out.extend_from_slice(&1u16.to_be_bytes());
    out.extend_from_slice(&(texts.len() as u16).to_be_bytes());
    out.extend_from_slice(&[0, 0, 0, 0]);
    out.extend_from_slice(question);
    for text in texts {
        let mut data = Vec::new();
        for chunk in text.as_bytes().chunks(255) {
            data.push(chunk.len() as u8);
            data.extend_from_slice(chunk);
        }
        out.extend_from_slice(&[0xC0, 0x0C, 0, 16, 0, 1, 0, 0, 0, 60]);
        out.extend_from_slice(&(data.len() as u16).to_be_bytes());
        out.extend(data);
    }
    Some(out)
}

/// The name asked for (dotted, no final dot) and where the question's type starts.
fn question_name(query: &[u8]) -> Option<(String, usize)> {
    let mut at = 12;
    let mut labels = Vec::new();
    loop {
        let len = *query.get(at)? as usize;
        at += 1;
        if len == 0 {
            return Some((labels.join("."), at));
        }
        if len & 0xC0 != 0 {
            return None;
        }
        labels.push(String::from_utf8_lossy(query.get(at..at + len)?).into_owned());
        at += len;
    }
}
