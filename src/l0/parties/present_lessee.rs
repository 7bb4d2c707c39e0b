//! The present lessee of a ratification named before the words that say it holds the lease:
//! "and X is the present owner of the Lease", "which lease X now owns", "X now holds the said
//! lease". A ratification recites the lease it adopts, made to a lessee who has often assigned it
//! since; the recital of the assignment then says who holds it today, and the label conventions
//! make that holder the ratification's lessee.

use super::patterns::keyword_pattern;
use super::spans::floor_boundary;
use regex::Regex;
use std::sync::LazyLock;

/// "is the present owner of the Lease", "are now the present owners and holders of said lease",
/// "now owns" or "now holds" followed by the lease: the words after the holder's name.
static HOLDS_THE_LEASE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)\s+(?:(?:is|are)\s+(?:now\s+)?the\s+present\s+(?:owner|holder)s?(?:\s+and\s+(?:owner|holder)s?)?\s+of\s+(?:the\s+|said\s+)?lease\b|now\s+(?:owns|holds)(?:\s+(?:the\s+|said\s+)?lease\b|\s*,))",
    )
    .expect("holds-the-lease pattern compiles")
});

/// Where the holder's name opens, read back from [`HOLDS_THE_LEASE`]: after "which lease", the
/// "and" that joins the clause to the one before, "WHEREAS," or a clause break.
static CLAUSE_OPENING: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)(?:\bwhich\s+(?:said\s+)?lease\s+|,?\s+and\s+|\bwhereas\s*,?\s*|[;:\n]\s*)")
        .expect("clause opening pattern compiles")
});

/// The span of the name of the lease's present holder, where a clause names it before the words
/// that say it holds the lease. The name runs from the clause's opening; a window of 120 bytes
/// back is enough for a company's name and keeps a recital's earlier names out.
pub(super) fn named_before_its_holding(text: &str) -> Option<(usize, usize)> {
    HOLDS_THE_LEASE.find_iter(text).find_map(|holding| {
        let from = floor_boundary(text, holding.start().saturating_sub(120));
        let opening = CLAUSE_OPENING.find_iter(&text[from..holding.start()]).last()?;
        let start = from + opening.end();
        (start < holding.start()).then_some((start, holding.start()))
    })
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair};
    use crate::vocab::{DocCategory, Role};

    /// Our own phrasings of a ratification whose recital of an assignment names the holder
    /// before the words that say it holds the lease; the lessee the lease was made to is no party.
    #[test]
    fn a_holder_named_before_its_holding_is_the_ratification_s_lessee() {
        for (recital, present) in [
            (
                "WHEREAS, the said lease was assigned by Prairie Dog Leasing, LLC to LARAMIE HILLS ENERGY, LLC by an assignment \
recorded in Book 88, Page 4, and Laramie Hills Energy, LLC is the present owner of the Lease; and",
                "Laramie Hills Energy, LLC",
            ),
            ("The lease, which lease Laramie Hills Energy, LLC now owns, covers the land below; and", "Laramie Hills Energy, LLC"),
            ("WHEREAS, Laramie Hilis Energy, L.L.C. now holds said lease by mesne assignments; and", "Laramie Hilis Energy, L.L.C."),
        ] {
            let text = format!(
                "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, on May 2, 1990, ROSA KLEIN, as lessor, executed an oil and gas lease to \
Prairie Dog Leasing, LLC, as lessee, recorded in Book 70, Page 9;\n{recital}\nNOW, THEREFORE, the undersigned, OTTO KLEIN, \
a single man, does hereby ratify and confirm the said lease.\n"
            );
            let found = named(&text, DocCategory::LeaseRatification);
            assert!(
                found.iter().any(|(name, role)| *role == Role::Lessee && name.to_ascii_lowercase().starts_with("laramie")),
                "{present}: {found:?}"
            );
            assert!(!found.iter().any(|(name, _)| name.starts_with("Prairie")), "{found:?}");
            assert!(found.contains(&pair("OTTO KLEIN", Role::Lessor)), "{found:?}");
        }
    }

    /// A ratifier who "now owns" minerals holds no lease: the words must name the lease.
    #[test]
    fn an_owner_of_minerals_is_no_holder_of_the_lease() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, ROSA KLEIN, as lessor, executed an oil and gas lease to Prairie Dog \
Leasing, LLC, as lessee, recorded in Book 70, Page 9; and\nWHEREAS, the undersigned, OTTO KLEIN, now owns part of the minerals;\n\
NOW, THEREFORE, the undersigned does hereby ratify and confirm the said lease.\n";
        let found = named(text, DocCategory::LeaseRatification);
        assert!(found.contains(&pair("Prairie Dog Leasing, LLC", Role::Lessee)), "{found:?}");
        assert!(!found.iter().any(|(name, role)| *role == Role::Lessee && name.contains("OTTO")), "{found:?}");
    }
}
