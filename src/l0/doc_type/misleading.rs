//! Captions that cannot be trusted: a caption that names another kind of instrument than the one
//! its operative part makes ("DEED" over the release of a lien, "AFFIDAVIT" over a court's
//! judgment of heirship, "MINERAL DEED" over a royalty conveyance, "ASSIGNMENT" over a partial
//! release of a lease, "AGREEMENT" over a lease or a ratification), a caption lost to the scan,
//! a caption that is only a form number, a recorder's cover page over the instrument's own title,
//! and instruments without any caption, whose operative words, testimonium or certificate say
//! what they are. Beside them, instruments that must keep their kind although their body names
//! another (a deed that reserves minerals, a lease that recites a release, an heirship affidavit
//! that tells of a court). Our own wording throughout, as several drafters, states and decades
//! would put it; none is taken from a real instrument.

use super::testing::misread;
use crate::vocab::DocCategory::{self, *};

const CASES: &[(DocCategory, &str)] = &[
    // A bank's release of its lien under the printed caption of the deed form it was typed on.
    (
        MortgageRelease,
        r#"DEED
THE STATE OF TEXAS
COUNTY OF PECOS
KNOW ALL MEN BY THESE PRESENTS: That the Stockmens National Bank of Fort Stockton, the legal owner and holder of the note for $4,000.00 executed by Alvin Mabry and secured by a deed of trust to Ross Teel, Trustee, recorded in Volume 88, Page 12 of the Deed of Trust Records, having received full payment and satisfaction of the same, does hereby release, relinquish and discharge the lien of said deed of trust upon the following land: the E/2 of Section 4, Block 9.
"#,
    ),
    // The same release, the caption a county clerk's index word and the bank's verbs in the past.
    (
        MortgageRelease,
        r#"Deed
Know all men by these presents, that Cattlemen's Loan Company, holder of a mortgage given by Ella Fenn dated March 2, 1948, acknowledges that the debt thereby secured has been paid in full and satisfied, and the said mortgage is hereby released and discharged of record as to the land below.
"#,
    ),
    // A probate court's judgment declaring heirship, filed under a clerk's "AFFIDAVIT" caption.
    (
        Probate,
        r#"AFFIDAVIT
NO. 2290
IN THE MATTER OF THE ESTATE OF HOMER LEE PRUITT, DECEASED
IN THE COUNTY COURT OF CRANE COUNTY, TEXAS
On this day came on to be heard the application of Vera Pruitt to declare the heirs of Homer Lee Pruitt, and the Court, having heard the evidence, finds that Homer Lee Pruitt died intestate on June 3, 1961, and that his sole heirs at law are Vera Pruitt, his widow, and Dan Pruitt, his son. It is therefore ORDERED, ADJUDGED and DECREED by the Court that the said Vera Pruitt and Dan Pruitt are the only heirs of the decedent.
Signed this 9th day of October, 1961.
Judge Presiding
"#,
    ),
    // The same judgment with the clerk's index word "HEIRSHIP" for its caption.
    (
        Probate,
        r#"HEIRSHIP
Cause 512 in the Probate Court of Lea County
In re Estate of Orval Kemp, deceased
This cause coming on for hearing upon the petition for determination of heirship, the Court finds that Orval Kemp departed this life intestate, leaving surviving as his only heirs his daughters Ruth Kemp Ames and Nora Kemp. IT IS ORDERED, ADJUDGED AND DECREED that the said daughters are the sole heirs of Orval Kemp and entitled to his estate in equal shares.
District Judge
"#,
    ),
    // A court's decree of heirs with no caption at all: its decretal words, not the heirs it
    // names, say what it is.
    (
        Probate,
        r#"IN THE DISTRICT COURT OF BEAVER COUNTY, OKLAHOMA
In the Matter of the Estate of Flora Baines, Deceased. No. P-4471
Now on this 2nd day of May, 1958, the petition of Carl Baines for a decree determining the heirs of Flora Baines comes on to be heard, and the court finds that Flora Baines died intestate, leaving as her sole heirs at law Carl Baines and Edna Baines Roe. IT IS THEREFORE ORDERED that the said Carl Baines and Edna Baines Roe are the heirs at law of the decedent, each entitled to one-half of her estate.
"#,
    ),
    // A decree of divorce with no caption is no probate, whatever it orders.
    (
        Other,
        r#"IN THE DISTRICT COURT OF TEXAS COUNTY
In the Matter of the Marriage of Ann Lowe and Bert Lowe. No. D-310
It is ordered that the parties are divorced, and that the wife is awarded the house and lot below as her sole property.
"#,
    ),
    // A probate court's journal entry of final settlement, which assigns a testator's land to
    // his devisees; its findings tell of a devisee who died leaving children.
    (
        Probate,
        r#"IN THE PROBATE COURT OF RENO COUNTY, KANSAS
In the Matter of the Estate of Gustav Ehrlich, Deceased.      No. 4120
JOURNAL ENTRY
Now on this 4th day of June, 1941, the petition of the executor for final settlement comes on for hearing. The Court finds that Gustav Ehrlich died testate, that his will was admitted to probate, and that his niece Hedda Lutz, a devisee, died before him leaving surviving her son Otto Lutz. It is therefore by the Court considered, ordered and adjudged that the land below be assigned to Otto Lutz and Marta Ehrlich in equal shares.
Probate Judge
"#,
    ),
    // A letter that serves as a deed of a share of production: a royalty, under no caption.
    (
        RoyaltyDeed,
        r#"Dear Mr. Voss: We have decided to let you have the interest you asked for. For Two Hundred Dollars, we, Ned Ames and Ola Ames, do hereby grant, sell and convey unto you, Carl Voss, an undivided one-sixteenth (1/16) of all the oil, gas and other minerals produced and saved from our farm, the land below, you to have no part in leasing.
"#,
    ),
    (
        RoyaltyDeed,
        r#"That Bea Sloan, for Ten Dollars, does hereby grant and convey unto Hal Ritter an undivided 1/64 of the oil and gas that may be produced from the land below, free of all costs of drilling and production.
"#,
    ),
    // The mineral deed's own words for minerals in place and as produced stay a mineral deed.
    (
        MineralDeed,
        r#"MINERAL DEED
That Abe Lutz, for Ten Dollars, does hereby grant, sell and convey unto Ida Royce an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described land: the W/2 of Section 30.
"#,
    ),
    // A trustee's reconveyance whose land description opens in the sentence that names the
    // trust deed: the caption is the reconveyance's, not the trust deed's name.
    (
        MortgageRelease,
        r#"RECORDING REQUESTED BY
DEED OF RECONVEYANCE                 Escrow No. 40-1177
Pinecrest Title Company, as Trustee under the Trust Deed below, the debt secured having been paid, reconveys without warranty to the persons entitled thereto the estate held by it.
The Trust Deed is described as follows: Trustor, Dale Yates; Beneficiary, Coast Federal Savings; recorded as Instrument 88-1202.
"#,
    ),
    // A county court's judgment declaring heirship under an affidavit's printed caption.
    (
        Probate,
        r#"AFFIDAVIT OF HEIRSHIP
IN THE COUNTY COURT OF WINKLER COUNTY, TEXAS
IN THE ESTATE OF MAUDE ELLIS TREADWAY, DECEASED. No. 1187
On this day the Court heard the application of Roy Treadway to declare heirship and finds that the decedent died intestate and left as her only heirs her sons Roy Treadway and Lon Treadway. It is ORDERED, ADJUDGED AND DECREED that the said Roy Treadway and Lon Treadway are the heirs of the decedent, each owning an undivided one-half of her estate.
County Judge
"#,
    ),
    // Ratifications whose verbs of assent come in other orders, under captions that name none.
    (
        LeaseRatification,
        r#"CONSENT OF MINERAL OWNER
Whereas Ike Varner, as lessor, made an oil and gas lease of the land below to Sabine Uplift Co.; now the undersigned, Ina Varner, owner of an undivided interest in the minerals, does hereby adopt, ratify, approve and confirm said lease in all of its terms.
"#,
    ),
    (
        LeaseRatification,
        r#"The undersigned, Pru Halvorsen, for One Dollar, hereby ratifies, approves, renews and confirms the oil and gas lease dated June 1, 1981, from Ole Halvorsen to Red Butte Oil, recorded in Book 55, Page 310.
"#,
    ),
    // A royalty conveyance typed under a printed "MINERAL DEED" caption.
    (
        RoyaltyDeed,
        r#"MINERAL DEED
KNOW ALL MEN BY THESE PRESENTS: That Jess Harlan and wife, Opal Harlan, for Ten Dollars, do hereby grant, sell and convey unto Midland Royalty Investors an undivided one-half (1/2) non-participating royalty interest in and to all of the oil, gas and other minerals produced from the following land, to-wit: the NW/4 of Section 18, free of all costs of development and operation.
"#,
    ),
    (
        RoyaltyDeed,
        r#"MINERAL DEED
For value received, Sid Okafor hereby grants, bargains, sells and conveys to Rhea Banks an undivided 1/64th royalty in the oil, gas and casinghead gas produced and saved from the land below, the grantee to have no part in leasing nor in bonus or rentals.
"#,
    ),
    // A mineral deed that speaks of royalty after its grant keeps its caption.
    (
        MineralDeed,
        r#"MINERAL DEED
That Eula Frame, for Ten Dollars, does hereby grant, sell and convey unto Tom Ivey an undivided one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and under the following land: the SE/4 of Section 2. The lands are under lease, and the grantee shall receive one-fourth of the royalty, bonus and rentals under it.
"#,
    ),
    // A partial release of a lease on a printed "ASSIGNMENT" form.
    (
        LeaseRelease,
        r#"ASSIGNMENT
KNOW ALL MEN BY THESE PRESENTS: That Caprock Exploration Company, the owner of the oil and gas lease dated May 4, 1977, from Lyle Dorsey, lessor, recorded in Book 301, Page 55, does hereby release, relinquish and surrender unto the said lessor, his heirs and assigns, all of its right, title and interest in and to said lease insofar as it covers the S/2 of Section 11, retaining the lease as to the remainder.
"#,
    ),
    // An assignment of a lease keeps its caption although it tells the assignee to release.
    (
        LeaseAssignment,
        r#"ASSIGNMENT
For Ten Dollars, Baylor Drilling Inc. does hereby assign, transfer and set over unto Keel Oil LLC all of its right, title and interest in the oil and gas lease from Amy Rusk, lessor, recorded in Book 12, Page 40, and the assignee agrees that it will release the lease of record should it cease to produce.
"#,
    ),
    // A lease under the heading "AGREEMENT" (the lease form's own first word).
    (
        OilGasLease,
        r#"AGREEMENT
THIS AGREEMENT, made and entered into this 2nd day of January, 1952, by and between Wade Ostby, a single man, hereinafter called Lessor, and Big Horn Petroleum Corp., hereinafter called Lessee, WITNESSETH: That the said Lessor, for and in consideration of One Dollar, does hereby grant, lease and let unto the said Lessee for the sole purpose of mining and operating for oil and gas the land below.
"#,
    ),
    // A ratification under the heading "AGREEMENT".
    (
        LeaseRatification,
        r#"AGREEMENT
WHEREAS, by oil and gas lease dated April 1, 1980, recorded in Book 77, Page 201, Ada Fiske, as lessor, leased the land below to Tascosa Energy, as lessee; and WHEREAS the undersigned owns an undivided interest in the minerals under said land; NOW THEREFORE the undersigned, Clem Fiske, does hereby ratify, adopt and confirm said lease as if he had signed it as a lessor.
"#,
    ),
    // A caption lost to the scan: the release of a lien read through it.
    (
        MortgageRelease,
        r#"RELEA5E 0F LlEN
The First Federal Savings and Loan Association of Roswell, being the owner of the note secured by the mortgage from Carl Ruiz recorded in Book 77, Page 3, does hereby release the lien of said mortgage on the land below.
"#,
    ),
    // A caption that is only a form number: the lease form known by its number.
    (
        OilGasLease,
        r#"Form 88 - (Producers) Revised 7-49
THIS AGREEMENT made this 9th day of March, 1953, between Rolf Akin, Lessor, and Coronado Oil Co., Lessee. Lessor, in consideration of Ten Dollars, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring and mining for oil and gas the land below, for a term of ten years and as long thereafter as oil or gas is produced.
"#,
    ),
    // Two captions: the recorder's cover page names one kind, the instrument another.
    (
        LeaseRelease,
        r#"RECORDING COVER PAGE
Document Type: ASSIGNMENT
Grantor: Mesa Verde Operating LLC
Grantee: Iona Block
Return to: Mesa Verde Operating LLC, 100 Main St
RELEASE OF OIL AND GAS LEASE
Mesa Verde Operating LLC, the present owner of the oil and gas lease described below, does hereby release and surrender said lease unto Iona Block, lessor, and her heirs and assigns.
"#,
    ),
    // A pipeline right of way with no caption but the grant of the right to build the line.
    (
        RightOfWay,
        r#"For and in consideration of Fifty Dollars, the receipt of which is acknowledged, Harvey Vo does hereby grant unto Panhandle Gathering Company, its successors and assigns, the right to construct, operate and maintain a pipeline and appurtenances over and through the land below, with ingress and egress.
"#,
    ),
    // A federal patent with no caption, known by its testimonium.
    (
        Patent,
        r#"Whereas a certificate of the Register of the Land Office at Roswell has been deposited, whereby it appears that full payment has been made by Esther Quill for the lot below; Now Know Ye, that the land is confirmed to her. In testimony whereof, I, the President, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.
"#,
    ),
    // A royalty conveyance without any caption.
    (
        RoyaltyDeed,
        r#"KNOW ALL MEN BY THESE PRESENTS: That Merle Tandy, for Ten Dollars, does hereby grant, sell, convey, assign and deliver unto Lila Crum an undivided one sixty-fourth (1/64) royalty interest in and to all the oil, gas and other minerals produced from the land below, free of all costs of production.
"#,
    ),
    // A mineral conveyance without any caption.
    (
        MineralDeed,
        r#"That Gus Pyle, for Ten Dollars, does grant, sell and convey unto Ora Bevins an undivided one-eighth (1/8) of the oil, gas and other minerals in and under the following land: the N/2 of Section 7.
"#,
    ),
    // A deed that reserves minerals is a deed.
    (
        WarrantyDeed,
        r#"WARRANTY DEED
That Loy Garner, for Ten Dollars, does hereby grant, bargain, sell and convey unto Nell Poe the following land: the SW/4 of Section 20; SAVE AND EXCEPT, and there is reserved unto grantor, an undivided one-half (1/2) of all oil, gas and other minerals in and under said land, and grantor will warrant and forever defend the title.
"#,
    ),
    // A lease that recites the release of an earlier lease is a lease.
    (
        OilGasLease,
        r#"OIL AND GAS LEASE
This lease is given in place of the lease from the same lessor to Zuni Oil Co., which was released of record in Book 90, Page 14. Ida Wren, Lessor, hereby grants, leases and lets exclusively unto Vega Resources LLC, Lessee, the land below.
"#,
    ),
    // An heirship affidavit that tells of the court which did not administer the estate.
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF HEIRSHIP
Before me, the undersigned authority, personally appeared Rena Cobb, who being duly sworn, deposes and says that Hal Cobb died intestate on May 1, 1970, that no administration of his estate was had in any court and none is necessary, and that he left surviving as his only heirs his widow, Rena Cobb, and his son, Vic Cobb.
Subscribed and sworn to before me this 3rd day of June, 1970.
"#,
    ),
    // An affidavit that recites a court's judgment of heirship stays the affiant's affidavit.
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF HEIRSHIP
Pearl Dunn, being first duly sworn, says that she knew Amos Dunn, who died intestate in 1966, and that by a judgment of the County Court of Ector County it was ordered, adjudged and decreed that his only heirs are his children, Ray Dunn and Lois Dunn, as she knows of her own knowledge.
Subscribed and sworn to before me this 4th day of August, 1975.
"#,
    ),
    // A mortgage that releases homestead rights is a mortgage.
    (
        DeedOfTrust,
        r#"MORTGAGE
Orrin Tate and Kay Tate, husband and wife, mortgage and warrant to the Union Bank of Tulsa the land below, to secure the payment of their note of even date, and hereby release and waive all rights under the homestead laws of this state.
"#,
    ),
];

#[test]
fn caption_variants() {
    let wrong = misread(CASES);
    assert!(wrong.is_empty(), "{} of {} misread:\n{}", wrong.len(), CASES.len(), wrong.join("\n"));
}
