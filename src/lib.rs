//! titlegraph: a title examiner's first pass over recorded land instruments, in bulk.
//!
//! Data flows one way: [`input`] reads packages, [`pipeline`] normalises and segments each
//! instrument's text, [`l0`] extracts raw values, [`l1`] resolves them, [`l2`] clusters the
//! parties of a package, [`l3`] builds the estate graph, [`api`] holds the response shapes and
//! [`output`] writes them. [`batch`] drives the whole run in parallel. [`synth`] simulates
//! packages with their ground truth and [`eval`] scores a run against it.

pub mod analysis;
pub mod api;
pub mod batch;
pub mod cache;
pub mod calendar;
pub mod corrections;
pub mod diff;
pub mod digest;
pub mod eval;
pub mod export;
pub mod input;
pub mod l0;
pub mod l1;
pub mod l2;
pub mod l3;
pub mod merge;
pub mod message;
pub mod output;
pub mod panics;
pub mod pipeline;
pub mod synth;
pub mod vocab;
