//! Instruments of a known kind that nothing named: a caption that lists the affidavit's
//! subjects ("AFFIDAVIT OF FACTS, DEATH AND HEIRSHIP"), a patent that calls itself "this
//! patent" and grants in plain words, an owner who joins in and confirms a lease without the
//! word "ratify". The kind fell to `other` in two sets written apart (a joinder in heldout14,
//! a question-and-answer heirship and a widow's homestead patent in heldout15). Written in our
//! own words, across forms, decades and states, with OCR damage.

use super::testing::misread;
use crate::vocab::DocCategory::{self, *};

const CASES: &[(DocCategory, &str)] = &[
    // A caption whose title lists the affidavit's subjects, heirship among them.
    (
        AffidavitOfHeirship,
        "AFFIDAVIT OF DEATH, HEIRSHIP AND FAMILY HISTORY\nSTATE OF ALABAMA\nQ. 1. Did you know Abel Rusk?\nA. Yes, for forty years.\n\
Sworn to and subscribed before me this 3rd day of May, 1951.\n",
    ),
    (
        AffidavitOfHeirship,
        "AFFIDAVIT OF FACTS, MARRIAGE, DEATH AND HEIRSHIP\nBefore me appeared Ona Pell, who says she knew Carl Voss in his lifetime.\n\
Subscribed and sworn to before me on June 2, 1977.\n",
    ),
    (
        AffidavitOfHeirship,
        "PROOF OF DEATH, DESCENT AND HEIRS\nThe affiant Lem Ortiz states that he knew Rosa Ortiz, late of Kiowa County.\n\
Sworn to before me this 9th day of March, 1933.\n",
    ),
    (
        AffidavitOfHeirship,
        "Affidavit of Identity, Death, and Heirship\nThe undersigned, being first sworn, says that Hugh Dane owned the land below.\n\
Subscribed and sworn to before me on 4/4/2002.\n",
    ),
    (
        AffidavitOfHeirship,
        "AFFIDAVIT OF NON-PRODUCTION, DEATH AND HEIRSHIP\nBefore me came Ruby Kell, who on oath says that Ned Kell died in 1960.\n\
Sworn to before me this 1st day of July, 1962.\n",
    ),
    // A patent that calls itself "this patent": its greeting and its testimonium.
    (
        Patent,
        "Homestead Certificate No. 5512.\nTHE UNITED STATES OF AMERICA,\n\nGreeting to all who see this patent:\n\
WHEREAS the Register of the Land Office has certified that Ada Moss has completed her claim to the tract below;\n\
NOW THEREFORE the United States grants that tract to Ada Moss, for her and her heirs and assigns to hold for ever.\n\
In witness of which the President has ordered this patent issued under the seal of the General Land Office.\n",
    ),
    (
        Patent,
        "THE UNITED STATES OF AMERICA\nTo all who shall see this patent, greeting:\nWhereas Otis Bray has paid in full for the land below,\n\
the United States hereby grants the said land to Otis Bray and his heirs forever.\n",
    ),
    (
        Patent,
        "No. 7720\nTHE UNITED STATES OF AMERICA\nWhereas Ruth Amsel has made final proof of her entry upon the lands below, \
now the United States gives and grants the said tract unto Ruth Amsel.\nIn testimony whereof the President has caused this patent \
to be issued.\n",
    ),
    (
        Patent,
        "THE UNITED STATES 0F AMERICA,\nGreetinq to all who see this patent:\nWhereas Tom Garza has completed his claim;\n\n\
Now the United States grants that land to Tom Garza for ever.\n\nThe President has caused this patent to issue.\n",
    ),
    // A joinder: an owner who did not sign a lease joins in and confirms it.
    (
        LeaseRatification,
        "JOINDER IN OIL AND GAS LEASE\nWHEREAS by a lease of March 1, 1909 Abe Noll leased the tract below to Keystone Gas Company; \
NOW THEREFORE Mary Noll, owner of the other half, doth hereby join in, adopt and confirm said lease as to her interest.\n",
    ),
    (
        LeaseRatification,
        "JOINDER\nWhereas the lease below was signed by only one of the owners;\nNow, therefore, Ira Beck, the other owner, hereby joins \
in and confirms the said oil and gas lease as if he had signed it.\n",
    ),
    (
        LeaseRatification,
        "Lida Hume, a co-owner of the land below, does hereby adopt and confirm the oil and gas lease made by her brother to \
Summit Gas Co., on all its terms.\n",
    ),
    (
        LeaseRatification,
        "The undersigned joins in, adopts, approves and confirms the oil, gas and mineral lease dated June 4, 1981 from Pat Lowe to \
Rio Energy, as to her undivided interest.\n",
    ),
    // What the same words do not make: a deed by the United States, a court that confirms a sale,
    // an affidavit of death alone, a spouse who joins in a deed.
    (
        QuitclaimDeed,
        "QUITCLAIM DEED\nThe United States of America, acting by the Administrator of General Services, does hereby remise, \
release and quitclaim unto Pine County the land below.\n",
    ),
    (
        Other,
        "AFFIDAVIT OF DEATH\nBefore me appeared Ona Pell, who says that Carl Voss died on June 1, 1977.\n\
Subscribed and sworn to before me on June 2, 1977.\n",
    ),
    (
        WarrantyDeed,
        "WARRANTY DEED\nAbe Noll does hereby grant, bargain, sell and convey unto Ted Ross the land below, and will warrant the title; \
and Mary Noll, his wife, joins in and confirms this deed to release her dower.\n",
    ),
];

#[test]
fn known_kinds_that_nothing_named() {
    let wrong = misread(CASES);
    assert!(wrong.is_empty(), "{} of {} misread:\n{}", wrong.len(), CASES.len(), wrong.join("\n"));
}
