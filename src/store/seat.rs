//! A seat (the engine's [`Seat`], an index into the kind's seat list) as the store keeps
//! it: a column `seat_index INTEGER`, read and written by both drivers. A stored number
//! that is no seat (negative, or past 255) is a decoding error, never a seat taken
//! modulo 256.

use crate::engine::Seat;

impl<DB: sqlx::Database> sqlx::Type<DB> for Seat
where
    i64: sqlx::Type<DB>,
{
    fn type_info() -> DB::TypeInfo {
        <i64 as sqlx::Type<DB>>::type_info()
    }

    fn compatible(ty: &DB::TypeInfo) -> bool {
        <i64 as sqlx::Type<DB>>::compatible(ty)
    }
}

impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for Seat
where
    i64: sqlx::Encode<'q, DB>,
{
    fn encode_by_ref(
        &self,
        buf: &mut <DB as sqlx::Database>::ArgumentBuffer,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <i64 as sqlx::Encode<'q, DB>>::encode(i64::from(self.0), buf)
    }
}

impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for Seat
where
    i64: sqlx::Decode<'r, DB>,
{
    fn decode(
        value: <DB as sqlx::Database>::ValueRef<'r>,
    ) -> Result<Self, sqlx::error::BoxDynError> {
        let index = <i64 as sqlx::Decode<'r, DB>>::decode(value)?;
        Ok(Seat(
            u8::try_from(index).map_err(|_| format!("{index} is no seat"))?,
        ))
    }
}

impl rusqlite::ToSql for Seat {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        Ok(rusqlite::types::ToSqlOutput::from(i64::from(self.0)))
    }
}

impl rusqlite::types::FromSql for Seat {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        let index = i64::column_result(value)?;
        u8::try_from(index)
            .map(Seat)
            .map_err(|_| rusqlite::types::FromSqlError::OutOfRange(index))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_seat_reads_back_as_itself_and_a_number_that_is_no_seat_is_refused() {
        let conn = rusqlite::Connection::open_in_memory().expect("an in-memory database");
        let read = |sql: &str| conn.query_row(sql, [], |r| r.get::<_, Seat>(0));
        assert_eq!(read("SELECT 2").expect("seat 2"), Seat(2));
        let written: i64 = conn
            .query_row("SELECT ?1", [Seat(1)], |r| r.get(0))
            .expect("written");
        assert_eq!(written, 1);
        assert!(read("SELECT -1").is_err(), "-1 is no seat");
        assert!(read("SELECT 256").is_err(), "256 is no seat, not seat 0");
    }
}
