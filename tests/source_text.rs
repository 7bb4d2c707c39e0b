//! The sources hold no control characters. A pattern written through a tool that reads "\b" as
//! an escape gets a backspace where its word boundary belonged, and compiles to a pattern that
//! matches nothing: the signature reader's officer titles did so for a round unnoticed.

use std::path::Path;

#[test]
fn no_source_file_holds_a_control_character() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut offenders = Vec::new();
    for folder in ["src", "tests", "benches", "build.rs"] {
        for entry in walkdir::WalkDir::new(root.join(folder)).into_iter().filter_map(Result::ok) {
            let path = entry.path();
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let bytes = std::fs::read(path).expect("source file reads");
            for (line, text) in bytes.split(|&b| b == b'\n').enumerate() {
                if text.iter().any(|&b| b < 0x20 && b != b'\t' && b != b'\r') {
                    offenders.push(format!("{}:{}", path.strip_prefix(root).unwrap_or(path).display(), line + 1));
                }
            }
        }
    }
    assert!(offenders.is_empty(), "control characters in: {offenders:?}");
}
