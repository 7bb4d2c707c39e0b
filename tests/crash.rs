//! Crash-safe reruns (CONTRACT §4): runs killed with SIGKILL at several moments over the same
//! --out, then one run to the end, leave byte for byte what an uninterrupted run writes (the
//! job record's times aside), with no temporary file anywhere.

#[allow(dead_code)]
mod common;

use common::{assert_like, run, run_command, titlegraph};
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

fn start(input: &Path, out: &Path, args: &[&str]) -> std::process::Child {
    run_command(input, out, args).stdout(Stdio::null()).stderr(Stdio::null()).spawn().expect("titlegraph starts")
}

/// Kills the run after `delay`; `None` when it was still running then, or how long it ran
/// when it finished first.
fn kill_after(input: &Path, out: &Path, args: &[&str], delay: Duration) -> Option<Duration> {
    let mut child = start(input, out, args);
    let started = Instant::now();
    while started.elapsed() < delay {
        if child.try_wait().expect("poll the run").is_some() {
            return Some(started.elapsed());
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("reap the run");
    None
}

#[test]
fn runs_killed_at_any_moment_leave_the_output_of_an_uninterrupted_run() {
    let input = tempfile::tempdir().expect("temp dir");
    let synth = titlegraph()
        .args(["synth", "--seed", "5", "--packages", "60", "--docs-per-package", "4", "--out"])
        .arg(input.path())
        .output()
        .expect("synth runs");
    assert!(synth.status.success());

    let reference = tempfile::tempdir().expect("temp dir");
    let started = Instant::now();
    assert_eq!(run(input.path(), reference.path(), &[]), 0);
    let full = started.elapsed();

    let out = tempfile::tempdir().expect("temp dir");
    let mut killed_mid_run = 0;
    // Early (walk, first packages), middle, late (lists, summary), and a run with other
    // options killed in the middle of rewriting, so that the last run must repair its files.
    let kills: [(f64, &[&str]); 7] = [
        (0.05, &[]),
        (0.3, &[]),
        (0.6, &["--version", "1.1", "--debug"]),
        (0.15, &[]),
        (0.5, &["--version", "1.0"]),
        (0.85, &[]),
        (0.4, &["--enrich-only"]),
    ];
    // A rerun is faster than the first run (it may find most packages stamped), and a loaded
    // machine stretches any run: when the run ended before its kill, the kill is tried again at
    // the same fraction of the time that run took, so that the count does not hang on timing.
    for (fraction, args) in kills {
        let mut delay = full.mul_f64(fraction);
        for _ in 0..4 {
            match kill_after(input.path(), out.path(), args, delay) {
                None => {
                    killed_mid_run += 1;
                    break;
                }
                Some(ran) => delay = ran.mul_f64(fraction),
            }
        }
    }
    assert!(killed_mid_run >= 4, "only {killed_mid_run} runs were killed while running; the corpus is too small to test anything");
    assert_eq!(run(input.path(), out.path(), &[]), 0, "the run after the kills is not refused: the lock died with the killed runs");
    // The killed runs with other options left their job records; this run's must match.
    assert_like(reference.path(), out.path(), "the killed runs");
    let leftovers: Vec<_> = walkdir::WalkDir::new(out.path())
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .map(|e| e.into_path())
        .collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
}
