//! How service errors become HTTP answers: JSON `{"error": …}` for the API, a page for
//! the browser. A 500 never shows its cause; the cause goes to the log.

use axum::Json;
use axum::extract::Request;
use axum::http::{Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::service::ServiceError;

/// The status of a service error.
pub fn status_of(err: &ServiceError) -> StatusCode {
    match err {
        ServiceError::BadRequest(_) => StatusCode::BAD_REQUEST,
        ServiceError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
        ServiceError::Forbidden(_) => StatusCode::FORBIDDEN,
        ServiceError::NotFound(_) => StatusCode::NOT_FOUND,
        ServiceError::Conflict(_) => StatusCode::CONFLICT,
        ServiceError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
        ServiceError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
        ServiceError::Damaged(_) | ServiceError::Unexpected(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The sentence shown to the user: the error's own for 4xx, a generic one for 500.
pub fn public_message(err: &ServiceError) -> String {
    match err {
        ServiceError::Unexpected(cause) => {
            tracing::error!("internal error: {cause:#}");
            "something went wrong on our side; nothing was changed — please try again in a moment"
                .to_string()
        }
        other => other.to_string(),
    }
}

/// An API error answer.
#[derive(Debug)]
pub struct ApiError(pub ServiceError);

impl From<ServiceError> for ApiError {
    fn from(err: ServiceError) -> Self {
        ApiError(err)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(err: sqlx::Error) -> Self {
        ApiError(err.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = status_of(&self.0);
        (status, Json(json!({ "error": public_message(&self.0) }))).into_response()
    }
}

/// An answer in the API's error shape with any status (for the statuses no service error
/// has: 405, 413, 415).
pub fn json_error(status: StatusCode, message: impl Into<String>) -> Response {
    let message: String = message.into();
    (status, Json(json!({ "error": message }))).into_response()
}

/// Whether an answer's Content-Type is JSON (`application/json`, `application/*+json`,
/// with or without parameters).
pub fn is_json_type(value: &str) -> bool {
    let essence = value.split(';').next().unwrap_or_default().trim();
    let essence = essence.to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// Whether a request path belongs to the API.
pub fn is_api_path(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

/// The sentence for an API error answer that was not made as JSON (a rejection by axum,
/// a layer, or a page fallback): what went wrong and what to do, by status. `detail` is
/// the original text, when it was one short line of text.
fn sentence_for(status: StatusCode, method: &Method, detail: Option<&str>) -> String {
    let detail = detail.map(|d| format!(" ({d})")).unwrap_or_default();
    match status {
        StatusCode::BAD_REQUEST => format!(
            "the request could not be read{detail}; see docs/API.md for what this route takes"
        ),
        StatusCode::UNAUTHORIZED => "this needs a signed-in player: send 'Authorization: Bearer <token>' (get one with POST /api/tokens)".to_string(),
        StatusCode::FORBIDDEN => "you may not do this; see docs/API.md for who may".to_string(),
        StatusCode::NOT_FOUND => {
            "there is no such API route or thing; see docs/API.md for the routes".to_string()
        }
        StatusCode::METHOD_NOT_ALLOWED => {
            format!("this API route does not take {method}; see docs/API.md for its methods")
        }
        StatusCode::REQUEST_TIMEOUT => {
            "the request took too long to arrive; send it again".to_string()
        }
        StatusCode::PAYLOAD_TOO_LARGE => too_large_sentence(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => not_json_sentence(),
        StatusCode::UNPROCESSABLE_ENTITY => format!(
            "the request is well-formed but a value is wrong{detail}; see docs/API.md"
        ),
        StatusCode::TOO_MANY_REQUESTS => {
            "too many requests; wait a minute and try again".to_string()
        }
        s if s.is_server_error() => {
            "something went wrong on our side; nothing was changed — please try again in a moment"
                .to_string()
        }
        s => format!(
            "the request was refused ({}); see docs/API.md for what this route takes",
            s.as_u16()
        ),
    }
}

/// The sentence of a 413.
pub fn too_large_sentence() -> String {
    format!(
        "the body is too large: a request body may be at most {} KiB",
        super::MAX_BODY / 1024
    )
}

/// The sentence of a 415.
pub fn not_json_sentence() -> String {
    "the body must be JSON sent with 'Content-Type: application/json'; see docs/API.md".to_string()
}

/// Middleware: every error answer under `/api` is `{"error": "<sentence>"}` in JSON, even
/// one made by axum (a path that does not parse, a body too large), by a layer, or by the
/// pages' fallback (`/api/`). Answers already in JSON pass as they are; other headers
/// (`Allow`, `Retry-After`) are kept.
pub async fn json_errors(request: Request, next: Next) -> Response {
    if !is_api_path(request.uri().path()) {
        return next.run(request).await;
    }
    let method = request.method().clone();
    let response = next.run(request).await;
    let status = response.status();
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    if !(status.is_client_error() || status.is_server_error()) || is_json_type(&content_type) {
        return response;
    }
    let (parts, body) = response.into_parts();
    // axum's own rejections are one line of plain text that names the problem.
    let detail = if content_type.starts_with("text/plain") {
        axum::body::to_bytes(body, 1024)
            .await
            .ok()
            .and_then(|b| String::from_utf8(b.to_vec()).ok())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty() && !t.contains('\n') && t.len() <= 200)
    } else {
        None
    };
    let mut answer = json_error(status, sentence_for(status, &method, detail.as_deref()));
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            answer.headers_mut().append(name.clone(), value.clone());
        }
    }
    answer
}
