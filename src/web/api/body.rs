//! The API's request bodies: read within the size limit, JSON by their Content-Type, and
//! every refusal in the API's error shape.

use crate::msg;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

use crate::web::error::WebRefused;
use crate::web::error::{
    ApiError, is_json_type, json_error, not_json_sentence, too_large_sentence,
};

/// A request body for the API: at most [`crate::web::MAX_BODY`] bytes (413 beyond), and JSON
/// by its Content-Type when it has one (415 for any other type). A body sent without a
/// Content-Type is taken as JSON.
pub struct ApiBody(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for ApiBody {
    type Rejection = Response;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let content_type = req
            .headers()
            .get(CONTENT_TYPE)
            .map(|v| v.to_str().map(str::to_string));
        let bytes = Bytes::from_request(req, state).await.map_err(body_error)?;
        let is_json = match content_type {
            None => true,
            Some(Ok(value)) => is_json_type(&value),
            Some(Err(_)) => false,
        };
        if !bytes.is_empty() && !is_json {
            return Err(json_error(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                not_json_sentence(),
            ));
        }
        Ok(ApiBody(bytes))
    }
}

/// A JSON body; anything else answers 400 (413 when too large, 415 when sent as another
/// type) in the API's error shape.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = Response;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let ApiBody(bytes) = ApiBody::from_request(req, state).await?;
        serde_json::from_slice(&bytes).map(ApiJson).map_err(|e| {
            let error = e.to_string();
            let refused = if e.is_data() {
                msg!("web-refused-body-fields", error = error)
            } else {
                msg!("web-refused-body-not-json", error = error)
            };
            ApiError::from(WebRefused::Unreadable(refused)).into_response()
        })
    }
}

/// A body that could not be read (too large, or cut off), as an API error.
fn body_error(rejection: BytesRejection) -> Response {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        json_error(StatusCode::PAYLOAD_TOO_LARGE, too_large_sentence())
    } else {
        ApiError::from(WebRefused::Unreadable(msg!(
            "web-refused-body-unread",
            error = rejection.to_string()
        )))
        .into_response()
    }
}
