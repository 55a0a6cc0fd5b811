//! The `herald` command: serve, migrate, verify.

use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use clap::{Parser, Subcommand};
use herald::config::Settings;
use herald::service::verify::Finding;
use herald::service::{Herald, SystemClock};
use tokio::sync::Notify;

/// Herald: a correspondence game server.
#[derive(Parser)]
#[command(version, about, long_about = None)]
struct Cli {
    #[command(flatten)]
    settings: Settings,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web server and the mail worker.
    Serve,
    /// Create the database or bring it up to date, then exit.
    Migrate,
    /// Replay every game from its log and compare it with its stored snapshot.
    Verify {
        /// Rewrite snapshots that differ from their log.
        #[arg(long)]
        repair: bool,
    },
}

/// Makes glibc return large freed blocks to the system at once. Each password hash uses a
/// 19 MiB block; by default glibc raises its mmap threshold after the first such block is
/// freed and keeps later ones in per-thread heaps, so a burst of sign-ins would leave the
/// server tens of megabytes larger for good.
fn return_large_blocks_to_the_system() {
    // SAFETY: mallopt only changes an allocator parameter; it is called before any thread
    // starts, and a failure (return 0) just leaves the default in place.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

fn main() -> ExitCode {
    return_large_blocks_to_the_system();
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("start the async runtime")
        .block_on(async_main())
}

async fn async_main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "herald=info,tower_http=warn".into()),
        )
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .init();
    let cli = Cli::parse();
    match run(cli).await {
        Ok(code) => code,
        Err(e) => {
            eprintln!("herald: {e:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let settings = Arc::new(cli.settings);
    let db = herald::store::open(&settings.db).await?;
    let herald = Herald {
        db,
        settings: settings.clone(),
        clock: Arc::new(SystemClock),
        mail_bell: Arc::new(Notify::new()),
    };
    match cli.command {
        Command::Migrate => {
            println!("database {} is up to date", settings.db.display());
            Ok(ExitCode::SUCCESS)
        }
        Command::Verify { repair } => {
            let findings = herald.verify_all(repair).await?;
            let mut bad = 0;
            for (id, finding) in &findings {
                match finding {
                    Finding::Ok => {}
                    Finding::SnapshotDiffers => {
                        bad += 1;
                        println!(
                            "game {id}: snapshot differs from the log{}",
                            if repair { " (rebuilt)" } else { "" }
                        );
                    }
                    Finding::Broken(why) => {
                        bad += 1;
                        println!("{why}");
                    }
                }
            }
            println!(
                "{} games verified, {} ok, {bad} with problems",
                findings.len(),
                findings.len() - bad
            );
            Ok(if bad == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        Command::Serve => {
            let listener = tokio::net::TcpListener::bind(settings.bind)
                .await
                .with_context(|| {
                    format!(
                        "listen on {} (set HERALD_BIND to use another address)",
                        settings.bind
                    )
                })?;
            let stop = Arc::new(Notify::new());
            let worker =
                herald::mail::Worker::new(herald.db.clone(), &settings, herald.clock.clone())?;
            let worker = tokio::spawn(worker.run(herald.mail_bell.clone(), stop.clone()));
            match &settings.smtp_url {
                Some(_) => tracing::info!("mail goes to the SMTP server in HERALD_SMTP_URL"),
                None => tracing::info!("mail is written to {}", settings.outbox_dir().display()),
            }
            tracing::info!(
                "Herald listens on http://{} (links use {})",
                listener.local_addr()?,
                settings.base_url()
            );
            let server_stop = stop.clone();
            let server = tokio::spawn(herald::web::serve(listener, herald, server_stop));
            tokio::signal::ctrl_c().await.context("wait for Ctrl-C")?;
            tracing::info!("shutting down");
            stop.notify_waiters();
            let _ = server.await;
            worker.abort();
            Ok(ExitCode::SUCCESS)
        }
    }
}
