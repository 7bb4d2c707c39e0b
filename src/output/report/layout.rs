//! A layered drawing of a chain of title: owners' estates as boxes in columns from the earliest
//! acquisition on the left to the latest on the right, each instrument an arrow from the estate
//! it drew on to the estate it made, with as few arrows crossing as the heuristic finds.
//!
//! The classic layered method (Sugiyama): each node gets a column (its longest path from a root,
//! so every arrow points right); an arrow that spans several columns passes through invisible
//! bend points, one per column; the order inside each column is improved by sweeps that move a
//! node to the mean position of its neighbours in the column before (or after), keeping the
//! order with the fewest crossings; rows are then pulled toward their neighbours' rows to
//! straighten arrows. Written here because the picture must be laid out per tract and estate
//! inside the report writer, deterministic and fast on packages of thousands of instruments
//! (see BENCHMARKS.md for the measurement against a DOT renderer).

use std::cmp::Ordering;

/// A node to place: its index is its identity; `order` breaks ties (the acquisition date, then
/// the estate id), so that the same graph is always drawn the same way.
#[derive(Debug, Clone)]
pub struct LayoutNode {
    pub order: String,
}

/// Where a node goes: its column and its row (rows may be fractional after straightening).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    pub column: usize,
    pub row: f64,
}

/// An arrow's route: the rows it passes at each column from its tail's to its head's.
#[derive(Debug, Clone, PartialEq)]
pub struct Route {
    pub from: usize,
    pub to: usize,
    /// (column, row) of each point from the tail to the head, both ends included.
    pub points: Vec<(usize, f64)>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    pub nodes: Vec<Placement>,
    pub routes: Vec<Route>,
    pub columns: usize,
    /// The most rows any column holds.
    pub rows: usize,
    /// Arrow crossings left after the ordering sweeps.
    pub crossings: usize,
}

/// How many sweeps (down then up) the ordering makes at most; it stops earlier when a sweep finds
/// nothing better.
const ORDER_SWEEPS: usize = 12;
/// How many straightening passes move rows toward their neighbours.
const STRAIGHTEN_PASSES: usize = 8;

/// Lays out a directed acyclic graph; `edges` are (tail, head) indices into `nodes`. An edge that
/// would close a cycle or points at a missing node is left out of the drawing's columns but
/// still routed, so no input makes the layout fail.
pub fn layout(nodes: &[LayoutNode], edges: &[(usize, usize)]) -> Layout {
    let edges: Vec<(usize, usize)> = edges.iter().copied().filter(|&(a, b)| a < nodes.len() && b < nodes.len() && a != b).collect();
    let columns_of = columns(nodes, &edges);
    let column_count = columns_of.iter().max().map_or(0, |c| c + 1);

    // Chains of unit segments through bend points: a vertex is a node or a bend.
    let mut vertex_column: Vec<usize> = columns_of.clone();
    let mut vertex_order: Vec<&str> = nodes.iter().map(|n| n.order.as_str()).collect();
    let mut segments: Vec<(usize, usize)> = Vec::new();
    let mut chains: Vec<Vec<usize>> = Vec::with_capacity(edges.len());
    for &(tail, head) in &edges {
        let (from, to) = (columns_of[tail], columns_of[head]);
        let mut chain = vec![tail];
        if to > from {
            let mut previous = tail;
            for column in from + 1..to {
                let bend = vertex_column.len();
                vertex_column.push(column);
                vertex_order.push(nodes[head].order.as_str());
                segments.push((previous, bend));
                chain.push(bend);
                previous = bend;
            }
            segments.push((previous, head));
        }
        chain.push(head);
        chains.push(chain);
    }

    let mut ranks = initial_ranks(&vertex_column, &vertex_order, column_count);
    let (below, above) = neighbours(vertex_column.len(), &segments);
    let mut best = ranks.clone();
    let mut best_crossings = total_crossings(&ranks, &vertex_column, &segments, column_count);
    for sweep in 0..ORDER_SWEEPS {
        if best_crossings == 0 {
            break;
        }
        let downward = sweep % 2 == 0;
        reorder(&mut ranks, &vertex_column, if downward { &above } else { &below }, column_count, downward);
        let crossings = total_crossings(&ranks, &vertex_column, &segments, column_count);
        if crossings < best_crossings {
            best_crossings = crossings;
            best.clone_from(&ranks);
        } else if sweep >= 2 {
            break;
        }
    }

    let rows = straighten(&best, &vertex_column, &below, &above, column_count);
    let row_count = best.iter().map(Vec::len).max().unwrap_or(0);
    let mut vertex_row = vec![0.0; vertex_column.len()];
    for column in &best {
        for &vertex in column {
            vertex_row[vertex] = rows[vertex];
        }
    }
    let placements = (0..nodes.len()).map(|n| Placement { column: vertex_column[n], row: vertex_row[n] }).collect();
    let routes = edges
        .iter()
        .zip(chains)
        .map(|(&(from, to), chain)| Route { from, to, points: chain.iter().map(|&v| (vertex_column[v], vertex_row[v])).collect() })
        .collect();
    Layout { nodes: placements, routes, columns: column_count, rows: row_count, crossings: best_crossings }
}

/// Each node's column: the longest path to it from a node with no incoming edge, in topological
/// order by Kahn's method (ties by `order`); nodes a cycle leaves unplaced go after the last
/// column their placed predecessors reach.
fn columns(nodes: &[LayoutNode], edges: &[(usize, usize)]) -> Vec<usize> {
    let mut incoming = vec![0usize; nodes.len()];
    let mut outgoing: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for &(tail, head) in edges {
        incoming[head] += 1;
        outgoing[tail].push(head);
    }
    let mut column = vec![0usize; nodes.len()];
    let mut placed = vec![false; nodes.len()];
    let by_order = |a: &usize, b: &usize| nodes[*a].order.cmp(&nodes[*b].order).then(a.cmp(b));
    let mut ready: std::collections::BTreeSet<(String, usize)> =
        (0..nodes.len()).filter(|&n| incoming[n] == 0).map(|n| (nodes[n].order.clone(), n)).collect();
    loop {
        while let Some((_, node)) = ready.pop_first() {
            placed[node] = true;
            for &head in &outgoing[node] {
                if placed[head] {
                    // The edge that closes a cycle: drawn as it is, with no say in columns.
                    continue;
                }
                column[head] = column[head].max(column[node] + 1);
                incoming[head] = incoming[head].saturating_sub(1);
                if incoming[head] == 0 {
                    ready.insert((nodes[head].order.clone(), head));
                }
            }
        }
        // A cycle: free its first node by order and go on.
        let mut left: Vec<usize> = (0..nodes.len()).filter(|&n| !placed[n]).collect();
        left.sort_by(by_order);
        let Some(&first) = left.first() else { break };
        incoming[first] = 0;
        ready.insert((nodes[first].order.clone(), first));
    }
    column
}

/// Each column's vertices in their first order: by `order`, then index.
fn initial_ranks(vertex_column: &[usize], vertex_order: &[&str], column_count: usize) -> Vec<Vec<usize>> {
    let mut ranks: Vec<Vec<usize>> = vec![Vec::new(); column_count];
    for (vertex, &column) in vertex_column.iter().enumerate() {
        ranks[column].push(vertex);
    }
    for column in &mut ranks {
        column.sort_by(|a, b| vertex_order[*a].cmp(vertex_order[*b]).then(a.cmp(b)));
    }
    ranks
}

/// Each vertex's neighbours in the next column (`below`) and in the previous one (`above`).
fn neighbours(vertex_count: usize, segments: &[(usize, usize)]) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
    let mut below = vec![Vec::new(); vertex_count];
    let mut above = vec![Vec::new(); vertex_count];
    for &(tail, head) in segments {
        below[tail].push(head);
        above[head].push(tail);
    }
    (below, above)
}

/// One sweep of the barycentre heuristic: each column, from the second (`downward`) or from the
/// last but one, is sorted by the mean position of each vertex's neighbours in the column just
/// swept; a vertex with none keeps its position.
fn reorder(ranks: &mut [Vec<usize>], vertex_column: &[usize], fixed_side: &[Vec<usize>], column_count: usize, downward: bool) {
    let mut position = vec![0usize; vertex_column.len()];
    for column in ranks.iter() {
        for (at, &vertex) in column.iter().enumerate() {
            position[vertex] = at;
        }
    }
    let order: Vec<usize> = if downward { (1..column_count).collect() } else { (0..column_count.saturating_sub(1)).rev().collect() };
    for column in order {
        let mut keyed: Vec<(f64, usize, usize)> = ranks[column]
            .iter()
            .enumerate()
            .map(|(at, &vertex)| {
                let others = &fixed_side[vertex];
                let key = if others.is_empty() {
                    at as f64
                } else {
                    others.iter().map(|&o| position[o] as f64).sum::<f64>() / others.len() as f64
                };
                (key, at, vertex)
            })
            .collect();
        keyed.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(Ordering::Equal).then(a.1.cmp(&b.1)));
        ranks[column] = keyed.iter().map(|&(_, _, vertex)| vertex).collect();
        for (at, &vertex) in ranks[column].iter().enumerate() {
            position[vertex] = at;
        }
    }
}

/// Crossings of all unit segments: between each pair of neighbouring columns, the inversions of
/// the heads' positions when the segments are sorted by their tails' (counted with a Fenwick
/// tree, so a pair of wide columns costs E log V, not E squared).
fn total_crossings(ranks: &[Vec<usize>], vertex_column: &[usize], segments: &[(usize, usize)], column_count: usize) -> usize {
    let mut position = vec![0usize; vertex_column.len()];
    for column in ranks {
        for (at, &vertex) in column.iter().enumerate() {
            position[vertex] = at;
        }
    }
    let mut by_column: Vec<Vec<(usize, usize)>> = vec![Vec::new(); column_count];
    for &(tail, head) in segments {
        by_column[vertex_column[tail]].push((position[tail], position[head]));
    }
    let mut crossings = 0;
    for (column, pairs) in by_column.iter_mut().enumerate() {
        if pairs.len() < 2 {
            continue;
        }
        pairs.sort_unstable();
        let width = ranks.get(column + 1).map_or(0, Vec::len);
        let mut tree = vec![0usize; width + 1];
        for (seen, &(_, head)) in pairs.iter().enumerate() {
            // Segments seen so far whose head is below this one's cross it.
            let mut at_most = 0;
            let mut index = head + 1;
            while index > 0 {
                at_most += tree[index];
                index &= index - 1;
            }
            crossings += seen - at_most;
            let mut index = head + 1;
            while index <= width {
                tree[index] += 1;
                index += index & index.wrapping_neg();
            }
        }
    }
    crossings
}

/// Rows for every vertex: its position in its column to begin with, then pulled toward the mean
/// row of its neighbours, keeping the column's order and at least one row between boxes; rows
/// stay on a grid of half rows, and the lowest is row 0.
fn straighten(ranks: &[Vec<usize>], vertex_column: &[usize], below: &[Vec<usize>], above: &[Vec<usize>], column_count: usize) -> Vec<f64> {
    let half = |value: f64| (value * 2.0).round() / 2.0;
    let mut row = vec![0.0f64; vertex_column.len()];
    for column in ranks {
        for (at, &vertex) in column.iter().enumerate() {
            row[vertex] = at as f64;
        }
    }
    for pass in 0..STRAIGHTEN_PASSES {
        let order: Vec<usize> = if pass % 2 == 0 { (0..column_count).collect() } else { (0..column_count).rev().collect() };
        for column in order {
            let vertices = &ranks[column];
            let wanted: Vec<f64> = vertices
                .iter()
                .map(|&v| {
                    let count = below[v].len() + above[v].len();
                    if count == 0 { row[v] } else { half(below[v].iter().chain(&above[v]).map(|&o| row[o]).sum::<f64>() / count as f64) }
                })
                .collect();
            // As near the wanted rows as the order and the spacing allow, then the whole column
            // moved back by the mean displacement, so that it does not drift away from them.
            let mut placed: Vec<f64> = Vec::with_capacity(vertices.len());
            for &want in &wanted {
                placed.push(placed.last().map_or(want, |previous| want.max(previous + 1.0)));
            }
            let shift = half(placed.iter().zip(&wanted).map(|(p, w)| p - w).sum::<f64>() / placed.len().max(1) as f64);
            for (&vertex, &at) in vertices.iter().zip(&placed) {
                row[vertex] = at - shift;
            }
        }
    }
    let lowest = row.iter().copied().fold(f64::INFINITY, f64::min);
    if lowest.is_finite() {
        row.iter_mut().for_each(|r| *r -= lowest);
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nodes(orders: &[&str]) -> Vec<LayoutNode> {
        orders.iter().map(|o| LayoutNode { order: o.to_string() }).collect()
    }

    #[test]
    fn every_arrow_points_to_a_later_column() {
        let graph = nodes(&["1901", "1920", "1920", "1950", "1951"]);
        let edges = [(0, 1), (0, 2), (1, 3), (2, 4), (3, 4)];
        let drawn = layout(&graph, &edges);
        for &(tail, head) in &edges {
            assert!(drawn.nodes[tail].column < drawn.nodes[head].column);
        }
        assert_eq!(drawn.nodes[4].column, 3, "the longest path decides the column");
    }

    #[test]
    fn a_tree_is_drawn_without_crossings() {
        // A root split in two, each half split again, in an order that crosses at first.
        let graph = nodes(&["a", "b", "c", "d4", "d1", "d3", "d2"]);
        let edges = [(0, 1), (0, 2), (1, 4), (2, 3), (1, 6), (2, 5)];
        assert_eq!(layout(&graph, &edges).crossings, 0);
    }

    #[test]
    fn crossings_are_counted_exactly() {
        // Two columns of two with both arrows crossing: one crossing.
        let ranks = vec![vec![0, 1], vec![2, 3]];
        let columns = [0, 0, 1, 1];
        assert_eq!(total_crossings(&ranks, &columns, &[(0, 3), (1, 2)], 2), 1);
        assert_eq!(total_crossings(&ranks, &columns, &[(0, 2), (1, 3)], 2), 0);
        // Three arrows from one tail never cross each other.
        let ranks = vec![vec![0], vec![1, 2, 3]];
        assert_eq!(total_crossings(&ranks, &[0, 1, 1, 1], &[(0, 1), (0, 2), (0, 3)], 2), 0);
    }

    #[test]
    fn a_long_arrow_bends_once_per_column_it_passes() {
        let graph = nodes(&["1", "2", "3", "4"]);
        let drawn = layout(&graph, &[(0, 1), (1, 2), (2, 3), (0, 3)]);
        let long = drawn.routes.iter().find(|r| r.from == 0 && r.to == 3).expect("the long arrow");
        assert_eq!(long.points.iter().map(|p| p.0).collect::<Vec<_>>(), vec![0, 1, 2, 3]);
    }

    #[test]
    fn boxes_of_a_column_never_overlap() {
        let graph = nodes(&["r", "a", "b", "c", "d", "e"]);
        let drawn = layout(&graph, &[(0, 1), (0, 2), (0, 3), (0, 4), (0, 5)]);
        let mut rows: Vec<f64> = drawn.nodes[1..].iter().map(|p| p.row).collect();
        rows.sort_by(|a, b| a.partial_cmp(b).unwrap_or(Ordering::Equal));
        assert!(rows.windows(2).all(|pair| pair[1] - pair[0] >= 1.0), "{rows:?}");
        assert!(rows.iter().all(|r| *r >= 0.0));
    }

    #[test]
    fn a_cycle_or_a_bad_edge_does_not_stop_the_drawing() {
        let graph = nodes(&["a", "b", "c"]);
        let drawn = layout(&graph, &[(0, 1), (1, 2), (2, 0), (1, 9), (2, 2)]);
        assert_eq!(drawn.nodes.len(), 3);
        assert_eq!(drawn.routes.len(), 3);
    }

    #[test]
    fn the_same_graph_is_always_drawn_the_same_way() {
        let graph = nodes(&["1", "2", "2", "3", "3", "3"]);
        let edges = [(0, 1), (0, 2), (1, 5), (2, 3), (1, 4)];
        assert_eq!(layout(&graph, &edges), layout(&graph, &edges));
    }

    #[test]
    fn an_empty_graph_has_no_columns() {
        let drawn = layout(&[], &[]);
        assert_eq!((drawn.columns, drawn.rows, drawn.crossings), (0, 0, 0));
    }
}
