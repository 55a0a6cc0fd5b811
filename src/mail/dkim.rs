//! DKIM signing of every mail Herald sends (issue 26 §5): a mail service whose mail is
//! not signed lands in spam at the large providers. The key is read once at start-up
//! (`HERALD_DKIM_KEY_FILE`, Ed25519 or RSA, PEM) and published under
//! `<HERALD_DKIM_SELECTOR>._domainkey.<the domain of HERALD_MAIL_FROM>`; `herald
//! dkim-record` prints the record. The signing itself is mail-auth's (relaxed/relaxed,
//! SHA-256).

use std::path::Path;

use mail_auth::common::crypto::{DkimKey, Ed25519Key, RsaKey, Sha256};
use mail_auth::common::headers::HeaderWriter;
use mail_auth::dkim::{Canonicalization, DkimSigner, Done};
use rustls_pki_types::PrivateKeyDer;
use rustls_pki_types::pem::PemObject;

use crate::config::Settings;

/// The headers signed when present; the absent ones are signed as absent too, so that
/// nobody can add them on the way (a `Reply-To` that sends the answer elsewhere).
pub const SIGNED_HEADERS: [&str; 12] = [
    "From",
    "To",
    "Subject",
    "Date",
    "Message-ID",
    "Reply-To",
    "In-Reply-To",
    "References",
    "List-Unsubscribe",
    "List-Unsubscribe-Post",
    "MIME-Version",
    "Content-Type",
];

/// Why a DKIM key could not be used.
#[derive(Debug, thiserror::Error)]
pub enum LoadDkimKeyError {
    /// Only one of the two settings is set.
    #[error(
        "HERALD_DKIM_SELECTOR and HERALD_DKIM_KEY_FILE go together: set both to sign mail, or neither"
    )]
    HalfSet,
    /// The selector is not a DNS label (or labels).
    #[error(
        "HERALD_DKIM_SELECTOR {0:?} is not a DNS name: use letters, digits, '-' and '.', e.g. herald2026"
    )]
    BadSelector(String),
    /// The key file could not be read.
    #[error("HERALD_DKIM_KEY_FILE {file}: cannot be read: {error}")]
    Unreadable {
        /// The file.
        file: String,
        /// Why.
        error: std::io::Error,
    },
    /// The file holds no private key in PEM, or one of another kind.
    #[error(
        "HERALD_DKIM_KEY_FILE {file}: {why} (expected a PEM file with an Ed25519 or RSA \"PRIVATE KEY\" (PKCS#8) or an \"RSA PRIVATE KEY\" (PKCS#1); make one with `openssl genpkey -algorithm ed25519 -out {file}`)"
    )]
    NotAKey {
        /// The file.
        file: String,
        /// What is wrong.
        why: String,
    },
}

/// Herald's DKIM signer: the key, the domain and the selector.
pub struct DkimSigning {
    signer: DkimSigner<DkimKey, Done>,
    record: DkimRecord,
}

impl std::fmt::Debug for DkimSigning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DkimSigning")
            .field("record", &self.record)
            .finish_non_exhaustive()
    }
}

/// The DNS TXT record that publishes the public key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DkimRecord {
    /// `<selector>._domainkey.<domain>`.
    pub name: String,
    /// `v=DKIM1; k=ed25519|rsa; p=<base64 public key>`.
    pub value: String,
}

impl DkimRecord {
    /// The record as a zone-file line: the value split into strings of at most 255
    /// bytes each (a TXT record's strings are no longer), which DNS joins again.
    pub fn zone_line(&self) -> String {
        let strings: Vec<String> = self
            .value
            .as_bytes()
            .chunks(255)
            .map(|chunk| format!("\"{}\"", String::from_utf8_lossy(chunk)))
            .collect();
        format!("{}. IN TXT ( {} )", self.name, strings.join(" "))
    }
}

impl DkimSigning {
    /// The signer the settings ask for: `None` when neither DKIM setting is set.
    ///
    /// # Errors
    /// Only one of the two set, a bad selector, or a key file that cannot be read or
    /// holds no usable key: each names the file and what is wrong.
    pub fn from_settings(settings: &Settings) -> Result<Option<DkimSigning>, LoadDkimKeyError> {
        match (&settings.dkim_selector, &settings.dkim_key_file) {
            (None, None) => Ok(None),
            (Some(selector), Some(file)) => {
                DkimSigning::load(file, selector, &settings.mail_domain()).map(Some)
            }
            _ => Err(LoadDkimKeyError::HalfSet),
        }
    }

    /// A signer with the PEM key in `file`, for `selector` of `domain`.
    ///
    /// # Errors
    /// See [`DkimSigning::from_settings`].
    pub fn load(
        file: &Path,
        selector: &str,
        domain: &str,
    ) -> Result<DkimSigning, LoadDkimKeyError> {
        let is_label = |l: &str| {
            !l.is_empty()
                && l.len() <= 63
                && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        };
        if !selector.split('.').all(is_label) {
            return Err(LoadDkimKeyError::BadSelector(selector.to_string()));
        }
        let name = file.display().to_string();
        let pem = std::fs::read(file).map_err(|error| LoadDkimKeyError::Unreadable {
            file: name.clone(),
            error,
        })?;
        let (key, k, public) =
            parse_key(&pem).map_err(|why| LoadDkimKeyError::NotAKey { file: name, why })?;
        let signer = DkimSigner::from_key(key)
            .domain(domain)
            .selector(selector)
            .headers(SIGNED_HEADERS)
            .header_canonicalization(Canonicalization::Relaxed)
            .body_canonicalization(Canonicalization::Relaxed);
        Ok(DkimSigning {
            signer,
            record: DkimRecord {
                name: format!("{selector}._domainkey.{domain}"),
                value: format!("v=DKIM1; k={k}; p={}", base64(&public)),
            },
        })
    }

    /// The DNS record to publish.
    pub fn record(&self) -> &DkimRecord {
        &self.record
    }

    /// `message` (a whole mail, CRLF line ends) with its `DKIM-Signature` header first.
    ///
    /// # Errors
    /// The crypto library failed (it does not for a key it loaded).
    pub fn sign(&self, message: &[u8]) -> anyhow::Result<Vec<u8>> {
        let signature = self
            .signer
            .sign(message)
            .map_err(|e| anyhow::anyhow!("DKIM signing: {e}"))?;
        let header = signature.to_header();
        let mut signed = Vec::with_capacity(header.len() + message.len());
        signed.extend_from_slice(header.as_bytes());
        signed.extend_from_slice(message);
        Ok(signed)
    }
}

/// What `herald dkim-record` prints: a comment line naming the zone, and the record as a
/// zone-file line.
///
/// # Errors
/// The DKIM settings are unset, or cannot be used (see [`DkimSigning::from_settings`]).
pub fn zone_text(settings: &Settings) -> anyhow::Result<String> {
    let Some(signing) = DkimSigning::from_settings(settings)? else {
        anyhow::bail!(
            "HERALD_DKIM_SELECTOR and HERALD_DKIM_KEY_FILE are unset: mail is not signed, \
             there is no record to publish"
        );
    };
    Ok(format!(
        "; DKIM for mail from {}: publish this TXT record in the zone of {}\n{}\n",
        settings.mail_from,
        settings.mail_domain(),
        signing.record().zone_line()
    ))
}

/// The key in a PEM file, its DKIM key type (`k=`) and its public key as published.
fn parse_key(pem: &[u8]) -> Result<(DkimKey, &'static str, Vec<u8>), String> {
    let der = PrivateKeyDer::from_pem_slice(pem).map_err(|e| match e {
        rustls_pki_types::pem::Error::NoItemsFound => "no private key in it".to_string(),
        other => format!("not a readable PEM key ({other:?})"),
    })?;
    match der {
        PrivateKeyDer::Pkcs8(pkcs8) => {
            if let Ok(key) = Ed25519Key::from_pkcs8_maybe_unchecked_der(pkcs8.secret_pkcs8_der()) {
                let public = key.public_key();
                return Ok((DkimKey::Ed25519(key), "ed25519", public));
            }
            let key = RsaKey::<Sha256>::from_key_der(PrivateKeyDer::Pkcs8(pkcs8))
                .map_err(|e| format!("neither an Ed25519 nor a usable RSA key ({e})"))?;
            let public = rsa_subject_public_key_info(&key.public_key());
            Ok((DkimKey::Rsa(key), "rsa", public))
        }
        PrivateKeyDer::Pkcs1(pkcs1) => {
            let key = RsaKey::<Sha256>::from_key_der(PrivateKeyDer::Pkcs1(pkcs1))
                .map_err(|e| format!("not a usable RSA key ({e})"))?;
            let public = rsa_subject_public_key_info(&key.public_key());
            Ok((DkimKey::Rsa(key), "rsa", public))
        }
        _ => Err("an EC key: DKIM signs with Ed25519 or RSA".to_string()),
    }
}

/// An RSA public key (PKCS#1 `RSAPublicKey`, DER) wrapped as a `SubjectPublicKeyInfo`:
/// the form `openssl rsa -pubout` writes and every DKIM verifier reads (OpenDKIM reads
/// only this one).
fn rsa_subject_public_key_info(pkcs1: &[u8]) -> Vec<u8> {
    // SEQUENCE { OID 1.2.840.113549.1.1.1 (rsaEncryption), NULL }
    const ALGORITHM: [u8; 15] = [
        0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
    ];
    let mut bits = vec![0u8]; // no unused bits
    bits.extend_from_slice(pkcs1);
    let bit_string = der(0x03, &bits);
    let mut body = ALGORITHM.to_vec();
    body.extend(bit_string);
    der(0x30, &body)
}

/// One DER element: its tag, its length and `content`.
fn der(tag: u8, content: &[u8]) -> Vec<u8> {
    let mut out = vec![tag];
    let len = content.len();
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let bytes: Vec<u8> = len
            .to_be_bytes()
            .into_iter()
            .skip_while(|b| *b == 0)
            .collect();
        out.push(0x80 | bytes.len() as u8);
        out.extend(bytes);
    }
    out.extend_from_slice(content);
    out
}

/// Standard base64 with padding (lettre's own `base64`).
fn base64(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_pads_like_the_rfc_examples() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }

    #[test]
    fn long_der_lengths_take_length_bytes() {
        assert_eq!(der(0x04, &[1, 2]), [0x04, 2, 1, 2]);
        let long = der(0x04, &[0u8; 300]);
        assert_eq!(&long[..4], &[0x04, 0x82, 0x01, 0x2c]);
        assert_eq!(long.len(), 304);
    }

    #[test]
    fn a_zone_line_splits_the_value_into_strings_of_255_bytes() {
        let record = DkimRecord {
            name: "s._domainkey.example.org".into(),
            value: "x".repeat(600),
        };
        let line = record.zone_line();
        assert!(line.starts_with("s._domainkey.example.org. IN TXT ( \""));
        let strings: Vec<&str> = line.split('"').filter(|s| s.starts_with('x')).collect();
        assert_eq!(
            strings.iter().map(|s| s.len()).collect::<Vec<_>>(),
            [255, 255, 90]
        );
    }

    fn test_key(name: &str) -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/dkim/{name}"))
    }

    #[test]
    fn the_record_publishes_the_public_key_as_openssl_writes_it() {
        for (file, k, public) in [
            ("ed25519.pem", "ed25519", "ed25519.pub.b64"),
            ("rsa.pem", "rsa", "rsa.pub.b64"),
            ("rsa-pkcs1.pem", "rsa", "rsa.pub.b64"),
        ] {
            let signing = DkimSigning::load(&test_key(file), "herald", "mail.example.org")
                .unwrap_or_else(|e| panic!("{file}: {e}"));
            let expected = std::fs::read_to_string(test_key(public)).expect("the public key");
            assert_eq!(signing.record().name, "herald._domainkey.mail.example.org");
            assert_eq!(
                signing.record().value,
                format!("v=DKIM1; k={k}; p={}", expected.trim()),
                "{file}"
            );
        }
    }

    #[test]
    fn a_signed_mail_starts_with_its_dkim_signature() {
        let signing =
            DkimSigning::load(&test_key("ed25519.pem"), "herald", "example.org").expect("the key");
        let mail = b"From: Herald <herald@example.org>\r\nTo: ann@example.org\r\nSubject: Your turn\r\n\r\nplay\r\n";
        let signed = String::from_utf8(signing.sign(mail).expect("signed")).expect("text");
        assert!(
            signed.starts_with("DKIM-Signature: v=1; a=ed25519-sha256;"),
            "{signed}"
        );
        assert!(signed.contains("d=example.org"), "{signed}");
        assert!(signed.contains("s=herald"), "{signed}");
        assert!(signed.contains("c=relaxed/relaxed"), "{signed}");
        assert!(signed.ends_with("\r\n\r\nplay\r\n"), "{signed}");
    }

    #[test]
    fn a_missing_file_garbage_and_an_ec_key_are_named_errors() {
        let dir = tempfile::tempdir().expect("tempdir");
        let missing = dir.path().join("none.pem");
        let err = DkimSigning::load(&missing, "s", "example.org").expect_err("missing");
        assert!(err.to_string().contains("none.pem"), "{err}");
        assert!(err.to_string().contains("cannot be read"), "{err}");
        let garbage = dir.path().join("garbage.pem");
        std::fs::write(&garbage, "hello").expect("write");
        let err = DkimSigning::load(&garbage, "s", "example.org").expect_err("garbage");
        assert!(err.to_string().contains("no private key"), "{err}");
        let err = DkimSigning::load(&garbage, "bad selector", "example.org").expect_err("sel");
        assert!(matches!(err, LoadDkimKeyError::BadSelector(_)), "{err}");
    }
}
