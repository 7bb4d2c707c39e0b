//! The grammar of a PLSS heading measured as a cross product: every way of writing a township
//! and range, times their order, times where and how the meridian is named, times how a section
//! or a list of sections is written, times where the section stands against the heading and its
//! parts. Each combination is built in our own words with figures drawn from a fixed seed, and the
//! tracts expected are computed from the dimensions, not written by hand: a reader that covers
//! the grammar reads every combination, where one tuned to the combinations a set has shown
//! reads only those.

use crate::l0::land::tests::tracts;

/// One place drawn for a combination: township, range and their directions, and the sections.
struct Drawn {
    township: u32,
    north: bool,
    range: u32,
    east: bool,
    sections: Vec<u32>,
}

/// A number in words as old deeds and patents spell it ("Twenty-one").
fn spelled(n: u32) -> String {
    const ONES: [&str; 20] = [
        "Zero",
        "One",
        "Two",
        "Three",
        "Four",
        "Five",
        "Six",
        "Seven",
        "Eight",
        "Nine",
        "Ten",
        "Eleven",
        "Twelve",
        "Thirteen",
        "Fourteen",
        "Fifteen",
        "Sixteen",
        "Seventeen",
        "Eighteen",
        "Nineteen",
    ];
    const TENS: [&str; 10] = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
    match n {
        0..20 => ONES[n as usize].to_string(),
        _ if n.is_multiple_of(10) => TENS[(n / 10) as usize].to_string(),
        _ => format!("{}-{}", TENS[(n / 10) as usize], ONES[(n % 10) as usize]),
    }
}

/// How a township and range are written: the words and figures of each, what parts them, and
/// their order. Each gives the heading for a drawn place; `small` says the form spells its numbers
/// (drawn below forty, as a spelled township is). Roman figures ("Township IX North") are left
/// out: a few old patents write them, but "I", "V" and "X" alone are words and marks elsewhere,
/// and no reader takes them yet.
struct TownshipForm {
    name: &'static str,
    small: bool,
    write: fn(&Drawn) -> String,
}

fn ns(d: &Drawn) -> (&'static str, &'static str) {
    if d.north { ("North", "N") } else { ("South", "S") }
}

fn ew(d: &Drawn) -> (&'static str, &'static str) {
    if d.east { ("East", "E") } else { ("West", "W") }
}

const TOWNSHIP_FORMS: &[TownshipForm] = &[
    TownshipForm {
        name: "long figures",
        small: false,
        write: |d| format!("Township {} {}, Range {} {}", d.township, ns(d).0, d.range, ew(d).0),
    },
    TownshipForm {
        name: "long without comma",
        small: false,
        write: |d| format!("Township {} {} Range {} {}", d.township, ns(d).0, d.range, ew(d).0),
    },
    TownshipForm {
        name: "long of range",
        small: false,
        write: |d| format!("Township {} {} of Range {} {}", d.township, ns(d).0, d.range, ew(d).0),
    },
    TownshipForm {
        name: "long words",
        small: true,
        write: |d| format!("Township {} {}, Range {} {}", spelled(d.township), ns(d).0, spelled(d.range), ew(d).0),
    },
    TownshipForm {
        name: "words and figures",
        small: true,
        write: |d| {
            format!("Township {} ({}) {}, Range {} ({}) {}", spelled(d.township), d.township, ns(d).0, spelled(d.range), d.range, ew(d).0)
        },
    },
    TownshipForm {
        name: "lower-case words",
        small: true,
        write: |d| format!("township {} {}, range {} {}", spelled(d.township), ns(d).0, spelled(d.range), ew(d).0).to_lowercase(),
    },
    TownshipForm { name: "stops", small: false, write: |d| format!("T. {} {}., R. {} {}.", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "glued spaced", small: false, write: |d| format!("T{}{} R{}{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "glued hyphen", small: false, write: |d| format!("T{}{}-R{}{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "glued comma", small: false, write: |d| format!("T{}{}, R{}{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "hyphens inside", small: false, write: |d| format!("T-{}-{}, R-{}-{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "twp rge", small: false, write: |d| format!("Twp. {} {}., Rge. {} {}.", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "twp rng", small: false, write: |d| format!("Twp {}{} Rng {}{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "dashed compact", small: false, write: |d| format!("{}-{}-{}-{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "bare hyphen", small: false, write: |d| format!("{}{}-{}{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm { name: "bare spaced", small: false, write: |d| format!("{}{} {}{}", d.township, ns(d).1, d.range, ew(d).1) },
    TownshipForm {
        name: "range first long",
        small: false,
        write: |d| format!("Range {} {}, Township {} {}", d.range, ew(d).0, d.township, ns(d).0),
    },
    TownshipForm {
        name: "range first rge",
        small: false,
        write: |d| format!("Rge. {} {}., Twp. {} {}.", d.range, ew(d).1, d.township, ns(d).1),
    },
];

/// Where and how the meridian is named: none, initials or its name after the range, or "of the"
/// the principal meridian. (A meridian as a heading line of its own is a layout, below.)
const MERIDIANS: &[&str] = &["", ", 6th P.M.", " of the Sixth Principal Meridian", ", B.M.", ", Boise Meridian", " 6th PM"];

/// How the sections are written: one with its word cut or whole, in words, or several as a list
/// or a run. Gives the words for the drawn sections.
struct SectionForm {
    name: &'static str,
    count: usize,
    write: fn(&[u32]) -> String,
}

const SECTION_FORMS: &[SectionForm] = &[
    SectionForm { name: "Section", count: 1, write: |s| format!("Section {}", s[0]) },
    SectionForm { name: "Sec.", count: 1, write: |s| format!("Sec. {}", s[0]) },
    SectionForm { name: "Sec", count: 1, write: |s| format!("Sec {}", s[0]) },
    SectionForm { name: "words and figures", count: 1, write: |s| format!("Section {} ({})", spelled(s[0]), s[0]) },
    SectionForm { name: "Sections and", count: 2, write: |s| format!("Sections {} and {}", s[0], s[1]) },
    SectionForm { name: "Secs. commas", count: 3, write: |s| format!("Secs. {}, {} and {}", s[0], s[1], s[2]) },
    SectionForm { name: "Sec. commas", count: 3, write: |s| format!("Sec. {}, {}, {}", s[0], s[1], s[2]) },
    SectionForm { name: "Sections ampersand", count: 2, write: |s| format!("Sections {} & {}", s[0], s[1]) },
    SectionForm { name: "Sections through", count: 3, write: |s| format!("Sections {} through {}", s[0], s[2]) },
    SectionForm { name: "Sections run", count: 3, write: |s| format!("Sections {}-{}", s[0], s[2]) },
];

/// Where the section stands against the township heading and the parts. `{tr}` is the township
/// and range with the meridian, `{sec}` the section words, `{part}` the part of one section
/// ("All" where several sections are listed).
const LAYOUTS: &[(&str, &str)] = &[
    ("parts first", "the {part} of {sec}, {tr}, Adams County"),
    ("section first", "{sec}, {tr}: {part}"),
    ("heading line", "{tr}\n{sec}: {part}\nAdams County"),
    ("township first", "{tr}, {sec}: {part}"),
    ("township last", "{sec}: {part}, in {tr}, Adams County"),
    ("in the township", "In {tr}, the {part} of {sec}"),
    ("lease schedule", "Lands:\n{tr}\n{sec}: {part}\ncontaining 160 acres, more or less"),
];

/// The parts of a single section, one each combination in turn.
const PARTS: &[&str] = &["NE/4", "S/2 NW/4", "W/2"];

/// A fixed linear congruential draw: the same figures every run.
struct Draw(u64);

impl Draw {
    fn next(&mut self, below: u32) -> u32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % below as u64) as u32
    }
}

/// Every combination as its text, its dimensions, and the tracts expected, as
/// "section township range [aliquots]".
fn combinations() -> Vec<(String, String, Vec<String>)> {
    let mut draw = Draw(16);
    let mut all = Vec::new();
    for form in TOWNSHIP_FORMS {
        for meridian in MERIDIANS {
            for sections in SECTION_FORMS {
                for (index, (layout, pattern)) in LAYOUTS.iter().enumerate() {
                    let (township, range) =
                        if form.small { (1 + draw.next(39), 1 + draw.next(39)) } else { (1 + draw.next(160), 1 + draw.next(110)) };
                    let first = 1 + draw.next(34 - sections.count as u32);
                    let drawn = Drawn {
                        township,
                        north: draw.next(2) == 0,
                        range,
                        east: draw.next(2) == 0,
                        sections: (first..first + sections.count as u32).collect(),
                    };
                    let part = if sections.count == 1 { PARTS[index % PARTS.len()] } else { "All" };
                    let text = pattern
                        .replace("{tr}", &format!("{}{meridian}", (form.write)(&drawn)))
                        .replace("{sec}", &(sections.write)(&drawn.sections))
                        .replace("{part}", part)
                        .replace("the All of", "all of");
                    let aliquot = if part == "All" { String::new() } else { part.replace(' ', "") };
                    let expected = drawn
                        .sections
                        .iter()
                        .map(|s| format!("{s} {}{} {}{} [{aliquot}]", drawn.township, ns(&drawn).1, drawn.range, ew(&drawn).1))
                        .collect();
                    all.push((text, format!("{} | {meridian:?} | {} | {layout}", form.name, sections.name), expected));
                }
            }
        }
    }
    all
}

/// The combinations the reader does not read as expected, each with what it read.
fn unread(combinations: Vec<(String, String, Vec<String>)>) -> Vec<(String, String, Vec<String>, Vec<String>)> {
    combinations
        .into_iter()
        .filter_map(|(text, dimensions, mut expected)| {
            let mut read: Vec<String> = tracts(&text)
                .iter()
                .map(|t| {
                    let aliquots = t.aliquots.as_deref().unwrap_or("").replace(' ', "").to_ascii_uppercase();
                    format!(
                        "{} {} {} [{}]",
                        t.section.as_deref().unwrap_or("-"),
                        t.township.as_deref().unwrap_or("-"),
                        t.range.as_deref().unwrap_or("-"),
                        if aliquots == "ALL" { "" } else { &aliquots }
                    )
                })
                .collect();
            expected.sort();
            read.sort();
            (expected != read).then_some((text, dimensions, expected, read))
        })
        .collect()
}

/// Fails with how many combinations were read, the misses counted by each dimension's value
/// (`axes` names the dimensions, in the order the combinations write them), and a few misses of
/// each value of the first dimension, so one value's misses do not hide another's.
fn assert_all_read(combinations: Vec<(String, String, Vec<String>)>, axes: &[&str]) {
    let total = combinations.len();
    let missed = unread(combinations);
    let mut by_value: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for (_, dimensions, _, _) in &missed {
        for (axis, value) in axes.iter().zip(dimensions.split(" | ")) {
            *by_value.entry(format!("{axis}: {value}")).or_default() += 1;
        }
    }
    let mut per_first: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    let shown: Vec<String> = missed
        .iter()
        .filter(|(_, dims, _, _)| {
            let seen = per_first.entry(dims.split(" | ").next().unwrap_or_default()).or_default();
            *seen += 1;
            *seen <= 12
        })
        .map(|(text, dims, expected, read)| format!("{dims}\n  {text:?}\n  expected {expected:?}\n  read     {read:?}"))
        .collect();
    assert!(
        missed.is_empty(),
        "{} of {total} read; misses by dimension value:\n{}\n{}",
        total - missed.len(),
        by_value.iter().map(|(k, v)| format!("  {k}: {v}")).collect::<Vec<_>>().join("\n"),
        shown.join("\n")
    );
}

#[test]
fn every_heading_combination_is_read() {
    assert_all_read(combinations(), &["form", "meridian", "sections", "layout"]);
}

/// A township or a range as a description writes it, from its figures and direction.
type WrittenTownship = fn(u32, bool) -> String;

/// How a township alone is written where several share one range (words, stops, glued), how a
/// list writes its first township, and how it writes the townships after its first ("Townships 2 North and 3 North", "T. 2 N.
/// and 3 N.", "T2N and T3N").
const TOWNSHIP_ALONE: &[(&str, WrittenTownship, WrittenTownship, WrittenTownship)] = &[
    (
        "long",
        |t, north| format!("Township {t} {}", if north { "North" } else { "South" }),
        |t, north| format!("Townships {t} {}", if north { "North" } else { "South" }),
        |t, north| format!("{t} {}", if north { "North" } else { "South" }),
    ),
    (
        "stops",
        |t, north| format!("T. {t} {}.", if north { "N" } else { "S" }),
        |t, north| format!("T. {t} {}.", if north { "N" } else { "S" }),
        |t, north| format!("{t} {}.", if north { "N" } else { "S" }),
    ),
    (
        "glued",
        |t, north| format!("T{t}{}", if north { "N" } else { "S" }),
        |t, north| format!("T{t}{}", if north { "N" } else { "S" }),
        |t, north| format!("T{t}{}", if north { "N" } else { "S" }),
    ),
];

/// How a range alone is written after the townships it serves.
const RANGE_ALONE: &[(&str, WrittenTownship)] = &[
    ("long", |r, east| format!("Range {r} {}", if east { "East" } else { "West" })),
    ("stops", |r, east| format!("R. {r} {}.", if east { "E" } else { "W" })),
    ("glued", |r, east| format!("R{r}{}", if east { "E" } else { "W" })),
];

/// Where two sections lie in two townships of one range, and how the description says which
/// section is in which township: `{t1}`/`{t2}` the townships, `{r}` the range with the meridian,
/// `{a}`/`{b}` the sections' figures, `{p1}`/`{p2}` their parts. `same` says both sections bear
/// the same figure (one section in each township). The parts expected are those written.
const SEVERAL_TOWNSHIPS: &[(&str, &str, bool)] = &[
    ("each after its parts", "the {p1} of Section {a}, {t1}, and the {p2} of Section {b}, {t2}, both in {r}", false),
    (
        "each in its township",
        "Section {a} in {t1} and Section {b} in {t2}, both in {r}: the {p1} of Section {a} and the {p2} of Section {b}",
        false,
    ),
    ("township in parentheses", "the {p1} of Section {a} ({t1}) and the {p2} of Section {b} ({t2}), {r}", false),
    ("in each of", "the {p1} of Section {a} in each of {t1} and {t2}, {r}", true),
    ("in each of a list", "the {p1} of Section {a} in each of {tlist}, {r}", true),
    ("heading lines", "{t1}, {r}\nSection {a}: {p1}\n{t2}, {r}\nSection {b}: {p2}", false),
    (
        "said sections",
        "Section {a}, {t1}, {r}, and Section {b}, {t2}, {r}: in said Section {a} the {p1}, and in said Section {b} the {p2}",
        false,
    ),
];

/// Every several-township combination as its text, its dimensions and the tracts expected.
fn several_township_combinations() -> Vec<(String, String, Vec<String>)> {
    let mut draw = Draw(17);
    let mut all = Vec::new();
    for (township_name, township, plural, listed) in TOWNSHIP_ALONE {
        for (range_name, range) in RANGE_ALONE {
            for meridian in MERIDIANS {
                for (layout, pattern, same) in SEVERAL_TOWNSHIPS {
                    let first = 1 + draw.next(150);
                    let north = draw.next(2) == 0;
                    let second = first + 1;
                    let (range_number, east) = (1 + draw.next(110), draw.next(2) == 0);
                    let a = 1 + draw.next(36);
                    let b = if *same { a } else { 1 + (a + 10) % 36 };
                    let (p1, p2) = (PARTS[draw.next(3) as usize], if *same { PARTS[0] } else { PARTS[draw.next(3) as usize] });
                    let p1 = if *same { PARTS[0] } else { p1 };
                    let text = pattern
                        .replace("{t1}", &township(first, north))
                        .replace("{t2}", &township(second, north))
                        .replace("{tlist}", &format!("{} and {}", plural(first, north), listed(second, north)))
                        .replace("{r}", &format!("{}{meridian}", range(range_number, east)))
                        .replace("{a}", &a.to_string())
                        .replace("{b}", &b.to_string())
                        .replace("{p1}", p1)
                        .replace("{p2}", p2);
                    let (n, e) = (if north { "N" } else { "S" }, if east { "E" } else { "W" });
                    let expected = vec![
                        format!("{a} {first}{n} {range_number}{e} [{}]", p1.replace(' ', "")),
                        format!("{b} {second}{n} {range_number}{e} [{}]", p2.replace(' ', "")),
                    ];
                    all.push((text, format!("{township_name} | {range_name} | {meridian:?} | {layout}"), expected));
                }
            }
        }
    }
    all
}

#[test]
fn every_several_township_combination_is_read() {
    assert_all_read(several_township_combinations(), &["township", "range", "meridian", "layout"]);
}

/// Where sections lie in several townships of one range but the description does not say which
/// section is in which (the sections before the townships, paired by words the reader does not
/// take), or gives the parts apart from the sections, nothing is read rather than a guess.
#[test]
fn an_unsettled_township_or_part_of_a_shared_range_is_not_read() {
    for text in [
        "the NW/4 Sec. 8 and the NE/4 Sec. 17, the first in T12N and the second in T13N, both in R4W, 5th P.M.",
        "Sections 9 (T. 40 N.) and 16 (T. 41 N.), R. 7 W., 6th P.M.: in each, the W/2 NE/4",
    ] {
        assert!(tracts(text).is_empty(), "{text}");
    }
}
