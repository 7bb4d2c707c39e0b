//! The service's response shapes (interface.md, CONTRACT §5), one module per endpoint family.
//! Field order in these structs is the key order of the files; the writer serialises these types
//! and nothing else.

pub mod chain_analysis;
pub mod documents;
pub mod estate_graph;
pub mod jobs;
pub mod l2_parties;
pub mod ownership;
pub mod packages;
pub mod schema;
