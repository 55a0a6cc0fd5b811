//! The clients: the JSON API client with its [`Reply`] and the checks of the error shape,
//! and the cookie-keeping HTML form client with its [`Fetched`] pages.

use std::time::Duration;

use serde_json::{Value, json};

/// An answer: the status and the body (as JSON when it is JSON, else `null`).
#[derive(Clone, Debug)]
pub struct Reply {
    /// HTTP status.
    pub status: u16,
    /// The raw body.
    pub body: String,
    /// The body as JSON (`Value::Null` when it is not JSON).
    pub json: Value,
    /// The Content-Type header.
    pub content_type: String,
}

impl Reply {
    /// The JSON body, after checking the status.
    #[track_caller]
    pub fn expect(self, status: u16) -> Value {
        assert_eq!(
            self.status, status,
            "expected {status}, got {}: {}",
            self.status, self.body
        );
        self.json
    }

    /// Checks an error answer: the status, and a JSON body `{"error": "<a sentence>"}`.
    /// Returns the message.
    #[track_caller]
    pub fn expect_error(&self, status: u16) -> String {
        assert_eq!(
            self.status, status,
            "expected {status}, got {}: {}",
            self.status, self.body
        );
        assert_error_shape(self)
    }
}

/// Checks that an answer is `{"error": "<a sentence>"}` in JSON; returns the message.
#[track_caller]
pub fn assert_error_shape(reply: &Reply) -> String {
    let message = assert_json_error(reply);
    assert_sentence(&message);
    message
}

/// Checks that an answer is `{"error": "<text>"}` in JSON, whatever the text; returns it.
#[track_caller]
pub fn assert_json_error(reply: &Reply) -> String {
    assert!(
        reply.content_type.starts_with("application/json"),
        "an error must be JSON, got {:?}: {}",
        reply.content_type,
        reply.body
    );
    let object = reply
        .json
        .as_object()
        .unwrap_or_else(|| panic!("an error must be a JSON object: {}", reply.body));
    assert_eq!(
        object.keys().collect::<Vec<_>>(),
        ["error"],
        "an error has exactly one field, \"error\": {}",
        reply.body
    );
    let message = object["error"]
        .as_str()
        .unwrap_or_else(|| panic!("\"error\" must be a string: {}", reply.body));
    assert!(!message.trim().is_empty(), "an empty error message");
    message.to_string()
}

/// A message a player can read: several words on one line, not a debug dump.
#[track_caller]
pub fn assert_sentence(message: &str) {
    // Japanese writes no spaces between words: its kana and kanji count instead.
    let japanese = message
        .chars()
        .filter(|c| ('\u{3040}'..='\u{9fff}').contains(c))
        .count();
    assert!(
        (message.split_whitespace().count() >= 4 || japanese >= 8) && message.len() >= 15,
        "not a sentence: {message:?}"
    );
    assert!(
        !message.contains('\n'),
        "a sentence is one line: {message:?}"
    );
    assert!(
        message.chars().next().is_some_and(char::is_alphanumeric)
            || message.starts_with('"')
            || message.starts_with('\''),
        "a sentence starts with a word: {message:?}"
    );
    for debris in ["panicked", "Error {", "Some(", "sqlx", "SQLITE"] {
        assert!(
            !message.contains(debris),
            "the message leaks internals ({debris}): {message:?}"
        );
    }
}

/// A client of the JSON API.
#[derive(Clone)]
pub struct Api {
    http: reqwest::Client,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
}

/// How long a test client keeps an idle connection for reuse: under the server's
/// default 10 s (`HERALD_HEADER_TIMEOUT_MS`), as its `Keep-Alive: timeout=10` asks. A
/// connection reused just as the server closes it loses the request (the whole-games test
/// lost a history request so, once in six runs, before clients let go first).
pub const KEEP_IDLE: Duration = Duration::from_secs(4);

impl Api {
    /// A client for a server at `base`.
    pub fn new(base: &str) -> Api {
        Api::keeping_idle(base, KEEP_IDLE)
    }

    /// A client for a server at `base` that keeps idle connections for at most `idle`
    /// (under the server's idle limit).
    pub fn keeping_idle(base: &str, idle: Duration) -> Api {
        Api {
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(60))
                .pool_idle_timeout(idle)
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .expect("an HTTP client"),
            base: base.to_string(),
        }
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> Reply {
        let response = request.send().await.expect("the server answers");
        reply_of(response).await
    }

    /// Sends a request; `Err` when the connection fails (the server died).
    pub async fn try_send(&self, request: reqwest::RequestBuilder) -> Result<Reply, String> {
        match request.send().await {
            Ok(response) => Ok(reply_of(response).await),
            Err(e) => Err(e.to_string()),
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn authed(
        &self,
        request: reqwest::RequestBuilder,
        token: Option<&str>,
    ) -> reqwest::RequestBuilder {
        match token {
            Some(token) => request.bearer_auth(token),
            None => request,
        }
    }

    /// A GET request builder.
    pub fn get_request(&self, path: &str, token: Option<&str>) -> reqwest::RequestBuilder {
        self.authed(self.http.get(self.url(path)), token)
    }

    /// A POST request builder with a JSON body.
    pub fn post_request(
        &self,
        path: &str,
        token: Option<&str>,
        body: &Value,
    ) -> reqwest::RequestBuilder {
        self.authed(self.http.post(self.url(path)).json(body), token)
    }

    /// GET `path`.
    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.send(self.get_request(path, token)).await
    }

    /// POST a JSON body to `path`.
    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.send(self.post_request(path, token, body)).await
    }

    /// PUT a JSON body to `path`.
    pub async fn put(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.send(self.authed(self.http.put(self.url(path)).json(body), token))
            .await
    }

    /// POST raw bytes to `path`, with any `Authorization` header value.
    pub async fn post_raw(
        &self,
        path: &str,
        authorization: Option<&str>,
        content_type: &str,
        body: impl Into<reqwest::Body>,
    ) -> Reply {
        let mut request = self
            .http
            .post(self.url(path))
            .header(reqwest::header::CONTENT_TYPE, content_type)
            .body(body);
        if let Some(value) = authorization {
            request = request.header(reqwest::header::AUTHORIZATION, value);
        }
        self.send(request).await
    }

    /// Any method on `path`, without a body.
    pub async fn request(&self, method: reqwest::Method, path: &str, token: Option<&str>) -> Reply {
        self.send(self.authed(self.http.request(method, self.url(path)), token))
            .await
    }

    /// `POST /api/users`.
    pub async fn sign_up(&self, name: &str, email: &str, password: &str) -> Reply {
        self.post(
            "/api/users",
            None,
            &json!({ "name": name, "email": email, "password": password }),
        )
        .await
    }

    /// `POST /api/tokens`.
    pub async fn token(&self, name: &str, password: &str) -> Reply {
        self.post(
            "/api/tokens",
            None,
            &json!({ "name": name, "password": password }),
        )
        .await
    }

    /// `GET /api/kinds`.
    pub async fn kinds(&self) -> Reply {
        self.get("/api/kinds", None).await
    }

    /// `GET /api/kinds/{kind}/data`.
    pub async fn kind_data(&self, kind: &str) -> Reply {
        self.get(&format!("/api/kinds/{kind}/data"), None).await
    }

    /// `POST /api/games`.
    pub async fn create_game(&self, token: Option<&str>, body: &Value) -> Reply {
        self.post("/api/games", token, body).await
    }

    /// `POST /api/games/{id}/join`, with `{"seat": seat}` or with no body.
    pub async fn join(
        &self,
        token: Option<&str>,
        id: impl std::fmt::Display,
        seat: Option<&str>,
    ) -> Reply {
        let path = format!("/api/games/{id}/join");
        match seat {
            Some(seat) => self.post(&path, token, &json!({ "seat": seat })).await,
            None => {
                self.send(self.authed(self.http.post(self.url(&path)), token))
                    .await
            }
        }
    }

    /// `GET /api/games/{id}`.
    pub async fn game(&self, token: Option<&str>, id: impl std::fmt::Display) -> Reply {
        self.get(&format!("/api/games/{id}"), token).await
    }

    /// `POST /api/games/{id}/moves`.
    pub async fn play(
        &self,
        token: Option<&str>,
        id: impl std::fmt::Display,
        seq: i64,
        action: &str,
    ) -> Reply {
        self.post(
            &format!("/api/games/{id}/moves"),
            token,
            &json!({ "seq": seq, "action": action }),
        )
        .await
    }

    /// `POST /api/games/{id}/mute`: no more mail about game `id` for the caller.
    pub async fn mute(&self, token: Option<&str>, id: impl std::fmt::Display) -> Reply {
        self.post(&format!("/api/games/{id}/mute"), token, &json!({}))
            .await
    }

    /// `POST /api/games/{id}/undo` with `body` (`{"seq": …}`, and `"to"` for more than
    /// the last action).
    pub async fn undo(
        &self,
        token: Option<&str>,
        id: impl std::fmt::Display,
        body: &Value,
    ) -> Reply {
        self.post(&format!("/api/games/{id}/undo"), token, body)
            .await
    }

    /// `GET /api/games/{id}/history`.
    pub async fn history(&self, token: Option<&str>, id: impl std::fmt::Display) -> Reply {
        self.get(&format!("/api/games/{id}/history"), token).await
    }

    /// `GET /api/games/{id}/history/{seq}`.
    pub async fn history_at(
        &self,
        token: Option<&str>,
        id: impl std::fmt::Display,
        seq: impl std::fmt::Display,
    ) -> Reply {
        self.get(&format!("/api/games/{id}/history/{seq}"), token)
            .await
    }
}

/// The answer to a request sent by any client, read as [`Api`] reads its own.
pub async fn reply_of(response: reqwest::Response) -> Reply {
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let body = response.text().await.unwrap_or_default();
    let json = serde_json::from_str(&body).unwrap_or(Value::Null);
    Reply {
        status,
        body,
        json,
        content_type,
    }
}

// ---------------------------------------------------------------------------------------
// The HTML form client
// ---------------------------------------------------------------------------------------

/// A page or answer as a browser got it, with its headers.
#[derive(Debug)]
pub struct Fetched {
    /// HTTP status.
    pub status: u16,
    /// Every header, names in lower case.
    pub headers: reqwest::header::HeaderMap,
    /// The body.
    pub body: String,
}

impl Fetched {
    /// A header's value ("" when absent).
    pub fn header(&self, name: &str) -> String {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    }

    /// The page's `<title>` text, unescaped.
    pub fn title(&self) -> String {
        let start = self
            .body
            .find("<title>")
            .unwrap_or_else(|| panic!("no <title>: {}", self.body))
            + "<title>".len();
        let end = self.body[start..]
            .find("</title>")
            .unwrap_or_else(|| panic!("no </title>: {}", self.body))
            + start;
        html_unescape(&self.body[start..end])
    }
}

/// Undoes askama's HTML escaping.
pub fn html_unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A cookie-keeping client that does not follow redirects, like a browser without script.
#[derive(Clone)]
pub struct FormClient {
    http: reqwest::Client,
    /// `http://127.0.0.1:PORT` (may be changed after a restart; cookies are kept).
    pub base: String,
}

impl FormClient {
    /// A client for the server at `base`.
    pub fn new(base: &str) -> FormClient {
        FormClient {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                .timeout(Duration::from_secs(60))
                .pool_idle_timeout(KEEP_IDLE)
                .build()
                .expect("a client"),
            base: base.to_string(),
        }
    }

    async fn fetched(response: reqwest::Response) -> Fetched {
        Fetched {
            status: response.status().as_u16(),
            headers: response.headers().clone(),
            body: response.text().await.expect("a body"),
        }
    }

    /// GET `path`.
    pub async fn get(&self, path: &str) -> Fetched {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// GET `path` with one extra header.
    pub async fn get_with(&self, path: &str, header: (&str, &str)) -> Fetched {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .header(header.0, header.1)
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// POST a form to `path`.
    pub async fn post(&self, path: &str, fields: &[(&str, &str)]) -> Fetched {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .form(fields)
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// POST a form to `path` with one extra header.
    pub async fn post_with(
        &self,
        path: &str,
        header: (&str, &str),
        fields: &[(&str, &str)],
    ) -> Fetched {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .header(header.0, header.1)
            .form(fields)
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// The first `csrf` field on the page at `path`.
    pub async fn csrf(&self, path: &str) -> String {
        let page = self.get(path).await;
        assert_eq!(page.status, 200, "GET {path}: {}", page.body);
        csrf_field(&page.body)
    }

    /// Signs in through the form, and checks that it worked.
    pub async fn sign_in(&self, name: &str, password: &str) {
        let csrf = self.csrf("/signin").await;
        let answer = self
            .post(
                "/signin",
                &[("csrf", &csrf), ("name", name), ("password", password)],
            )
            .await;
        assert_eq!(answer.status, 303, "sign in as {name}: {}", answer.body);
    }

    /// A new client signed up (and so signed in) as `name` through the form.
    pub async fn signed_up(base: &str, name: &str) -> FormClient {
        let client = FormClient::new(base);
        let answer = client
            .sign_up(
                name,
                &super::players::email_of(name),
                super::players::PASSWORD,
            )
            .await;
        assert_eq!(answer.status, 303, "{name} signs up: {}", answer.body);
        client
    }

    /// Signs up through the form; returns the answer to the POST.
    pub async fn sign_up(&self, name: &str, email: &str, password: &str) -> Fetched {
        let csrf = self.csrf("/signup").await;
        self.post(
            "/signup",
            &[
                ("csrf", &csrf),
                ("name", name),
                ("email", email),
                ("password", password),
            ],
        )
        .await
    }
}

/// The value of the first `csrf` hidden field in a page.
pub fn csrf_field(html: &str) -> String {
    let at = html
        .find("name=\"csrf\" value=\"")
        .unwrap_or_else(|| panic!("no csrf field on the page:\n{html}"))
        + "name=\"csrf\" value=\"".len();
    let end = html[at..].find('"').expect("the csrf value ends") + at;
    html_unescape(&html[at..end])
}
