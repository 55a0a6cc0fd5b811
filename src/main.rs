//! The `herald` command: serve, migrate, verify, selfplay.

// No function over 80 lines of code, as in the library (see src/lib.rs).
#![warn(clippy::too_many_lines)]
#![cfg_attr(test, allow(clippy::too_many_lines))]

use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::{Parser, Subcommand};
use herald::config::Settings;
use herald::domain::GameId;
use herald::service::{Herald, OffsetClock, SystemClock};
use tokio::signal::unix::{Signal, SignalKind, signal};
use tokio::sync::{Notify, watch};
use tokio::task::JoinHandle;

mod operator;
mod selfplay;
use operator::{actor, export, import, list_games, operator_error, port_db, verify};
use selfplay::{selfplay, waits_of_selfplay};

/// The allocator: mimalloc. A move's request allocates and frees many small values (the
/// request, the game read, its JSON); glibc's malloc and free were 5–7 % of the server's
/// CPU in `perf` (docs/BENCHMARKS.md, stop 38).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
    /// List the games, newest change first.
    Games {
        /// Only games with this status: open, active, finished or abandoned.
        #[arg(long)]
        status: Option<String>,
    },
    /// Show one game in full: seats, clocks, terms, the last moves and its audit trail.
    Show {
        /// The game's id.
        id: GameId,
    },
    /// Give a game's seat to another player (a replacement).
    Seat {
        /// The game's id.
        id: GameId,
        /// The seat, e.g. `red`.
        seat: String,
        /// The player's name.
        user: String,
    },
    /// Copy the whole SQLite database (HERALD_DB) into an empty PostgreSQL database, print
    /// each table's rows in both, and verify every game in the copy. Stop Herald first:
    /// what it writes during the copy is not in it.
    PortDb {
        /// The PostgreSQL database to copy into: `postgres://user:password@host/name`.
        #[arg(long)]
        to: String,
    },
    /// Write a consistent copy of the database to a new file while Herald runs.
    Backup {
        /// The new file.
        file: std::path::PathBuf,
    },
    /// Write a game (finished or not, seed included) as a JSON document.
    Export {
        /// The game's id.
        id: GameId,
        /// Write to this file instead of standard output.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// Create a game from an exported document after replaying and checking every move;
    /// an unfinished game continues from its last move (its players need accounts here).
    Import {
        /// The document (`-` for standard input).
        file: std::path::PathBuf,
    },
    /// Read one mail from standard input and play the move it replies with (for an MTA
    /// that pipes mail for the inbound domain to a command). Exit 0 once the mail is read
    /// (played, answered or dropped), 75 (try again later) when it could not be stored,
    /// 65 when it is larger than HERALD_INBOUND_MAX_BYTES.
    Inbound {
        /// The envelope sender (Postfix `${sender}`); empty for a bounce.
        #[arg(long)]
        sender: Option<String>,
        /// The envelope recipient (Postfix `${original_recipient}`); without it the
        /// `Delivered-To`, `X-Original-To`, `To` and `Cc` headers are read.
        #[arg(long)]
        recipient: Option<String>,
        /// The address of the client that delivered the mail to the MTA (Postfix
        /// `${client_address}`), for Herald's SPF check when HERALD_INBOUND_AUTHSERV_ID
        /// is unset; without it only DKIM (and DMARC through DKIM) can prove the sender.
        #[arg(long)]
        client_ip: Option<std::net::IpAddr>,
        /// The name that client gave in HELO/EHLO (Postfix `${client_helo}`).
        #[arg(long)]
        helo: Option<String>,
    },
    /// Print the DNS TXT record that publishes Herald's DKIM key (HERALD_DKIM_SELECTOR,
    /// HERALD_DKIM_KEY_FILE), as a zone-file line, to publish in the zone of the domain of
    /// HERALD_MAIL_FROM.
    DkimRecord,
    /// Play random legal games of one kind and print their lengths, outcomes and endings.
    Selfplay {
        /// The kind of game, e.g. `rosenkonig` or `richard3`.
        kind: String,
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// The run's seed: the same seed plays the same games.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The games' options as a JSON object, e.g. '{"scenario":"kingmaker"}'.
        #[arg(long, default_value = "{}")]
        options: String,
        /// Give up on a game after this many moves (it counts as a failure).
        #[arg(long, default_value_t = 100_000)]
        max_moves: usize,
        /// Print one line per game.
        #[arg(long)]
        each: bool,
        /// Count the waits (turn mails) with a battle-seeking policy, first with every
        /// decision asked of its player, then with forced steps played by the server and
        /// both seats' standing orders (`--orders`), and compare.
        #[arg(long)]
        waits: bool,
        /// The standing orders both seats give in the second run of `--waits`.
        #[arg(
            long,
            default_value = r#"{"fire":"always","retreat":{"at_steps":1},"charge":"never","treachery":"always","hits":"auto","regroup":"stay"}"#
        )]
        orders: String,
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
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("start the async runtime");
    let code = runtime.block_on(async_main());
    // Whatever still runs (a connection cut off at shutdown) gets a moment, not forever.
    runtime.shutdown_timeout(Duration::from_secs(1));
    code
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
    if let Command::Selfplay {
        kind,
        games,
        seed,
        options,
        max_moves,
        each,
        waits,
        orders,
    } = &cli.command
    {
        if *waits {
            return waits_of_selfplay(kind, *games, *seed, options, orders, *max_moves);
        }
        return selfplay(kind, *games, *seed, options, *max_moves, *each);
    }
    if let Command::DkimRecord = &cli.command {
        print!("{}", herald::mail::dkim::zone_text(&cli.settings)?);
        return Ok(ExitCode::SUCCESS);
    }
    let settings = Arc::new(cli.settings);
    let db = herald::store::connect(&settings.db).await?;
    let clock: Arc<dyn herald::service::Clock> = match &settings.clock_file {
        Some(file) => Arc::new(OffsetClock { file: file.clone() }),
        None => Arc::new(SystemClock),
    };
    let herald = Herald::new(db, settings.clone(), clock);
    match cli.command {
        Command::Migrate => {
            println!("database {} is up to date", settings.db);
            Ok(ExitCode::SUCCESS)
        }
        Command::Verify { repair } => verify(&herald, repair).await,
        Command::Serve => serve(herald).await,
        Command::Games { status } => list_games(&herald, status).await,
        command @ (Command::Show { .. } | Command::Seat { .. } | Command::Backup { .. }) => {
            operate(&herald, command).await
        }
        Command::Export { id, out } => export(&herald, id, out).await,
        Command::PortDb { to } => port_db(&herald, &to).await,
        Command::Import { file } => import(&herald, &file).await,
        Command::Inbound {
            sender,
            recipient,
            client_ip,
            helo,
        } => {
            let envelope = herald::inbound::message::Envelope {
                mail_from: sender,
                rcpt_to: recipient.into_iter().collect(),
                client_ip,
                helo,
            };
            inbound(&herald, envelope).await
        }
        Command::Selfplay { .. } | Command::DkimRecord => {
            unreachable!("handled before the database is opened")
        }
    }
}

/// The operator's commands on one game or the database: `show`, `seat` and `backup`,
/// each recorded in the audit log as the operator's.
async fn operate(herald: &Herald, command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Show { id } => {
            print!(
                "{}",
                herald
                    .show_game(&actor(), id)
                    .await
                    .map_err(operator_error)?
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Seat { id, seat, user } => {
            herald
                .reassign_seat(&actor(), id, &seat, &user)
                .await
                .map_err(operator_error)?;
            println!("game {id}: seat {seat} is {user}'s now");
            Ok(ExitCode::SUCCESS)
        }
        Command::Backup { file } => {
            let path = file.to_string_lossy();
            herald
                .backup(&actor(), &path)
                .await
                .map_err(operator_error)?;
            println!("database copied to {path}");
            Ok(ExitCode::SUCCESS)
        }
        _ => unreachable!("only the operator's commands come here"),
    }
}

/// `herald inbound`: one mail from standard input (see [`Command::Inbound`]).
async fn inbound(
    herald: &Herald,
    envelope: herald::inbound::message::Envelope,
) -> anyhow::Result<ExitCode> {
    use std::io::Read;
    if herald.settings.inbound_domain.is_none() {
        eprintln!(
            "herald: HERALD_INBOUND_DOMAIN is unset, so no reply address is Herald's; set it to the domain whose mail is piped here (the mail stays with the MTA)"
        );
        return Ok(ExitCode::from(75));
    }
    let most = herald.settings.inbound_max_bytes;
    let mut mail = Vec::new();
    std::io::stdin()
        .lock()
        .take(most as u64 + 1)
        .read_to_end(&mut mail)
        .context("read the mail from standard input")?;
    if mail.len() > most {
        eprintln!("herald: the mail is larger than {most} bytes (HERALD_INBOUND_MAX_BYTES)");
        return Ok(ExitCode::from(65));
    }
    let mail_in = herald::service::mail_in::MailIn::new(herald.clone());
    match mail_in.receive_mail(&mail, &envelope).await {
        Ok(received) => {
            use herald::service::mail_in::Received;
            match received {
                Received::Played { game, seq } => {
                    println!("game {game}: played; the game is at move {seq}");
                }
                Received::Answered { game, why } => println!("game {game}: answered: {why}"),
                Received::Dropped(why) => println!("dropped: {why}"),
                Received::Again => println!("a copy of a mail already read: nothing done"),
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("herald: the mail was not stored; try again later: {e}");
            Ok(ExitCode::from(75))
        }
    }
}

/// The longest a clean stop may take: past it Herald exits anyway, with status 1.
const SHUTDOWN_LIMIT: Duration = Duration::from_secs(10);

/// `herald serve`: the web server, the mail worker and the timekeeper, until SIGTERM or
/// SIGINT. Then: stop accepting, answer the requests in flight, let the mails being sent
/// finish and hand the rest back to the outbox, let the timekeeper end its pass, and exit
/// 0, all within [`SHUTDOWN_LIMIT`]. A second signal stops at once.
async fn serve(herald: Herald) -> anyhow::Result<ExitCode> {
    let settings = herald.settings.clone();
    // Before anything can be interrupted: from here a signal means a clean stop.
    let mut signals = Signals::new()?;
    raise_open_file_limit(settings.max_connections);
    let listener = tokio::net::TcpListener::bind(settings.bind)
        .await
        .with_context(|| {
            format!(
                "listen on {} (set HERALD_BIND to use another address)",
                settings.bind
            )
        })?;
    let (stop, stopping) = watch::channel(false);
    let worker = herald::mail::Worker::new(
        herald.db.clone(),
        &settings,
        herald.clock.clone(),
        Arc::new(herald.held_boards()),
    )?;
    let worker = tokio::spawn(worker.run(herald.mail_bell.clone(), stopping.clone()));
    // On PostgreSQL, mail queued by another process sharing the database rings this bell.
    let bell = tokio::spawn(herald::store::bell::ring_across_processes(
        herald.db.clone(),
        herald.mail_bell.clone(),
        stopping.clone(),
    ));
    match &settings.smtp_url {
        Some(_) => tracing::info!("mail goes to the SMTP server in HERALD_SMTP_URL"),
        None => tracing::info!("mail is written to {}", settings.outbox_dir().display()),
    }
    // Said before where the web server listens: a test reading the log learns both.
    let receiver = start_receiver(&herald, stopping.clone()).await?;
    tracing::info!(
        "Herald listens on http://{} (links use {})",
        listener.local_addr()?,
        settings.base_url()
    );
    // The timekeeper wakes for a stop even in the middle of a pass: notify_one keeps the
    // permit until it next waits.
    let timekeeper_stop = Arc::new(Notify::new());
    let timekeeper = tokio::spawn(herald::service::timekeeper::run(
        herald.clone(),
        Duration::from_millis(settings.tick_ms.max(10)),
        timekeeper_stop.clone(),
    ));
    let db = herald.db.clone();
    let mut server = tokio::spawn(herald::web::serve(listener, herald, stopping));
    let why = tokio::select! {
        why = signals.next() => why,
        ended = &mut server => {
            // The server never ends by itself: say why it did.
            stop.send_replace(true);
            return match ended {
                Ok(Ok(())) => Err(anyhow::anyhow!("the web server stopped")),
                Ok(Err(e)) => Err(e.context("the web server failed")),
                Err(e) => Err(anyhow::anyhow!("the web server failed: {e}")),
            };
        }
    };
    let began = Instant::now();
    tracing::info!("{why}: shutting down (at most {SHUTDOWN_LIMIT:?})");
    stop.send_replace(true);
    timekeeper_stop.notify_one();
    let clean = wait_for_the_end(
        server,
        [
            ("timekeeper", timekeeper),
            ("mail worker", worker),
            ("mail bell", bell),
            ("mail receiver", receiver),
        ],
        &mut signals,
    )
    .await;
    // Checkpoints the write-ahead log, so the database is one file again.
    let _ = tokio::time::timeout(Duration::from_secs(2), db.close()).await;
    if clean {
        tracing::info!("stopped cleanly in {:?}", began.elapsed());
        Ok(ExitCode::SUCCESS)
    } else {
        Ok(ExitCode::FAILURE)
    }
}

/// The SMTP receiver, when `HERALD_INBOUND_BIND` asks for one (it needs
/// `HERALD_INBOUND_DOMAIN`); else a task that is already done.
async fn start_receiver(
    herald: &Herald,
    stopping: watch::Receiver<bool>,
) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let settings = &herald.settings;
    Ok(match settings.inbound_bind {
        Some(bind) => {
            anyhow::ensure!(
                settings.inbound_domain.is_some(),
                "HERALD_INBOUND_BIND needs HERALD_INBOUND_DOMAIN: the domain whose mail reaches the receiver"
            );
            let smtp = tokio::net::TcpListener::bind(bind)
                .await
                .with_context(|| format!("listen for mail on {bind} (HERALD_INBOUND_BIND)"))?;
            tracing::info!("Herald receives mail on {}", smtp.local_addr()?);
            tokio::spawn(herald::receiver::serve(
                smtp,
                herald::service::mail_in::MailIn::new(herald.clone()),
                stopping.clone(),
            ))
        }
        None => tokio::spawn(async {}),
    })
}

/// Waits, at most [`SHUTDOWN_LIMIT`], for the web server, the timekeeper and the mail
/// worker to end after the stop was given; whether they all did (a second signal cuts the
/// wait short).
async fn wait_for_the_end(
    server: JoinHandle<anyhow::Result<()>>,
    others: [(&'static str, JoinHandle<()>); 4],
    signals: &mut Signals,
) -> bool {
    let everything = async {
        match server.await {
            Ok(Err(e)) => tracing::error!("the web server: {e:#}"),
            Err(e) => tracing::error!("the web server failed: {e}"),
            Ok(Ok(())) => {}
        }
        for (what, task) in others {
            if let Err(e) = task.await {
                tracing::error!("the {what} failed: {e}");
            }
        }
    };
    tokio::select! {
        ended = tokio::time::timeout(SHUTDOWN_LIMIT, everything) => {
            if ended.is_err() {
                tracing::error!("not stopped after {SHUTDOWN_LIMIT:?}: exiting anyway");
            }
            ended.is_ok()
        }
        again = signals.next() => {
            tracing::warn!("{again} again: exiting at once");
            false
        }
    }
}

/// SIGTERM (systemd, docker, kill) and SIGINT (Ctrl-C).
struct Signals {
    terminate: Signal,
    interrupt: Signal,
}

impl Signals {
    fn new() -> anyhow::Result<Signals> {
        Ok(Signals {
            terminate: signal(SignalKind::terminate()).context("listen for SIGTERM")?,
            interrupt: signal(SignalKind::interrupt()).context("listen for SIGINT")?,
        })
    }

    /// Waits for the next signal; returns its name.
    async fn next(&mut self) -> &'static str {
        tokio::select! {
            _ = self.terminate.recv() => "SIGTERM",
            _ = self.interrupt.recv() => "SIGINT",
        }
    }
}

/// Raises the soft limit of open files to the hard limit, so the connection cap, not the
/// limit, decides when clients are turned away; warns if the cap comes near the limit.
fn raise_open_file_limit(max_connections: usize) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed to them.
    let open_files = unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit = raised;
            }
        }
        limit.rlim_cur
    };
    // Room for the database, the mail connections and the rest.
    if (max_connections as u64).saturating_add(128) > open_files {
        tracing::warn!(
            "HERALD_MAX_CONNECTIONS is {max_connections} but only {open_files} files may be \
             open: raise the limit (ulimit -n, LimitNOFILE=) or lower the cap"
        );
    }
}
