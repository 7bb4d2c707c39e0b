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
    /// The government lots' numbers ("1,2"), in a column of their own beside the aliquots'.
    Lots,
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
        Some([Field::Lots]) => Column::Lots,
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
    let mut after_of = false;
    let mut words = line.split_whitespace().filter(|word| !is_cell_separator(word)).peekable();
    // "Columns: SEC TWP RGE QQ": a caption before the header's words names no column.
    if words.peek().is_some_and(|word| word.ends_with(':') && column_of(word) == Column::Unknown) {
        words.next();
    }
    for word in words {
        // "Description of Land", "Part of Sec.": "of" joins the words of one name, which the
        // word before it says.
        if word.eq_ignore_ascii_case("of") {
            after_of = true;
            continue;
        }
        if std::mem::take(&mut after_of) {
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

/// One row of a land table: its span, the section's number and the cells of its township, range,
/// parts and lots, where the table has those columns.
pub(super) struct TableRow {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) section: String,
    pub(super) township: Option<Range<usize>>,
    pub(super) range: Option<Range<usize>>,
    pub(super) parts: Option<Range<usize>>,
    pub(super) lots: Option<Range<usize>>,
}

/// The rows of the land tables in a block. The markdown stage has already turned a table's pipes
/// and tabs into spaces, so a row is read against its header as a landman reads a typed one:
/// every column but the description holds one word, those before it from the row's start and
/// those after it from its end, and the description the words between. A typeset table's cell
/// marks ("&") and commands ("\hline") part cells and hold nothing, its "\\" ends a row
/// (a table set in one line holds several); a line of rule characters under the header
/// ("----+----") is no row. A row counts when its section cell is a number (or a ditto of the
/// one above); the table ends at the first line that is no such row.
pub(super) fn land_table_rows(block: &str) -> Vec<TableRow> {
    let mut rows: Vec<TableRow> = Vec::new();
    let mut header: Option<Vec<Column>> = None;
    // Where the rows of the table under the header begin, and whether they open with a printed
    // data frame's running index ("0", "1", …) that no column of the header names.
    let mut first_row = 0;
    let mut indexed = false;
    let mut line_start = 0;
    for line in block.split_inclusive('\n') {
        let start = line_start;
        line_start += line.len();
        for (start, row) in typeset_rows(start, line) {
            if let Some(columns) = &header {
                let mut words = row_words(block, start, row);
                if words.is_empty() || is_rule_line(row) {
                    continue;
                }
                let ordinal = rows.len() - first_row;
                if ordinal == 0 {
                    indexed = opens_with_index(block, &words, columns);
                }
                if indexed
                    && words.first().is_some_and(|w| block[w.clone()].parse::<usize>().is_ok_and(|n| n == ordinal || n == ordinal + 1))
                {
                    words.remove(0);
                }
                if let Some(row) = table_row(block, &words, columns, rows.get(first_row..).and_then(<[TableRow]>::last)) {
                    rows.push(row);
                    continue;
                }
                header = None;
            }
            // Every header names a section column, whose word begins with "sec".
            if row.len() < 120 && row.as_bytes().windows(3).any(|w| w.eq_ignore_ascii_case(b"sec")) {
                header = header_columns(row);
                first_row = rows.len();
            }
        }
    }
    rows
}

/// The rows of a line: the line itself, or the pieces a typeset table's row ends ("\\") part.
fn typeset_rows(start: usize, line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut from = start;
    line.split("\\\\").map(move |row| {
        let at = from;
        from += row.len() + 2;
        (at, row)
    })
}

/// A word that parts a table's cells and holds none: a typeset table's "&" and its commands
/// ("\hline", "\begin{tabular}{llll}"), a pipe left standing.
fn is_cell_separator(word: &str) -> bool {
    matches!(word, "&" | "|" | "\\\\") || word.strip_prefix('\\').is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphabetic()))
}

/// A line drawn under a header with rule characters alone ("----+-----", "=== ===").
fn is_rule_line(line: &str) -> bool {
    let line = line.trim();
    line.len() >= 3 && line.bytes().all(|b| matches!(b, b'-' | b'+' | b'=' | b':' | b' ' | b'|'))
}

/// The words of a row, its cell separators left out.
fn row_words(block: &str, start: usize, row: &str) -> Vec<Range<usize>> {
    let mut words = words_of(start, row);
    words.retain(|word| !is_cell_separator(&block[word.clone()]));
    words
}

/// Whether a table's first row opens with a printed data frame's index ("0", or "1" counting
/// from one) that no header column names: the row reads without it, and with it the index
/// would stand for the section and push the section's figures into the township's cell.
fn opens_with_index(block: &str, words: &[Range<usize>], columns: &[Column]) -> bool {
    let Some(first) = words.first() else { return false };
    if !matches!(&block[first.clone()], "0" | "1") || table_row(block, &words[1..], columns, None).is_none() {
        return false;
    }
    match table_row(block, words, columns, None) {
        None => true,
        Some(with_index) => with_index.township.is_some_and(|cell| block[cell].bytes().all(|b| b.is_ascii_digit())),
    }
}

/// A ditto mark in a typed table's cell: the cell above it holds the value ("3  163N  97W  NW/4"
/// then "4  \"  \"  NE/4"), as runsheets and abstracts type a township and range once.
pub(super) fn is_ditto(cell: &str) -> bool {
    let cell = cell.trim();
    matches!(cell, "\"" | "''" | "\u{201C}" | "\u{201D}" | "\u{3003}")
        || ["do", "do.", "ditto"].iter().any(|word| cell.eq_ignore_ascii_case(word))
}

/// A lots cell's value: lot numbers alone ("1,2", "3-4").
fn is_lot_numbers(cell: &str) -> bool {
    cell.bytes().any(|b| b.is_ascii_digit()) && cell.bytes().all(|b| b.is_ascii_digit() || matches!(b, b',' | b'-' | b';'))
}

/// A row's words read as a row of a table with these columns, when they fill them and its
/// section cell is a section's number or a ditto of the section of the row above.
fn table_row(block: &str, words: &[Range<usize>], columns: &[Column], above: Option<&TableRow>) -> Option<TableRow> {
    let mut words = words.to_vec();
    // "33 S   37 W", "2 South": a township's or range's direction typed apart from its figures
    // is one cell with them.
    if columns.iter().any(|c| matches!(c, Column::Township | Column::Range)) {
        let mut joined: Vec<Range<usize>> = Vec::with_capacity(words.len());
        for word in words {
            let text = block[word.clone()].trim_end_matches(['.', ',']);
            let direction = matches!(text, "N" | "S" | "E" | "W")
                || ["north", "south", "east", "west"].iter().any(|name| text.eq_ignore_ascii_case(name));
            if direction
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
    // A lots column last whose cell is empty leaves the row a word short: the row is read
    // without it.
    let columns = match columns.split_last() {
        Some((Column::Lots, rest)) if !words.last().is_some_and(|w| is_lot_numbers(&block[w.clone()])) => rest,
        _ => columns,
    };
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
    let section_cell = &block[cell(Column::Section)?];
    let section = if is_ditto(section_cell) {
        above?.section.clone()
    } else {
        number_slot(section_cell).filter(|n| n.parse::<u32>().is_ok_and(|n| (1..=36).contains(&n)))?
    };
    // "5S-14E" under "Twp-Rge": the township before the hyphen, the range after it.
    // A row whose cell there does not part so is no row of the table.
    let joined = match cell(Column::TownshipRange) {
        Some(cell) => {
            let at = block[cell.clone()].find(['-', '/'])?;
            Some((cell.start..cell.start + at, cell.start + at + 1..cell.end))
        }
        None => None,
    };
    let repeated = |cell: Option<Range<usize>>, above: Option<&Option<Range<usize>>>| match cell {
        Some(cell) if is_ditto(&block[cell.clone()]) => above.cloned().flatten(),
        other => other,
    };
    Some(TableRow {
        start: words.first()?.start,
        end: words.last()?.end,
        section,
        township: repeated(
            cell(Column::Township).or_else(|| joined.as_ref().map(|(township, _)| township.clone())),
            above.map(|row| &row.township),
        ),
        range: repeated(cell(Column::Range).or_else(|| joined.map(|(_, range)| range)), above.map(|row| &row.range)),
        parts: cell(Column::Parts),
        lots: cell(Column::Lots),
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

    #[test]
    fn a_typeset_table_over_lines_and_in_one_line() {
        let keys = |text: &str| {
            tracts(text).iter().map(|t| plss_key(t)).map(|(s, t, r, a)| format!("{s:?} {t:?} {r:?} {a:?}")).collect::<Vec<_>>()
        };
        let over_lines = keys(
            "\\begin{tabular}{lll}\nSec & Twp & Rng & Land \\\\\n\\hline\n3 & 6S & 2E & N/2 SW/4 \\\\\n4 & 6S & 2E & SE/4 \\\\\n\\end{tabular}\n",
        );
        let one_line = keys(
            "\\begin{tabular}{lll} Sec & Twp & Rng & Land \\\\ \\hline 3 & 6S & 2E & N/2 SW/4 \\\\ 4 & 6S & 2E & SE/4 \\\\ \\end{tabular}\n",
        );
        let expected = vec![
            "Some(\"3\") Some(\"6S\") Some(\"2E\") Some(\"N/2 SW/4\")".to_string(),
            "Some(\"4\") Some(\"6S\") Some(\"2E\") Some(\"SE/4\")".to_string(),
        ];
        assert_eq!(over_lines, expected);
        assert_eq!(one_line, expected);
    }

    #[test]
    fn a_printed_data_frame_with_its_running_index() {
        let found = tracts("   sec  twp  rng  legal\n0    7  11N  59W  SW4SE4\n1    8  11N  59W  N2\n[2 rows x 4 columns]\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("7"), Some("11N"), Some("59W"), Some("SW/4 SE/4")), (Some("8"), Some("11N"), Some("59W"), Some("N/2"))]
        );
    }

    #[test]
    fn a_rule_of_dashes_and_crosses_under_the_header() {
        let found = tracts("SEC | TWP | RGE | LEGAL\n----+-----+-----+------\n12  | 3S  | 59W | SE4NE4\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("12"), Some("3S"), Some("59W"), Some("SE/4 NE/4"))]);
    }

    #[test]
    fn directions_written_out_in_their_cells_and_a_caption_before_the_header() {
        let found = tracts("Fields: Section Township Range Part\n25 9 South 41 West NW/4 NW/4\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("25"), Some("9S"), Some("41W"), Some("NW/4 NW/4"))]);
    }

    #[test]
    fn a_lots_column_whose_cell_may_stand_empty() {
        let found = tracts("SEC TWP RGE QQ LOTS\n1 140N 96W SW4NE4 3,4\n2 140N 96W SE4\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("1"), Some("140N"), Some("96W"), Some("SW/4 NE/4")), (Some("2"), Some("140N"), Some("96W"), Some("SE/4"))]
        );
        assert_eq!(found[0].lots, vec!["3", "4"]);
        assert!(found[1].lots.is_empty());
    }

    #[test]
    fn a_tract_book_with_the_part_first_and_dittos_for_the_section() {
        // "Part of Sec." is one column's name; "do." repeats the cell above, the section's too.
        let found = tracts("Part of Sec. | Sec. | Tp. | R.\nSW 1/4 NW 1/4 | 30 | 81 N | 40 W\nNW 1/4 SW 1/4 | do. | do. | do.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("30"), Some("81N"), Some("40W"), Some("SW/4 NW/4, NW/4 SW/4"))]);
    }
}
