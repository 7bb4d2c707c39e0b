//! The category read where the caption cannot be trusted: each category's instrument as drafters
//! of other states and decades put it, in our own words, with a caption that is bare, broken by
//! the scan or split over two lines, a caption missing, a caption that names another form than
//! the operative words do, court decrees in their several styles, heirship affidavits under other
//! names, and premises or recitals that mention another instrument's kind (a will admitted to
//! probate, a mortgage of record, the lease a release ends). The operative part (the granting
//! verb, the estate conveyed, the part that says what the instrument does) must carry the
//! decision wherever the caption does not. None is taken from a real instrument.

use super::testing::misread;
use crate::vocab::DocCategory::{self, *};

const CASES: &[(DocCategory, &str)] = &[
    // Deeds by fiduciaries and officers, whose premises tell of the will, the decree or the
    // execution they act under: the grant is the instrument's, the probate or the judgment a
    // recital.
    (
        Deed,
        r#"THIS INDENTURE, made the second day of June in the year nineteen hundred and eleven, between Silas Orcutt, of the Town of Ames, as sole executor of the last will and testament of Noah Orcutt, late of said town, deceased, which will has been duly admitted to probate by the Surrogate's Court of Otsego County, party of the first part, and Della Vroman, party of the second part, Witnesseth, that the party of the first part, by virtue of the power given him by the said will, and in consideration of nine hundred dollars paid, does hereby grant and release unto the party of the second part, her heirs and assigns forever, all that farm lying in the Town of Ames.
"#,
    ),
    (
        Deed,
        r#"This Indenture, made this 4th day of May, 1923, between Hattie Lusk, administratrix of the estate of Orin Lusk, deceased, by order of the Probate Court of Knox County, and Ben Ruhl. The said administratrix, pursuant to the order of sale entered by said Probate Court, does hereby grant, bargain, sell and convey unto Ben Ruhl the land below.
"#,
    ),
    (
        Deed,
        r#"SHERIFF'S DEED ON EXECUTION
Whereas by virtue of a writ of execution issued out of the District Court upon a judgment in favor of Ora Pike, I, Ned Vail, Sheriff of Lyon County, did levy upon and sell the land below; now therefore I do hereby grant, sell and convey unto Ora Pike, the purchaser, the land below.
"#,
    ),
    (
        Deed,
        r#"TREASURER'S DEED
Whereas the land below was sold for the taxes of 1931 and not redeemed, I, Lyle Bass, County Treasurer of Adair County, do hereby grant and convey unto Pearl Nash, her heirs and assigns, the said land.
"#,
    ),
    (
        Deed,
        r#"Deed of Gift
I, Wanda Yates, in consideration of the love and affection I bear for my grandson, Cole Yates, do hereby give, grant and convey unto him the house and lot below.
"#,
    ),
    (
        Deed,
        r#"This Indenture made the first of March, 1897, Between Enos Whitlock and Rhoda his wife, of the first part, and Tobias Wren, of the second part: Witnesseth, that the parties of the first part, for one dollar, do grant and release unto the party of the second part, his heirs and assigns forever, all that lot in the Village of Moravia.
"#,
    ),
    // Fee deeds whose kind the covenant names, captions missing, bare or broken.
    (
        WarrantyDeed,
        r#"GENERAL WARRANTV DEFD
Know all men by these presents, that Reuben Toll, for Ten Dollars, does hereby grant, bargain, sell and convey unto Myra Toll the land below, and will warrant and defend the title against all persons.
"#,
    ),
    (
        WarrantyDeed,
        r#"This Deed of Conveyance, made this 8th day of August, 1938, between Lem Cobb and Zora Cobb, his wife, parties of the first part, and Ike Fenn, party of the second part. Witnesseth: That for $500 cash in hand paid, the parties of the first part have sold and do hereby sell, grant and convey unto the party of the second part the land below; and they covenant that they will warrant generally the title hereto.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTY DEED
Being the same land conveyed to the grantor by Quitclaim Deed dated June 1, 1950, and subject to a Mortgage of record. Emil Vass, for Ten Dollars, conveys and warrants to Rose Dunn the land below.
"#,
    ),
    (
        SpecialWarrantyDeed,
        r#"Ida Kerns, for Ten Dollars, does hereby grant and convey unto Mose Tabb the land below, and she will warrant the title against the lawful claims of all persons claiming by, through or under her, but not otherwise.
"#,
    ),
    (
        SpecialWarrantyDeed,
        r#"DEED
This Deed, made the 5th day of January, 1966, between Orval Sapp, Grantor, and Flo Reece, Grantee: Grantor does hereby grant and convey unto Grantee the lot below, and the Grantor does hereby specially warrant the property hereby conveyed.
"#,
    ),
    (
        QuitclaimDeed,
        r#"QUIT CLAIM DEFD
Know all men by these presents, that Inez Bragg, a widow, does hereby remise, release and forever quit-claim unto Jared Bragg all her right, title and interest in the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"Vern Skaggs and Jo Skaggs, husband and wife, grantors, for One Dollar, release and quitclaim to Lola Pratt all interest in the following described real estate in Buena Vista County, Iowa.
"#,
    ),
    (
        CorrectionDeed,
        r#"CORRECTIVE WARRANTY DEED
This deed is given to correct the description in the deed from Hale to Munn dated May 3, 1971. Eli Hale does hereby grant, bargain, sell and convey unto Ada Munn the land below.
"#,
    ),
    (
        CorrectionDeed,
        r#"Rufus Beal, for Ten Dollars, does hereby grant and convey unto Tess Wirth the land below. This instrument is made for the purpose of correcting the legal description in the deed between the same parties recorded in Book 81, Page 4.
"#,
    ),
    (
        PartitionDeed,
        r#"AGREED PARTITION
The undersigned, Lon Ratliff and Sue Ratliff Gee, own the land below in equal undivided shares and desire to partition it; Lon Ratliff does hereby grant and convey unto Sue Ratliff Gee the west half, and Sue Ratliff Gee does hereby grant and convey unto Lon Ratliff the east half.
"#,
    ),
    (
        PartitionDeed,
        r#"Whereas Ola Tripp and Reed Tripp hold the land below as tenants in common, and have agreed to make partition thereof: Now therefore Ola Tripp does hereby grant, bargain, sell and convey unto Reed Tripp, as his share in the said partition, the north 80 acres.
"#,
    ),
    // Minerals and royalty, named by the thing granted whatever the caption says.
    (
        MineralDeed,
        r#"Know all men by these presents: that Dewey Hamm, for Ten Dollars, does hereby grant, sell, convey, assign and deliver unto Tri-County Royalty Company an undivided one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"SALE OF MINERAL RIGHTS
Delbert Ives, vendor, sells, transfers and delivers with full warranty unto Oscar Guidry, vendee, an undivided one-half of all the minerals in, on and under the tract below.
"#,
    ),
    (
        MineralDeed,
        r#"WARRANTY DEED
Boyd Kimes does hereby grant, sell and convey unto Alma Kimes an undivided one-eighth of the oil, gas and other minerals in and under the land below, and will warrant and defend the same.
"#,
    ),
    (
        RoyaltyDeed,
        r#"NON-PARTICIPATING ROYALTY DEED
Carl Motes does hereby grant, sell and convey unto Edna Pruitt an undivided one-half of the royalty on all oil, gas and other minerals produced from the land below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"Ethel Rand, for Ten Dollars, does grant, bargain, sell and convey unto Ward Stiles an undivided 1/32 royalty interest in all the oil and gas produced and saved from the lands below, but no part of the bonus or rentals.
"#,
    ),
    // Leases and what comes after them.
    (
        OilGasLease,
        r#"OIL AND GAS LEA SE
This agreement, made this 1st day of July, 1952, between Hugh Dent, Lessor, and Trace Oil Company, Lessee. Lessor, in consideration of Ten Dollars, hereby grants, leases and lets exclusively unto Lessee the land below for the purpose of exploring for oil and gas, for a term of ten years and as long thereafter as oil or gas is produced.
"#,
    ),
    (
        OilGasLease,
        r#"Agreement made this 4th day of March, 1919, between Alva Tice, party of the first part, and the Keystone Gas Company, party of the second part: the party of the first part, for one dollar, does hereby grant, demise and let unto the party of the second part all the oil and gas in and under the farm below, for the term of five years.
"#,
    ),
    (
        LeaseAssignment,
        r#"ASSIGNMENT
For Ten Dollars, Redrock Exploration Inc. does hereby sell, assign, transfer and set over unto Cimarron Partners all of its right, title and interest in and to the oil and gas lease described below, insofar as it covers the land below.
"#,
    ),
    (
        LeaseAssignment,
        r#"CONVEYANCE
Grantor does hereby grant, bargain, sell and convey unto Grantee all of Grantor's right, title and interest in the oil and gas leases described in Exhibit A, together with the wells and equipment thereon.
"#,
    ),
    (
        LeaseRelease,
        r#"SURRENDER OF OIL AND GAS LEASE
The undersigned, the owner of the lease below, does hereby surrender and cancel the said lease and release all rights thereunder unto the lessor, his heirs and assigns.
"#,
    ),
    (
        LeaseRelease,
        r#"RELEASE
Whereas Ace Drilling Co. is the owner of the oil and gas lease dated May 1, 1980, from Al Baird, lessor, recorded in Book 90 at Page 3; now therefore Ace Drilling Co. does hereby release, relinquish and surrender unto the lessor all of its right, title and interest in the said lease.
"#,
    ),
    (
        LeaseRatification,
        r#"RATIFICATION
Nora Biggs, being the owner of an undivided mineral interest in the land covered by the oil and gas lease below, does hereby ratify, adopt and confirm the said lease in all of its terms.
"#,
    ),
    (
        LeaseRatification,
        r#"For Ten Dollars, Otis Kemp, owner of an interest in the land below, hereby adopts, ratifies and confirms the oil and gas lease from Lee Kemp to Pecos Oil Co., and does hereby lease and let the said land unto Pecos Oil Co. under the terms of said lease.
"#,
    ),
    // Liens and their releases.
    (
        MortgageRelease,
        r#"FULL RECONVEYANCE
Valley Title Company, as Trustee under the deed of trust below, having been requested in writing by the holder of the obligations secured thereby, does hereby reconvey, without warranty, to the person or persons legally entitled thereto, the estate now held by it thereunder.
"#,
    ),
    (
        MortgageRelease,
        r#"SATISFACTION
The First State Bank of Alva, the holder of the mortgage made by Opal Wenz to it and recorded in Book 40 of Mortgages, Page 9, does hereby certify that the said mortgage has been paid in full and is satisfied, and it authorizes the register to discharge the same of record.
"#,
    ),
    (
        DeedOfTrust,
        r#"REAL ESTATE MORTGAGE
Gus Rinker and Mae Rinker, mortgagors, hereby mortgage and warrant to the Farmers Bank of Pratt, mortgagee, the land below, to secure the payment of their note of even date.
"#,
    ),
    (
        DeedOfTrust,
        r#"Know all men by these presents, that Jess Albee does hereby grant, bargain, sell and convey unto the Citizens Bank the land below; provided always, that if the said Jess Albee shall pay the note described below when due, then these presents shall be null and void.
"#,
    ),
    (
        RightOfWay,
        r#"PIPE LINE EASEMENT
For Ten Dollars, Zeke Hurd does hereby grant unto Lone Prairie Pipeline Company, its successors and assigns, a right of way to lay, maintain and operate a pipe line over and through the land below.
"#,
    ),
    (
        RightOfWay,
        r#"Ina Pope, for One Dollar, does hereby grant, bargain, sell and convey unto the County of Wise a perpetual easement for public road purposes over a strip of land sixty feet wide across the land below.
"#,
    ),
    (
        Patent,
        r#"THE STATE OF OKLAHOMA
To all to whom these presents shall come, Greeting: Know ye, that by virtue of the authority vested in the Commissioners of the Land Office, the State of Oklahoma does grant unto Ransom Peel the tract below, he having paid the purchase price in full.
"#,
    ),
    // Decedents' estates: court decrees in their several styles, and affidavits of heirship
    // under other names and captions broken by the scan.
    (
        Probate,
        r#"IN THE COUNTY COURT OF GRADY COUNTY, STATE OF OKLAHOMA
In the Matter of the Estate of Wilbur Tate, Deceased.
FINAL DECREE
Now on this 9th day of May, 1951, the final account of the administrator and his petition for distribution come on to be heard; the court finds that the heirs at law of the decedent are Iva Tate, widow, and Roy Tate, son, and it is ordered that the estate be distributed to them.
"#,
    ),
    (
        Probate,
        r#"DECREE ASSIGNING ESTATE
In the Matter of the Estate of Selma Rudd, deceased. It appearing that the estate has been fully administered, it is ordered, adjudged and decreed that the real property below be and the same is hereby assigned to Knute Rudd and Elsa Rudd, the heirs at law of said decedent.
"#,
    ),
    (
        Probate,
        r#"ORDER ADMITTING WILL TO PROBATE
On this day came on to be heard the application of Vera Nall for the probate of the last will of Bert Nall, deceased; the court finds that the decedent died on March 1, 1974, and that the will was duly executed; it is ordered that the will be admitted to probate as a muniment of title.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFI-
DAVlT OF HEIRSHIP
STATE OF WYOMING, COUNTY OF PARK, ss.
Elva Strand, being first duly sworn, deposes and says: that she is the widow of Arne Strand, who died intestate on May 4, 1961, and that the heirs at law of the decedent are the affiant and his son, Peder Strand.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF DESCENT
Personally appeared Luther Moe, who being sworn says that Gilbert Moe departed this life on January 2, 1948, without leaving a will, and that he left surviving him as his only heirs his children Luther Moe and Clara Moe Vik.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF FAMILY HISTORY
The undersigned, who knew Ray Orme for forty years, states on oath that Ray Orme died intestate in 1980, that he was married once, to Eula Orme, and that the only children born to him are Dale Orme and Faye Orme Dix.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"STATE OF TEXAS, COUNTY OF LEE
Before me, the undersigned authority, personally appeared Minnie Haas, who after being by me duly sworn upon oath deposes and says: that Conrad Haas died intestate on June 9, 1970, and that his sole heirs are his widow and his two children named below.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF SURVIVORSHIP
Before me appeared Edith Lund, who being duly sworn says that she and Oskar Lund took title to the land below as joint tenants with right of survivorship; that Oskar Lund died on April 3, 1979, leaving the affiant as the survivor; and that a certified copy of his death certificate is attached.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"PROOF OF HEIRSHIP
Ansel Kight, of lawful age, being sworn, states: I was well acquainted with Mattie Kight, who died at her home in Hale County in 1962 without a will. She was survived by her husband, Wade Kight, and by three children, all of whom are now living.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"STATEMENT OF FACTS CONCERNING DEATH AND DESCENT
Ward Ebert, being duly sworn, says that he knew Hans Ebert for thirty years; that Hans Ebert departed this life on March 8, 1955, intestate; and that the persons who inherited his estate are his widow, Greta Ebert, and his sons Karl Ebert and Emil Ebert.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT
STATE OF KANSAS, COUNTY OF BARTON, ss.
Otto Rupp, being first duly sworn, on oath states that Frieda Rupp died intestate on the 2nd day of May, 1958, a resident of Barton County, and that she left surviving her as her only heirs at law her husband, the affiant, and her daughter Anna Rupp Weil.
"#,
    ),
    (
        Probate,
        r#"IN THE DISTRICT COURT OF LINCOLN COUNTY, STATE OF NEW MEXICO
IN THE MATTER OF THE ESTATE OF CONSUELO ARAGON, DECEASED.                No. 2211
ORDER SETTLING FINAL ACCOUNT AND DETERMINING HEIRS
This matter came before the Court on the petition of the personal representative; the Court finds that the decedent died intestate, that her heirs are the persons named below, and it is ordered that the property of the estate be distributed to them.
"#,
    ),
    (
        Probate,
        r#"SUCCESSION OF EUGENE BROUSSARD                    NO. 9417
JUDGMENT
Considering the petition for possession and the affidavits of death and heirship annexed thereto, the law and the evidence being in favor thereof: IT IS ORDERED that Odile Broussard and Remy Broussard be recognized as the sole heirs of the decedent and sent into possession of all property of his succession.
"#,
    ),
    (
        Probate,
        r#"IN THE PROBATE COURT OF ST. CLAIR COUNTY, ILLINOIS
In the Matter of the Estate of Fred Kuehn, Deceased
DECREE OF DISTRIBUTION
The executor having filed his final report, which is approved, it is ordered that the real estate below be distributed to Rosa Kuehn Metz and Albert Kuehn, the devisees named in the will of the decedent.
"#,
    ),
    (
        Probate,
        r#"LETTERS TESTAMENTARY
The State of Nebraska, to all persons to whom these presents shall come: Whereas the last will of Clara Ohm, deceased, has been proved and allowed in the County Court, now therefore Arnold Ohm is hereby appointed executor thereof.
"#,
    ),
    (
        Other,
        r#"DECREE QUIETING TITLE
In the District Court of Stevens County. Now on this day the plaintiff Orrin Vick appears, the defendants being in default; the Court finds that the plaintiff is the owner in fee simple of the land below, and it is decreed that his title thereto be quieted against the defendants.
"#,
    ),
    (
        LeaseRelease,
        r#"RELINQUISHMENT OF OIL AND GAS LEASE
Pinon Energy Corp., the owner of the oil and gas lease below, does hereby relinquish and surrender the said lease as to all of the land covered thereby.
"#,
    ),
    (
        LeaseRelease,
        r#"CANCELLATION OF OIL AND GAS LEASE
Whereas the oil and gas lease from Vida Poole to Sage Oil Co. has terminated by its own terms, Sage Oil Co. hereby cancels and releases the said lease of record.
"#,
    ),
    (
        LeaseRatification,
        r#"RATIFICATION AND JOINDER OF OIL AND GAS LEASE
The undersigned, Cora Lamb, owner of a mineral interest in the land below, joins in, ratifies and confirms the oil and gas lease dated June 5, 1981, from Hal Lamb, Lessor, to Mesquite Oil Co., Lessee.
"#,
    ),
    (
        LeaseAssignment,
        r#"BILL OF SALE AND ASSIGNMENT
Roan Oil Company, Assignor, for Ten Dollars, does hereby sell, assign and transfer unto Kiowa Resources, Assignee, all of its interest in the oil and gas leases and the wells and equipment described in Exhibit A.
"#,
    ),
    (
        LeaseAssignment,
        r#"TRANSFER OF OIL AND GAS LEASE
Moxie Oil Co. hereby transfers and assigns to Ulm Petroleum all of its right, title and interest in the oil and gas lease covering the land below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"ASSIGNMENT OF OVERRIDING ROYALTY INTEREST
Amos Dell, for Ten Dollars, does hereby assign and convey unto Ruth Dell an overriding royalty of one percent of all oil and gas produced under the lease below.
"#,
    ),
    (
        MineralDeed,
        r#"MINERAL RIGHT DEED
Harry Voigt and Ella Voigt do hereby grant, bargain, sell and convey unto Pratt Royalty Co. an undivided one-sixteenth interest in and to the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MortgageRelease,
        r#"PARTIAL RELEASE OF MORTGAGE
The Federal Land Bank of Omaha, mortgagee, does hereby release from the lien of the mortgage below the tract described below, the rest of the land remaining subject to the mortgage.
"#,
    ),
    (
        MortgageRelease,
        r#"DISCHARGE
Know all men that the First National Bank of Ames, holder of a mortgage made by Leon Tarr, recorded in Book 55 at Page 12, does hereby acknowledge full payment of the debt secured thereby and discharges the said mortgage.
"#,
    ),
    (
        DeedOfTrust,
        r#"OPEN-END MORTGAGE
Dora Finch, Mortgagor, does hereby mortgage, grant and convey to Citizens Savings, Mortgagee, the land below, to secure the payment of the sum of $12,000 and any future advances.
"#,
    ),
    (
        DeedOfTrust,
        r#"DEED OF TRUST
This Deed of Trust is made between Ray Loft, Grantor, and Ada Hix, Trustee, for the benefit of Mesa Bank, Beneficiary. Grantor hereby conveys to Trustee, in trust, with power of sale, the land below, being the same land conveyed to the Grantor by Warranty Deed dated March 1, 1990.
"#,
    ),
    (
        RightOfWay,
        r#"GRANT OF EASEMENT
Silas Booth, Grantor, for Ten Dollars, does hereby grant unto Central Power Cooperative, its successors and assigns, an easement and right of way for an electric transmission line across the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"DEED
Know all men by these presents: that Lottie Greer does hereby remise, release and quitclaim unto Amon Greer all her right, title and interest in and to the land below.
"#,
    ),
    (
        WarrantyDeed,
        r#"DEED WITH VENDOR'S LIEN
Roy Kuhn, for $4,000, of which $1,000 is paid in cash and the rest secured by a vendor's lien retained herein, has granted, sold and conveyed, and does hereby grant, sell and convey unto Ned Ivey the land below; and Roy Kuhn binds himself to warrant and forever defend the title.
"#,
    ),
    (
        Deed,
        r#"ADMINISTRATOR'S DEED
Whereas the Probate Court of Jasper County, by its order of April 2, 1931, authorized Lon Ricks, administrator of the estate of Ike Ricks, deceased, to sell the land below: now therefore Lon Ricks, administrator, does hereby grant, bargain, sell and convey unto Mabel Orr the said land.
"#,
    ),
    (
        Patent,
        r#"The United States of America, To all to whom these presents shall come, Greeting: Whereas a certificate of the Register of the Land Office at Miles City has been deposited in the Bureau of Land Management, whereby it appears that the claim of Hjalmar Dahl has been established; Now know ye, that the United States of America, in consideration of the premises, has given and granted, and by these presents does give and grant, unto the said claimant the tract above described.
"#,
    ),
    (
        Deed,
        r#"This Indenture, made the 10th day of October, 1889, between Prudence Eckley, executrix under the will of Asa Eckley, late of Hopewell, deceased, which will was admitted to probate in the Orphans' Court, of the one part, and Thaddeus Kline, of the other part: that the said executrix, for four hundred dollars, hath aliened and made over to the said Thaddeus Kline, his heirs and assigns, the messuage and lot below.
"#,
    ),
    (
        Deed,
        r#"Know all men by these presents, that we, Elijah Stowe and Patience Stowe, in consideration of three hundred dollars, do give, grant and confirm unto Josiah Abbot, his heirs and assigns forever, a certain piece of land in the town of Salem.
"#,
    ),
    (
        WarrantyDeed,
        r#"Before me, the undersigned Notary, personally came and appeared Alcide Hebert, who declared that he does hereby sell, transfer and deliver, with full warranty of title and subrogation to all his rights, unto Lucien Theriot, here present and accepting, the tract below.
"#,
    ),
    // Instruments that convey nothing, whose recitals name instruments that do.
    (
        Other,
        r#"DIVISION ORDER
To Plains Purchasing Co.: The undersigned certify that they own the interests set out below in the oil produced from the well on the land covered by the oil and gas lease from Ted Ruiz to Apex Oil, and they authorize you to pay for it.
"#,
    ),
    (
        Other,
        r#"AFFIDAVIT OF NON-PRODUCTION
Before me appeared Harlan Voss, who being sworn says that no oil or gas has been produced from the land covered by the oil and gas lease below since 1985, and that no well has been drilled thereon.
"#,
    ),
    (
        Other,
        r#"POWER OF ATTORNEY
I, Loyd Bean, do hereby appoint my son, Carl Bean, my attorney in fact, with power to grant, bargain, sell and convey any land I own and to execute mineral deeds and oil and gas leases in my name.
"#,
    ),
    (
        Other,
        r#"AFFIDAVIT OF IDENTITY
Before me appeared Ann Roe Dix, who being duly sworn says that she is one and the same person as Ann Roe, the grantee in the deed whereby Sam Roe did grant and convey unto her the land below, and that she has since married Carl Dix.
"#,
    ),
    (
        Other,
        r#"CONSENT TO ASSIGNMENT
The undersigned, the lessor under the oil and gas lease below, consents to the assignment of the said lease by Ridge Oil Co. to Bluestem Energy and waives the notice the lease requires.
"#,
    ),
    (
        Other,
        r#"SUBORDINATION AGREEMENT
Prairie State Bank, the holder of the mortgage below, agrees that the lien of its mortgage is and shall be subordinate to the oil and gas lease from Iva Renz to Chisholm Oil Co., as if the lease had been recorded first.
"#,
    ),
    (
        Other,
        r#"DECLARATION OF POOLED UNIT
Chisholm Oil Co., the lessee under the leases listed below, each of which permits pooling, does hereby pool and combine the said leases into one unit of 640 acres for the production of gas.
"#,
    ),
    (
        Other,
        r#"AFFIDAVIT OF PRODUCTION
Wes Tuttle, being sworn, states that he is the district superintendent of Chisholm Oil Co., and that the well on the land covered by the oil and gas lease below has produced gas in paying quantities since it was completed, so that the lease is in force beyond its primary term.
"#,
    ),
    (
        Other,
        r#"OPTION TO PURCHASE
For One Hundred Dollars, Mel Ostrander hereby grants unto Kay Fogg the exclusive option to purchase the land below for $20,000, to be exercised by written notice within ninety days, whereupon he will convey the land by warranty deed.
"#,
    ),
    (
        MortgageRelease,
        r#"RELEASE DEED
Know all men by these presents, that Lem Dacy, trustee, for one dollar and the payment in full of the note secured by the trust deed from Ora Witt dated May 1, 1925, does hereby remise, release, convey and quit-claim unto Ora Witt all the right, title and interest he may have acquired in the land below by the said trust deed.
"#,
    ),
    (
        Other,
        r#"SEISMIC PERMIT
For Two Hundred Dollars, Abner Kopp, owner of the land below, hereby grants to Sonic Geophysical Co. permission to enter upon the land and to conduct seismic surveys thereon, the company to pay for all damage to crops and fences.
"#,
    ),
    (
        OilGasLease,
        r#"TOP LEASE
This lease, made this 2nd day of May, 1984, between Ross Adair, Lessor, and Quanah Oil Co., Lessee, to take effect only upon the expiration of the prior oil and gas lease of record: Lessor hereby grants, leases and lets exclusively unto Lessee the land below for the purpose of exploring for and producing oil and gas.
"#,
    ),
    (
        Deed,
        r#"Know all men by these presents, that Obed Faulk, of Greene County, for six hundred dollars to him paid, has bargained, sold and conveyed unto Zilpha Marr, her heirs and assigns, the tract below, to have and to hold the same forever.
"#,
    ),
    (
        Probate,
        r#"ORDER FOR SUMMARY DISTRIBUTION
Estate of Myrtle Haas, deceased. The petition of the surviving spouse having been heard, and it appearing that the estate is of small value, the Court orders that the real property below be distributed to Victor Haas.
"#,
    ),
];

#[test]
fn the_operative_part_decides_whatever_the_caption() {
    let wrong = misread(CASES);
    assert!(wrong.is_empty(), "{} of {} misread:\n{}", wrong.len(), CASES.len(), wrong.join("\n"));
}
