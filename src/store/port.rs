//! `herald port-db`: a whole SQLite database copied into an empty PostgreSQL one (issue 29).
//!
//! The SQLite file is read in one read transaction, so the copy is one moment of it, and
//! written in one PostgreSQL transaction: a copy that fails leaves the target as empty as
//! it was. Every table the migrations made is copied, row for row and column for column
//! (the two schemas are held to the same tables and columns by `tests/schema_pair.rs`),
//! parents before the tables that refer to them. The move log's sequence check lets
//! the copy write finished games' logs as they are (`herald.copying`, see
//! migrations/postgres/0024). Each identity sequence is then set past the ids copied.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use anyhow::{Context, bail};
use rusqlite::types::Value;
use sqlx::postgres::PgArguments;
use sqlx::{Arguments, PgPool};

/// Rows written by one INSERT, at most (and never more than PostgreSQL's 65,535 bound
/// parameters).
const BATCH_ROWS: usize = 500;
/// Batches read ahead of the writes.
const READ_AHEAD: usize = 4;

/// One table's rows in the source and in the target after the copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The table.
    pub table: String,
    /// Its rows in the SQLite file (in the moment copied).
    pub sqlite: i64,
    /// Its rows in PostgreSQL after the copy.
    pub postgres: i64,
}

/// What the reader sends the writer.
enum Read {
    /// The rows of `table` that follow have these columns.
    Table { table: String, columns: Vec<String> },
    /// Rows of the last table named.
    Rows(Vec<Vec<Value>>),
    /// The last table named has this many rows in the moment copied.
    Counted(i64),
}

/// Copies every table of the SQLite database in `file` into the PostgreSQL database of
/// `target`, whose migrations have run and which must hold no row yet. Returns each
/// table's rows in both.
///
/// # Errors
/// When the target holds rows already (nothing is written then), when a value does not
/// fit its column, or on a database error: the target is left as it was.
pub async fn sqlite_to_postgres(file: &Path, target: &PgPool) -> anyhow::Result<Vec<Counted>> {
    let pg_columns = postgres_columns(target).await?;
    let source = rusqlite::Connection::open_with_flags(
        file,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .with_context(|| format!("open {} to read", file.display()))?;
    let tables = tables_parents_first(&source)?;
    for table in &tables {
        if !pg_columns.contains_key(table) {
            bail!("PostgreSQL has no table {table}: run the same Herald's migrations on both");
        }
    }
    let mut tx = target.begin().await?;
    refuse_unless_empty(&mut tx, &tables).await?;
    sqlx::query("SELECT set_config('herald.copying', 'on', true)")
        .execute(&mut *tx)
        .await?;
    let (send, mut received) = tokio::sync::mpsc::channel(READ_AHEAD);
    let reader = std::thread::spawn({
        let tables = tables.clone();
        move || read_all(source, &tables, &send)
    });
    let mut sqlite_counts = BTreeMap::new();
    let mut current: Option<(String, Vec<String>)> = None;
    while let Some(read) = received.recv().await {
        match read {
            Read::Table { table, columns } => current = Some((table, columns)),
            Read::Rows(rows) => {
                let (table, columns) = current.as_ref().context("rows before their table")?;
                insert(&mut tx, table, columns, &pg_columns[table], rows).await?;
            }
            Read::Counted(rows) => {
                let (table, _) = current.take().context("a count before its table")?;
                sqlite_counts.insert(table, rows);
            }
        }
    }
    reader
        .join()
        .map_err(|_| anyhow::anyhow!("the SQLite reader panicked"))?
        .with_context(|| format!("read {}", file.display()))?;
    set_sequences_past_the_copied_ids(&mut tx).await?;
    tx.commit().await?;
    let mut counted = Vec::new();
    for table in tables {
        let postgres: i64 =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT count(*) FROM {table}")))
                .fetch_one(target)
                .await?;
        let sqlite = sqlite_counts.get(&table).copied().unwrap_or(0);
        counted.push(Counted {
            table,
            sqlite,
            postgres,
        });
    }
    Ok(counted)
}

/// The tables Herald's migrations made in `source`, each after the tables it refers to.
fn tables_parents_first(source: &rusqlite::Connection) -> anyhow::Result<Vec<String>> {
    let mut names = source.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_sqlx_%' ORDER BY name",
    )?;
    let names: Vec<String> = names
        .query_map([], |row| row.get(0))?
        .collect::<Result<_, _>>()?;
    let mut parents: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for name in &names {
        let mut refers = source.prepare("SELECT \"table\" FROM pragma_foreign_key_list(?1)")?;
        let referred: BTreeSet<String> = refers
            .query_map([name], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        parents.insert(
            name.clone(),
            referred.into_iter().filter(|p| p != name).collect(),
        );
    }
    let mut ordered: Vec<String> = Vec::new();
    while ordered.len() < names.len() {
        let ready: Vec<String> = names
            .iter()
            .filter(|n| !ordered.contains(n))
            .filter(|n| parents[*n].iter().all(|p| ordered.contains(p)))
            .cloned()
            .collect();
        if ready.is_empty() {
            bail!("the tables refer to each other in a circle: they cannot be copied in order");
        }
        ordered.extend(ready);
    }
    Ok(ordered)
}

/// Each PostgreSQL table's columns and their types (`bigint`, `boolean`, `text`).
async fn postgres_columns(
    target: &PgPool,
) -> anyhow::Result<BTreeMap<String, BTreeMap<String, String>>> {
    let rows: Vec<(String, String, String)> = sqlx::query_as(
        "SELECT table_name::TEXT, column_name::TEXT, data_type::TEXT FROM information_schema.columns
         WHERE table_schema = current_schema()",
    )
    .fetch_all(target)
    .await?;
    let mut tables: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (table, column, kind) in rows {
        tables.entry(table).or_default().insert(column, kind);
    }
    Ok(tables)
}

/// Refuses a target that holds any row in `tables`: the copy is of a whole database into
/// an empty one, never a merge.
async fn refuse_unless_empty(tx: &mut sqlx::PgConnection, tables: &[String]) -> anyhow::Result<()> {
    for table in tables {
        let any: bool = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT EXISTS (SELECT 1 FROM {table})"
        )))
        .fetch_one(&mut *tx)
        .await?;
        if any {
            bail!(
                "the PostgreSQL database is not empty (table {table} has rows): port-db \
                 copies into an empty database only; create a new one (createdb) and name it \
                 in --to"
            );
        }
    }
    Ok(())
}

/// Reads every table of `tables` in one read transaction and sends its columns, its rows
/// in batches and its count.
fn read_all(
    source: rusqlite::Connection,
    tables: &[String],
    send: &tokio::sync::mpsc::Sender<Read>,
) -> anyhow::Result<()> {
    // The writer went away: it failed, and says why.
    let gone = || anyhow::anyhow!("the copy stopped");
    source.execute_batch("BEGIN")?;
    for table in tables {
        let mut rows = source.prepare(&format!("SELECT * FROM {table}"))?;
        let columns: Vec<String> = rows.column_names().into_iter().map(String::from).collect();
        let width = columns.len().max(1);
        let per_batch = BATCH_ROWS.min(u16::MAX as usize / width);
        send.blocking_send(Read::Table {
            table: table.clone(),
            columns,
        })
        .map_err(|_| gone())?;
        let mut batch = Vec::with_capacity(per_batch);
        let mut count = 0i64;
        let mut cursor = rows.query([])?;
        while let Some(row) = cursor.next()? {
            let values = (0..width)
                .map(|i| row.get::<_, Value>(i))
                .collect::<Result<Vec<_>, _>>()?;
            batch.push(values);
            count += 1;
            if batch.len() == per_batch {
                let full = std::mem::replace(&mut batch, Vec::with_capacity(per_batch));
                send.blocking_send(Read::Rows(full)).map_err(|_| gone())?;
            }
        }
        if !batch.is_empty() {
            send.blocking_send(Read::Rows(batch)).map_err(|_| gone())?;
        }
        send.blocking_send(Read::Counted(count))
            .map_err(|_| gone())?;
    }
    source.execute_batch("COMMIT")?;
    Ok(())
}

/// Writes `rows` of `table`, each value bound as its PostgreSQL column's type.
async fn insert(
    tx: &mut sqlx::PgConnection,
    table: &str,
    columns: &[String],
    types: &BTreeMap<String, String>,
    rows: Vec<Vec<Value>>,
) -> anyhow::Result<()> {
    let mut arguments = PgArguments::default();
    let mut tuples = Vec::with_capacity(rows.len());
    let mut n = 0;
    for row in rows {
        let mut tuple = Vec::with_capacity(columns.len());
        for (column, value) in columns.iter().zip(row) {
            let kind = types.get(column).with_context(|| {
                format!("PostgreSQL's {table} has no column {column}: run the same Herald's migrations on both")
            })?;
            bind(&mut arguments, kind, value)
                .with_context(|| format!("{table}.{column} cannot be copied"))?;
            n += 1;
            tuple.push(format!("${n}"));
        }
        tuples.push(format!("({})", tuple.join(", ")));
    }
    let statement = format!(
        "INSERT INTO {table} ({}) VALUES {}",
        columns.join(", "),
        tuples.join(", ")
    );
    sqlx::query_with(sqlx::AssertSqlSafe(statement), arguments)
        .execute(&mut *tx)
        .await
        .with_context(|| format!("copy the rows of {table}"))?;
    Ok(())
}

/// Binds a SQLite value as PostgreSQL's column type `kind` takes it.
fn bind(arguments: &mut PgArguments, kind: &str, value: Value) -> anyhow::Result<()> {
    let bound = match (kind, value) {
        ("bigint", Value::Integer(n)) => arguments.add(n),
        ("bigint", Value::Null) => arguments.add(None::<i64>),
        ("boolean", Value::Integer(n)) => arguments.add(n != 0),
        ("boolean", Value::Null) => arguments.add(None::<bool>),
        ("text", Value::Text(text)) => arguments.add(text),
        ("text", Value::Null) => arguments.add(None::<String>),
        (kind, value) => bail!(
            "a {:?} value, which a {kind} column cannot take",
            value.data_type()
        ),
    };
    bound.map_err(|e| anyhow::anyhow!("{e}"))
}

/// Sets each identity sequence past the largest id copied, so the next row written gets
/// a new id.
async fn set_sequences_past_the_copied_ids(tx: &mut sqlx::PgConnection) -> anyhow::Result<()> {
    let identities: Vec<(String, String)> = sqlx::query_as(
        "SELECT table_name::TEXT, column_name::TEXT FROM information_schema.columns
         WHERE table_schema = current_schema() AND is_identity = 'YES'",
    )
    .fetch_all(&mut *tx)
    .await?;
    for (table, column) in identities {
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT setval(pg_get_serial_sequence('{table}', '{column}'),
                           coalesce(max({column}), 0) + 1, false) FROM {table}"
        )))
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::access::{Engine, Pool};
    use crate::store::games::tests::{Kept, one_game_on};
    use crate::store::test_postgres::TestDatabase;

    #[tokio::test]
    async fn a_value_that_does_not_fit_its_column_stops_the_copy_and_writes_nothing() {
        let Some(database) = TestDatabase::new() else {
            return;
        };
        let (Kept::Folder(dir), db, _) = one_game_on(Engine::Sqlite).await.expect("SQLite") else {
            unreachable!("a SQLite game is kept in a folder");
        };
        db.close().await;
        let file = dir.path().join("t.db");
        // SQLite keeps a text where a number was declared; PostgreSQL cannot.
        rusqlite::Connection::open(&file)
            .expect("the file")
            .execute("UPDATE games SET engine_version = 'one'", [])
            .expect("a hostile value");
        let target = crate::store::open_postgres(database.url())
            .await
            .expect("open");
        let Pool::Pg(pool) = &target.pool else {
            unreachable!("PostgreSQL");
        };

        let refused = sqlite_to_postgres(&file, pool).await.expect_err("refused");

        let why = format!("{refused:#}");
        assert!(
            why.contains("games.engine_version cannot be copied"),
            "{why}"
        );
        assert!(
            why.contains("a Text value, which a bigint column cannot take"),
            "{why}"
        );
        let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
            .fetch_one(pool)
            .await
            .expect("counted");
        assert_eq!(users, 0, "nothing is written");
        // Mended, the same copy goes through.
        rusqlite::Connection::open(&file)
            .expect("the file")
            .execute("UPDATE games SET engine_version = 1", [])
            .expect("mended");
        let counted = sqlite_to_postgres(&file, pool).await.expect("copied");
        assert!(
            counted.iter().all(|c| c.sqlite == c.postgres),
            "{counted:?}"
        );
        assert!(
            counted
                .iter()
                .any(|c| c.table == "games" && c.postgres == 1)
        );
    }
}
