//! The browser of these tests: a cookie-keeping client that does not follow redirects,
//! the forms of a page with their hidden fields, and signing up through the form.

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

impl Page {
    /// Whether it redirects to a location that holds `text` (`error=`, `notice=`).
    pub fn leads_to(&self, text: &str) -> bool {
        self.location.as_deref().is_some_and(|l| l.contains(text))
    }
}

/// A cookie-keeping client that does not follow redirects (so they can be checked): the
/// harness's [`FormClient`], posting the fields of the forms found on its pages.
#[derive(Clone)]
pub struct Browser {
    client: FormClient,
}

impl Browser {
    pub fn new(base: &str) -> Browser {
        Browser {
            client: FormClient::new(base),
        }
    }

    /// The page as this browser shows it: where a redirect leads and the cookies set.
    fn page(fetched: Fetched) -> Page {
        let headers = &fetched.headers;
        Page {
            status: fetched.status,
            location: headers
                .get(LOCATION)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string),
            cookies: headers
                .get_all(SET_COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .map(str::to_string)
                .collect(),
            body: fetched.body,
        }
    }

    pub async fn get(&self, path: &str) -> Page {
        Browser::page(self.client.get(path).await)
    }

    pub async fn post(&self, path: &str, fields: &[(String, String)]) -> Page {
        let fields: Vec<(&str, &str)> = fields
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()))
            .collect();
        Browser::page(self.client.post(path, &fields).await)
    }

    /// GET a page, checking it is a 200.
    pub async fn open(&self, path: &str) -> String {
        let page = self.get(path).await;
        assert_eq!(page.status, 200, "GET {path}: {}", page.body);
        page.body
    }
}

pub use super::common::html_unescape as unescape;

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

/// A new browser signed up (and so signed in) as `name` through the form.
pub async fn signed_up(base: &str, name: &str) -> Browser {
    Browser {
        client: FormClient::signed_up(base, name).await,
    }
}

/// The id of the game a redirect to its page (`/games/{id}?…#…`) names.
pub fn game_of(location: &str) -> i64 {
    location
        .trim_start_matches("/games/")
        .split(['?', '#'])
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a game page: {location}"))
}

/// `creator` starts a game of `kind` from the new-game form with `choices` set and nobody
/// invited, and `joiner` joins it from the lobby; answers the game's id.
pub async fn start_through_forms(
    creator: &Browser,
    joiner: &Browser,
    kind: &str,
    choices: &[(&str, &str)],
) -> i64 {
    let new_game = creator.open("/games/new").await;
    let mut form = forms_to(&new_game, "/games/new")
        .into_iter()
        .find(|f| f.field("kind") == Some(kind))
        .unwrap_or_else(|| panic!("a form for {kind}:\n{new_game}"));
    for (name, value) in choices {
        form = form.with(name, value);
    }
    let created = creator
        .post("/games/new", &form.with("invite", "").fields)
        .await;
    let id = game_of(&created.location.expect("to the game"));
    let join = forms_to(&joiner.open("/lobby").await, &format!("/games/{id}/join"));
    let joined = joiner.post(&join[0].action, &join[0].fields).await;
    assert_eq!(joined.status, 303, "{joined:?}");
    id
}
