//! The browser of these tests: a cookie-keeping client that does not follow redirects,
//! the forms of a page with their hidden fields, and signing up through the form.

use std::time::Duration;

use reqwest::header::{LOCATION, SET_COOKIE};

use super::common::*;

/// A page as the browser got it.
#[derive(Debug)]
pub struct Page {
    pub status: u16,
    pub location: Option<String>,
    pub cookies: Vec<String>,
    pub body: String,
}

/// A cookie-keeping client that does not follow redirects (so they can be checked).
#[derive(Clone)]
pub struct Browser {
    http: reqwest::Client,
    base: String,
}

impl Browser {
    pub fn new(base: &str) -> Browser {
        Browser {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                .timeout(Duration::from_secs(60))
                .build()
                .expect("a client"),
            base: base.to_string(),
        }
    }

    pub async fn page(response: reqwest::Response) -> Page {
        Page {
            status: response.status().as_u16(),
            location: response
                .headers()
                .get(LOCATION)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string),
            cookies: response
                .headers()
                .get_all(SET_COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .map(str::to_string)
                .collect(),
            body: response.text().await.expect("a body"),
        }
    }

    pub async fn get(&self, path: &str) -> Page {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("the server answers");
        Browser::page(response).await
    }

    pub async fn post(&self, path: &str, fields: &[(String, String)]) -> Page {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .form(fields)
            .send()
            .await
            .expect("the server answers");
        Browser::page(response).await
    }

    /// GET a page, checking it is a 200.
    pub async fn open(&self, path: &str) -> String {
        let page = self.get(path).await;
        assert_eq!(page.status, 200, "GET {path}: {}", page.body);
        page.body
    }
}

pub fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The value of attribute `name` in a tag's text.
pub fn attribute(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = tag[start..].find('"')? + start;
    Some(unescape(&tag[start..end]))
}

/// A form: where it posts and its hidden fields.
#[derive(Clone, Debug)]
pub struct Form {
    pub action: String,
    pub fields: Vec<(String, String)>,
}

impl Form {
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn with(mut self, name: &str, value: &str) -> Form {
        self.fields.retain(|(n, _)| n != name);
        self.fields.push((name.to_string(), value.to_string()));
        self
    }

    pub fn without(mut self, name: &str) -> Form {
        self.fields.retain(|(n, _)| n != name);
        self
    }
}

/// Every form of a page with its hidden inputs.
pub fn forms(html: &str) -> Vec<Form> {
    html.split("<form")
        .skip(1)
        .map(|chunk| {
            let open_tag = &chunk[..chunk.find('>').unwrap_or(chunk.len())];
            let inner = &chunk[..chunk.find("</form>").unwrap_or(chunk.len())];
            let fields = inner
                .split("<input")
                .skip(1)
                .filter_map(|input| {
                    let tag = &input[..input.find('>')?];
                    if attribute(tag, "type").as_deref() != Some("hidden") {
                        return None;
                    }
                    Some((attribute(tag, "name")?, attribute(tag, "value")?))
                })
                .collect();
            Form {
                action: attribute(open_tag, "action").unwrap_or_default(),
                fields,
            }
        })
        .collect()
}

pub fn forms_to(html: &str, action: &str) -> Vec<Form> {
    forms(html)
        .into_iter()
        .filter(|f| f.action == action)
        .collect()
}

pub fn csrf_of(html: &str) -> String {
    forms(html)
        .iter()
        .find_map(|f| f.field("csrf").map(str::to_string))
        .unwrap_or_else(|| panic!("no csrf field on the page:\n{html}"))
}

pub fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Signs up through the form; returns the answer to the POST.
pub async fn sign_up(browser: &Browser, name: &str) -> Page {
    let form = browser.open("/signup").await;
    let csrf = csrf_of(&form);
    let email = email_of(name);
    browser
        .post(
            "/signup",
            &fields(&[
                ("csrf", &csrf),
                ("name", name),
                ("email", &email),
                ("password", PASSWORD),
            ]),
        )
        .await
}
