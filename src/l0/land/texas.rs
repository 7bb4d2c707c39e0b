//! Texas land: sections of a block of a railroad survey, abstracts, named surveys, and the Spanish
//! and Mexican land grants that name the land as a survey does.

use super::*;

/// An abstract's number: "Abstract 1234", "Abst. No. 77", "A-348". OCR reads a 0 inside the
/// figures as the letter ("Abstract No. 44O9") and a 1 as l or I ("Abstract No. 2l3"): after a
/// first digit, such a letter counts as its digit.
pub(super) static ABSTRACT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:abstract|abst\.?|abs\.)\s*(?:no\.?\s*|number\s*)?(?P<number>\d[0-9oli]{0,4})(?-u:\b)|(?-u:\b)A\s?-\s?(?P<short>\d[0-9oli]{0,4})(?-u:\b)")
        .expect("abstract pattern compiles")
});

/// A survey name: capitalised words before "Survey" ("H&GN RR Co. Survey", "John Smith Survey").
pub(super) static SURVEY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<name>(?:(?:[A-Z][A-Za-z&.'-]*|&|\d{1,4})\s+){1,6})(?:Survey|SURVEY|Svy\.)(?-u:\b)").expect("survey pattern compiles")
});

/// A Spanish or Mexican land grant, which names the land as a survey does: "out of the Tierra
/// Blanca Grant", "the Sangre de Cristo Grant". Title case only: "RIGHT-OF-WAY GRANT" and "does
/// hereby Grant" are not land.
pub(super) static LAND_GRANT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)(?:[Tt]he|[Ss]aid)\s+(?P<name>(?:[A-Z][a-z'-]+\s+(?:(?:de|del|la|las|los|y)\s+)?){1,4}(?:Land\s+)?Grant)(?-u:\b)")
        .expect("land grant pattern compiles")
});
/// Words of a grant of rights, not of land.
pub(super) const NOT_LAND_GRANT: [&str; 10] =
    ["right", "right-of-way", "way", "lease", "easement", "permit", "federal", "mineral", "royalty", "this"];

/// A block of a Texas survey: "Block 7", "Blk. C-21", "Block No. Five (5)", and blocks named by
/// two capitals ("Block JS", "Block HH"), which the pattern reads case as written.
pub(super) static TEXAS_BLOCK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?-u:\b)(?:block|blk)(?-u:\b)\.?\s*(?:no\.?\s*|#\s*)?(?P<block>{LOT_SLOT}|(?-i:[A-Z]{{2}})(?-u:\b))"))
        .expect("block pattern compiles")
});

/// The ASCII twins ([`twin_of`]) of the Texas reader's block scans: on a block that is ASCII
/// throughout they give the same matches and captures, with automata a fraction of the size
/// (their `\d`, `\s` and number words are Unicode classes), which the capture engine's work on
/// each match grows with.
static ABSTRACT_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&ABSTRACT));
static SURVEY_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&SURVEY));
static LAND_GRANT_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&LAND_GRANT));
static TEXAS_BLOCK_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&TEXAS_BLOCK));

/// Two capitals that are a word, not a block's name ("BLOCK OF", "BLOCK IN").
const NOT_A_BLOCK: [&str; 12] = ["OF", "IN", "TO", "AT", "ON", "BY", "NO", "AN", "OR", "AS", "IS", "IT"];

/// One tract per land grant named; the grant's name is the survey the land lies in.
pub(super) fn land_grant_tracts(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    let mut tracts: Vec<TractMatch> = Vec::new();
    for caps in for_text(&LAND_GRANT, &LAND_GRANT_ASCII, block).captures_iter(block) {
        let Some(name) = caps.name("name") else { continue };
        let words: Vec<String> = name.as_str().split_whitespace().map(str::to_ascii_lowercase).collect();
        if !usable(name.start()) || words.iter().any(|w| NOT_LAND_GRANT.contains(&w.as_str())) {
            continue;
        }
        let survey = words_joined(name.as_str());
        if tracts.iter().any(|t| t.survey.as_deref() == Some(survey.as_str())) {
            continue;
        }
        tracts.push(TractMatch {
            system: Some(LandSystem::Other),
            survey: Some(survey),
            evidence: Evidence::new("land.land_grant", block, name.start(), name.end()),
            ..TractMatch::default()
        });
    }
    tracts
}

/// Texas land: one tract per section (with its block) when sections are given, else one per
/// abstract, else one per survey; survey, abstract and block are shared within the block.
pub(super) fn texas_tracts(sections: &BlockSections<'_>, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    let (block, words) = (sections.block, sections.words);
    // Each pattern is searched only where its words can stand: "abstract", "abst", "abs." or
    // "A-" with its hyphen before a figure; "Survey" or "Svy." (case as written); a block's
    // match begins with "block" or "blk".
    let abstract_haystack = if words.holds("abs") || names_short_abstract(block) { block } else { "" };
    let survey_haystack = if ["Survey", "SURVEY", "Svy."].iter().any(|word| block.contains(word)) { block } else { "" };
    let abstracts: Vec<(usize, String)> = words
        .pick(&ABSTRACT, &ABSTRACT_ASCII)
        .captures_iter(abstract_haystack)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let number = caps.name("number").or(caps.name("short"))?;
            usable(whole.start()).then(|| Some((whole.start(), ocr_figures(number.as_str())?))).flatten()
        })
        .collect();
    let surveys: Vec<(usize, usize, String)> = words
        .pick(&SURVEY, &SURVEY_ASCII)
        .captures_iter(survey_haystack)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let name = survey_name(caps.name("name")?.as_str())?;
            usable(whole.start()).then_some((whole.start(), whole.end(), name))
        })
        .collect();
    let blocks: Vec<(usize, String)> = words
        .captures_iter_from(words.pick(&TEXAS_BLOCK, &TEXAS_BLOCK_ASCII), block, &["block", "blk"])
        .into_iter()
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let number = list_values(caps.name("block")?.as_str()).into_iter().next()?;
            (usable(whole.start()) && !NOT_A_BLOCK.contains(&number.as_str())).then_some((whole.start(), number))
        })
        .collect();
    if abstracts.is_empty() && surveys.is_empty() && blocks.is_empty() {
        return Vec::new();
    }
    let nearest_after = |list: &[(usize, String)], at: usize| {
        list.iter().find(|(start, _)| *start >= at && *start - at < 200).or_else(|| list.first()).map(|(_, v)| v.clone())
    };
    let survey = surveys.first().map(|(_, _, name)| name.clone());
    let mut tracts = Vec::new();
    let span = |from: usize| {
        let to = block[from..].find('\n').map_or(block.len(), |i| from + i);
        Evidence::new("land.texas_survey", block, from, to)
    };
    // A section is a Texas tract only with a block.
    let found: &[SectionMatch] = if !blocks.is_empty() && words.holds_any(SECTION_WORDS) { sections.get() } else { &[] };
    let own_section = !found.is_empty() && has_own_section(block, found, usable);
    // "the NW/4 of Section 14, Block 7": a section of a Texas block is divided into aliquots as a
    // PLSS section is, and two parcels of one section are two tracts.
    let chains = if found.is_empty() { Vec::new() } else { aliquot_chains(block, words) };
    for found_section in found {
        if !usable(found_section.start) || found_section.statute || (own_section && section_in_call(block, found_section.start)) {
            continue;
        }
        let Some(first) = number_slot(&block[found_section.number.clone()]) else { continue };
        let numbers = match &found_section.more {
            Some(more) => list_values_with_ranges(&format!("{first}{}", &block[more.clone()])),
            None => vec![first],
        };
        let (aliquots, _) = section_parts(block, found_section.start, found_section.end, &chains, &[], &mut Vec::new());
        let aliquots = (!aliquots.is_empty()).then(|| aliquots.join(", "));
        let abstract_number = section_abstract(block, &abstracts, found, found_section);
        for section in numbers {
            // The same section read again (the lease's land, then the part assigned) is one
            // tract, which the later reading completes with the abstract its clause names.
            if let Some(known) =
                tracts.iter_mut().find(|t: &&mut TractMatch| t.section.as_deref() == Some(section.as_str()) && t.aliquots == aliquots)
            {
                known.abstract_number = known.abstract_number.take().or_else(|| abstract_number.clone());
                continue;
            }
            tracts.push(TractMatch {
                system: Some(LandSystem::TexasSurvey),
                section: Some(section),
                aliquots: aliquots.clone(),
                block: nearest_after(&blocks, found_section.end),
                survey: surveys.iter().find(|(start, _, _)| *start >= found_section.end).or(surveys.first()).map(|(_, _, n)| n.clone()),
                abstract_number: abstract_number.clone(),
                evidence: span(found_section.start),
                ..TractMatch::default()
            });
        }
    }
    // "(a) the NW/4 of Section 9, Block 44, …; and (c) Labor 7, League 283, School Land,
    // Abstract 1101": an abstract in a clause of its own after the sections, with no section, is
    // a tract of its own. One before them all heads the land (a patent's "Abstract No. 688"
    // above its grant).
    let first_section = found.iter().map(|s| s.start).min().unwrap_or(0);
    if !tracts.is_empty() {
        for (start, number) in abstracts.iter().filter(|(start, _)| *start > first_section) {
            let with_a_section = found.iter().any(|s| {
                let (from, to) = if s.start < *start { (s.end, *start) } else { (*start, s.start) };
                !crosses_clause(&block[from.min(to)..to])
            });
            if with_a_section || tracts.iter().any(|t| t.abstract_number.as_deref() == Some(number.as_str())) {
                continue;
            }
            let survey = surveys.iter().rev().find(|(s, e, _)| *s <= *start && !crosses_clause(&block[(*e).min(*start)..*start]));
            tracts.push(TractMatch {
                system: Some(LandSystem::TexasSurvey),
                abstract_number: Some(number.clone()),
                survey: survey.map(|(_, _, n)| n.clone()),
                evidence: span(*start),
                ..TractMatch::default()
            });
        }
    }
    if tracts.is_empty() {
        let mut seen: Vec<String> = Vec::new();
        for (start, number) in &abstracts {
            if seen.contains(number) {
                continue;
            }
            seen.push(number.clone());
            let survey = surveys.iter().rev().find(|(s, _, _)| s <= start).or(surveys.first()).map(|(_, _, n)| n.clone());
            tracts.push(TractMatch {
                system: Some(LandSystem::TexasSurvey),
                abstract_number: Some(number.clone()),
                survey,
                block: blocks.first().map(|(_, b)| b.clone()),
                evidence: span(*start),
                ..TractMatch::default()
            });
        }
    }
    if tracts.is_empty()
        && let Some((start, _, _)) = surveys.first()
    {
        tracts.push(TractMatch {
            system: Some(LandSystem::TexasSurvey),
            survey: survey.clone(),
            block: blocks.first().map(|(_, b)| b.clone()),
            evidence: span(*start),
            ..TractMatch::default()
        });
    }
    // "two tracts out of the X Survey, Abstract 12: Tract One, 120 acres …; and Tract Two, 94.6
    // acres …": one survey or abstract, several named parcels each with its acreage, which are
    // as many tracts.
    if let [only] = tracts.as_slice()
        && only.section.is_none()
    {
        let parcels = named_parcel_acreages(block, words, usable);
        if parcels.len() >= 2 {
            let only = only.clone();
            tracts = parcels
                .into_iter()
                .map(|(start, end, acres)| TractMatch {
                    acres: Some(acres),
                    evidence: Evidence::new("land.texas_survey", block, start, end),
                    ..only.clone()
                })
                .collect();
        }
    }
    tracts
}

/// The abstract a section's own clause names: the first after the section's words, before the
/// next section and before the clause ends, else one before it in the same clause ("Abstract
/// 544, Section 8, Block 31") before all the sections, or the block's only abstract when it
/// stands above all the sections. A list of tracts closes each with ";" or a blank line ("(a) the
/// NW/4 of Section 9, Block 44, …; (b) …"): an abstract past that is another tract's, and a
/// section that names none has none.
fn section_abstract(block: &str, abstracts: &[(usize, String)], sections: &[SectionMatch], section: &SectionMatch) -> Option<String> {
    let next_section = sections.iter().map(|s| s.start).filter(|start| *start > section.end).min().unwrap_or(block.len());
    let after = abstracts.iter().find(|(start, _)| {
        *start >= section.end && *start < next_section && *start - section.end < 200 && !crosses_clause(&block[section.end..*start])
    });
    let first_section = sections.iter().map(|s| s.start).min().unwrap_or(section.start);
    let before = || {
        abstracts
            .iter()
            .rev()
            .find(|(start, _)| *start < first_section && section.start - *start < 200 && !crosses_clause(&block[*start..section.start]))
    };
    // A lone abstract above all the sections, however far, is the land's: a patent's heading.
    let heading = || match abstracts {
        [only] if only.0 < first_section => Some(only),
        _ => None,
    };
    after.or_else(before).or_else(heading).map(|(_, number)| number.clone())
}

/// Whether a stretch of a description closes a clause: a ";" or a blank line, which end one tract
/// of a list.
fn crosses_clause(stretch: &str) -> bool {
    stretch.contains(';')
        || stretch.match_indices('\n').any(|(at, _)| stretch[at + 1..].trim_start_matches([' ', '\t', '\r']).starts_with('\n'))
}

/// A parcel named in the middle of a description and given its acreage: "Tract One, 120.00
/// acres", "Tract 2: 94.62 acres", "Parcel B, containing 40 acres".
static NAMED_PARCEL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:tract|parcel)\s+(?:no\.?\s*)?(?:\d{1,2}|one|two|three|four|five|six|[a-f])(?-u:\b)[\s,:.-]{1,4}(?:being\s+|containing\s+)?")
        .expect("named parcel pattern compiles")
});

/// Each named parcel of a block with the acreage that follows its name: the span from the name
/// to the acreage's end, and the acres.
fn named_parcel_acreages(block: &str, words: &LoweredText, usable: &dyn Fn(usize) -> bool) -> Vec<(usize, usize, f64)> {
    if !words.holds("acr") || !words.holds_any(&["tract", "parcel"]) {
        return Vec::new();
    }
    NAMED_PARCEL
        .find_iter(block)
        .filter(|name| usable(name.start()))
        .filter_map(|name| {
            let caps = ACRES.captures_at(block, name.end()).filter(|caps| caps.get(0).is_some_and(|m| m.start() == name.end()))?;
            let whole = caps.get(0)?;
            Some((name.start(), whole.end(), acreage_value(&caps)?))
        })
        .collect()
}

/// Whether a block may hold the short abstract form "A-880" or "A - 880": an "A" before a
/// hyphen and a digit after it, at most one white space character on either side.
pub(super) fn names_short_abstract(block: &str) -> bool {
    block.match_indices('-').any(|(at, _)| {
        let mut before = block[..at].chars().rev();
        let letter = match before.next() {
            Some(space) if space.is_whitespace() => before.next(),
            other => other,
        };
        let mut after = block[at + 1..].chars();
        let figure = match after.next() {
            Some(space) if space.is_whitespace() => after.next(),
            other => other,
        };
        // `\d` there is any decimal digit; `is_numeric` takes in more.
        letter.is_some_and(|c| c.eq_ignore_ascii_case(&'a')) && figure.is_some_and(char::is_numeric)
    })
}

/// "the John Smith" as "John Smith": leading articles and connectives are not the name.
pub(super) fn survey_name(raw: &str) -> Option<String> {
    let words: Vec<&str> = raw.split_whitespace().collect();
    let skip =
        words.iter().take_while(|w| matches!(w.to_ascii_lowercase().as_str(), "the" | "of" | "in" | "said" | "out" | "original")).count();
    let name = words[skip..].join(" ");
    // "according to the United States Government Survey" is the PLSS, not a Texas survey.
    let government =
        words.last().is_some_and(|w| w.eq_ignore_ascii_case("government")) || name.to_ascii_lowercase().contains("united states");
    (!name.is_empty() && !government).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pieces of Texas descriptions and what stands around them, to join into ASCII blocks.
    const TEXAS_PIECES: &[&str] = &[
        "Abstract", "Abst.", "A-", "A - ", "No.", "12", "44O9", "2l3", "Survey", "SURVEY", "Svy.", "H&GN", "RR", "Co.", "John", "Smith",
        "Block", "Blk.", "C-21", "Five", "(5)", "JS", "OF", "the", "said", "Tierra", "Blanca", "de", "Land", "Grant", " ", "\n", ",", ".",
        "x", "7",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        /// On an ASCII block every scan's twin gives the pattern's matches and every group's span.
        #[test]
        fn ascii_twins_of_the_texas_scans_capture_what_the_patterns_capture(pieces in proptest::collection::vec(0..TEXAS_PIECES.len(), 0..30)) {
            let block: String = pieces.iter().map(|&index| TEXAS_PIECES[index]).collect();
            let spans = |pattern: &Regex| -> Vec<Vec<Option<std::ops::Range<usize>>>> {
                pattern.captures_iter(&block).map(|caps| caps.iter().map(|group| group.map(|g| g.range())).collect()).collect()
            };
            for (pattern, twin) in [(&ABSTRACT, &ABSTRACT_ASCII), (&SURVEY, &SURVEY_ASCII), (&LAND_GRANT, &LAND_GRANT_ASCII), (&TEXAS_BLOCK, &TEXAS_BLOCK_ASCII)] {
                proptest::prop_assert_eq!(spans(twin), spans(pattern), "{}", pattern.as_str());
            }
        }
    }
    use crate::l0::land::tests::tracts;

    #[test]
    fn texas_section_block_survey_abstract() {
        let found = tracts("to-wit: Section 14, Block 7, H&GN RR Co. Survey, Abstract 1234, Reeves County, Texas.\n");
        assert_eq!(found.len(), 1);
        let tract = &found[0];
        assert_eq!(tract.system, Some(LandSystem::TexasSurvey));
        assert_eq!((tract.section.as_deref(), tract.block.as_deref()), (Some("14"), Some("7")));
        assert_eq!(tract.survey.as_deref(), Some("H&GN RR Co."));
        assert_eq!(tract.abstract_number.as_deref(), Some("1234"));
        assert_eq!((tract.county.as_deref(), tract.state.as_deref()), (Some("Reeves"), Some("TX")));
    }

    #[test]
    fn parcels_named_with_their_acres_in_one_abstract_are_tracts_apart() {
        let found = tracts(
            "the lease covering two tracts out of the Juan Flores Survey, Abstract No. 318, Atascosa County, Texas: Tract 1, 64.5 acres, more or less, described in a deed of record; and Tract 2, 30 acres, more or less, lying west of the county road.\n",
        );
        let parcels: Vec<_> = found.iter().map(|t| (t.abstract_number.as_deref(), t.acres)).collect();
        assert_eq!(parcels, vec![(Some("318"), Some(64.5)), (Some("318"), Some(30.0))]);
        let found = tracts(
            "being the following lands in the B. Ruiz Survey, A-77, Wilson County, Texas: Parcel A, containing 12.25 acres; Parcel B, containing 3 acres; and Parcel C, containing 41 acres.\n",
        );
        let acres: Vec<_> = found.iter().map(|t| t.acres).collect();
        assert_eq!(acres, vec![Some(12.25), Some(3.0), Some(41.0)]);
        assert!(found.iter().all(|t| t.survey.as_deref() == Some("B. Ruiz")));
        // One named parcel is the survey's tract with its acres.
        let found = tracts("out of the Juan Flores Survey, Abstract No. 318, Atascosa County, Texas: Tract 1, 64.5 acres.\n");
        assert_eq!((found.len(), found[0].acres), (1, Some(64.5)));
    }

    #[test]
    fn texas_acreage_out_of_a_survey() {
        let found = tracts("to-wit: 320 acres out of the Jacob Lowe Survey, A-348, Panola County, Texas.\n");
        assert_eq!(found[0].survey.as_deref(), Some("Jacob Lowe"));
        assert_eq!(found[0].abstract_number.as_deref(), Some("348"));
        assert_eq!(found[0].acres, Some(320.0));
    }

    #[test]
    fn texas_block_in_words_or_abbreviated() {
        let found = tracts(
            "to-wit: A tract of 12.5 acres out of Section Nine (9), Block Thirty-two (32), T. & P. Ry. Co. Survey, Howard County, Texas, described as follows: BEGINNING at an iron pipe; THENCE North 400 feet; THENCE East 300 feet to the place of beginning.\n",
        );
        assert_eq!((found[0].section.as_deref(), found[0].block.as_deref()), (Some("9"), Some("32")));
        let found = tracts("to-wit: All of Sec. 5, Blk. C-21, PSL, A-880, Winkler County, Texas.\n");
        assert_eq!(
            (found[0].section.as_deref(), found[0].block.as_deref(), found[0].abstract_number.as_deref()),
            (Some("5"), Some("C-21"), Some("880"))
        );
        let found = tracts("to-wit: Section No. Twenty (20), in Block No. Five (5), T&P RR Co. Survey, Abstract No. 77.\n");
        assert_eq!(
            (found[0].section.as_deref(), found[0].block.as_deref(), found[0].abstract_number.as_deref()),
            (Some("20"), Some("5"), Some("77"))
        );
    }

    #[test]
    fn section_named_in_a_call_is_not_a_tract() {
        let found = tracts(
            "to-wit: Section No. Twenty (20), Block No. Five (5), T&P RR Co. Survey, beginning at a rock for the S.E. corner of this section and the S.W. corner of Section No. 21; Thence North 1900 varas; Thence West 1900 varas to the place of beginning.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].section.as_deref(), Some("20"));
    }

    #[test]
    fn government_survey_is_not_a_texas_survey_name() {
        assert_eq!(survey_name("the United States Government "), None);
        assert_eq!(survey_name("the Jacob Lowe "), Some("Jacob Lowe".to_string()));
    }

    #[test]
    fn spanish_land_grant_names_the_land() {
        let found = tracts(
            "the following described land in Taos County, New Mexico, to wit:\n5,120.5 acres, more or less, out of the Los Ojitos Grant, Taos County, New Mexico.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].survey.as_deref(), Some("Los Ojitos Grant"));
        assert_eq!((found[0].county.as_deref(), found[0].acres), (Some("Taos"), Some(5120.5)));
        assert_eq!(found[0].system, Some(LandSystem::Other));
        assert!(tracts("This RIGHT-OF-WAY GRANT is issued to the holder. The Right-of-way Grant terminates in 2040.\n").is_empty());
    }

    #[test]
    fn aliquots_of_a_texas_section_and_two_parcels_of_one_section() {
        let found = tracts(
            "to-wit: the SW/4 of Section 22, Block 9, H&TC RR Co. Survey, and the N/2 NE/4 of Section 22, Block 9, H&TC RR Co. Survey, Loving County, Texas.\n",
        );
        let parts: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.block.as_deref(), t.aliquots.as_deref())).collect();
        assert_eq!(parts, vec![(Some("22"), Some("9"), Some("SW/4")), (Some("22"), Some("9"), Some("N/2 NE/4"))]);
        let sections: Vec<_> = tracts("all of Sections 3 and 4, Block 55, T&P RR Co. Survey, Reeves County, Texas\n")
            .iter()
            .map(|t| t.section.clone().unwrap_or_default())
            .collect();
        assert_eq!(sections, vec!["3", "4"]);
    }

    #[test]
    fn an_abstract_in_a_clause_of_its_own_is_a_tract_of_its_own() {
        let found = tracts(
            "these lands in Crockett County, Texas:\n(a) The SE/4 of Section 12, Block 30, GC&SF Ry. Co. Survey, containing 160 acres;\n(b) The N/2 of Section 14, Block 30, GC&SF Ry. Co. Survey, containing 320 acres; and\n(c) Labor 4, League 90, Pike County School Land, Abstract 2210, 88 acres.\n",
        );
        let parts: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.abstract_number.as_deref())).collect();
        assert_eq!(parts, vec![(Some("12"), None), (Some("14"), None), (None, Some("2210"))]);
        // Each section takes the abstract of its own clause.
        let found = tracts(
            "to-wit: All of Section 3, Block 8, T&P RR Co. Survey, Abstract No. 615, Loving County, Texas; and the S/2 of Section 7, Block 2, H&GN RR Co. Survey, Abstract No. 902, Loving County, Texas.\n",
        );
        let abstracts: Vec<_> = found.iter().map(|t| t.abstract_number.as_deref()).collect();
        assert_eq!(abstracts, vec![Some("615"), Some("902")]);
        // An abstract heading the instrument, above the grant, is its section's.
        let found = tracts(
            "Abstract No. 505\nKnow all men: the State grants to the railway company Section No. Four (4), Block Nine (9), T&P Ry. Co. Survey.\n",
        );
        assert_eq!((found.len(), found[0].abstract_number.as_deref()), (1, Some("505")));
    }

    #[test]
    fn letters_for_figures_in_an_abstract_number() {
        let found = tracts("to-wit: 60 acres out of the Ana Lucero Survey, Abstract No. 3O7, Bee County, Texas.\n");
        assert_eq!(found[0].abstract_number.as_deref(), Some("307"));
        let found = tracts("to-wit: 60 acres out of the Ana Lucero Survey, Abstract No. 5l2, Bee County, Texas.\n");
        assert_eq!(found[0].abstract_number.as_deref(), Some("512"));
    }

    #[test]
    fn a_block_named_by_two_capitals() {
        let found = tracts("an easement located in Section 41, Block KT, Midland County, Texas, as shown on the plat.\n");
        assert_eq!((found[0].section.as_deref(), found[0].block.as_deref()), (Some("41"), Some("KT")));
        assert!(
            tracts("Section 41, BLOCK OF the grantor's lands in Midland County, Texas\n").iter().all(|t| t.block.as_deref() != Some("OF"))
        );
    }
}
