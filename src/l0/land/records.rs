//! PLSS land written as a record rather than a sentence: exports and data entry give each value
//! a field of its own, and the field's label says what it holds. The layouts differ — a header
//! row over delimited rows (CSV, an HTML table), labels before their values ("TWP 025.0N RNG
//! 036.0E SEC 14", `"TWP":"001S"`, `twp=3N&rng=1E`, `<Township>4N</Township>`, "Section: 18."),
//! a label that names several fields at once ("STR: 22/8N/59E", "Twp-Rge", a legend
//! "QQ-Q-S-T-R" over values written in its order) or the Bureau of Land Management's township
//! identifier — but the reading is one: each value goes to the field its label names, and a
//! record that holds a section, a township and a range (each with its direction) is a tract.
//! A record that lacks one of them, or whose parts cannot be read, gives no tract and a warning
//! saying what was missing. Only blocks where no sentence gave a tract are read this way, but
//! for records that label each value on a line of its own, which are read beside the block's
//! sentences (`land_record_rows`). The labels are one vocabulary for every layout, the typed
//! tables of `tables.rs` included.

use super::*;

/// What a record's field holds, told by its label.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) enum Field {
    Section,
    Township,
    /// The township's direction in a field of its own ("TWPDIR").
    TownshipDirection,
    Range,
    RangeDirection,
    /// The quarter of the section ("QTR NE"), or the whole chain where no quarter-quarter field
    /// is given.
    Quarter,
    /// The quarter of the quarter ("QQ NW"): written before the quarter in the chain.
    QuarterQuarter,
    /// The aliquot parts as a chain ("NWSE;SWSE", "N/2 NE/4").
    Parts,
    Lots,
    Meridian,
    /// The Bureau of Land Management's township identifier: state, meridian, township and range
    /// in fixed places ("CO060050N0650W0").
    TownshipId,
    /// A field a land record has beside those (state, county, acres, tract number).
    Other,
}

/// The labels of a land record's fields, and the words of a land table's header. Single letters
/// name a field only inside a label that names several ("S-T-R", "QQ-Q-S-T-R"), before a colon
/// or an equals sign, or in a table's header.
const LABELS: &[(&str, Field)] = &[
    ("s", Field::Section),
    ("sec", Field::Section),
    ("secs", Field::Section),
    ("sect", Field::Section),
    ("section", Field::Section),
    ("sections", Field::Section),
    ("frstdivno", Field::Section),
    ("t", Field::Township),
    ("tp", Field::Township),
    ("twp", Field::Township),
    ("tsp", Field::Township),
    ("twn", Field::Township),
    ("town", Field::Township),
    ("township", Field::Township),
    ("twpdir", Field::TownshipDirection),
    ("r", Field::Range),
    ("rg", Field::Range),
    ("rng", Field::Range),
    ("rge", Field::Range),
    ("range", Field::Range),
    ("rngdir", Field::RangeDirection),
    ("rgedir", Field::RangeDirection),
    ("q", Field::Quarter),
    ("qtr", Field::Quarter),
    ("quarter", Field::Quarter),
    ("qq", Field::QuarterQuarter),
    ("qqtr", Field::QuarterQuarter),
    ("aliq", Field::Parts),
    ("aliquot", Field::Parts),
    ("aliquots", Field::Parts),
    ("legal", Field::Parts),
    ("part", Field::Parts),
    ("parts", Field::Parts),
    ("secdivno", Field::Parts),
    ("description", Field::Parts),
    ("desc", Field::Parts),
    ("land", Field::Parts),
    ("lands", Field::Parts),
    ("subdivision", Field::Parts),
    ("subdivisions", Field::Parts),
    ("lot", Field::Lots),
    ("lots", Field::Lots),
    ("mer", Field::Meridian),
    ("meridian", Field::Meridian),
    ("pm", Field::Other),
    ("p.m", Field::Other),
    ("plssid", Field::TownshipId),
    ("state", Field::Other),
    ("st", Field::Other),
    ("county", Field::Other),
    ("acres", Field::Other),
    ("ac", Field::Other),
    ("gross", Field::Other),
    ("net", Field::Other),
    ("tract", Field::Other),
    ("id", Field::Other),
    ("lease", Field::Other),
    ("no", Field::Other),
    ("#", Field::Other),
    ("interest", Field::Other),
    ("owner", Field::Other),
    ("lessor", Field::Other),
    ("remarks", Field::Other),
    ("notes", Field::Other),
];

/// The fields a label names: one ("TWP"), or several joined by hyphens or slashes ("Twp-Rge",
/// "S/T/R", "QQ-Q-S-T-R") or run together as "STR".
pub(super) fn fields_of(label: &str) -> Option<Vec<Field>> {
    let field = |word: &str| LABELS.iter().find(|(name, _)| name.eq_ignore_ascii_case(word)).map(|(_, field)| *field);
    if label.eq_ignore_ascii_case("str") {
        return Some(vec![Field::Section, Field::Township, Field::Range]);
    }
    if label.contains(['-', '/']) {
        let fields: Option<Vec<Field>> = label.split(['-', '/']).map(field).collect();
        return fields.filter(|fields| fields.len() >= 2 && fields.iter().all(|f| *f != Field::Other));
    }
    field(label).map(|f| vec![f])
}

/// One value of a record and the field its label gives it, with its span in the block.
#[derive(Clone, Debug)]
struct Value {
    field: Field,
    start: usize,
    end: usize,
}

/// The tracts of the land records in a block, with a warning for each record that is no tract.
pub(super) fn record_tracts(block: &str, words: &LoweredText, warnings: &mut Vec<String>) -> Vec<TractMatch> {
    // Every record names a township, by one of these labels or by a legend or an identifier.
    let path = block.contains(" > ");
    if !words.holds_any(&["twp", "twn", "township", "str:", "s-t-r", "s/t/r", "plssid"])
        && !holds_glued_township(block)
        && !holds_keyed_township(block)
        && !path
    {
        return Vec::new();
    }
    let mut records = header_rows(block);
    if records.is_empty() && path {
        records = path_records(block);
    }
    if records.is_empty() {
        records = labelled_values(block);
    }
    let mut tracts: Vec<TractMatch> = Vec::new();
    for record in records.into_iter().flat_map(|record| per_section(block, record)) {
        match record_tract(block, &record) {
            Ok(tract) => tracts.push(tract),
            Err(missing) => {
                let (start, end) = span_of(&record);
                warnings.push(format!(
                    "land record not taken as a tract, {missing}: {:?}",
                    block[start..end].chars().take(80).collect::<String>()
                ));
            }
        }
    }
    merge_same_sections(tracts)
}

/// A record whose section field holds an object keyed by the sections' numbers, each with its
/// parts (`"sections": {"3": ["L1", "S2NE4"], "10": "NE4"}`), as one record per section, each
/// with the record's other fields; any other record as it is.
fn per_section(block: &str, record: Vec<Value>) -> Vec<Vec<Value>> {
    let Some(at) = record.iter().position(|v| v.field == Field::Section && block[v.start..v.end].starts_with('{')) else {
        return vec![record];
    };
    let object = record[at].clone();
    let others: Vec<Value> = record.iter().enumerate().filter(|(index, _)| *index != at).map(|(_, v)| v.clone()).collect();
    let text = &block[object.start..object.end];
    let mut records = Vec::new();
    let mut from = 1;
    while let Some(colon) = text[from..].find(':').map(|i| from + i) {
        let key = text[from..colon].trim_matches(|c: char| c.is_whitespace() || "\"',{".contains(c));
        let key_start = object.start + (key.as_ptr() as usize - text.as_ptr() as usize);
        let value = text[colon + 1..].trim_start();
        let value_at = text.len() - value.len();
        // A list of parts runs to its bracket (the record's end may have lost it), one value
        // to its comma.
        let (inside, value_end) = match value.strip_prefix('[') {
            Some(list) => (value_at + 1, list.find(']').map_or(text.len(), |i| value_at + 1 + i)),
            None => (value_at, value.find([',', '}']).map_or(text.len(), |i| value_at + i)),
        };
        let mut section = others.clone();
        section.push(Value { field: Field::Section, start: key_start, end: key_start + key.len() });
        section.push(Value { field: Field::Parts, start: object.start + inside, end: object.start + value_end });
        records.push(section);
        from = (value_end + 1).min(text.len());
    }
    records
}

fn span_of(record: &[Value]) -> (usize, usize) {
    let start = record.iter().map(|v| v.start).min().unwrap_or_default();
    let end = record.iter().map(|v| v.end).max().unwrap_or_default();
    (start, end)
}

/// The cells of a row: the spans between its delimiters, or between an HTML row's cell tags.
fn cells_of(block: &str, start: usize, row: &str, delimiter: Delimiter) -> Vec<Range<usize>> {
    // An export quotes its values ("\"20\"", "'5S'"): the quotes are no part of them.
    let quoted = |c: char| c.is_whitespace() || c == '"' || c == '\'';
    let trimmed = |from: usize, to: usize| {
        let cell = &block[from..to];
        let lead = cell.len() - cell.trim_start_matches(quoted).len();
        from + lead..from + cell.trim_end_matches(quoted).len().max(lead)
    };
    match delimiter {
        Delimiter::Char(c) => {
            let mut cells = Vec::new();
            let mut from = start;
            // A value in quotes may hold the delimiter ("NW/4, N/2 SW/4" quoted): it parts no
            // cells there.
            let mut quoted_value = false;
            for (at, found) in row.match_indices([c, '"']) {
                if found == "\"" {
                    quoted_value = !quoted_value;
                    continue;
                }
                if quoted_value {
                    continue;
                }
                cells.push(trimmed(from, start + at));
                from = start + at + c.len_utf8();
            }
            cells.push(trimmed(from, start + row.trim_end().len()));
            cells
        }
        Delimiter::Html => {
            let mut cells = Vec::new();
            let mut at = 0;
            while let Some(open) = row[at..].find("<t").map(|i| at + i) {
                let Some(close) = row[open..].find('>').map(|i| open + i + 1) else { break };
                if !matches!(row.as_bytes().get(open + 2), Some(b'd' | b'h' | b'D' | b'H')) {
                    at = close;
                    continue;
                }
                let end = row[close..].find('<').map_or(row.len(), |i| close + i);
                cells.push(trimmed(start + close, start + end));
                at = end;
            }
            cells
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Delimiter {
    Char(char),
    Html,
}

/// The rows of a block: its lines, each HTML table row (`<tr>`) on its own, and each tuple of a
/// line that holds several in parentheses (a column list and the rows of values after it, as a
/// database's insert statement writes them: "(sec, twp, rng) VALUES (4, '2N', '61W'), …").
fn rows_of(block: &str) -> Vec<(usize, &str)> {
    let mut rows = Vec::new();
    let mut line_start = 0;
    for line in block.split_inclusive('\n') {
        let start = line_start;
        line_start += line.len();
        if line.contains("<tr") || line.contains("<TR") {
            let lower = line.to_ascii_lowercase();
            let opens: Vec<usize> = lower.match_indices("<tr").map(|(at, _)| at).collect();
            for (index, open) in opens.iter().enumerate() {
                let end = opens.get(index + 1).copied().unwrap_or(line.len());
                rows.push((start + open, &line[*open..end]));
            }
        } else if let Some(tuples) = tuples_of(line) {
            rows.extend(tuples.into_iter().map(|tuple| (start + tuple.start, &line[tuple])));
        } else {
            rows.push((start, line));
        }
    }
    rows
}

/// The insides of a line's parenthesized tuples, when it holds two or more and each lists values
/// with commas; None otherwise (a line of prose with a parenthesis or two).
fn tuples_of(line: &str) -> Option<Vec<Range<usize>>> {
    if line.matches('(').take(2).count() < 2 {
        return None;
    }
    let mut tuples = Vec::new();
    let mut at = 0;
    while let Some(open) = line[at..].find('(').map(|i| at + i + 1) {
        let close = line[open..].find(')').map(|i| open + i)?;
        if line[open..close].contains('(') || !line[open..close].contains(',') {
            return None;
        }
        tuples.push(open..close);
        at = close + 1;
    }
    (tuples.len() >= 2).then_some(tuples)
}

/// Records laid out as a header row that names every column and the rows under it, in a
/// delimited export (commas, semicolons, tabs) or an HTML table. A row with more or fewer cells
/// than the header names is read as a record that lacks its fields, so it gives no tract.
fn header_rows(block: &str) -> Vec<Vec<Value>> {
    let mut records = Vec::new();
    let mut header: Option<(Delimiter, Vec<Option<Vec<Field>>>)> = None;
    let mut above: Vec<Value> = Vec::new();
    for (start, row) in rows_of(block) {
        if let Some((delimiter, columns)) = &header {
            let cells = cells_of(block, start, row, *delimiter);
            // A row a cell or two short (or over) is a damaged row of the table; fewer cells
            // than that, a line after it.
            if cells.len() + 2 >= columns.len() && cells.len() >= 2 {
                let mut record = Vec::new();
                if cells.len() == columns.len() {
                    for (cell, fields) in cells.iter().zip(columns) {
                        let Some(fields) = fields else { continue };
                        let cell = if is_ditto(&block[cell.clone()]) {
                            let Some(value) = above.iter().find(|v| v.field == fields[0]) else { continue };
                            value.start..value.end
                        } else {
                            cell.clone()
                        };
                        record.extend(split_value(block, cell, fields));
                    }
                } else {
                    // Only the row's span: every field is missing.
                    record.push(Value { field: Field::Other, start: cells[0].start, end: cells[cells.len() - 1].end });
                }
                above.clone_from(&record);
                records.push(record);
                continue;
            }
        }
        header = header_of(row);
        above.clear();
    }
    records
}

/// The fields a column's label names: a label ([`fields_of`]), or the words of one label of
/// another field ("Lease ID", "lease_id", "net_acres", "tract_id"), as exports join them.
pub(super) fn column_fields(label: &str) -> Option<Vec<Field>> {
    fields_of(label.trim_end_matches('.')).or_else(|| {
        let mut words = label.split(|c: char| c.is_whitespace() || c == '_').filter(|word| !word.is_empty());
        words.all(|word| fields_of(word.trim_end_matches('.')).is_some()).then(|| vec![Field::Other])
    })
}

/// A header row: every cell a label, among them a section's and a township's or a legal
/// description's.
fn header_of(row: &str) -> Option<(Delimiter, Vec<Option<Vec<Field>>>)> {
    // Every header names its section column, whose label begins with "sec".
    if !row.as_bytes().windows(3).any(|w| w.eq_ignore_ascii_case(b"sec")) {
        return None;
    }
    let delimiter = if row.contains("<th") || row.contains("<TH") || row.contains("<td") {
        Delimiter::Html
    } else {
        [',', ';', '\t'].into_iter().find(|c| row.contains(*c)).map(Delimiter::Char)?
    };
    let cells = cells_of(row, 0, row, delimiter);
    let mut columns = Vec::new();
    for cell in &cells {
        let cell = &row[cell.clone()];
        let fields = column_fields(cell)?;
        columns.push((!fields.contains(&Field::Other)).then_some(fields));
    }
    let has = |field: Field| columns.iter().flatten().any(|fields| fields.contains(&field));
    (columns.len() >= 3 && has(Field::Section) && has(Field::Township)).then_some((delimiter, columns))
}

/// Paths that walk down from the meridian to the quarter a step at a time, as land and mapping
/// systems print a parcel's place ("Willamette Meridian > Township 25N > Range 36E > Section 26 >
/// SW/4 > NE/4", "PM 5 > T 140 N > R 80 W > Sec 4 > SE/4"): each step before the section is a
/// label and its value ("Township 25N", "T 140 N") or a glued one ("T3N", "R65W") or a
/// meridian's name; each step after it is a quarter of the step before, so two such steps are
/// a quarter-quarter written outside in (SW/4 then NE/4: the NE/4 SW/4). A path of more than two
/// quarters gives no tract, with a warning.
fn path_records(block: &str) -> Vec<Vec<Value>> {
    let mut records = Vec::new();
    let mut line_start = 0;
    for line in block.split_inclusive('\n') {
        let start = line_start;
        line_start += line.len();
        if line.matches(" > ").take(3).count() < 3 {
            continue;
        }
        let mut record: Vec<Value> = Vec::new();
        let mut quarters: Vec<Range<usize>> = Vec::new();
        let mut from = 0;
        for step_end in line.match_indices('>').map(|(at, _)| at).chain([line.trim_end().len()]) {
            // A caption before the first step ("Parcel path:") and a remark after the last ("(Lincoln
            // County)") are no steps.
            let mut step = &line[from..step_end];
            let mut step_start = start + from;
            from = step_end + 1;
            if let Some(colon) = step.find(": ") {
                step_start += colon + 2;
                step = &step[colon + 2..];
            }
            step = &step[..step.find('(').unwrap_or(step.len())];
            let lead = step.len() - step.trim_start().len();
            let text = step.trim();
            let span = step_start + lead..step_start + lead + text.len();
            if text.is_empty() {
                continue;
            }
            if record.iter().any(|v| v.field == Field::Section) {
                quarters.push(span);
                continue;
            }
            let first = text.split(' ').next().unwrap_or_default();
            let label = first.trim_end_matches(['.', ':']);
            let glued = text.len() > 1 && text.starts_with(['T', 'R']) && text.as_bytes()[1].is_ascii_digit();
            let value = if glued {
                Some(Value { field: if text.starts_with('T') { Field::Township } else { Field::Range }, start: span.start, end: span.end })
            } else {
                match fields_of(label).as_deref() {
                    Some([field @ (Field::Section | Field::Township | Field::Range | Field::Meridian)]) if text.len() > first.len() => {
                        let rest = text[first.len()..].trim_start();
                        Some(Value { field: *field, start: span.end - rest.len(), end: span.end })
                    }
                    _ => meridian_value(text).map(|_| Value { field: Field::Meridian, start: span.start, end: span.end }),
                }
            };
            record.extend(value);
        }
        if !record.iter().any(|v| v.field == Field::Section) {
            continue;
        }
        match quarters.as_slice() {
            [] => {}
            [quarter] => record.push(Value { field: Field::Quarter, start: quarter.start, end: quarter.end }),
            [quarter, small] => {
                record.push(Value { field: Field::Quarter, start: quarter.start, end: quarter.end });
                record.push(Value { field: Field::QuarterQuarter, start: small.start, end: small.end });
            }
            // Deeper steps than a quarter-quarter: read as parts, which they are not, so the
            // record gives no tract and a warning naming them.
            _ => record.push(Value { field: Field::Parts, start: quarters[0].start, end: quarters[quarters.len() - 1].end }),
        }
        records.push(record);
    }
    records
}

/// A value whose label names several fields, split at its hyphens or slashes ("22/8N/59E",
/// "5S-14E"); a value that does not split into as many pieces fills none of them.
fn split_value(block: &str, cell: Range<usize>, fields: &[Field]) -> Vec<Value> {
    if fields.len() == 1 {
        return vec![Value { field: fields[0], start: cell.start, end: cell.end }];
    }
    let text = &block[cell.clone()];
    let separator = if text.contains('/') && !text.contains("1/") { '/' } else { '-' };
    let pieces: Vec<(usize, &str)> = text
        .match_indices(separator)
        .map(|(at, _)| at)
        .chain([text.len()])
        .scan(0, |from, to| {
            let piece = (*from, &text[*from..to]);
            *from = to + 1;
            Some(piece)
        })
        .collect();
    if pieces.len() != fields.len() {
        return Vec::new();
    }
    pieces
        .iter()
        .zip(fields)
        .map(|((at, piece), field)| Value { field: *field, start: cell.start + at, end: cell.start + at + piece.len() })
        .collect()
}

/// Labels before their values, a record's fields in a line or over several lines: a label
/// followed by a colon or an equals sign (quoted or not), a tag around its value, or a label
/// typed in capitals before its value. A record ends where one of its fields is named again. A
/// legend — a label that names several fields with no value after it ("Legend: QQ-Q-S-T-R") —
/// makes each value written in its order a record.
fn labelled_values(block: &str) -> Vec<Vec<Value>> {
    let mut records: Vec<Vec<Value>> = Vec::new();
    let mut record: Vec<Value> = Vec::new();
    let mut legend: Option<(usize, Vec<Field>)> = None;
    let bytes = block.as_bytes();
    let mut line_start = 0;
    for line in block.split_inclusive('\n') {
        let start = line_start;
        line_start += line.len();
        let labels = labels_in(start, line);
        for (index, (label_start, label_end, fields, value_start, item_end)) in labels.iter().enumerate() {
            let next = labels.get(index + 1).map_or(start + line.trim_end().len(), |l| l.0);
            let mut value_end = item_end.unwrap_or(next).max(*value_start);
            if bytes.get(label_start.wrapping_sub(1)) == Some(&b'<') {
                value_end = block[*value_start..value_end].find('<').map_or(value_end, |i| value_start + i);
            }
            value_end = block[*value_start..value_end].find('(').map_or(value_end, |i| value_start + i);
            let value = &block[*value_start..value_end];
            let lead = value.len() - value.trim_start_matches(|c: char| c.is_whitespace() || "\"'".contains(c)).len();
            let kept = value.trim_end_matches(|c: char| c.is_whitespace() || "\"'.,;&|}]".contains(c)).len();
            let cell = value_start + lead..value_start + kept.max(lead);
            // A label whose value is the glued record after it ("Lands: T30N/R108W/S20/NE") holds
            // nothing of its own.
            if cell.is_empty() && fields.len() == 1 {
                continue;
            }
            let values = split_value(block, cell.clone(), fields);
            if values.is_empty() && fields.len() >= 3 {
                legend = Some((*label_end, fields.clone()));
                continue;
            }
            if values.iter().any(|v| record.iter().any(|known| known.field == v.field && v.field != Field::Other)) {
                records.push(std::mem::take(&mut record));
            }
            record.extend(values);
        }
    }
    if !record.is_empty() {
        records.push(record);
    }
    if let Some((from, fields)) = legend {
        records.extend(legend_values(block, from, &fields));
    }
    records.retain(|record| record.iter().filter(|v| v.field != Field::Other).count() >= 2);
    records
}

/// A label found in a line: (label start, label end, its fields, where its value starts, where
/// its value ends when the label's own item bounds it, as a glued "T12N;" does).
type LineLabel = (usize, usize, Vec<Field>, usize, Option<usize>);

/// The labels of a line.
fn labels_in(start: usize, line: &str) -> Vec<LineLabel> {
    let mut labels = Vec::new();
    let bytes = line.as_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'/';
    let mut at = 0;
    // Where the last glued item ended: a word may start there although a slash is before it.
    let mut glued_end = None;
    while at < bytes.len() {
        if !is_word(bytes[at]) || (at > 0 && is_word(bytes[at - 1]) && glued_end != Some(at)) {
            at += 1;
            continue;
        }
        if let Some((field, end)) = glued_item(bytes, at) {
            labels.push((start + at, start + at + 1, vec![field], start + at + 1, Some(start + end)));
            at = end + 1;
            glued_end = Some(at);
            // The aliquot parts after a section's slash, to the item's end ("S20/NE,SE").
            if field == Field::Section && bytes.get(end) == Some(&b'/') {
                let parts_end = line[at..].find(|c: char| c.is_whitespace() || c == ';').map_or(line.len(), |i| at + i);
                labels.push((start + end, start + at, vec![Field::Parts], start + at, Some(start + parts_end)));
                at = parts_end;
            }
            continue;
        }
        let from = at;
        while at < bytes.len() && is_word(bytes[at]) {
            at += 1;
        }
        let word = &line[from..at];
        let after = &line[at..];
        let quoted = after.strip_prefix(['"', '\'']).unwrap_or(after);
        let tagged = from > 0 && bytes[from - 1] == b'<' && after.starts_with('>');
        // An export may space its sign from the key ("TWP = 014N", "RNG :65W").
        let quoted = quoted.trim_start_matches(' ');
        let keyed = quoted.starts_with([':', '=']);
        let capitals = word.len() >= 2 && word.bytes().all(|b| !b.is_ascii_lowercase()) && word.bytes().any(|b| b.is_ascii_alphabetic());
        // Prose words stand in none of these places: they are not looked up.
        if !(tagged || keyed || capitals) {
            continue;
        }
        let Some(fields) = fields_of(word) else { continue };
        let value_at = if tagged {
            Some(at + 1)
        } else if keyed {
            Some(at + (after.len() - quoted.len()) + 1)
        } else if after.starts_with(' ') || fields.len() >= 3 {
            Some(at)
        } else {
            None
        };
        // A single letter is a label only before a colon or an equals sign ("T: 5N", "r=3W").
        if let Some(value_at) = value_at.filter(|_| word.len() > 1 || !tagged && keyed)
            && !fields.contains(&Field::Other)
        {
            labels.push((start + from, start + at, fields, start + value_at, None));
        }
    }
    labels
}

/// A record's field written as its label's letter glued to its value, the fields parted by
/// semicolons or slashes ("T12N; R48W; S28", "T30N/R108W/S20/NE"): a township's "T" before its
/// number and direction, a range's "R" likewise, a section's "S" before its number. The item
/// starts a word, and a semicolon, a slash or the line's end follows it. Its field and its end.
fn glued_item(bytes: &[u8], at: usize) -> Option<(Field, usize)> {
    if at > 0 && bytes[at - 1].is_ascii_alphanumeric() {
        return None;
    }
    let (field, directions): (Field, &[u8]) = match bytes[at] {
        b'T' => (Field::Township, b"NS"),
        b'R' => (Field::Range, b"EW"),
        b'S' => (Field::Section, b""),
        _ => return None,
    };
    let digits = bytes[at + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
    let mut end = at + 1 + digits;
    if !(1..=3).contains(&digits) {
        return None;
    }
    if !directions.is_empty() {
        directions.contains(bytes.get(end)?).then_some(())?;
        end += 1;
    }
    let after = bytes[end..].iter().find(|b| **b != b' ');
    matches!(after, None | Some(b';' | b'/' | b'\n' | b'\r')).then_some((field, end))
}

/// Whether a block holds a township glued to its label and a range glued to its label after it,
/// one delimiter between them ("T12N; R48W", "T30N/R108W"): a glued record.
fn holds_glued_township(block: &str) -> bool {
    let bytes = block.as_bytes();
    bytes.iter().enumerate().filter(|(_, b)| **b == b'T').any(|(at, _)| {
        glued_item(bytes, at).is_some_and(|(field, end)| {
            let next = bytes[end + 1..].iter().position(|b| *b != b' ').map(|i| end + 1 + i);
            field == Field::Township && next.is_some_and(|next| glued_item(bytes, next).is_some_and(|(f, _)| f == Field::Range))
        })
    })
}

/// Whether a block keys a township by its letter alone, the sign after it ("T=3S; R=7E; S=22",
/// "T = 20S"): the letter starts a word and only spaces stand between it and its equals sign.
fn holds_keyed_township(block: &str) -> bool {
    let bytes = block.as_bytes();
    block.match_indices('=').any(|(at, _)| {
        let key_end = bytes[..at].iter().rposition(|b| *b != b' ').map_or(0, |i| i + 1);
        key_end >= 1 && bytes[key_end - 1].eq_ignore_ascii_case(&b'T') && (key_end == 1 || !bytes[key_end - 2].is_ascii_alphanumeric())
    })
}

/// The values written in a legend's order after it: words whose hyphen- or slash-parted pieces
/// are as many as the legend's fields ("NE-NE-22-16N-7W").
fn legend_values(block: &str, from: usize, fields: &[Field]) -> Vec<Vec<Value>> {
    let mut records = Vec::new();
    let mut at = from;
    for word in block[from..].split(|c: char| c.is_whitespace() || ";,".contains(c)) {
        let start = at;
        at += word.len() + 1;
        let word = word.trim_end_matches('.');
        if word.is_empty() || !word.contains(['-', '/']) {
            continue;
        }
        let values = split_value(block, start..start + word.len(), fields);
        if !values.is_empty() {
            records.push(values);
        }
    }
    records
}

/// The rows of the land records in a block that name each value by a label on its own line, as
/// exports of title and GIS systems and configuration-style schedules write a tract: "section:
/// 27", "township: 13 S", "range = \"40W\"", "parts = [\"NE4\"]", or a list of parts under
/// the label ("aliquots:" then "- NE4" and "- N2SE4" below it). A record runs over such lines;
/// a second section's label, a heading that is no label ("[[tract]]", "tract:") or a line of
/// prose closes it. A record counts when it labels a section's number, its township and its
/// range: the reader reads nothing a record leaves out.
pub(super) fn land_record_rows(block: &str) -> Vec<TableRow> {
    let mut rows: Vec<TableRow> = Vec::new();
    let mut record = LandRecord::default();
    let mut line_start = 0;
    for line in block.split_inclusive('\n') {
        let start = line_start;
        line_start += line.len();
        let Some((label, value)) = labelled_value(start, line) else {
            // A list item under the parts' label ("  - NE4") goes on with the parts.
            let item = line.trim_start();
            if record.parts_open && item.starts_with("- ") {
                let cell = start + line.len() - item.len()..start + line.trim_end().len();
                record.parts = Some(record.parts.map_or(cell.clone(), |parts| parts.start..cell.end));
                continue;
            }
            rows.extend(record.row(block));
            record = LandRecord::default();
            continue;
        };
        record.parts_open = false;
        match fields_of(&block[label]).as_deref() {
            Some([Field::Section]) => {
                if record.section.is_some() {
                    rows.extend(record.row(block));
                    record = LandRecord::default();
                }
                record.section = Some(value);
            }
            Some([Field::Township]) => record.township = Some(value),
            Some([Field::Range]) => record.range = Some(value),
            Some([Field::Quarter | Field::QuarterQuarter | Field::Parts]) => {
                record.parts_open = value.is_empty();
                record.parts = Some(value);
            }
            _ => {}
        }
        record.start.get_or_insert(start);
        record.end = start + line.trim_end().len();
    }
    rows.extend(record.row(block));
    rows
}

/// The labelled values of one land record, as spans of the block.
#[derive(Default)]
struct LandRecord {
    start: Option<usize>,
    end: usize,
    section: Option<Range<usize>>,
    township: Option<Range<usize>>,
    range: Option<Range<usize>>,
    parts: Option<Range<usize>>,
    /// Whether the parts' label stood alone on its line, its list of parts below it.
    parts_open: bool,
}

impl LandRecord {
    fn row(&self, block: &str) -> Option<TableRow> {
        let section = number_slot(&block[self.section.clone()?]).filter(|n| n.parse::<u32>().is_ok_and(|n| (1..=36).contains(&n)))?;
        // "Township: Harrison" names a civil township, not a surveyed one.
        township_cell(&block[self.township.clone()?], ['N', 'S'])?;
        township_cell(&block[self.range.clone()?], ['E', 'W'])?;
        Some(TableRow {
            start: self.start?,
            end: self.end,
            section,
            township: Some(self.township.clone()?),
            range: Some(self.range.clone()?),
            parts: self.parts.clone(),
            lots: None,
        })
    }
}

/// A line that is one label and its value ("township: 13 S", "range = \"40W\"", "aliquots:"
/// with its list below), as the spans of the label and of the value without its quotes and
/// brackets. The label is one word of letters (a land table's header word) at the line's start.
fn labelled_value(start: usize, line: &str) -> Option<(Range<usize>, Range<usize>)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[indent..];
    let label_len = rest.bytes().take_while(|b| b.is_ascii_alphabetic() || *b == b'_').count();
    if label_len == 0 {
        return None;
    }
    let after = &rest[label_len..];
    let gap = after.len() - after.trim_start_matches(' ').len();
    let after = &after[gap..];
    if !after.starts_with([':', '=']) {
        return None;
    }
    let value = after[1..].trim_end();
    let value_start = line.len() - after.len() + 1;
    let trimmed = value.trim_start_matches([' ', '"', '\'', '[']);
    let value_start = value_start + value.len() - trimmed.len();
    let trimmed = trimmed.trim_end_matches([' ', '"', '\'', ']']);
    let label = start + indent..start + indent + label_len;
    Some((label, start + value_start..start + value_start + trimmed.len()))
}

/// The tract a record describes, or what it lacks.
fn record_tract(block: &str, record: &[Value]) -> Result<TractMatch, String> {
    let value = |field: Field| record.iter().find(|v| v.field == field).map(|v| block[v.start..v.end].trim());
    let mut township = None;
    let mut range = None;
    let mut meridian = value(Field::Meridian).and_then(meridian_value);
    if let Some(id) = value(Field::TownshipId) {
        let (t, r, m) = township_id(id).ok_or_else(|| format!("township identifier {id:?} not read"))?;
        (township, range) = (Some(t), Some(r));
        meridian = meridian.or(m);
    }
    // A scan reads a figure as a letter ("SEC=l2"): a value of figures and such letters is read
    // as figures, one that opens on its label's word ("Sec. 12") after the word.
    let section = value(Field::Section)
        .and_then(|s| {
            scanned_figures(s).or_else(|| Some(s.trim_start_matches(|c: char| c.is_ascii_alphabetic() || c == '.').trim().to_string()))
        })
        .and_then(|s| s.parse::<u32>().ok())
        .filter(|n| (1..=36).contains(n))
        .ok_or("no section's number")?;
    let township = match township {
        Some(t) => t,
        None => figure_and_direction(value(Field::Township), value(Field::TownshipDirection), ['N', 'S'])
            .ok_or("no township with its direction")?,
    };
    let range = match range {
        Some(r) => r,
        None => figure_and_direction(value(Field::Range), value(Field::RangeDirection), ['E', 'W']).ok_or("no range with its direction")?,
    };
    let mut aliquots: Vec<String> = Vec::new();
    let mut lots: Vec<String> = Vec::new();
    match (value(Field::QuarterQuarter), value(Field::Quarter)) {
        (Some(small), Some(quarter)) => {
            let chain = [small, quarter].iter().map(|part| aliquot_part(part).filter(|p| p.ends_with("/4"))).collect::<Option<Vec<_>>>();
            aliquots.push(chain.ok_or("quarter and quarter-quarter not read")?.join(" "));
        }
        (Some(parts), None) | (None, Some(parts)) => aliquots.extend(chains_of(parts, &mut lots).ok_or("aliquot parts not read")?),
        (None, None) => {}
    }
    // A legal description's field may open with the meridian before the glued fields ("Legal:
    // 6th PM; T12N; …"): the meridian, no part.
    let parts = value(Field::Parts);
    let parts_meridian = parts.and_then(meridian_value);
    if parts_meridian.is_some() {
        meridian = meridian.or(parts_meridian);
    } else if let Some(parts) = parts {
        aliquots.extend(chains_of(parts, &mut lots).ok_or("aliquot parts not read")?);
    }
    if let Some(listed) = value(Field::Lots) {
        // An export parts its list's items with semicolons ("1;2") where a comma parts cells.
        lots.extend(list_values_with_ranges(&listed.replace(';', ",")));
    }
    let (start, end) = span_of(record);
    let heading = TownshipRange { start, end, township, range, meridian, section: None };
    Ok(plss_tract(section.to_string(), &heading, &aliquots, lots, Evidence::new("land.plss_record", block, start, end)))
}

/// The aliquot chains of a parts field ("NWSE;SWSE", "SWNE,SENE", "N1/2 NE1/4", "NE", "the
/// northwest", "ALL", "Lots 1, 2, S2NE4", "\"L1\", \"S2NE4\""), its lots added to `lots`: the
/// items after "Lot" or "Lots" that are numbers, and lots glued to their "L". None when an item
/// is neither.
fn chains_of(parts: &str, lots: &mut Vec<String>) -> Option<Vec<String>> {
    let mut chains = Vec::new();
    let mut in_lots = false;
    for item in parts.split([',', ';', '&']).map(|item| item.trim().trim_matches(['"', '\''])).filter(|item| !item.is_empty()) {
        // "L1", "L2-4": lots written as the prose writes them glued.
        if let Some(glued) = GLUED_LOTS.captures(item).filter(|caps| caps.get(0).is_some_and(|m| m.len() == item.len())) {
            lots.extend(list_values_with_ranges(&glued["lots"].replace(['l', 'L'], "")));
            continue;
        }
        let lower = item.to_ascii_lowercase();
        let listed = lower.strip_prefix("lots").or_else(|| lower.strip_prefix("lot")).map(str::trim);
        if let Some(listed) = listed {
            in_lots = true;
            lots.extend(list_values_with_ranges(listed));
            continue;
        }
        if in_lots && item.bytes().all(|b| b.is_ascii_digit() || b == b' ' || b == b'-') {
            lots.extend(list_values_with_ranges(item));
            continue;
        }
        in_lots = false;
        if lower == "all" {
            continue;
        }
        let glued: String = item.chars().filter(|c| !c.is_whitespace()).collect();
        let chain = compact_chain(&glued).or_else(|| {
            let letters = lower.trim_start_matches("the ").trim();
            (!letters.contains(' ')).then(|| aliquot_part(letters)).flatten().map(|part| vec![part])
        })?;
        chains.push(chain.join(" "));
    }
    Some(chains)
}

/// Figures as a scan gives them, with l, i or o among them ("0l4", "l2"), when at least one true
/// figure stands there too: a value of such letters alone ("lON") is a word, not a number.
fn scanned_figures(value: &str) -> Option<String> {
    ocr_figures(value).filter(|_| value.contains(|c: char| c.is_ascii_digit()))
}

/// "025.0N", "001S", "T10N", "4 North", "152" with "N" in a direction field: the figure without
/// its leading zeros and the direction's letter.
fn figure_and_direction(value: Option<&str>, direction: Option<&str>, letters: [char; 2]) -> Option<String> {
    let upper = value?.trim().to_ascii_uppercase();
    let body = upper.strip_prefix(['T', 'R']).filter(|rest| rest.starts_with(|c: char| c.is_ascii_digit() || c == '.')).unwrap_or(&upper);
    let body = body.trim_start_matches(['.', ' ']);
    // The figures as a scan may give them ("0L4N", "O65W"): l, i and o among them are 1 and 0.
    let figures = body.len() - body.trim_start_matches(|c: char| c.is_ascii_digit() || "LIO".contains(c)).len();
    let digits = scanned_figures(&body[..figures])?;
    let mut rest = body[figures..].trim_start();
    // A whole township written with its tenths ("025.0N"); a fractional one is not read.
    if let Some(tenths) = rest.strip_prefix(".0") {
        rest = tenths.trim_start();
    }
    let number: u32 = digits.parse().ok().filter(|n| *n > 0)?;
    let letter = |word: &str| -> Option<char> {
        let word = word.trim().trim_end_matches('.');
        let first = word.chars().next()?;
        let full = match first {
            'N' => "NORTH",
            'S' => "SOUTH",
            'E' => "EAST",
            'W' => "WEST",
            _ => return None,
        };
        (letters.contains(&first) && (word.len() == 1 || word.eq_ignore_ascii_case(full))).then_some(first)
    };
    let direction = if rest.is_empty() { letter(&direction?.to_ascii_uppercase())? } else { letter(rest)? };
    Some(format!("{number}{direction}"))
}

/// The Bureau of Land Management's township identifier: state (2 letters), principal meridian
/// (2 figures), township (3 figures, a tenths figure, its direction), range (the same) and a
/// duplicate flag: "CO060050N0650W0" is T5N R65W of the 6th P.M. in Colorado. A fractional
/// township or range is not read.
fn township_id(id: &str) -> Option<(String, String, Option<String>)> {
    let bytes = id.as_bytes();
    if bytes.len() != 15 || !bytes[..2].iter().all(u8::is_ascii_alphabetic) {
        return None;
    }
    let figure = |at: usize, letters: &[u8; 2]| -> Option<String> {
        let digits = id.get(at..at + 3)?;
        let number: u32 = digits.parse().ok().filter(|n| *n > 0)?;
        let direction = bytes[at + 4].to_ascii_uppercase();
        (bytes[at + 3] == b'0' && letters.contains(&direction)).then(|| format!("{number}{}", direction as char))
    };
    let township = figure(4, b"NS")?;
    let range = figure(9, b"EW")?;
    Some((township, range, meridian_value(&id[2..4])))
}

/// A meridian field's value: a principal meridian's number (the Bureau's codes 01 to 06 are the
/// First to the Sixth) or a meridian's name, with or without the word.
fn meridian_value(value: &str) -> Option<String> {
    if let Ok(number @ 1..=6) = value.trim().parse::<u32>() {
        return Some(format!("{} PM", ["1ST", "2ND", "3RD", "4TH", "5TH", "6TH"][number as usize - 1]));
    }
    meridian(value).or_else(|| meridian(&format!("{value} Meridian")))
}

#[cfg(test)]
mod tests {
    use crate::l0::land::extract;
    use crate::l0::land::tests::{plss_key, tracts};
    use crate::pipeline::Instrument;

    fn keys(text: &str) -> Vec<(String, String, String, String, Vec<String>)> {
        tracts(text)
            .iter()
            .map(|t| {
                let (s, tw, r, a) = plss_key(t);
                (s.unwrap_or("-").into(), tw.unwrap_or("-").into(), r.unwrap_or("-").into(), a.unwrap_or("-").into(), t.lots.clone())
            })
            .collect()
    }

    fn key(s: &str, t: &str, r: &str, a: &str) -> (String, String, String, String, Vec<String>) {
        (s.into(), t.into(), r.into(), a.into(), Vec::new())
    }

    #[test]
    fn keys_spaced_from_their_signs_and_figures_read_through_a_scan() {
        assert_eq!(keys("Unit lands: TWP = 009N  RNG = 062W  SEC = 04  ALIQ = NESW"), vec![key("4", "9N", "62W", "NE/4 SW/4")]);
        assert_eq!(keys("TWN: 21N RNG: 13W SEC: 30 QQ: SWSE"), vec![key("30", "21N", "13W", "SW/4 SE/4")]);
        assert_eq!(keys("Well pad at T = 12S ; R = 31E ; S = 8"), vec![key("8", "12S", "31E", "-")]);
        // l for 1 and O for 0 inside the figures, as a scan gives them.
        assert_eq!(keys("MER=06 TWP=0l7N RNG=O59W SEC=l4 QQ=SENE"), vec![key("14", "17N", "59W", "SE/4 NE/4")]);
        // A figure the scan lost wholly to letters is no figure.
        assert_eq!(keys("TWP=lON RNG=59W SEC=14"), vec![]);
    }

    #[test]
    fn a_delimited_export_with_a_header_row() {
        let found = keys(
            "Schedule of lands (export)\nST,MER,TWP,TWPDIR,RNG,RNGDIR,SEC,ALIQ,LOTS\nMT,06,031,N,047,E,9,SENW;NESW,\nMT,06,031,N,047,E,10,,3;4\n",
        );
        assert_eq!(
            found,
            vec![
                key("9", "31N", "47E", "SE/4 NW/4, NE/4 SW/4"),
                ("10".into(), "31N".into(), "47E".into(), "-".into(), vec!["3".into(), "4".into()])
            ]
        );
    }

    #[test]
    fn a_row_with_a_cell_missing_gives_no_tract_and_a_warning() {
        let text = "TWP,RNG,SEC,ALIQ\n12N,60W,4,NESW\n12N,4,SWSW\n";
        let extraction = extract(&Instrument::from_raw(text));
        let found: Vec<_> = extraction.tracts.iter().map(plss_key).collect();
        assert_eq!(found, vec![(Some("4"), Some("12N"), Some("60W"), Some("NE/4 SW/4"))]);
        assert!(extraction.warnings.iter().any(|w| w.starts_with("land record not taken as a tract")), "{:?}", extraction.warnings);
    }

    #[test]
    fn a_township_without_its_direction_is_not_guessed() {
        let text = "TWP,RNG,SEC,ALIQ\n12,60W,4,NESW\n";
        let extraction = extract(&Instrument::from_raw(text));
        assert!(extraction.tracts.is_empty());
        assert!(extraction.warnings.iter().any(|w| w.contains("no township with its direction")), "{:?}", extraction.warnings);
    }

    #[test]
    fn an_html_table_of_sections() {
        let found = keys(
            "<table><tr><th>Sec</th><th>Twp</th><th>Rge</th><th>Legal</th></tr><tr><td>3</td><td>9N</td><td>71W</td><td>NW1/4</td></tr><tr><td>4</td><td>9N</td><td>71W</td><td>N1/2 NE1/4</td></tr></table>\n",
        );
        assert_eq!(found, vec![key("3", "9N", "71W", "NW/4"), key("4", "9N", "71W", "N/2 NE/4")]);
    }

    #[test]
    fn labels_typed_before_their_values() {
        assert_eq!(keys("TWP 007.0S RNG 012.0E SEC 30 QTR SW QQ SE (county records)\n"), vec![key("30", "7S", "12E", "SE/4 SW/4")]);
        assert_eq!(keys("STR: 5/11N/3W  Q: NWNE, SWNE\n"), vec![key("5", "11N", "3W", "NW/4 NE/4, SW/4 NE/4")]);
    }

    #[test]
    fn json_xml_and_query_string_records() {
        assert_eq!(
            keys(
                "[{\"TWP\":\"010N\",\"RGE\":\"002E\",\"SEC\":\"02\",\"QQ\":\"NENE\"},\n{\"TWP\":\"010N\",\"RGE\":\"002E\",\"SEC\":\"03\",\"QQ\":\"S2\"}]\n"
            ),
            vec![key("2", "10N", "2E", "NE/4 NE/4"), key("3", "10N", "2E", "S/2")]
        );
        assert_eq!(
            keys("<Parcel>\n<Township>2S</Township>\n<Range>5W</Range>\n<Section>17</Section>\n<Aliquot>W1/2</Aliquot>\n</Parcel>\n"),
            vec![key("17", "2S", "5W", "W/2")]
        );
        assert_eq!(keys("viewer: https://maps.example.com/q?twp=14S&rng=3E&sec=8&qq=NWSW\n"), vec![key("8", "14S", "3E", "NW/4 SW/4")]);
    }

    #[test]
    fn a_legend_gives_the_order_of_the_values() {
        assert_eq!(keys("Key: QQ-Q-S-T-R. Land: SE-NW-3-20N-9W; NE-SW-3-20N-9W.\n"), vec![key("3", "20N", "9W", "SE/4 NW/4, NE/4 SW/4")]);
    }

    #[test]
    fn a_bureau_township_identifier() {
        assert_eq!(keys("PLSSID WY060450N0720W0 FRSTDIVNO 8 SECDIVNO SWSW\n"), vec![key("8", "45N", "72W", "SW/4 SW/4")]);
    }

    #[test]
    fn a_record_with_a_shifted_value_gives_no_tract() {
        let text = "TWP 7S RNG SEC 30 QTR SW\n";
        let extraction = extract(&Instrument::from_raw(text));
        assert!(extraction.tracts.is_empty());
    }

    #[test]
    fn records_that_label_each_value_on_its_own_line() {
        // A configuration-style export, a tract per record, and an indented one with its parts
        // listed under their label.
        let found = tracts(
            "[[parcel]]\nsection = 3\ntownship = \"7N\"\nrange = \"61W\"\nparts = [\"SW4\"]\n\n[[parcel]]\nsection = 10\ntownship = \"7N\"\nrange = \"61W\"\nparts = [\"E2NE4\"]\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("3"), Some("7N"), Some("61W"), Some("SW/4")), (Some("10"), Some("7N"), Some("61W"), Some("E/2 NE/4"))]);
        let found = tracts(
            "lease_tract:\n  township: 22 South\n  range: 35 East\n  section: 14\n  aliquots:\n    - SE4\n    - S2NE4\n  net_acres: 120\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("14"), Some("22S"), Some("35E"), Some("SE/4, S/2 NE/4"))]);
        // A civil township's name is no surveyed township: the record gives no tract.
        assert!(tracts("Section: 12\nTownship: Harrison\nRange: 4\n").iter().all(|t| t.evidence.rule != "land.plss_table"));
    }

    #[test]
    fn an_export_with_quoted_values_and_a_label_of_joined_words() {
        assert_eq!(
            keys("lease_no;twp;rng;sec;aliq\n\"4471\";\"9S\";\"58W\";\"14\";\"SE4 NW4\"\n\"4472\";\"9S\";\"58W\";\"15\";\"W2\"\n"),
            vec![key("14", "9S", "58W", "SE/4 NW/4"), key("15", "9S", "58W", "W/2")]
        );
    }

    #[test]
    fn a_column_list_and_tuples_of_values() {
        assert_eq!(
            keys("insert into parcels (sec, twp, rng, aliq) values (22, '3N', '68W', 'NE4SW4'), (23, '3N', '68W', 'N2');\n"),
            vec![key("22", "3N", "68W", "NE/4 SW/4"), key("23", "3N", "68W", "N/2")]
        );
    }

    #[test]
    fn sections_keyed_by_number_under_one_township() {
        assert_eq!(
            keys("{\"township\": \"151N\", \"range\": \"100W\", \"sections\": {\"6\": [\"L3\", \"L4\", \"E2SW4\"], \"7\": [\"NW4\"]}}\n"),
            vec![
                ("6".into(), "151N".into(), "100W".into(), "E/2 SW/4".into(), vec!["3".into(), "4".into()]),
                key("7", "151N", "100W", "NW/4")
            ]
        );
    }

    #[test]
    fn a_header_with_a_label_the_scan_spoiled_is_read_as_no_header() {
        // "rng" scanned as "mg": no column is taken for the range, and no range is guessed.
        assert!(keys("sec;twp;mg;aliq\n4;12N;60W;NESW\n").is_empty());
    }

    #[test]
    fn fields_glued_to_their_letters_and_parted_by_semicolons() {
        assert_eq!(
            keys("Legal: 5th PM; T140N; R97W; S9; Q: SW; QQ: NE\nLegal: 5th PM; T140N; R97W; S10; Q: SE; QQ: SW\n"),
            vec![key("9", "140N", "97W", "NE/4 SW/4"), key("10", "140N", "97W", "SW/4 SE/4")]
        );
    }

    #[test]
    fn fields_glued_to_their_letters_and_parted_by_slashes_with_the_parts_last() {
        assert_eq!(
            keys("Land covered: T5S/R68W/S14/NW,NE and T5S/R68W/S15/SW (6th P.M.)\n"),
            vec![key("14", "5S", "68W", "NW/4, NE/4"), key("15", "5S", "68W", "SW/4")]
        );
    }

    #[test]
    fn a_glued_range_the_scan_spoiled_gives_no_record() {
        // "R48W" scanned as "R4BW": the line holds no range, and none is guessed.
        assert!(keys("Legal: T12N; R4BW; S28; Q: NW; QQ: SE\n").is_empty());
    }

    #[test]
    fn a_quoted_value_holds_the_delimiter() {
        assert_eq!(keys("sec,twp,rng,legal\n16,4N,62W,\"NE/4, E/2 SE/4\"\n"), vec![key("16", "4N", "62W", "NE/4, E/2 SE/4")]);
    }

    #[test]
    fn a_path_down_to_the_quarter_written_outside_in() {
        assert_eq!(
            keys("Place: Boise Meridian > Township 3N > Range 2W > Section 11 > NW/4 > SE/4\n"),
            vec![key("11", "3N", "2W", "SE/4 NW/4")]
        );
        assert_eq!(keys("PM 6 > T 12 S > R 70 W > Sec. 5 > S/2\n"), vec![key("5", "12S", "70W", "S/2")]);
        // Three quarters deep: no part the record can hold, so no tract.
        assert!(keys("T4N > R9E > Sec 2 > NE/4 > SW/4 > NW/4\n").is_empty());
    }
}
