//! Group commit for moves. Each move is checked by its own request; writing it waits at the
//! process's write gate. Rather than one transaction (and one flush to disk) per move, one
//! task takes every move waiting at that moment and writes them in one transaction. A move
//! the database refuses as stale is left out on its own; a move that fails for any other
//! reason is answered with its error and the others are written again without it.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use sqlx::SqlitePool;
use tokio::sync::{Mutex, mpsc, oneshot};

use super::games::{MoveWrite, MoveWriteError, write_moves};

/// Moves written in one transaction at most.
const MOST_IN_ONE_COMMIT: usize = 64;

/// A move waiting to be written, and where to answer.
#[derive(Debug)]
pub(super) struct Pending {
    write: MoveWrite,
    answer: oneshot::Sender<Result<(), MoveWriteError>>,
}

/// How many moves and commits the writer has written, for benchmarks and tests.
#[derive(Debug, Default)]
pub struct Tally {
    moves: AtomicU64,
    commits: AtomicU64,
}

impl Tally {
    /// (moves written, transactions committed) so far.
    pub fn read(&self) -> (u64, u64) {
        (
            self.moves.load(Ordering::Relaxed),
            self.commits.load(Ordering::Relaxed),
        )
    }
}

/// Starts the writer task; it ends when the last sender (the last `Db`) is gone.
pub(super) fn start(
    pool: SqlitePool,
    gate: Arc<Mutex<()>>,
    tally: Arc<Tally>,
) -> mpsc::Sender<Pending> {
    let (sender, mut waiting) = mpsc::channel::<Pending>(1024);
    tokio::spawn(async move {
        let mut batch = Vec::with_capacity(MOST_IN_ONE_COMMIT);
        while waiting.recv_many(&mut batch, MOST_IN_ONE_COMMIT).await > 0 {
            write_batch(&pool, &gate, &tally, &mut batch).await;
        }
    });
    sender
}

/// Hands a move to the writer and waits for its answer.
pub(super) async fn submit(
    writer: &mpsc::Sender<Pending>,
    write: MoveWrite,
) -> Result<(), MoveWriteError> {
    let (answer, answered) = oneshot::channel();
    writer
        .send(Pending { write, answer })
        .await
        .map_err(|_| MoveWriteError::from(sqlx::Error::PoolClosed))?;
    answered
        .await
        .map_err(|_| MoveWriteError::from(sqlx::Error::WorkerCrashed))?
}

/// Writes `batch` (emptying it) and answers every move in it.
async fn write_batch(pool: &SqlitePool, gate: &Mutex<()>, tally: &Tally, batch: &mut Vec<Pending>) {
    while !batch.is_empty() {
        match try_batch(pool, gate, batch).await {
            Ok(answers) => {
                let written = answers.iter().filter(|a| a.is_ok()).count();
                tally.moves.fetch_add(written as u64, Ordering::Relaxed);
                tally.commits.fetch_add(1, Ordering::Relaxed);
                for (pending, answer) in batch.drain(..).zip(answers) {
                    let _ = pending.answer.send(answer);
                }
            }
            Err(Failure::One(index, err)) => {
                // That move's own failure: answer it, write the others again without it.
                let pending = batch.remove(index);
                let _ = pending.answer.send(Err(err));
            }
            Err(Failure::All(err)) => {
                let err = Arc::new(err);
                for pending in batch.drain(..) {
                    let _ = pending
                        .answer
                        .send(Err(MoveWriteError::Database(err.clone())));
                }
            }
        }
    }
}

enum Failure {
    /// Move `index` failed; the transaction was rolled back.
    One(usize, MoveWriteError),
    /// The transaction could not start or commit; nothing was written.
    All(sqlx::Error),
}

/// One transaction for the whole batch: the answer for each move, once committed. All the
/// moves go in one batch of statements; if the database refuses that (a stale move among
/// them, or two moves of one game), they are written again one at a time, so each gets
/// its own answer.
async fn try_batch(
    pool: &SqlitePool,
    gate: &Mutex<()>,
    batch: &[Pending],
) -> Result<Vec<Result<(), MoveWriteError>>, Failure> {
    let _turn = gate.lock().await;
    if batch.len() > 1 {
        let mut tx = pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(Failure::All)?;
        let all: Vec<&MoveWrite> = batch.iter().map(|p| &p.write).collect();
        if write_moves(&mut tx, &all).await.is_ok() {
            tx.commit().await.map_err(Failure::All)?;
            return Ok(batch.iter().map(|_| Ok(())).collect());
        }
        // Dropping the transaction rolls it back.
    }
    let mut tx = pool
        .begin_with("BEGIN IMMEDIATE")
        .await
        .map_err(Failure::All)?;
    let mut answers = Vec::with_capacity(batch.len());
    for (index, pending) in batch.iter().enumerate() {
        match write_moves(&mut tx, &[&pending.write]).await {
            Ok(()) => answers.push(Ok(())),
            Err(MoveWriteError::Stale) => answers.push(Err(MoveWriteError::Stale)),
            Err(err) => return Err(Failure::One(index, err)),
        }
    }
    tx.commit().await.map_err(Failure::All)?;
    Ok(answers)
}
