//! How service errors become HTTP answers: JSON `{"error": …}` for the API, a page for
//! the browser. A 500 never shows its cause; the cause goes to the log.

use axum::Json;
use axum::http::StatusCode;
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
