//! One chain of title (the estate graph's nodes of one estate type on one tract) drawn as SVG:
//! a box per estate node, laid out by [`super::layout`] from the earliest acquisition on the left,
//! an arrow per edge labelled with its kind and instrument, roots and current holders marked,
//! ended leaseholds shown as ended, and each gap drawn where the chain breaks: a dashed red
//! arrow into the estate its instrument made, or a red box when the instrument made none here.

use super::escape::{anchor, escape, shorten};
use super::layout::{LayoutNode, layout};
use crate::api::estate_graph::{EstateEdge, EstateNode, Gap, NodeStatus};
use std::collections::HashMap;
use std::fmt::Write;

const BOX_WIDTH: f64 = 200.0;
const BOX_HEIGHT: f64 = 56.0;
/// Column pitch: a box and a gap wide enough for an arrow's two label lines.
const COLUMN_PITCH: f64 = 340.0;
const ROW_PITCH: f64 = 80.0;
const MARGIN: f64 = 24.0;
/// Room left of the first column for a gap's arrow into a root.
const LEFT_ROOM: f64 = 50.0;
/// Characters of an owner's name that fit a box; the whole name is in the box's tooltip.
const NAME_CHARS: usize = 27;
/// Gap boxes in a row below a chain at least; a wider chain takes as many as it has columns.
const LOOSE_GAPS_PER_ROW: usize = 4;
/// Characters of an instrument id that fit an arrow's label.
const LABEL_CHARS: usize = 26;

/// What the page needs to know of a drawn chain.
pub struct Picture {
    pub svg: String,
    /// Arrows that still cross after the layout's sweeps.
    pub crossings: usize,
}

/// One chain to draw: its estate nodes, the edges that lead to them, the estates of other
/// chains those edges come from (a lease comes from the lessor's mineral or fee estate), and
/// the gaps of this tract and estate type.
pub struct Chain<'a> {
    pub nodes: Vec<&'a EstateNode>,
    pub edges: Vec<&'a EstateEdge>,
    pub sources: Vec<&'a EstateNode>,
    pub gaps: Vec<&'a Gap>,
}

/// Draws one chain. `id` makes the drawing's own element ids unique on its page; links point at
/// the page's anchors for instruments (`doc-<id>`) and gaps (`gap-<id>`). Estates of the chain
/// are boxes of class `node`; the estates of other chains that its arrows come from are dashed
/// boxes of class `source`. The SVG is written for an HTML page, whose parser gives it its
/// namespace, so it names none.
pub fn draw_chain(id: &str, chain: &Chain<'_>) -> Picture {
    let all: Vec<&EstateNode> = chain.nodes.iter().chain(&chain.sources).copied().collect();
    let index: HashMap<&str, usize> = all.iter().enumerate().map(|(at, node)| (node.id.as_str(), at)).collect();
    let layout_nodes: Vec<LayoutNode> =
        all.iter().map(|node| LayoutNode { order: format!("{}|{}", node.date.as_deref().unwrap_or(""), node.id) }).collect();
    let drawn_edges: Vec<(&EstateEdge, usize, usize)> =
        chain.edges.iter().filter_map(|edge| Some((*edge, *index.get(edge.from.as_str())?, *index.get(edge.to.as_str())?))).collect();
    let pairs: Vec<(usize, usize)> = drawn_edges.iter().map(|&(_, from, to)| (from, to)).collect();
    let drawn = layout(&layout_nodes, &pairs);

    // Gaps whose instrument made an estate here break the chain at that estate; the others get
    // a box of their own in a row below the chain.
    let mut breaks: Vec<(&Gap, usize)> = Vec::new();
    let mut loose: Vec<&Gap> = Vec::new();
    for gap in &chain.gaps {
        let made_here: Vec<usize> = (0..chain.nodes.len())
            .filter(|&at| chain.nodes[at].document_id.is_some() && chain.nodes[at].document_id == gap.document_id)
            .collect();
        if made_here.is_empty() {
            loose.push(gap);
        } else {
            breaks.extend(made_here.into_iter().map(|at| (*gap, at)));
        }
    }

    let chain_rows = drawn.nodes.iter().map(|p| p.row + 1.0).fold(0.0, f64::max);
    // Gap boxes wrap below the chain in rows as wide as the chain (or a few boxes).
    let gaps_per_row = drawn.columns.max(LOOSE_GAPS_PER_ROW);
    let gap_rows = loose.len().div_ceil(gaps_per_row);
    let rows = chain_rows + gap_rows as f64;
    let columns = drawn.columns.max(loose.len().min(gaps_per_row)).max(1);
    let width = MARGIN * 2.0 + LEFT_ROOM + (columns as f64 - 1.0) * COLUMN_PITCH + BOX_WIDTH;
    let height = MARGIN * 2.0 + (rows.max(1.0) - 1.0) * ROW_PITCH + BOX_HEIGHT + 20.0;
    let x = |column: usize| MARGIN + LEFT_ROOM + column as f64 * COLUMN_PITCH;
    let y = |row: f64| MARGIN + row * ROW_PITCH;

    let marker = format!("{}-arrow", escape(id));
    let break_marker = format!("{}-break", escape(id));
    let mut svg = String::with_capacity(512 + all.len() * 700 + chain.edges.len() * 400);
    let _ = write!(
        svg,
        r#"<svg class="chain" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" role="img" aria-label="chain of title"><defs><marker id="{marker}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" class="arrowhead"/></marker><marker id="{break_marker}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" class="breakhead"/></marker></defs>"#
    );

    for (edge, from, to) in &drawn_edges {
        let Some(route) = drawn.routes.iter().find(|r| r.from == *from && r.to == *to) else { continue };
        // From the tail box's right side, through each bend's column centre, to the head box's left side.
        let mut points: Vec<(f64, f64)> = Vec::with_capacity(route.points.len());
        for (at, &(column, row)) in route.points.iter().enumerate() {
            let px = if at == 0 {
                x(column) + BOX_WIDTH
            } else if at + 1 == route.points.len() {
                x(column)
            } else {
                x(column) + BOX_WIDTH / 2.0
            };
            points.push((px, y(row) + BOX_HEIGHT / 2.0));
        }
        if points.len() < 2 {
            continue;
        }
        let d: String =
            points.iter().enumerate().map(|(at, p)| format!("{}{:.1},{:.1}", if at == 0 { 'M' } else { 'L' }, p.0, p.1)).collect();
        let (a, b) = (points[points.len() - 2], points[points.len() - 1]);
        let (lx, ly) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let kind = wire_name(&edge.kind);
        let _ = write!(
            svg,
            r##"<g class="edge edge-{kind}"><title>{title}</title><path d="{d}" marker-end="url(#{marker})"/><a href="#{doc}"><text x="{lx:.1}" y="{t1:.1}" text-anchor="middle" class="edge-label">{kind}</text><text x="{lx:.1}" y="{t2:.1}" text-anchor="middle" class="edge-label">{label}</text></a></g>"##,
            title = escape(&format!("{kind} by {} (matcher {})", edge.document_id, edge.matcher.version)),
            doc = anchor("doc", &edge.document_id),
            t1 = ly - 16.0,
            t2 = ly - 4.0,
            label = escape(&shorten(&edge.document_id, LABEL_CHARS)),
        );
    }

    for (at, (node, placement)) in all.iter().zip(&drawn.nodes).enumerate() {
        let source = at >= chain.nodes.len();
        let (bx, by) = (x(placement.column), y(placement.row));
        let status = match node.status {
            NodeStatus::Current => "current",
            NodeStatus::Conveyed => "conveyed",
            NodeStatus::Released => "released",
            NodeStatus::Expired => "expired",
        };
        let root = node.document_id.is_none();
        let tag = match (source, node.status, root) {
            (true, _, _) => format!("{} estate", node.estate_type.as_str()),
            (_, NodeStatus::Released, _) => "released".to_string(),
            (_, NodeStatus::Expired, _) => "expired".to_string(),
            (_, NodeStatus::Current, true) => "root \u{00b7} current holder".to_string(),
            (_, NodeStatus::Current, false) => "current holder".to_string(),
            (_, _, true) => "root".to_string(),
            _ => String::new(),
        };
        let interest = node.interest.as_deref().map_or("interest not of record".to_string(), |i| format!("interest {i}"));
        let when = node.date.as_deref().unwrap_or("date unknown");
        let _ = write!(
            svg,
            r#"<g class="{group} status-{status}{root_class}" data-estate="{id}"><title>{title}</title><rect class="{shape}" x="{bx:.1}" y="{by:.1}" width="{BOX_WIDTH}" height="{BOX_HEIGHT}" rx="6"/><text x="{tx:.1}" y="{t1:.1}" class="owner">{name}</text><text x="{tx:.1}" y="{t2:.1}" class="detail">{interest}</text><text x="{tx:.1}" y="{t3:.1}" class="detail">{when}{sep}{tag}</text></g>"#,
            group = if source { "source-estate" } else { "estate" },
            shape = if source { "source" } else { "node" },
            root_class = if root { " root" } else { "" },
            id = escape(&node.id),
            title = escape(&format!(
                "{} ({}): {} of the {} estate, {} by {}",
                node.owner_name,
                node.owner,
                node.interest.as_deref().unwrap_or("unknown share"),
                node.estate_type.as_str(),
                status,
                node.document_id.as_deref().unwrap_or("an acquisition outside the package"),
            )),
            tx = bx + 8.0,
            t1 = by + 17.0,
            t2 = by + 33.0,
            t3 = by + 49.0,
            name = escape(&shorten(&node.owner_name, NAME_CHARS)),
            interest = escape(&interest),
            when = escape(when),
            sep = if tag.is_empty() { "" } else { " \u{00b7} " },
        );
    }

    // A break comes into the estate's lower left corner from below, clear of the arrow that
    // may also lead to it, with the gap's kind under the box.
    for (gap, at) in &breaks {
        let placement = drawn.nodes[*at];
        let (bx, by) = (x(placement.column), y(placement.row));
        let _ = write!(
            svg,
            r##"<g class="gap-break"><title>{title}</title><path d="M{sx:.1},{sy:.1}L{ex:.1},{ey:.1}" marker-end="url(#{break_marker})"/><a href="#{gap_anchor}"><text x="{tx:.1}" y="{ty:.1}" class="gap-label">{label}</text></a></g>"##,
            title = escape(&gap.detail),
            sx = bx - 46.0,
            sy = by + BOX_HEIGHT + 14.0,
            ex = bx + 2.0,
            ey = by + BOX_HEIGHT - 6.0,
            gap_anchor = anchor("gap", &gap.id),
            tx = bx + 6.0,
            ty = by + BOX_HEIGHT + 14.0,
            label = escape(&format!("\u{26a0} {}", spoken(&gap.kind))),
        );
    }
    for (at, gap) in loose.iter().enumerate() {
        let (bx, by) = (x(at % gaps_per_row), y(chain_rows + (at / gaps_per_row) as f64));
        let _ = write!(
            svg,
            r##"<g class="gap-box"><title>{title}</title><a href="#{gap_anchor}"><rect class="gap" x="{bx:.1}" y="{by:.1}" width="{BOX_WIDTH}" height="{BOX_HEIGHT}" rx="6"/><text x="{tx:.1}" y="{t1:.1}" class="gap-label">{label}</text><text x="{tx:.1}" y="{t2:.1}" class="detail">{doc}</text></a></g>"##,
            title =
                escape(&format!("{} at {}: see the gap list", spoken(&gap.kind), gap.document_id.as_deref().unwrap_or("no instrument"))),
            gap_anchor = anchor("gap", &gap.id),
            tx = bx + 8.0,
            t1 = by + 20.0,
            t2 = by + 40.0,
            label = escape(&format!("\u{26a0} gap: {}", spoken(&gap.kind))),
            doc = escape(&shorten(gap.document_id.as_deref().unwrap_or("no instrument"), NAME_CHARS)),
        );
    }
    svg.push_str("</svg>");
    Picture { svg, crossings: drawn.crossings }
}

/// A value of the interface's vocabulary as its JSON writes it ("unlinked_grantor", "conveyance").
pub fn wire_name<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// A wire name as words for a label ("unreleased_lease" as "unreleased lease").
pub fn spoken<T: serde::Serialize>(value: &T) -> String {
    wire_name(value).replace('_', " ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::estate_graph::{EdgeKind, GapKind, MatcherTrace};
    use crate::vocab::EstateType;

    fn node(id: &str, owner: &str, document: Option<&str>, date: Option<&str>, status: NodeStatus) -> EstateNode {
        EstateNode {
            id: id.to_string(),
            estate_type: EstateType::Mineral,
            tract_id: "t1".to_string(),
            owner: format!("c-{owner}"),
            owner_name: owner.to_string(),
            interest: Some("1/2".to_string()),
            document_id: document.map(str::to_string),
            date: date.map(str::to_string),
            status,
        }
    }

    fn edge(id: &str, from: &str, to: &str, document: &str) -> EstateEdge {
        EstateEdge {
            id: id.to_string(),
            from: from.to_string(),
            to: to.to_string(),
            document_id: document.to_string(),
            estate_type: EstateType::Mineral,
            kind: EdgeKind::Conveyance,
            matcher: MatcherTrace { version: "2.0".to_string(), gate: None },
        }
    }

    fn count(svg: &str, needle: &str) -> usize {
        svg.matches(needle).count()
    }

    #[test]
    fn one_box_per_node_and_one_arrow_per_edge() {
        let nodes = [
            node("n1", "ADA ROOT", None, None, NodeStatus::Conveyed),
            node("n2", "BEN HALF", Some("d2"), Some("1950-01-02"), NodeStatus::Current),
            node("n3", "CAL HALF", Some("d2"), Some("1950-01-02"), NodeStatus::Current),
        ];
        let edges = [edge("e1", "n1", "n2", "d2"), edge("e2", "n1", "n3", "d2")];
        let picture = draw_chain(
            "t1-mineral",
            &Chain { nodes: nodes.iter().collect(), edges: edges.iter().collect(), sources: Vec::new(), gaps: Vec::new() },
        );
        assert_eq!(count(&picture.svg, r#"<rect class="node""#), 3);
        assert_eq!(count(&picture.svg, r#"<g class="edge "#), 2);
        assert_eq!(count(&picture.svg, "status-current"), 2);
        assert_eq!(count(&picture.svg, " root\""), 1);
        assert!(picture.svg.contains("href=\"#doc-d2\""));
        assert_eq!(picture.crossings, 0);
    }

    #[test]
    fn a_hostile_owner_name_is_text_in_the_picture() {
        let nodes = [node("n1", "<script>alert(1)</script>", None, None, NodeStatus::Current)];
        let picture = draw_chain("x", &Chain { nodes: nodes.iter().collect(), edges: Vec::new(), sources: Vec::new(), gaps: Vec::new() });
        assert!(!picture.svg.contains("<script>"));
        assert!(picture.svg.contains("&lt;script&gt;"));
    }

    #[test]
    fn a_gap_breaks_the_chain_at_the_estate_its_instrument_made_or_gets_a_box() {
        let nodes = [
            node("n1", "DOT ROOT", None, None, NodeStatus::Conveyed),
            node("n2", "EVE NEW", Some("d9"), Some("1960-05-05"), NodeStatus::Current),
        ];
        let gap = |id: &str, document: &str| Gap {
            id: id.to_string(),
            kind: GapKind::UnlinkedGrantor,
            estate_type: Some(EstateType::Mineral),
            tract_id: Some("t1".to_string()),
            document_id: Some(document.to_string()),
            detail: "FAY is a grantor-side party of d9 but holds no current interest".to_string(),
        };
        let gaps = [gap("g1", "d9"), gap("g2", "d-elsewhere")];
        let picture =
            draw_chain("t1", &Chain { nodes: nodes.iter().collect(), edges: Vec::new(), sources: Vec::new(), gaps: gaps.iter().collect() });
        assert_eq!(count(&picture.svg, "class=\"gap-break\""), 1);
        assert_eq!(count(&picture.svg, "class=\"gap-box\""), 1);
        assert_eq!(count(&picture.svg, r#"<rect class="node""#), 2, "gap boxes are not estate boxes");
        assert!(picture.svg.contains("href=\"#gap-g1\""));
    }

    #[test]
    fn a_lease_is_drawn_from_the_lessors_estate_of_another_chain_which_is_no_estate_of_this_one() {
        let lessor = node("m1", "HAL LESSOR", None, None, NodeStatus::Current);
        let mut lessee = node("l1", "IVY LESSEE", Some("d5"), Some("1981-02-02"), NodeStatus::Current);
        lessee.estate_type = EstateType::Leasehold;
        let mut lease = edge("e1", "m1", "l1", "d5");
        lease.kind = EdgeKind::Lease;
        lease.estate_type = EstateType::Leasehold;
        let picture = draw_chain("t", &Chain { nodes: vec![&lessee], edges: vec![&lease], sources: vec![&lessor], gaps: Vec::new() });
        assert_eq!(count(&picture.svg, r#"<rect class="node""#), 1);
        assert_eq!(count(&picture.svg, r#"<rect class="source""#), 1);
        assert_eq!(count(&picture.svg, "class=\"edge edge-lease\""), 1);
    }

    #[test]
    fn released_leaseholds_are_shown_as_ended() {
        let mut lease = node("n1", "GUS LESSEE", Some("d1"), Some("1970-01-01"), NodeStatus::Released);
        lease.estate_type = EstateType::Leasehold;
        let picture = draw_chain("t", &Chain { nodes: vec![&lease], edges: Vec::new(), sources: Vec::new(), gaps: Vec::new() });
        assert!(picture.svg.contains("status-released"));
        assert!(picture.svg.contains("released</text>"));
    }
}
