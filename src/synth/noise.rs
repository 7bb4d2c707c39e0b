//! OCR noise at four levels, the damage a courthouse scan does to text: 0 none; 1 light
//! (l/1 and O/0 confusion, a word broken by a space); 2 medium (also line-end hyphenation,
//! fraction glyphs read as junk such as "NEY4", stray stamp text, a paragraph in capitals);
//! 3 heavy (all of it, more often). Noise never touches the truth: the instrument still says
//! what it said.

use super::rng::Rng;

/// Highest noise level.
pub const MAX_LEVEL: u8 = 3;

struct Rates {
    /// Per eligible character: l/1, O/0, I/l confusion.
    confusion: f64,
    /// Per word of seven letters or more: a space inside it.
    broken_word: f64,
    /// Per fraction glyph or "/4": read as junk.
    glyph: f64,
    /// Per line break made by re-wrapping: the word split with a hyphen.
    hyphen: f64,
    stamps: usize,
    upper_block: bool,
}

impl Rates {
    fn for_level(level: u8) -> Rates {
        match level {
            0 => Rates { confusion: 0.0, broken_word: 0.0, glyph: 0.0, hyphen: 0.0, stamps: 0, upper_block: false },
            1 => Rates { confusion: 0.004, broken_word: 0.01, glyph: 0.0, hyphen: 0.0, stamps: 0, upper_block: false },
            2 => Rates { confusion: 0.012, broken_word: 0.03, glyph: 0.3, hyphen: 0.3, stamps: 1, upper_block: true },
            _ => Rates { confusion: 0.03, broken_word: 0.06, glyph: 0.7, hyphen: 0.6, stamps: 3, upper_block: true },
        }
    }
}

const STAMPS: [&str; 8] = [
    "COMPARED",
    "INDEXED",
    "RECEIVED FOR RECORD",
    "| ' . ,,  ILLEGIBLE",
    "Page ___ of ___",
    "CERTIFIED COPY",
    "~ ' ' ~ ~ .",
    "APPROVED AS TO FORM",
];

/// The text as a scan of the given level would read it.
pub fn apply(text: &str, level: u8, rng: &mut Rng) -> String {
    let rates = Rates::for_level(level.min(MAX_LEVEL));
    if level == 0 {
        return text.to_string();
    }
    let mut out = glyph_junk(text, rates.glyph, rng);
    if rates.upper_block {
        out = upper_block(&out, rng);
    }
    out = damage_words(&out, &rates, rng);
    if rates.hyphen > 0.0 {
        out = rewrap(&out, 72, rates.hyphen, rng);
    }
    for _ in 0..rates.stamps {
        out = stamp(&out, rng);
    }
    out
}

fn glyph_junk(text: &str, rate: f64, rng: &mut Rng) -> String {
    if rate == 0.0 {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(position) = rest.find(['¼', '½', '/']) {
        let (head, tail) = rest.split_at(position);
        out.push_str(head);
        let mut chars = tail.chars();
        let glyph = chars.next().unwrap_or(' ');
        let after = chars.as_str();
        match glyph {
            '¼' if rng.chance(rate) => out.push_str(rng.pick(&["Y4", "%", "i4"])),
            '½' if rng.chance(rate) => out.push_str(rng.pick(&["Y2", "%", "l/2"])),
            '/' if after.starts_with('4') && out.ends_with(char::is_alphabetic) && rng.chance(rate) => out.push('Y'),
            _ => out.push(glyph),
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

fn confused(c: char) -> Option<char> {
    match c {
        '1' => Some('l'),
        'l' => Some('1'),
        '0' => Some('O'),
        'O' => Some('0'),
        'I' => Some('l'),
        _ => None,
    }
}

fn damage_words(text: &str, rates: &Rates, rng: &mut Rng) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut word_length = 0usize;
    for c in text.chars() {
        if c.is_alphanumeric() {
            word_length += 1;
            if word_length == 4 && rng.chance(rates.broken_word / 2.0) {
                out.push(' ');
            }
        } else {
            word_length = 0;
        }
        match confused(c) {
            Some(other) if rng.chance(rates.confusion) => out.push(other),
            _ => out.push(c),
        }
    }
    out
}

/// One paragraph typed in capitals, as forms print their printed parts.
fn upper_block(text: &str, rng: &mut Rng) -> String {
    let paragraphs: Vec<&str> = text.split("\n\n").collect();
    let chosen = rng.below(paragraphs.len());
    paragraphs.iter().enumerate().map(|(i, p)| if i == chosen { p.to_uppercase() } else { p.to_string() }).collect::<Vec<_>>().join("\n\n")
}

/// Lines broken at `width` as the scanned page broke them, some words split with a hyphen.
fn rewrap(text: &str, width: usize, hyphen: f64, rng: &mut Rng) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 30);
    for (index, line) in text.split('\n').enumerate() {
        if index > 0 {
            out.push('\n');
        }
        let mut column = 0usize;
        for (position, word) in line.split(' ').enumerate() {
            let length = word.chars().count();
            if position > 0 && column + 1 + length > width {
                let letters = word.chars().filter(|c| c.is_alphabetic()).count();
                if letters >= 6 && word.chars().all(char::is_alphabetic) && rng.chance(hyphen) {
                    let cut = 2 + rng.below(letters - 4);
                    let head: String = word.chars().take(cut).collect();
                    let tail: String = word.chars().skip(cut).collect();
                    out.push(' ');
                    out.push_str(&head);
                    out.push_str("-\n");
                    out.push_str(&tail);
                    column = tail.chars().count();
                    continue;
                }
                out.push('\n');
                out.push_str(word);
                column = length;
                continue;
            }
            if position > 0 {
                out.push(' ');
                column += 1;
            }
            out.push_str(word);
            column += length;
        }
    }
    out
}

fn stamp(text: &str, rng: &mut Rng) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let at = rng.below(lines.len() + 1);
    let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    out.insert(at, format!("{}{}", " ".repeat(rng.below(30)), rng.pick(&STAMPS)));
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEED: &str = "WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That JOHN A. SMITH conveys the NE/4 and the NE¼ of Section 12, Township 5 North, containing 160 acres, more or less, by instrument dated March 10, 1952 and recorded in Volume 123, Page 45 of the Deed Records.";

    #[test]
    fn level_zero_is_the_text() {
        assert_eq!(apply(DEED, 0, &mut Rng::new(1)), DEED);
    }

    #[test]
    fn heavier_levels_damage_more() {
        let changed = |level: u8| -> usize {
            (0..20u64)
                .map(|seed| {
                    let noisy = apply(DEED, level, &mut Rng::new(seed));
                    noisy.chars().zip(DEED.chars()).filter(|(a, b)| a != b).count() + noisy.len().abs_diff(DEED.len())
                })
                .sum()
        };
        let (light, heavy) = (changed(1), changed(3));
        assert!(light > 0 && heavy > light, "light {light} heavy {heavy}");
    }

    #[test]
    fn rewrap_keeps_every_letter() {
        let wrapped = rewrap(DEED, 30, 1.0, &mut Rng::new(4));
        let letters = |t: &str| t.chars().filter(|c| c.is_alphanumeric()).collect::<String>();
        assert_eq!(letters(&wrapped), letters(DEED));
        assert!(wrapped.contains("-\n"));
    }
}
