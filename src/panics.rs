//! A panic is a bug, but one document that trips it must not end the whole run (or shard) with
//! status 101: like ruff per file, the run catches it per package ([`contain`]), fails that
//! package with the panic's message and location in errors.jsonl, writes the rest, and exits 1.
//!
//! The panic hook keeps a contained panic quiet (its message goes to errors.jsonl and to the
//! error line of the package instead); a panic anywhere else is shown by the hook that was
//! installed before, as Rust shows it.

use std::cell::{Cell, RefCell};
use std::panic::{AssertUnwindSafe, PanicHookInfo};
use std::sync::Once;

thread_local! {
    /// Whether this thread is inside [`contain`].
    static CONTAINED: Cell<bool> = const { Cell::new(false) };
    /// What the hook saw of the last panic on this thread: its message and location.
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

static HOOK: Once = Once::new();

/// Runs `work`; a panic inside it is returned as its message ("index out of bounds … at
/// src/l0/land.rs:120:9") instead of unwinding further.
///
/// The work must leave nothing shared half-changed when it panics: a package's analysis only
/// reads shared state and writes files atomically, so after a panic the run goes on safely.
pub fn contain<T>(work: impl FnOnce() -> T) -> Result<T, String> {
    HOOK.call_once(install_hook);
    let outer = CONTAINED.with(|c| c.replace(true));
    let result = std::panic::catch_unwind(AssertUnwindSafe(work));
    CONTAINED.with(|c| c.set(outer));
    result.map_err(|payload| {
        let seen = LAST.with(|last| last.borrow_mut().take());
        seen.unwrap_or_else(|| payload_text(payload.as_ref()))
    })
}

fn install_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info: &PanicHookInfo<'_>| {
        if CONTAINED.with(Cell::get) {
            let text = match info.location() {
                Some(at) => format!("{} at {}:{}:{}", payload_text(info.payload()), at.file(), at.line(), at.column()),
                None => payload_text(info.payload()),
            };
            LAST.with(|last| *last.borrow_mut() = Some(text));
        } else {
            previous(info);
        }
    }));
}

fn payload_text(payload: &(dyn std::any::Any + Send)) -> String {
    match (payload.downcast_ref::<&str>(), payload.downcast_ref::<String>()) {
        (Some(text), _) => (*text).to_string(),
        (_, Some(text)) => text.clone(),
        _ => "a panic with no message".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contained_panic_becomes_its_message_and_location() {
        let caught = contain(|| -> u32 { panic!("the {} tract", "missing") }).expect_err("it panicked");
        assert!(caught.starts_with("the missing tract at src/panics.rs:"), "{caught}");
        assert_eq!(contain(|| 7), Ok(7));
    }

    #[test]
    fn containment_nests_and_ends_with_its_work() {
        let outer = contain(|| {
            let inner = contain(|| -> () { panic!("inner") });
            assert!(inner.is_err());
            CONTAINED.with(Cell::get)
        });
        assert_eq!(outer, Ok(true), "still contained after the inner panic");
        assert!(!CONTAINED.with(Cell::get));
    }
}
