//! Given names that clerks abbreviated and people shortened, as examiners read them. Kept as a
//! table because no crate carries the abbreviations of old deed records (WM, JNO, CHAS, GEO,
//! THOS, JAS, ROBT…).

/// Each row is one name: the full form first, then abbreviations and nicknames.
const GIVEN_NAMES: &[&[&str]] = &[
    &["WILLIAM", "WM", "WILL", "BILL", "BILLY", "WILLIE"],
    &["JOHN", "JNO", "JON", "JACK", "JOHNNY"],
    &["CHARLES", "CHAS", "CHARLIE", "CHUCK"],
    &["GEORGE", "GEO"],
    &["THOMAS", "THOS", "TOM", "TOMMY"],
    &["JAMES", "JAS", "JIM", "JIMMY", "JAMIE"],
    &["ROBERT", "ROBT", "ROB", "BOB", "BOBBY", "BERT"],
    &["BENJAMIN", "BENJ", "BEN"],
    &["SAMUEL", "SAML", "SAM"],
    &["EDWARD", "EDW", "ED", "EDDIE", "TED"],
    &["RICHARD", "RICHD", "RICH", "DICK", "RICK"],
    &["JOSEPH", "JOS", "JOE"],
    &["DANIEL", "DANL", "DAN", "DANNY"],
    &["ALEXANDER", "ALEX", "ALEC"],
    &["FREDERICK", "FREDK", "FRED"],
    &["NATHANIEL", "NATHL", "NATE", "NAT"],
    &["MICHAEL", "MICH", "MIKE"],
    &["HENRY", "HY", "HANK", "HARRY"],
    &["ANDREW", "ANDW", "ANDY", "DREW"],
    &["JEREMIAH", "JERE", "JERRY"],
    &["ZACHARIAH", "ZACH"],
    &["ELIZABETH", "ELIZ", "ELIZA", "BETH", "BETTY", "BETSY", "LIZ", "LIZZIE"],
    &["MARGARET", "MARGT", "MAGGIE", "PEGGY", "MARGIE"],
    &["KATHERINE", "KATE", "KATIE", "KATHY", "KAY"],
    &["CATHERINE", "CATH", "CATHY"],
    &["SARAH", "SALLY", "SADIE"],
    &["MARY", "POLLY", "MOLLY", "MAMIE"],
    &["ANNE", "ANN", "ANNA", "ANNIE", "NANCY"],
    &["DOROTHY", "DOT", "DOTTIE", "DOLLY"],
    &["VIRGINIA", "VA", "GINNY"],
    &["FRANCES", "FRAN", "FANNIE", "FANNY"],
    &["SUSAN", "SUE", "SUSIE"],
];

/// Whether two given names (no periods, upper case) are the same name.
pub fn same_given_name(a: &str, b: &str) -> bool {
    a == b || GIVEN_NAMES.iter().any(|row| row.contains(&a) && row.contains(&b))
}

/// Whether a given name is written in full ("JOHN", "MILDRED"), not abbreviated ("JNO").
pub fn is_full_form(name: &str) -> bool {
    GIVEN_NAMES.iter().all(|row| row.first() == Some(&name) || !row.contains(&name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abbreviations_and_nicknames_are_the_name() {
        assert!(same_given_name("WM", "WILLIAM"));
        assert!(same_given_name("BILL", "WM"));
        assert!(same_given_name("JNO", "JOHN"));
        assert!(same_given_name("ROBT", "BOB"));
        assert!(!same_given_name("JNO", "JAS"));
        assert!(!same_given_name("MARY", "MARGARET"));
    }

    #[test]
    fn full_forms_are_told_from_abbreviations() {
        assert!(is_full_form("JOHN"));
        assert!(is_full_form("MILDRED"));
        assert!(!is_full_form("JNO"));
    }
}
