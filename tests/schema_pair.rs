//! Herald's schema is kept twice: SQLite's migrations (`migrations/`) and PostgreSQL's
//! (`migrations/postgres/`, issue 29). This holds the two to the same tables and columns,
//! each number a BIGINT or BOOLEAN there and each text a TEXT, so a migration added to one
//! folder and not the other fails here, before any server is started.

use std::collections::BTreeMap;

/// Each table's columns with their declared types, as the SQLite migrations leave them.
async fn sqlite_columns() -> BTreeMap<String, BTreeMap<String, String>> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("herald.db");
    let db = herald::store::open(&file)
        .await
        .expect("the migrations run");
    db.close().await;
    let conn = rusqlite::Connection::open(&file).expect("the file opens");
    let mut tables = conn
        .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table'
             AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_sqlx_%'",
        )
        .expect("the tables");
    let names: Vec<String> = tables
        .query_map([], |r| r.get(0))
        .expect("the tables")
        .collect::<Result<_, _>>()
        .expect("names");
    names
        .into_iter()
        .map(|table| {
            let mut info = conn
                .prepare(&format!(
                    "SELECT name, type FROM pragma_table_info('{table}')"
                ))
                .expect("the columns");
            let columns = info
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
                .expect("the columns")
                .collect::<Result<_, _>>()
                .expect("columns");
            (table, columns)
        })
        .collect()
}

/// Each table's columns with their declared types, as PostgreSQL's migrations declare
/// them (`CREATE TABLE name (` … `);`, a column a line; constraints skipped; and
/// `ALTER TABLE name ADD COLUMN column TYPE`).
fn postgres_columns() -> BTreeMap<String, BTreeMap<String, String>> {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres");
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("migrations/postgres")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "sql"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no migration in {folder}");
    let mut tables = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a migration");
        let mut current: Option<(String, BTreeMap<String, String>)> = None;
        for line in text.lines() {
            let line = line.split("--").next().unwrap_or("").trim();
            if let Some(rest) = line.strip_prefix("CREATE TABLE ") {
                let name = rest.trim_end_matches('(').trim().to_string();
                current = Some((name, BTreeMap::new()));
            } else if let Some(rest) = line.strip_prefix("ALTER TABLE ") {
                // `ALTER TABLE name ADD COLUMN column TYPE …;`
                let words: Vec<&str> = rest.split_whitespace().collect();
                if let [name, "ADD", "COLUMN", column, kind, ..] = words[..] {
                    let columns: &mut BTreeMap<String, String> =
                        tables.entry(name.to_string()).or_default();
                    columns.insert(column.to_string(), kind.trim_end_matches(';').to_string());
                }
            } else if line.starts_with(");") {
                if let Some((name, columns)) = current.take() {
                    tables.insert(name, columns);
                }
            } else if let Some((_, columns)) = current.as_mut() {
                let mut words = line.split_whitespace();
                let (Some(column), Some(kind)) = (words.next(), words.next()) else {
                    continue;
                };
                if ["PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "DEFAULT"].contains(&column) {
                    continue;
                }
                columns.insert(column.to_string(), kind.trim_end_matches(',').to_string());
            }
        }
    }
    tables
}

#[tokio::test]
async fn postgres_declares_every_sqlite_table_and_column_in_its_own_types() {
    let sqlite = sqlite_columns().await;
    let postgres = postgres_columns();
    let names = |t: &BTreeMap<String, BTreeMap<String, String>>| -> Vec<String> {
        t.keys().cloned().collect()
    };
    assert_eq!(names(&sqlite), names(&postgres), "the same tables");
    for (table, columns) in &sqlite {
        let theirs = &postgres[table];
        let ours: Vec<&String> = columns.keys().collect();
        let pg: Vec<&String> = theirs.keys().collect();
        assert_eq!(ours, pg, "the columns of {table}");
        for (column, kind) in columns {
            let pg_kind = theirs[column].as_str();
            let fits = match kind.as_str() {
                "INTEGER" => pg_kind == "BIGINT" || pg_kind == "BOOLEAN",
                "TEXT" => pg_kind == "TEXT",
                other => panic!("{table}.{column}: a SQLite type this test does not know: {other}"),
            };
            assert!(
                fits,
                "{table}.{column} is {kind} in SQLite and {pg_kind} in PostgreSQL"
            );
        }
    }
}
