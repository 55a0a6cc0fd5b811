//! The one thread that draws the mails' board pictures, at a lower CPU priority than the
//! rest of the server (nice 10 on Linux): a picture takes tens of milliseconds of CPU, and
//! moves must not wait behind a burst of turn mails; the pictures wait for the moves
//! instead. Jobs run one at a time, in order; a job that panics fails alone.

use std::sync::mpsc::{Sender, channel};
use std::sync::{LazyLock, Mutex};

/// A drawing job.
type Job = Box<dyn FnOnce() + Send>;

/// How much lower than the server's threads the painter runs (a nice increment).
const NICER: i32 = 10;

static PAINTER: LazyLock<Mutex<Sender<Job>>> = LazyLock::new(|| {
    let (jobs, queue) = channel::<Job>();
    std::thread::Builder::new()
        .name("herald-painter".into())
        .spawn(move || {
            lower_priority();
            for job in queue {
                // A panic is the job's alone: its caller hears of it, the thread goes on.
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
            }
        })
        .expect("start the painter thread");
    Mutex::new(jobs)
});

/// Lowers this thread's CPU priority (Linux keeps a nice value per thread).
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid and setpriority only read their integer arguments.
        let done = unsafe {
            let tid = libc::gettid();
            libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, NICER)
        };
        if done != 0 {
            tracing::warn!("the painter thread keeps the server's priority: setpriority failed");
        }
    }
}

/// Runs `work` on the painter thread and waits for its result.
///
/// # Errors
/// When `work` panicked.
pub async fn paint<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let (answer, result) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move || {
        let _ = answer.send(work());
    });
    PAINTER
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .send(job)
        .map_err(|_| anyhow::anyhow!("the painter thread is gone"))?;
    result
        .await
        .map_err(|_| anyhow::anyhow!("drawing the board's picture failed (a panic)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn jobs_run_in_order_on_one_lower_priority_thread_and_a_panic_fails_alone() {
        let first = paint(|| std::thread::current().name().map(str::to_string)).await;
        assert_eq!(first.unwrap().as_deref(), Some("herald-painter"));
        #[cfg(target_os = "linux")]
        {
            let nice = paint(|| unsafe {
                libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t)
            })
            .await
            .unwrap();
            let own =
                unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) };
            assert_eq!(nice, (own + NICER).min(19), "the painter runs nicer");
        }
        let failed = paint(|| -> u8 { panic!("a broken picture") }).await;
        assert!(failed.is_err());
        assert_eq!(paint(|| 7).await.unwrap(), 7, "the thread goes on");
    }
}
