//! The estate graph of a package in Graphviz's DOT language, for people who draw with Graphviz:
//! one cluster per tract and estate type, the same boxes, arrows and gaps as the report's
//! pictures (`dot -Tsvg report/<package_id>.dot`).

use super::svg::wire_name;
use crate::api::estate_graph::{EstateGraph, NodeStatus};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The DOT text of a package's estate graph.
pub fn estate_graph_dot(graph: &EstateGraph) -> String {
    let dag = &graph.dag;
    let mut dot = String::with_capacity(256 + dag.nodes.len() * 160 + dag.edges.len() * 100);
    let _ = writeln!(dot, "digraph {} {{", quoted(&format!("{} estate graph", graph.package_id)));
    dot.push_str("  rankdir=LR;\n  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6fa\", fontname=\"Helvetica\", fontsize=10];\n  edge [fontname=\"Helvetica\", fontsize=9];\n");
    let mut clusters: BTreeMap<(&str, &str), Vec<usize>> = BTreeMap::new();
    for (at, node) in dag.nodes.iter().enumerate() {
        clusters.entry((node.tract_id.as_str(), node.estate_type.as_str())).or_default().push(at);
    }
    for (index, ((tract, estate), members)) in clusters.iter().enumerate() {
        let _ = writeln!(dot, "  subgraph cluster_{index} {{\n    label={};", quoted(&format!("{tract} {estate} estate")));
        for &at in members {
            let node = &dag.nodes[at];
            let (fill, border) = match (node.status, node.document_id.is_none()) {
                (NodeStatus::Current, _) => ("#e3f5e1", "solid"),
                (NodeStatus::Released | NodeStatus::Expired, _) => ("#ececec", "dashed"),
                (_, true) => ("#f4f6fa", "bold"),
                _ => ("#f4f6fa", "solid"),
            };
            let label = format!(
                "{}\ninterest {}\n{} · {}",
                node.owner_name,
                node.interest.as_deref().unwrap_or("not of record"),
                node.date.as_deref().unwrap_or("date unknown"),
                wire_name(&node.status)
            );
            let _ = writeln!(
                dot,
                "    {} [label={}, fillcolor=\"{fill}\", style=\"rounded,filled,{border}\"];",
                quoted(&node.id),
                quoted(&label)
            );
        }
        dot.push_str("  }\n");
    }
    for edge in &dag.edges {
        let _ = writeln!(
            dot,
            "  {} -> {} [label={}];",
            quoted(&edge.from),
            quoted(&edge.to),
            quoted(&format!("{}\n{}", wire_name(&edge.kind), edge.document_id))
        );
    }
    let mut made_by: BTreeMap<(&str, &str, &str), Vec<&str>> = BTreeMap::new();
    for node in &dag.nodes {
        if let Some(document) = &node.document_id {
            made_by.entry((document.as_str(), node.tract_id.as_str(), node.estate_type.as_str())).or_default().push(node.id.as_str());
        }
    }
    for gap in &dag.gaps {
        let id = format!("gap {}", gap.id);
        let _ = writeln!(
            dot,
            "  {} [shape=note, color=\"#c62828\", fontcolor=\"#c62828\", fillcolor=\"#fdecea\", label={}];",
            quoted(&id),
            quoted(&format!("{}\n{}", wire_name(&gap.kind), gap.document_id.as_deref().unwrap_or("no instrument")))
        );
        let made = match (&gap.document_id, &gap.tract_id, gap.estate_type) {
            (Some(document), Some(tract), Some(estate)) => made_by.get(&(document.as_str(), tract.as_str(), estate.as_str())),
            _ => None,
        };
        for node in made.into_iter().flatten() {
            let _ = writeln!(dot, "  {} -> {} [style=dashed, color=\"#c62828\"];", quoted(&id), quoted(node));
        }
    }
    dot.push_str("}\n");
    dot
}

/// A DOT quoted string: backslashes and quotes escaped, line ends as `\n`.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_and_backslashes_in_names_stay_inside_their_string() {
        assert_eq!(quoted("A \"B\" \\ C\nD"), "\"A \\\"B\\\" \\\\ C\\nD\"");
    }

    #[test]
    fn every_node_edge_and_gap_is_written_in_its_cluster() {
        let graph: EstateGraph = serde_json::from_value(serde_json::json!({
            "package_id": "p1", "version": "2.0",
            "dag": {
                "nodes": [
                    {"id": "n1", "estate_type": "fee", "tract_id": "t1", "owner": "c1", "owner_name": "ROOT \"R\"", "interest": null, "document_id": null, "date": null, "status": "conveyed"},
                    {"id": "n2", "estate_type": "fee", "tract_id": "t1", "owner": "c2", "owner_name": "NEXT", "interest": "1/2", "document_id": "d2", "date": "1950-01-01", "status": "current"}
                ],
                "edges": [{"id": "e1", "from": "n1", "to": "n2", "document_id": "d2", "estate_type": "fee", "kind": "conveyance", "matcher": {"version": "2.0", "gate": null}}],
                "gaps": [{"id": "g1", "kind": "unlinked_grantor", "estate_type": "fee", "tract_id": "t1", "document_id": "d2", "detail": "x"}]
            },
            "summary": {"mineral_estates": 0, "fee_chains": 1, "mineral_chains": 0, "leasehold_chains": 0, "fee_estates": 2, "leasehold_estates": 0, "edges": 1, "gaps": 1, "tracts": 1, "documents": 1}
        }))
        .expect("a graph");
        let dot = estate_graph_dot(&graph);
        assert!(dot.starts_with("digraph \"p1 estate graph\" {"));
        assert_eq!(dot.matches("subgraph cluster_").count(), 1);
        assert!(dot.contains("\"n1\" -> \"n2\" [label=\"conveyance\\nd2\"];"));
        assert!(dot.contains("ROOT \\\"R\\\""));
        assert!(dot.contains("\"gap g1\" -> \"n2\" [style=dashed"));
        assert!(dot.ends_with("}\n"));
    }
}
