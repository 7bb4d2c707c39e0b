//! PLSS land written as a table: a header row that names its columns (section, township, range,
//! description, acres) and a row per section, as lease exhibits, title opinions and runsheets
//! set land out ("| Twp | Rge | Sec | Description |", "Section   Description   Acres" under a
//! township heading). The cells hold what a sentence would: the section's number, its township
//! and range, and its aliquots and lots; a table without a township column takes the heading
//! written above it.

use super::*;

/// What a column of a land table holds, told by its header's words.
#[derive(Clone, Copy, PartialEq)]
enum Column {
    Section,
    Township,
    Range,
    /// Township and range in one column under one heading ("Twp-Rge": "5S-14E").
    TownshipRange,
    Parts,
    /// A column a land table has beside those (acres, county, tract number).
    Other,
    /// A word no land table's header holds: the line is prose.
    Unknown,
}

/// The column a header's word names: the field it labels in a land record (`records.rs`, an
/// export's "tract_id" or "lease_no" being an other), an aliquot field of any kind being the
/// parts' column and a meridian's an other.
fn column_of(word: &str) -> Column {
    let word = word.trim_end_matches(['.', ':']);
    match column_fields(word).as_deref() {
        Some([Field::Section]) => Column::Section,
        Some([Field::Township]) => Column::Township,
        Some([Field::Range]) => Column::Range,
        Some([Field::Township, Field::Range]) => Column::TownshipRange,
        Some([Field::Meridian | Field::Other]) => Column::Other,
        Some(fields) if fields.iter().all(|f| matches!(f, Field::Quarter | Field::QuarterQuarter | Field::Parts)) => Column::Parts,
        _ => Column::Unknown,
    }
}

/// The words of a line as spans of the block.
fn words_of(start: usize, line: &str) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut word_start: Option<usize> = None;
    for (at, c) in line.char_indices().chain(std::iter::once((line.len(), ' '))) {
        match (c.is_whitespace(), word_start) {
            (true, Some(from)) => {
                found.push(start + from..start + at);
                word_start = None;
            }
            (false, None) => word_start = Some(at),
            _ => {}
        }
    }
    found
}

/// The columns a header line names, one a word ("Twp Rge Sec Description"), the words of one
/// name taken together ("Legal Description", "Description of Land"). None unless every word
/// names a column a land table has, among them the section's and the parts' or both township
/// and range (a sentence that says "section", "township" and "range" holds other words too).
fn header_columns(line: &str) -> Option<Vec<Column>> {
    let mut columns: Vec<Column> = Vec::new();
    let mut gross_or_net = false;
    for word in line.split_whitespace() {
        // "Description of Land": "of" joins the words of one name.
        if word.eq_ignore_ascii_case("of") {
            continue;
        }
        let column = column_of(word);
        if column == Column::Unknown {
            return None;
        }
        // "Legal Description": one column; so is an acreage's "Gross Acres" or "Net Ac.".
        if column == Column::Parts && columns.last() == Some(&Column::Parts) || column == Column::Other && gross_or_net {
            gross_or_net = false;
            continue;
        }
        gross_or_net = ["gross", "net"].iter().any(|w| word.eq_ignore_ascii_case(w));
        columns.push(column);
    }
    let has = |column: Column| columns.contains(&column);
    (columns.len() >= 2
        && has(Column::Section)
        && (has(Column::Parts) || has(Column::Township) && has(Column::Range) || has(Column::TownshipRange)))
    .then_some(columns)
}

/// One row of a land table: its span, the section's number and the cells of its township, range
/// and parts, where the table has those columns.
pub(super) struct TableRow {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) section: String,
    pub(super) township: Option<Range<usize>>,
    pub(super) range: Option<Range<usize>>,
    pub(super) parts: Option<Range<usize>>,
}

/// The rows of the land tables in a block. The markdown stage has already turned a table's pipes
/// into spaces, so a row is read against its header as a landman reads a typed one: every column
/// but the description holds one word, those before it from the row's start and those after it
/// from its end, and the description the words between. A row counts when its section cell is a
/// number; the table ends at the first line that is no such row.
pub(super) fn land_table_rows(block: &str) -> Vec<TableRow> {
    let mut rows: Vec<TableRow> = Vec::new();
    let mut header: Option<Vec<Column>> = None;
    let mut line_start = 0;
    for line in block.split_inclusive('\n') {
        let start = line_start;
        line_start += line.len();
        if let Some(columns) = &header {
            if let Some(mut row) = table_row(block, start, line, columns) {
                if let Some(above) = rows.last() {
                    let repeated = |cell: Option<Range<usize>>, above: &Option<Range<usize>>| match cell {
                        Some(cell) if is_ditto(&block[cell.clone()]) => above.clone(),
                        other => other,
                    };
                    row.township = repeated(row.township, &above.township);
                    row.range = repeated(row.range, &above.range);
                }
                rows.push(row);
                continue;
            }
            header = None;
        }
        // Every header names a section column, whose word begins with "sec".
        if line.len() < 120 && line.as_bytes().windows(3).any(|w| w.eq_ignore_ascii_case(b"sec")) {
            header = header_columns(line);
        }
    }
    rows
}

/// A ditto mark in a typed table's cell: the cell above it holds the value ("3  163N  97W  NW/4"
/// then "4  \"  \"  NE/4"), as runsheets and abstracts type a township and range once.
pub(super) fn is_ditto(cell: &str) -> bool {
    let cell = cell.trim();
    matches!(cell, "\"" | "''" | "\u{201C}" | "\u{201D}" | "\u{3003}")
        || ["do", "do.", "ditto"].iter().any(|word| cell.eq_ignore_ascii_case(word))
}

/// A line read as a row of a table with these columns, when it fills them and its section cell
/// is a section's number.
fn table_row(block: &str, start: usize, line: &str, columns: &[Column]) -> Option<TableRow> {
    let mut words = words_of(start, line);
    // "33 S   37 W": a township's or range's direction typed apart from its figures is one cell
    // with them.
    if columns.iter().any(|c| matches!(c, Column::Township | Column::Range)) {
        let mut joined: Vec<Range<usize>> = Vec::with_capacity(words.len());
        for word in words {
            let text = &block[word.clone()];
            if matches!(text.trim_end_matches('.'), "N" | "S" | "E" | "W")
                && let Some(figures) = joined.last_mut()
                && block[figures.clone()].bytes().all(|b| b.is_ascii_digit())
            {
                figures.end = word.end;
                continue;
            }
            joined.push(word);
        }
        words = joined;
    }
    let parts_at = columns.iter().position(|c| *c == Column::Parts);
    let (before, after) = match parts_at {
        Some(at) => (at, columns.len() - at - 1),
        None => (columns.len(), 0),
    };
    if words.len() < before + after + usize::from(parts_at.is_some()) || parts_at.is_none() && words.len() != columns.len() {
        return None;
    }
    let cell_of = |index: usize| -> Range<usize> {
        match parts_at {
            Some(at) if index == at => words[before].start..words[words.len() - after - 1].end,
            Some(at) if index > at => words[words.len() - (columns.len() - index)].clone(),
            _ => words[index].clone(),
        }
    };
    let cell = |column: Column| columns.iter().position(|c| *c == column).map(cell_of);
    let section = number_slot(&block[cell(Column::Section)?]).filter(|n| n.parse::<u32>().is_ok_and(|n| (1..=36).contains(&n)))?;
    // "5S-14E" under "Twp-Rge": the township before the hyphen, the range after it.
    // A row whose cell there does not part so is no row of the table.
    let joined = match cell(Column::TownshipRange) {
        Some(cell) => {
            let at = block[cell.clone()].find(['-', '/'])?;
            Some((cell.start..cell.start + at, cell.start + at + 1..cell.end))
        }
        None => None,
    };
    Some(TableRow {
        start: words.first()?.start,
        end: words.last()?.end,
        section,
        township: cell(Column::Township).or_else(|| joined.as_ref().map(|(township, _)| township.clone())),
        range: cell(Column::Range).or_else(|| joined.map(|(_, range)| range)),
        parts: cell(Column::Parts),
    })
}

/// A township or range cell as the reader writes it: "147N", "T147N", "T.29N.", "96W", "R96W",
/// "29": the number and its direction letter (the only letter after it), or None.
pub(super) fn township_cell(cell: &str, directions: [char; 2]) -> Option<String> {
    let upper = cell.trim().trim_end_matches('.').to_ascii_uppercase();
    let body = upper.trim_start_matches(['T', 'R']).trim_start_matches(['.', ' ', '-']);
    let digits: String = body.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() || digits.len() > 3 {
        return None;
    }
    let rest: String = body[digits.len()..].chars().filter(|c| !matches!(c, ' ' | '.' | '-')).collect();
    let number = digits.trim_start_matches('0');
    match rest.as_str() {
        "" => Some(number.to_string()),
        letter if letter.len() == 1 && letter.starts_with(directions) => Some(format!("{number}{letter}")),
        // "13 South", "40 West": the direction written out, as a labelled record gives it.
        "NORTH" | "SOUTH" | "EAST" | "WEST" if rest.starts_with(directions) => Some(format!("{number}{}", &rest[..1])),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::l0::land::tests::{plss_key, tracts};

    #[test]
    fn a_ditto_mark_repeats_the_township_and_range_above() {
        let found = tracts("SEC  TWP   RGE   DESCRIPTION\n 7   21S   33E   SE/4\n 8    \"     \"    W/2 NE/4\n18   do    do    ALL\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("7"), Some("21S"), Some("33E"), Some("SE/4")),
                (Some("8"), Some("21S"), Some("33E"), Some("W/2 NE/4")),
                (Some("18"), Some("21S"), Some("33E"), None),
            ]
        );
    }

    #[test]
    fn a_table_with_township_range_section_and_description_columns() {
        let found = tracts(
            "| Twp  | Rge | Sec | Description      |\n|------|-----|-----|------------------|\n| 152N | 99W | 8   | NE4              |\n| 152N | 99W | 17  | N2SW4, SE4SW4    |\n| 151N | 99W | 5   | Lots 1, 2, S2NE4 |\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("8"), Some("152N"), Some("99W"), Some("NE/4")),
                (Some("17"), Some("152N"), Some("99W"), Some("N/2 SW/4, SE/4 SW/4")),
                (Some("5"), Some("151N"), Some("99W"), Some("S/2 NE/4")),
            ]
        );
        assert_eq!(found[2].lots, vec!["1", "2"]);
    }

    #[test]
    fn a_table_of_sections_under_a_township_heading() {
        let found = tracts(
            "Township 31 South, Range 24 East, M.D.B.&M.\n| Section | Description | Acres |\n|---|---|---|\n| 9 | Lots 3, 4, E/2 SW/4 | 158.20 |\n| 16 | All | 640.00 |\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("9"), Some("31S"), Some("24E"), Some("E/2 SW/4")), (Some("16"), Some("31S"), Some("24E"), None)]);
        assert_eq!(found[0].lots, vec!["3", "4"]);
    }

    #[test]
    fn a_typed_table_whose_columns_spaces_part() {
        let found = tracts(
            "EXHIBIT A\nSec.    Twp.    Rge.    Land\n12      4N      66W     NW/4 NE/4\n13      4N      66W     All\n\nWeld County, Colorado\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("12"), Some("4N"), Some("66W"), Some("NW/4 NE/4")), (Some("13"), Some("4N"), Some("66W"), None)]);
    }

    #[test]
    fn directions_typed_apart_and_a_ditto_under_them() {
        let found = tracts("Sec.  Twp.  Rge.  Part\n 21    4 N   66 W   SW/4\n 22    \"     \"    E/2 NW/4\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("21"), Some("4N"), Some("66W"), Some("SW/4")), (Some("22"), Some("4N"), Some("66W"), Some("E/2 NW/4"))]
        );
    }

    #[test]
    fn township_and_range_in_one_column_beside_gross_acres() {
        let found = tracts("Sec | Twp-Rge | Legal | Gross Acres\n 7 | 2N-61W | NE4 | 160\n 8 | 2N-61W | S2SE4 | 80\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("7"), Some("2N"), Some("61W"), Some("NE/4")), (Some("8"), Some("2N"), Some("61W"), Some("S/2 SE/4"))]);
    }

    #[test]
    fn a_quarter_quarter_column_beside_section_township_and_range() {
        let found = tracts("SEC TWP RNG QQ\n9 150N 97W SWSE, SESE\n10 150N 97W W2SW\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("9"), Some("150N"), Some("97W"), Some("SW/4 SE/4, SE/4 SE/4")),
                (Some("10"), Some("150N"), Some("97W"), Some("W/2 SW/4"))
            ]
        );
    }

    #[test]
    fn an_exports_joined_label_is_a_column_of_another_field() {
        // The markdown stage turns the pipes of an export into spaces; "lease_no" and "gross_ac"
        // are the words of labels of other fields, joined as exports join them.
        let found = tracts("lease_no|sec|twp|rng|qq|gross_ac\n4|17|8N|61W|SW NW|40\n4|17|8N|61W|NW SW|40\n5|20|8N|61W|NE NE|40\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("17"), Some("8N"), Some("61W"), Some("SW/4 NW/4, NW/4 SW/4")),
                (Some("20"), Some("8N"), Some("61W"), Some("NE/4 NE/4"))
            ]
        );
    }

    #[test]
    fn a_sentence_that_names_section_township_and_range_is_no_header() {
        let found = tracts(
            "being in section twenty, township two and range two, and\nbeginning at a stone at the northwest corner of said section; thence east 40 rods\n",
        );
        assert!(found.iter().all(|t| t.evidence.rule != "land.plss_table"));
    }

    #[test]
    fn a_schedule_of_leases_is_no_land_table() {
        // No section column: the rows are recorded leases, not sections.
        let found = tracts("| Lessor | Lessee | Date | Book/Page |\n|---|---|---|---|\n| A. Smith | B. Oil Co. | 5-1-1981 | 12/104 |\n");
        assert!(found.iter().all(|t| t.section.is_none()));
    }
}
