//! The operator's commands of `herald` over the store: `verify`, `games`, `export`,
//! `import`, and who runs them (for the audit trail).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use herald::config::DbTarget;
use herald::domain::GameId;
use herald::service::Herald;
use herald::service::operator::verify::Finding;
use herald::store::access::Pool;
use herald::store::port::Counted;

/// `herald verify [--repair]`: replays every game, lists those started on an older engine
/// and every problem found; exit 1 when there is one.
pub async fn verify(herald: &Herald, repair: bool) -> anyhow::Result<ExitCode> {
    let findings = herald.verify_all(repair).await?;
    for (id, older) in herald.older_engines(&findings).await? {
        let replays = findings
            .iter()
            .find(|(g, _)| *g == id)
            .is_some_and(|(_, f)| !matches!(f, Finding::Broken(_)));
        println!(
            "game {id}: started on engine v{}, {} on the current v{}",
            older.recorded,
            if replays {
                "replays"
            } else {
                "does NOT replay"
            },
            older.current
        );
    }
    let mut bad = 0;
    for (id, finding) in &findings {
        match finding {
            Finding::Ok => {}
            Finding::SnapshotDiffers { rebuilt } => {
                bad += 1;
                println!(
                    "game {id}: snapshot differs from the log{}",
                    match (repair, rebuilt) {
                        (_, true) => " (rebuilt)",
                        (true, false) =>
                            " (not rebuilt: the game moved on meanwhile; verify again)",
                        (false, false) => "",
                    }
                );
            }
            Finding::Broken(why) => {
                bad += 1;
                println!("{why}");
            }
        }
    }
    let summary = format!(
        "{} games verified, {} ok, {bad} with problems",
        findings.len(),
        findings.len() - bad
    );
    println!("{summary}");
    let what = if repair { "verify --repair" } else { "verify" };
    herald
        .record_audit(&actor(), what, &summary)
        .await
        .map_err(operator_error)?;
    Ok(if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `herald games [--status S]`: one line a game.
pub async fn list_games(herald: &Herald, status: Option<String>) -> anyhow::Result<ExitCode> {
    let lines = herald
        .list_games(status.as_deref())
        .await
        .map_err(operator_error)?;
    for line in &lines {
        println!("{line}");
    }
    let detail = format!(
        "listed {} games{}",
        lines.len(),
        status.map(|s| format!(" ({s})")).unwrap_or_default()
    );
    herald
        .record_audit(&actor(), "games", &detail)
        .await
        .map_err(operator_error)?;
    Ok(ExitCode::SUCCESS)
}

/// `herald export ID [--out FILE]`: the game as a document, to the file or standard output.
pub async fn export(herald: &Herald, id: GameId, out: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let doc = herald
        .export_as_operator(&actor(), id)
        .await
        .map_err(operator_error)?;
    let text = serde_json::to_string_pretty(&doc)?;
    match out {
        Some(path) => {
            std::fs::write(&path, text + "\n")
                .with_context(|| format!("write {}", path.display()))?;
            eprintln!("game {id} written to {}", path.display());
        }
        None => println!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// `herald import FILE|-`: a game document, checked like every import, as a new game.
pub async fn import(herald: &Herald, file: &Path) -> anyhow::Result<ExitCode> {
    let text = if file.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin()).context("read standard input")?
    } else {
        std::fs::read_to_string(file).with_context(|| format!("read {}", file.display()))?
    };
    let doc: herald::service::transfer::GameDocument =
        serde_json::from_str(&text).context("the file is not a Herald game document")?;
    let id = herald
        .import_as_operator(&actor(), &doc)
        .await
        .map_err(operator_error)?;
    println!("imported as game {id}");
    Ok(ExitCode::SUCCESS)
}

/// `herald port-db --to URL`: copies the SQLite database HERALD_DB names into the empty
/// PostgreSQL database `to` names (see [`herald::store::port`]), prints each table's rows
/// in both side by side, and verifies every game on the copy. Exit 1 when a count differs
/// or a game does not verify.
pub async fn port_db(herald: &Herald, to: &str) -> anyhow::Result<ExitCode> {
    let DbTarget::Sqlite(file) = &herald.settings.db else {
        anyhow::bail!(
            "port-db copies a SQLite database into PostgreSQL, and HERALD_DB names {}: set \
             it to the SQLite file",
            herald.settings.db
        );
    };
    let target: DbTarget = to.parse().map_err(|e: String| anyhow::anyhow!(e))?;
    let DbTarget::Postgres(url) = &target else {
        anyhow::bail!("--to takes the postgres:// URL of an empty PostgreSQL database");
    };
    let copy = herald::store::open_postgres(url)
        .await
        .with_context(|| format!("open the database {target}"))?;
    let Pool::Pg(pool) = &copy.pool else {
        unreachable!("open_postgres opens PostgreSQL");
    };
    let counted = herald::store::port::sqlite_to_postgres(file, pool)
        .await
        .with_context(|| {
            format!(
                "copy {} into {target} (nothing was written)",
                file.display()
            )
        })?;
    println!("{:<20} {:>10} {:>10}", "table", "SQLite", "PostgreSQL");
    for Counted {
        table,
        sqlite,
        postgres,
    } in &counted
    {
        let differs = if sqlite == postgres { "" } else { "  DIFFERS" };
        println!("{table:<20} {sqlite:>10} {postgres:>10}{differs}");
    }
    let rows: i64 = counted.iter().map(|c| c.sqlite).sum();
    if counted.iter().any(|c| c.sqlite != c.postgres) {
        println!(
            "the copy in {target} does not match {}: do not use it",
            file.display()
        );
        return Ok(ExitCode::FAILURE);
    }
    let summary = format!(
        "copied {} tables, {rows} rows, from {}: every count matches",
        counted.len(),
        file.display()
    );
    println!("{summary}");
    let on_copy = Herald::new(copy, herald.settings.clone(), herald.clock.clone());
    on_copy
        .record_audit(&actor(), "port-db", &summary)
        .await
        .map_err(operator_error)?;
    println!("verifying every game in {target}:");
    verify(&on_copy, false).await
}

/// Who runs an operator command, for the audit trail: the login name, else "operator".
pub fn actor() -> String {
    std::env::var("USER")
        .or_else(|_| std::env::var("LOGNAME"))
        .unwrap_or_else(|_| "operator".to_string())
}

/// An operator command's failure, in the service's words.
pub fn operator_error(err: herald::service::ServiceError) -> anyhow::Error {
    anyhow::anyhow!("{err}")
}
