//! Captions and operative clauses of every category, written in our own words as different
//! drafters, states and decades write them: bare, garbled, spaced-out and two-line captions,
//! captions that carry a form number, statutory short forms, fiduciary, gift and tax deeds,
//! corrections, partitions, court orders, extensions, partial releases, overriding royalty
//! assignments and instruments without any caption. Each is classified and then read for
//! `conveys_fee`, as the pipeline does, so that a category and its fee reading are checked
//! together. None is taken from a real instrument.

use super::testing::{classify, misread};
use crate::l0::conveyance;
use crate::pipeline::Instrument;
use crate::vocab::DocCategory::{self, *};

const CASES: &[(DocCategory, &str)] = &[
    (
        Patent,
        r#"THE UNITED STATES OF AMERICA,
To all to whom these presents shall come, Greeting:
Homestead Certificate No. 4410. Whereas there has been deposited in the General Land Office a certificate of the Register whereby it appears that the claim of Lars Tweet has been established; Now know ye, that there is therefore granted by the United States unto the said Lars Tweet the tract of land above described.
"#,
    ),
    (
        Patent,
        r#"STATE PATENT
The State of Texas, by virtue of the authority vested in the Commissioner of the General Land Office, has granted and by these presents does grant unto Ada Fry the land below.
"#,
    ),
    (
        Patent,
        r#"Patent No. 1122
The State of Texas. To all to whom these presents shall come, Know Ye, that by virtue of an act of the Legislature, I, the Governor, do hereby grant unto Will Sayre, his heirs or assigns forever, the land below.
"#,
    ),
    (
        Patent,
        r#"CASH ENTRY PATENT
The United States of America, to all to whom these presents shall come: Whereas Lars Tweet has paid for the land below; now know ye that the United States has given and granted unto Lars Tweet the land below.
"#,
    ),
    (
        Patent,
        r#"THE UNITED STATES OF AMERICA. To all to whom these presents shall come, greeting. Know ye, that the United States has given and granted unto Uma Rhee the land below, excepting and reserving to the United States all the coal and other minerals in the lands so granted.
"#,
    ),
    (
        WarrantyDeed,
        r#"Form No. 12 - WARRANTY DEED - Corporation
THIS INDENTURE, made this 9th day of April, 1949, between Red Bluff Land Company, a corporation, grantor, and Irene Kolb, grantee. The grantor does hereby grant, bargain, sell and convey unto the grantee the land below, and will warrant and defend the title.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTY
DEED
KNOW ALL MEN BY THESE PRESENTS: That Otto Brenner, for Ten Dollars, does hereby grant, bargain, sell and convey unto Lucy Hale the land below, and does covenant to warrant and forever defend the title.
"#,
    ),
    (
        WarrantyDeed,
        r#"STATUTORY WARRANTY DEED
The Grantor, Dale Ferris and Ann Ferris, husband and wife, for and in consideration of Ten Dollars, conveys and warrants to Carl Ibsen the following described real estate situated in the County of Yakima.
"#,
    ),
    (
        WarrantyDeed,
        r#"Warranty Deed (Joint Tenancy)
Mabel Gray, grantor, of the County of Sioux, for Ten Dollars, conveys and warrants to Hugo Gray and Ida Gray as joint tenants the land below.
"#,
    ),
    (
        WarrantyDeed,
        r#"The Grantors, Frank Oaks and Elsie Oaks, for Ten Dollars in hand paid, convey and warrant to Seth Ames the following described real estate in Kane County, Illinois.
"#,
    ),
    (
        WarrantyDeed,
        r#"Walter Ring, a widower, grantor, for valuable consideration paid, grants, with general warranty covenants, to Ivy Nolan, whose tax mailing address is 4 Elm Street, the following real property.
"#,
    ),
    (
        WarrantyDeed,
        r#"W A R R A N T Y
D E E D
Know all men by these presents that Cal Dix, for Ten Dollars, grants, bargains, sells and conveys to Uma Rhee the land below, and warrants the title against all persons whomsoever.
"#,
    ),
    (
        WarrantyDeed,
        r#"GENERAL WARRANTY
DEED
Cal Dix, for Ten Dollars, grants, bargains, sells and conveys to Uma Rhee the land below.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRAN TY DEED
Cal Dix, for Ten Dollars, grants, bargains, sells and conveys to Uma Rhee the land below.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTYDEED-Form 3
Cal Dix, for Ten Dollars, grants, bargains, sells and conveys to Uma Rhee the land below.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTY DEED
Cal Dix, for Ten Dollars, does hereby grant, bargain, sell and convey unto Uma Rhee all of the land below, including all of the oil, gas and other minerals in and under it, and will warrant and defend the title.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTY DEED
Cal Dix, for Ten Dollars, does hereby grant, bargain, sell and convey unto Uma Rhee the surface and all of the oil, gas and other minerals of the land below, and will warrant and defend the title.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTY DEED
Cal Dix, for Ten Dollars, does hereby grant, bargain, sell and convey unto Uma Rhee the surface estate only of the land below, the oil, gas and other minerals having been reserved by a former owner, and will warrant and defend the title.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTY DEED
Cal Dix, for Ten Dollars, does hereby grant, bargain, sell and convey unto Uma Rhee, her heirs and assigns, that certain tract of land with all improvements, mineral rights and appurtenances, situated in Reeves County, and will warrant and defend the title.
"#,
    ),
    (
        WarrantyDeed,
        r#"WARRANTY DEED
Cal Dix, for Ten Dollars, does hereby grant, bargain, sell and convey unto Uma Rhee an undivided one-half interest in and to the land below, and will warrant and defend the title.
"#,
    ),
    (
        SpecialWarrantyDeed,
        r#"Clara Bass, a widow, for ten dollars paid, grants, with limited warranty covenants, to Rex Toll the following real property in Wood County, Ohio.
"#,
    ),
    (
        SpecialWarrantyDeed,
        r#"SPECIAL WARRANTY DEED
(Corporate)
Sundown Properties, L.L.C., Grantor, for Ten Dollars, has GRANTED, SOLD and CONVEYED unto Bert Mills, Grantee, the land below, and binds itself to warrant and defend the title against every person claiming by, through or under Grantor, but not otherwise.
"#,
    ),
    (
        SpecialWarrantyDeed,
        r#"KNOW ALL MEN BY THESE PRESENTS: That Sundown Properties, Inc., for Ten Dollars, has GRANTED, SOLD and CONVEYED unto Bert Mills the land below; and Grantor binds itself to WARRANT and FOREVER DEFEND the title unto Grantee against every person lawfully claiming the same by, through or under Grantor, but not otherwise.
"#,
    ),
    (
        SpecialWarrantyDeed,
        r#"SPECIAL
WARRANTY DEED
Cal Dix, for Ten Dollars, grants, bargains, sells and conveys to Uma Rhee the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"KNOW ALL MEN BY THESE PRESENTS, That we, Orrin Vail and Hattie Vail, his wife, of the County of Logan, for and in consideration of One Dollar, do hereby remise, release and quit-claim unto Mabel Strand, her heirs and assigns, all our right, title and interest in and to the following described real estate situated in Logan County, Oklahoma.
"#,
    ),
    (
        QuitclaimDeed,
        r#"QUITCLAIM
This Indenture, made the 2nd day of June, 1921, between Peter Lund, party of the first part, and Anna Lund, party of the second part, Witnesseth, that the party of the first part, for One Dollar, does by these presents remise, release and forever quitclaim unto the party of the second part the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"Quit-Claim Deed
(Statutory Form)
THE GRANTOR, Ellis Rand, a single man, for Ten Dollars, conveys and quitclaims to Nora Penn all interest in the following described real estate in Cass County.
"#,
    ),
    (
        QuitclaimDeed,
        r#"Form 1045-Q   QUIT CLAIM DEED -- Individual
This deed, made by Walt Hobbs, grantor, to Lena Fisk, grantee, witnesseth that the grantor releases and quitclaims to the grantee all his interest in the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"QUIT-CLAIM
DEED
Cal Dix, for One Dollar, does remise, release and quit-claim unto Uma Rhee the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"QUlTCLAlM DEED
Cal Dix, for One Dollar, does remise, release and quit-claim unto Uma Rhee the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"Cal Dix, for One Dollar, does remise, re1ease and quit-c1aim unto Uma Rhee the land below.
"#,
    ),
    (
        QuitclaimDeed,
        r#"QUITCLAIM DEED
Cal Dix does hereby quitclaim unto Uma Rhee all of his interest in the land below, together with the oil and gas royalty thereon.
"#,
    ),
    (
        Deed,
        r#"EXECUTOR'S DEED
Know all men by these presents, that I, Lloyd Parr, Executor of the Last Will and Testament of Emma Parr, deceased, by virtue of the power given me in said will, for Five Hundred Dollars, do hereby grant, bargain, sell and convey unto Joel Hart the land below.
"#,
    ),
    (
        Deed,
        r#"Executrix Deed
Nell Crane, as executrix of the estate of Amos Crane, deceased, for One Thousand Dollars, grants and conveys to Perry Dunn the land below.
"#,
    ),
    (
        Deed,
        r#"TRUSTEE'S DEED
Roy Ashby, as Trustee of the Ashby Family Trust dated May 1, 1990, Grantor, for Ten Dollars, grants, bargains, sells and conveys to Lena Watt the land below.
"#,
    ),
    (
        Deed,
        r#"GIFT DEED
KNOW ALL MEN BY THESE PRESENTS: That I, Homer Tate, for and in consideration of the love and affection I bear my son, Lyle Tate, do hereby give, grant and convey unto the said Lyle Tate the land below.
"#,
    ),
    (
        Deed,
        r#"KNOW ALL MEN BY THESE PRESENTS: That I, Homer Tate, for and in consideration of love and affection, do hereby give, grant and convey unto my daughter, Ruth Tate, the following described land.
"#,
    ),
    (
        Deed,
        r#"DEED OF GIFT
Homer Tate, in consideration of natural love and affection, hereby gives and conveys unto Ruth Tate the land below.
"#,
    ),
    (
        Deed,
        r#"SHERIFF'S DEED
Whereas, by virtue of an execution issued out of the District Court, I, Vern Hall, Sheriff of Custer County, did sell the land below at public auction; now, therefore, I, as Sheriff, do hereby grant and convey unto Ada Fry, the purchaser, the land below.
"#,
    ),
    (
        Deed,
        r#"TAX DEED
State of Kansas, Rooks County. Whereas the land below was sold for taxes; now therefore I, Ben Ort, County Clerk, by virtue of the statute, do hereby grant and convey unto Ed Hays, his heirs and assigns forever, the land below.
"#,
    ),
    (
        Deed,
        r#"ADMINISTRATOR'S DEED
Know all men, that Joe Kemp, administrator of the estate of Ned Kemp, deceased, under an order of the Probate Court, for $800 paid, does grant, sell and convey to Opal Kemp the land below.
"#,
    ),
    (
        Deed,
        r#"BARGAIN AND SALE DEED
This indenture, made between Luke Yost, grantor, and Faye Yost, grantee, witnesseth that the grantor, for one dollar, does hereby grant and release unto the grantee the land below.
"#,
    ),
    (
        Deed,
        r#"BARGAIN AND SALE DEED WITHOUT COVENANT AGAINST GRANTOR'S ACTS
This indenture, made between Luke Yost, party of the first part, and Faye Yost, party of the second part, witnesseth that the party of the first part, for ten dollars, does hereby grant and release unto the party of the second part the land below.
"#,
    ),
    (
        WarrantyDeed,
        r#"GRANT, BARGAIN AND SALE DEED
For ten dollars paid, Rex Vail, a single man, does hereby grant, bargain, sell and convey to Ida Lusk the land below. Rex Vail covenants that he owns the land in fee simple and that he will warrant and defend the title to it against every lawful claim.
"#,
    ),
    (
        WarrantyDeed,
        r#"Grant,  Bargain  and  Sa1e  Deed
Rex Vail, for value received, does grant, bargain and sell to Ida Lusk the land below, and binds himself and his heirs to warrant the title to the grantee forever.
"#,
    ),
    (
        Deed,
        r#"BARGAIN AND SALE DEED WITH COVENANT AGAINST GRANTOR'S ACTS
This indenture, made between Luke Yost, party of the first part, and Faye Yost, party of the second part, witnesseth that the party of the first part does hereby grant and release unto the party of the second part the land below; and the party of the first part covenants that he has not done or suffered anything whereby the land has been encumbered in any way.
"#,
    ),
    (
        Deed,
        r#"EXECUTOR'S BARGAIN AND SALE DEED
Opal Kemp, executrix of the will of Ned Kemp, deceased, does grant, bargain and sell to Abe Lott the land below, and will warrant the title against her own acts as executrix only.
"#,
    ),
    (
        Deed,
        r#"GRANT DEED
For a valuable consideration, receipt of which is hereby acknowledged, Rosa Vega, a married woman, hereby GRANT(S) to Miguel Soto the following described real property in the County of Kern.
"#,
    ),
    (
        Deed,
        r#"Cal Dix, for Ten Dollars, does hereby grant, bargain, sell and convey unto Uma Rhee all his right, title and interest, including the mineral estate, in and to the land below.
"#,
    ),
    (
        CorrectionDeed,
        r#"CORRECTION WARRANTY DEED
Whereas the description in the deed from Jay Moss to Ella Moss recorded in Book 40, Page 2 was in error; Jay Moss does hereby grant and convey unto Ella Moss the land below.
"#,
    ),
    (
        CorrectionDeed,
        r#"CORRECTIVE QUITCLAIM DEED
Jay Moss does hereby remise, release and quitclaim unto Ella Moss the land below. This deed is given to correct the legal description in the deed recorded in Book 40, Page 2.
"#,
    ),
    (
        CorrectionDeed,
        r#"SCRIVENER'S AFFIDAVIT AND CORRECTION DEED
Jay Moss does hereby grant and convey unto Ella Moss the land below.
"#,
    ),
    (
        CorrectionDeed,
        r#"WARRANTY DEED
Jay Moss, for Ten Dollars, does hereby grant, bargain, sell and convey unto Ella Moss the land below. This instrument is executed for the purpose of correcting the description in a warranty deed dated May 1, 1970.
"#,
    ),
    (
        PartitionDeed,
        r#"PARTITION DEED
Whereas Ann Tice, Bo Tice and Cy Tice own the land below in common and desire to partition it; now therefore each of them grants, releases and conveys to the others the tracts set apart below.
"#,
    ),
    (
        PartitionDeed,
        r#"VOLUNTARY PARTITION
Whereas Ann Tice, Bo Tice and Cy Tice own the land below as tenants in common and desire to partition the same; now therefore the parties do hereby partition the land and each grants and conveys to the others the tracts below.
"#,
    ),
    (
        PartitionDeed,
        r#"PARTITION AGREEMENT AND DEED
Whereas Ann Tice and Bo Tice own the land below in undivided interests, they hereby partition the land; Ann Tice grants and conveys to Bo Tice Tract 1 and Bo Tice grants and conveys to Ann Tice Tract 2.
"#,
    ),
    (
        MineralDeed,
        r#"MINERAL RIGHT AND ROYALTY TRANSFER
Know All Men By These Presents: That Lem Pike, for Ten Dollars, does hereby grant, sell, convey and transfer unto Coyote Minerals LLC an undivided one-fourth interest in and to all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"Form 88 (Producers 88 Revised) MINERAL DEED
Lem Pike, for Ten Dollars, does grant, sell and convey unto Ray Bond an undivided 1/4 interest in and to all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"MINERAL QUITCLAIM DEED
Lem Pike does hereby remise, release and quitclaim unto Ray Bond all of his interest in the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"QUITCLAIM MINERAL DEED
Lem Pike does hereby remise, release and quitclaim unto Ray Bond all of his interest in the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"Lem Pike, for Ten Dollars, does hereby quitclaim unto Ray Bond all of his right, title and interest in and to the oil, gas and other minerals in and under the following described land.
"#,
    ),
    (
        MineralDeed,
        r#"CONVEYANCE OF MINERAL INTEREST
Lem Pike does hereby grant, bargain, sell and convey unto Ray Bond an undivided 1/2 of the minerals in the land below.
"#,
    ),
    (
        MineralDeed,
        r#"DEED
Lem Pike, grantor, for Ten Dollars, grants and conveys unto Ray Bond an undivided one-half interest in the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"MINERAL
DEED
Cal Dix does grant, sell and convey unto Uma Rhee an undivided 1/2 interest in all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"M I N E R A L   D E E D
Cal Dix does grant, sell and convey unto Uma Rhee an undivided 1/2 interest in all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"MlNERAL DEED
Cal Dix does grant, sell and convey unto Uma Rhee an undivided 1/2 interest in all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"WARRANTY MINERAL DEED
Cal Dix does grant, sell and convey unto Uma Rhee an undivided 1/2 interest in all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"MINERAL DEED (With Warranty)
Cal Dix does grant, sell and convey unto Uma Rhee an undivided 1/2 interest in all of the oil, gas and other minerals in and under the land below, and warrants the title.
"#,
    ),
    (
        MineralDeed,
        r#"Cal Dix does hereby grant, bargain, sell and convey unto Uma Rhee an undivided 1/4 interest in and to the minerals, including oil and gas, in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"Cal Dix does hereby grant, bargain, sell and convey unto Uma Rhee all of the oil and gas in and under and that may be produced from the land below.
"#,
    ),
    (
        MineralDeed,
        r#"Cal Dix does hereby grant, bargain, sell and convey unto Red Mesa Land Company an undivided one-half of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"MINERAL DEED
Cal Dix does hereby grant, sell and convey unto Uma Rhee an undivided 1/8 interest in and to 80 acres of land, more or less, being all of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"ASSIGNMENT OF OVERRIDING ROYALTY INTEREST
Blue Mesa Oil Co., Assignor, for Ten Dollars, does hereby assign and transfer unto Ida Rowe an overriding royalty of one percent of 8/8 of the oil and gas produced from the leases in Exhibit A.
"#,
    ),
    (
        RoyaltyDeed,
        r#"ORRI ASSIGNMENT
Blue Mesa Oil Co., Assignor, does hereby assign unto Ida Rowe an overriding royalty interest equal to 2% of 8/8 in the lease below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"Blue Mesa Oil Co. does hereby grant, assign and convey unto Ida Rowe an overriding royalty interest equal to 2% of 8/8 of all oil and gas produced under the oil and gas lease below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"ROYALTY DEED (Non-Participating)
Lem Pike does hereby grant, sell and convey unto Ray Bond an undivided 1/32 non-participating royalty interest in the land below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"TERM ROYALTY DEED
Lem Pike does grant and convey unto Ray Bond an undivided one-half of the royalty for a term of fifteen years in the land below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"ROYALTY
DEED
Cal Dix does grant, sell and convey unto Uma Rhee an undivided 1/64 royalty interest in the oil and gas produced from the land below.
"#,
    ),
    (
        RoyaltyDeed,
        r#"Cal Dix does grant, sell and convey unto Uma Rhee an undivided one-half of the royalty in and to the oil, gas and other minerals produced from the land below.
"#,
    ),
    (
        OilGasLease,
        r#"PRODUCERS 88 - REVISED
THIS AGREEMENT, made and entered into this 5th day of May, 1951, by and between Alva Stone, lessor, and Wolf Creek Oil Co., lessee. Lessor, in consideration of Ten Dollars, does hereby grant, lease and let unto lessee the land below for the purpose of mining and operating for oil and gas.
"#,
    ),
    (
        OilGasLease,
        r#"OIL AND GAS
LEASE
THIS AGREEMENT made this 5th day of May, 1951, between Alva Stone, lessor, and Wolf Creek Oil Co., lessee. Lessor hereby grants, leases and lets exclusively unto lessee the land below.
"#,
    ),
    (
        OilGasLease,
        r#"Lessor, in consideration of Ten Dollars, hereby grants, leases and lets exclusively unto Lessee the following described land for the purpose of exploring for, producing and owning oil and gas.
"#,
    ),
    (
        OilGasLease,
        r#"Form 3100-11 (October 1992)  UNITED STATES DEPARTMENT OF THE INTERIOR BUREAU OF LAND MANAGEMENT
OFFER TO LEASE AND LEASE FOR OIL AND GAS
The undersigned offers to lease all or any of the lands below that are available for lease pursuant to the Mineral Leasing Act. This lease is issued granting the exclusive right to drill for, mine, extract, remove and dispose of all the oil and gas.
"#,
    ),
    (
        OilGasLease,
        r#"OIL AND GAS MINING LEASE
STATE OF NEW MEXICO
Know all men by these presents, that the State of New Mexico, by its Commissioner of Public Lands, lessor, hereby grants to Pecos Energy LLC, lessee, the exclusive right to explore for and produce oil and gas from the land below.
"#,
    ),
    (
        OilGasLease,
        r#"LEASE
This lease made this 3rd day of June, 1978, between Ora Vance, lessor, and Apex Oil Inc., lessee. Lessor hereby leases and lets to lessee for the purpose of exploring for oil and gas the land below. Primary term of five years.
"#,
    ),
    (
        LeaseRatification,
        r#"EXTENSION OF OIL AND GAS LEASE
Whereas Ora Vance, lessor, executed an oil and gas lease to Apex Oil Inc. dated June 3, 1978; now therefore Ora Vance does hereby extend the primary term of said lease for two years and does lease, let and demise the land to Apex Oil Inc.
"#,
    ),
    (
        LeaseRatification,
        r#"AMENDMENT AND EXTENSION OF OIL AND GAS LEASE
Ora Vance, as lessor, and Apex Oil Inc., as lessee, agree that the primary term of the lease dated June 3, 1978 is extended to June 3, 1985, and Lessor hereby grants, leases and lets the land to Lessee upon the terms of said lease.
"#,
    ),
    (
        OilGasLease,
        r#"0IL, GAS AND MlNERAL LEASE
This agreement made between Cal Dix, lessor, and Rim Oil Co., lessee. Lessor hereby grants, leases and lets unto lessee the land below.
"#,
    ),
    (
        OilGasLease,
        r#"OIL AND GAS LEASE (PAID UP)
This agreement made between Cal Dix, lessor, and Rim Oil Co., lessee. Lessor hereby grants, leases and lets unto lessee the land below.
"#,
    ),
    (
        OilGasLease,
        r#"Form 88-(Producers) Revised
This agreement made between Cal Dix, lessor, and Rim Oil Co., lessee. Lessor hereby grants, leases and lets unto lessee the land below.
"#,
    ),
    (
        OilGasLease,
        r#"LEASE OF OIL AND GAS RIGHTS
This agreement made between Cal Dix, lessor, and Rim Oil Co., lessee. Lessor does hereby demise, lease and let unto lessee the land below for oil and gas.
"#,
    ),
    (
        OilGasLease,
        r#"This agreement made between Cal Dix, lessor, and Rim Oil Co., lessee. Lessor, in consideration of the sum of Ten Dollars, does hereby lease unto lessee, for the sole purpose of drilling for oil and gas, the land below, for a term of ten years and as long thereafter as oil or gas is produced.
"#,
    ),
    (
        LeaseAssignment,
        r#"ASSIGNMENT OF OIL AND GAS LEASE
Know all men by these presents that Apex Oil Inc., for Ten Dollars, does hereby sell, assign, transfer and set over unto Tern Petroleum Co. all of its right, title and interest in the oil and gas lease below.
"#,
    ),
    (
        LeaseAssignment,
        r#"PARTIAL ASSIGNMENT OF OIL AND GAS LEASE
Apex Oil Inc. does hereby assign unto Tern Petroleum Co. an undivided one-half of the working interest in the lease below, insofar as it covers the N/2 of Section 9.
"#,
    ),
    (
        LeaseAssignment,
        r#"Assignment and Bill of Sale
Apex Oil Inc., Assignor, does hereby grant, bargain, sell, convey, assign and deliver unto Tern Petroleum Co., Assignee, all of Assignor's right, title and interest in the oil and gas leases in Exhibit A.
"#,
    ),
    (
        LeaseAssignment,
        r#"CONVEYANCE
Apex Oil Inc., for Ten Dollars, does hereby grant, bargain, sell, convey, assign, transfer and deliver unto Tern Petroleum Co. the oil and gas leases described in Exhibit A and the wells thereon.
"#,
    ),
    (
        LeaseAssignment,
        r#"TRANSFER OF OPERATING RIGHTS (SUBLEASE) IN A LEASE FOR OIL AND GAS
Apex Oil Inc., transferor, hereby transfers to Tern Petroleum Co., transferee, 100% of the operating rights in the lease below.
"#,
    ),
    (
        LeaseAssignment,
        r#"ASSIGNMENT
OF OIL AND GAS LEASE
Rim Oil Co. does hereby assign unto Tern Petroleum Co. all of its interest in the lease below.
"#,
    ),
    (
        LeaseAssignment,
        r#"ASS1GNMENT OF 0IL AND GAS LEASE
Rim Oil Co. does hereby assign unto Tern Petroleum Co. all of its interest in the lease below.
"#,
    ),
    (
        LeaseAssignment,
        r#"Rim Oil Co., for Ten Dollars, does hereby sell, assign and convey unto Tern Petroleum Co. all its right, title and interest in and to the oil and gas lease below, insofar as it covers the land below.
"#,
    ),
    (
        LeaseAssignment,
        r#"ASSIGNMENT OF LEASEHOLD INTEREST
Rim Oil Co. does hereby transfer and convey unto Tern Petroleum Co. an undivided one-fourth of its leasehold interest in the lease below.
"#,
    ),
    (
        LeaseAssignment,
        r#"CONVEYANCE OF OIL AND GAS LEASES
Rim Oil Co. does hereby grant, sell and convey unto Tern Petroleum Co. the oil and gas leases listed in Exhibit A.
"#,
    ),
    (
        LeaseRelease,
        r#"RELEASE OF OIL AND GAS LEASE
Know all men by these presents, that Apex Oil Inc., owner of the oil and gas lease dated June 3, 1978 from Ora Vance, lessor, does hereby release, relinquish and surrender unto the lessor all its right, title and interest in said lease.
"#,
    ),
    (
        LeaseRelease,
        r#"PARTIAL RELEASE OF OIL AND GAS LEASE
Apex Oil Inc. does hereby release and surrender unto Ora Vance, lessor, the oil and gas lease below insofar as it covers the S/2 of Section 4.
"#,
    ),
    (
        LeaseRelease,
        r#"SURRENDER OF LEASE
Apex Oil Inc., the present owner of the oil and gas lease below, does hereby surrender and cancel the same as to all the land covered thereby.
"#,
    ),
    (
        LeaseRelease,
        r#"RELEASE
Know all men, that Apex Oil Inc., holder of the oil and gas lease dated June 3, 1978, Ora Vance, lessor, recorded in Book 9, Page 8, does hereby release and discharge said lease and the land covered thereby.
"#,
    ),
    (
        LeaseRelease,
        r#"RELEASE OF OIL, GAS AND MINERAL LEASE
Rim Oil Co. does release unto Cal Dix the oil, gas and mineral lease below.
"#,
    ),
    (
        LeaseRelease,
        r#"Rim Oil Co., owner of the oil and gas lease dated May 1, 1977 from Cal Dix, lessor, does hereby release, relinquish and quitclaim unto the lessor all right, title and interest in and to said lease and the land it covers.
"#,
    ),
    (
        LeaseRelease,
        r#"RELEASE
Rim Oil Co., holder of the oil and gas lease below, does hereby surrender the same and all rights thereunder to Cal Dix.
"#,
    ),
    (
        LeaseRatification,
        r#"RATIFICATION AND REVIVOR OF OIL AND GAS LEASE
Whereas Ora Vance executed an oil and gas lease to Apex Oil Inc.; now therefore the undersigned does hereby ratify, adopt and confirm said lease and does grant, lease and let the land to Apex Oil Inc.
"#,
    ),
    (
        LeaseRatification,
        r#"RATIFICATION OF LEASE
The undersigned, owner of a mineral interest in the land below, does hereby adopt, ratify and confirm the oil and gas lease dated May 1, 1990 from Ora Vance to Apex Oil Inc.
"#,
    ),
    (
        LeaseRatification,
        r#"STIPULATION AND RATIFICATION
The undersigned hereby ratifies and confirms the oil and gas lease below in all its terms.
"#,
    ),
    (
        LeaseRatification,
        r#"RATIFICATION
Cal Dix, owner of an undivided interest in the minerals, does hereby ratify, confirm and adopt the oil and gas lease below.
"#,
    ),
    (
        LeaseRatification,
        r#"Cal Dix, owner of an undivided interest in the minerals, does hereby ratify and confirm the oil and gas lease below as if she had signed it.
"#,
    ),
    (
        LeaseRatification,
        r#"RATIFICATION OF POOLED UNIT
Cal Dix does hereby ratify, confirm and join in the designation of the pooled unit below and the lease covering her interest.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF DEATH AND HEIRSHIP
Before me, the undersigned authority, appeared Ben Cole, who being sworn says that Ike Cole died intestate on May 2, 1960, and left surviving as his only heirs his widow and two sons.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF FACTS CONCERNING IDENTITY OF HEIRS
Ben Cole, being first duly sworn, deposes and says that Ike Cole died without a will, and his heirs are his children named below.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"STATE OF TEXAS, COUNTY OF WARD
Before me appeared Ben Cole, who being by me duly sworn, upon oath says: that he knew Ike Cole, who died on May 2, 1960, leaving no will; that Ike Cole was married once, to Ada Cole, and the following children were born to them.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT OF DESCENT
Ben Cole, being duly sworn, states that Ike Cole departed this life intestate, leaving as his heirs at law the persons named below.
"#,
    ),
    (
        Probate,
        r#"DECREE OF DISTRIBUTION
In the Matter of the Estate of Ike Cole, Deceased. It is ordered that the residue of the estate, the land below, be distributed to Ada Cole and Lon Cole.
"#,
    ),
    (
        Probate,
        r#"ORDER SETTING ASIDE ESTATE
In the Estate of Ike Cole, Deceased. The land below is set aside to the surviving spouse Ada Cole.
"#,
    ),
    (
        Probate,
        r#"LAST WILL AND TESTAMENT OF IKE COLE
I, Ike Cole, being of sound mind, give, devise and bequeath all my land to my wife Ada Cole.
"#,
    ),
    (
        Probate,
        r#"JUDGMENT
IN THE ESTATE OF IKE COLE, DECEASED, IN THE COUNTY COURT OF WARD COUNTY, TEXAS. On this day the Court heard the application to determine heirship; the Court finds that Ike Cole died intestate and that his heirs are Ada Cole and Lon Cole.
"#,
    ),
    (
        Probate,
        r#"ORDER
In the Matter of the Estate of Ike Cole, Deceased. The last will of Ike Cole is admitted to probate and Ada Cole is appointed executrix.
"#,
    ),
    (
        Probate,
        r#"IN THE DISTRICT COURT OF GRADY COUNTY, OKLAHOMA
In the Matter of the Estate of Ike Cole, Deceased.  No. P-88-12
ORDER ALLOWING FINAL ACCOUNT, DETERMINING HEIRS AND DECREE OF DISTRIBUTION
The Court finds that Ike Cole died intestate and his heirs are Ada Cole and Lon Cole, and distributes the land below to them.
"#,
    ),
    (
        Probate,
        r#"DECREE
In the Matter of the Estate of Ike Cole, Deceased. The Court decrees that the land below pass to Ada Cole, the sole heir.
"#,
    ),
    (
        Probate,
        r#"CERTIFIED COPY OF WILL
I, Ike Cole, give and devise my farm to Ada Cole.
"#,
    ),
    (
        Probate,
        r#"LETTERS OF ADMINISTRATION
The State of Texas. To all persons: Ada Cole has been appointed administratrix of the estate of Ike Cole, deceased.
"#,
    ),
    (
        Probate,
        r#"PROBATE
In the Estate of Ike Cole, Deceased. The will of Ike Cole is admitted to probate and the land below passes to Ada Cole.
"#,
    ),
    (
        DeedOfTrust,
        r#"DEED OF TRUST
Know all men, that Lyle Dorn, Grantor, for the purpose of securing the note below, does grant, bargain, sell and convey unto Sam Ricks, Trustee, in trust, the land below, to secure the payment of a note to the First State Bank.
"#,
    ),
    (
        DeedOfTrust,
        r#"REAL ESTATE MORTGAGE
Lyle Dorn, mortgagor, hereby mortgages and warrants to the First State Bank, mortgagee, the land below to secure the payment of $5,000.
"#,
    ),
    (
        DeedOfTrust,
        r#"This Indenture of Mortgage, made the 2nd day of May, 1910, between Lyle Dorn, mortgagor, and Pell Rock, mortgagee: the mortgagor, for securing the payment of $900, does grant, bargain, sell and convey unto the mortgagee the land below, provided that if the mortgagor pays the note this deed shall be void.
"#,
    ),
    (
        DeedOfTrust,
        r#"MORTGAGE
Lyle Dorn, mortgagor, for $900, does hereby grant, bargain, sell and convey unto Pell Rock, mortgagee, the land below; provided, if the mortgagor pays the sum of $900 with interest, these presents shall be void.
"#,
    ),
    (
        DeedOfTrust,
        r#"VENDOR'S LIEN DEED OF TRUST
Lyle Dorn does grant and convey unto Sam Ricks, Trustee, the land below in trust to secure the note.
"#,
    ),
    (
        DeedOfTrust,
        r#"DEED OF TRUST
(Texas Form)
Cal Dix, grantor, to secure the note below, grants, sells and conveys unto Ed Voss, trustee, the land below, in trust.
"#,
    ),
    (
        DeedOfTrust,
        r#"MORTGAGE - With Power of Sale
Cal Dix, mortgagor, mortgages to the First Bank, mortgagee, the land below.
"#,
    ),
    (
        DeedOfTrust,
        r#"Cal Dix, mortgagor, hereby mortgages and conveys to the First Bank, mortgagee, the land below to secure the payment of the note.
"#,
    ),
    (
        DeedOfTrust,
        r#"OPEN-END MORTGAGE
Cal Dix hereby mortgages, grants and conveys to the First Bank the land below.
"#,
    ),
    (
        DeedOfTrust,
        r#"SECURITY DEED
Cal Dix, for the purpose of securing a debt, does grant, bargain, sell and convey unto the First Bank the land below.
"#,
    ),
    (
        MortgageRelease,
        r#"SATISFACTION OF MORTGAGE
The First State Bank, mortgagee, hereby certifies that the mortgage from Lyle Dorn recorded in Book 12, Page 90 is paid in full and satisfied, and the clerk is authorized to cancel it of record.
"#,
    ),
    (
        MortgageRelease,
        r#"RELEASE OF VENDOR'S LIEN
The First State Bank, the owner and holder of the note, does hereby release and discharge the vendor's lien retained in the deed from Ann Cole to Lyle Dorn.
"#,
    ),
    (
        MortgageRelease,
        r#"PARTIAL RELEASE OF MORTGAGE
The First State Bank hereby releases from the lien of the mortgage recorded in Book 12, Page 90 the land below, the mortgage remaining in force on the rest.
"#,
    ),
    (
        MortgageRelease,
        r#"RELEASE
The First State Bank, holder of the note secured by the deed of trust from Lyle Dorn to Sam Ricks, Trustee, recorded in Book 12, Page 90, does hereby release the land below from the lien of said deed of trust.
"#,
    ),
    (
        MortgageRelease,
        r#"DEED OF RELEASE
Sam Ricks, Trustee, does hereby release and reconvey unto Lyle Dorn, without warranty, the land described in the deed of trust dated May 2, 1961, the note it secures having been paid.
"#,
    ),
    (
        MortgageRelease,
        r#"FULL RECONVEYANCE
Sam Ricks, as Trustee under the deed of trust below, having received a request for full reconveyance, does hereby reconvey, without warranty, to the person entitled thereto the estate held by it thereunder.
"#,
    ),
    (
        MortgageRelease,
        r#"RELEASE OF DEED OF TRUST
The First Bank, holder of the note, releases the land below from the deed of trust.
"#,
    ),
    (
        MortgageRelease,
        r#"CANCELLATION OF MORTGAGE
The First Bank certifies that the mortgage below has been paid and hereby cancels and discharges it.
"#,
    ),
    (
        MortgageRelease,
        r#"The First Bank, holder of the note described in the mortgage below, hereby acknowledges full payment and satisfaction of said mortgage and releases the lien thereof.
"#,
    ),
    (
        RightOfWay,
        r#"RIGHT OF WAY AGREEMENT
Ora Vance, for Ten Dollars, grants to Cimarron Pipe Line Co. a right of way to lay, maintain and operate a pipe line over the land below.
"#,
    ),
    (
        RightOfWay,
        r#"PIPE LINE EASEMENT
Ora Vance does hereby grant, sell and convey unto Cimarron Pipe Line Co. a perpetual easement and right of way for a pipeline across the land below.
"#,
    ),
    (
        RightOfWay,
        r#"Ora Vance, for Ten Dollars, does hereby grant unto Cimarron Pipe Line Company the right to lay, maintain and remove a pipe line over and through the land below.
"#,
    ),
    (
        RightOfWay,
        r#"ELECTRIC LINE EASEMENT
Ora Vance grants to the Rural Electric Cooperative an easement to construct and maintain an electric transmission line across the land below.
"#,
    ),
    (
        RightOfWay,
        r#"EASEMENT AND RIGHT-OF-WAY
Cal Dix grants to the County a right of way for a public road across the land below.
"#,
    ),
    (
        RightOfWay,
        r#"R/W No. 4421   RIGHT OF WAY CONTRACT
Cal Dix grants to Cimarron Pipe Line Co. a right of way across the land below.
"#,
    ),
    (
        RightOfWay,
        r#"HIGHWAY DEED
Cal Dix does grant and convey unto the State of Texas a right of way for highway purposes over the land below.
"#,
    ),
    (
        Other,
        r#"SURFACE DAMAGE AGREEMENT
This agreement is between Ora Vance, surface owner, and Apex Oil Inc., operator. Operator will pay the owner $5,000 for damages to the surface from the well pad on the land below.
"#,
    ),
    (
        Other,
        r#"SURFACE USE AGREEMENT
Ora Vance, surface owner, and Apex Oil Inc. agree to the terms on which Apex may use the surface of the land below for roads and pads.
"#,
    ),
    (
        Other,
        r#"AFFIDAVIT OF NON-PRODUCTION
Ben Cole, being first duly sworn, states that no well has been drilled on the land below and the lease has expired by its terms.
"#,
    ),
    // Instruments without a caption, or under one the classifier cannot read, whose operative
    // words must decide: a sale of minerals by "sell, set over and convey", a satisfaction that
    // certifies payment, an early lease that grants and demises, a deed that only conveys and
    // warrants in its covenants, a correction of a mineral or royalty deed.
    (
        MineralDeed,
        r#"KNOW ALL PERSONS BY THESE PRESENTS, that the undersigned, husband and wife, for five hundred dollars paid by Rex Oyler, do hereby sell, set over and convey unto Rex Oyler an undivided one-half part of all the oil, gas, casinghead gas and other minerals in, under and that may be produced from the land below.
"#,
    ),
    (
        MineralDeed,
        r#"SALE OF AN UNDIVIDED MINERAL INTEREST
Nola Brandt, a widow, for value received, does hereby sell and convey to Ames Quill one-eighth of the oil, gas and minerals lying under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"For ten dollars, Lon Ames, a single man, does hereby transfer, sell and convey to Ida Rusk all of his right, title and interest in and to the oil, gas, sulphur and other minerals in and under the land below.
"#,
    ),
    (
        MineralDeed,
        r#"CORRECTION MINERAL DEED
Otis Vail and Ruby Vail do hereby grant, bargain, sell and convey unto Plains Royalty Co. an undivided one-eighth interest in and to all of the oil, gas and other minerals in and under the land below. This deed is given in correction of the mineral deed of May 1, 1958 between the same parties.
"#,
    ),
    (
        RoyaltyDeed,
        r#"CORRECTED ROYALTY DEED
Ada Penn does hereby grant and convey unto Cleve Amos an undivided 1/32 royalty in the oil and gas produced from the land below, to correct the description in the royalty deed of record.
"#,
    ),
    (
        CorrectionDeed,
        r#"CORRECTION WARRANTY DEED
Ada Penn does hereby grant and convey unto Cleve Amos the land below, and will warrant and defend the title. Given to correct the legal description of the deed of record.
"#,
    ),
    (
        MortgageRelease,
        r#"SATISFACTION
The Union Savings Bank, holder of the real estate mortgage given by Al Dorn and Bea Dorn, his wife, dated March 2, 1948, does hereby certify that the said mortgage, with the note it secures, has been fully paid, satisfied and discharged, and directs the register to enter this release of record.
"#,
    ),
    (
        MortgageRelease,
        r#"Satisfaction Piece
Know all men that the Dime Savings Society, mortgagee, certifies that the mortgage made by Walt Oram to it, recorded in Liber 20 of Mortgages, page 5, is paid and satisfied, and consents that it be discharged of record.
"#,
    ),
    (
        MortgageRelease,
        r#"Whereas Joe Vick made a deed of trust to Pat Lum, trustee, for the benefit of the Farmers Bank, and the debt it secured has now been paid in full. Now, therefore, the land below is hereby released from the lien of the said deed of trust.
"#,
    ),
    (
        OilGasLease,
        r#"AGREEMENT FOR OIL AND GAS
Articles of agreement made this first day of June, 1909, between Abner Hale and Ruth Hale, his wife, parties of the first part, and the Tidewater Oil Company, party of the second part. The first parties have granted and demised and do grant and demise unto the second party all the oil and gas in and under the farm below, for the term of five years and as much longer as oil or gas is found.
"#,
    ),
    (
        OilGasLease,
        r#"Memorandum. Eli Gantt, lessor, for the rentals below, has demised and let unto the Keystone Oil Co., lessee, the tract below for the sole purpose of drilling and operating for oil and gas.
"#,
    ),
    (
        WarrantyDeed,
        r#"Know all men by these presents: that Anton Reuter, a married man, for eighty dollars paid, does hereby convey unto Ole Brekke the real estate below; and the grantor covenants that he holds it in fee simple and will warrant and defend it against the lawful claims of all persons.
"#,
    ),
    (
        WarrantyDeed,
        r#"THIS DEED, made the 3rd day of June, 1948, between Clay Odom, grantor, and Lula Tate, grantee: witnesseth that the grantor does grant and convey, with Gcneral Warranty of title, unto the grantee the tract below.
"#,
    ),
    (
        WarrantyDeed,
        r#"That Amos Ward, for one thousand dollars, does hereby sell and convey to Etta Lind the lot below, and he binds himself and his heirs to warrant and forever defend the title to the same.
"#,
    ),
    (
        LeaseRatification,
        r#"LEASE EXTENSION AGREEMENT
Cora Lusk, lessor, and Mesa Operating LLC, lessee, agree that the primary term of the oil and gas lease of record covering the land below is extended for three years.
"#,
    ),
    (
        MineralDeed,
        r#"Cal Dix, a single man, for ten dollars, hereby grants to Ava Moe an undivided one-half of the oil, gas and other minerals in and under the land below.
"#,
    ),
    (
        WarrantyDeed,
        r#"That Hal Pruitt, for one dollar, does hereby grant unto Vera Cobb, her heirs and assigns forever, the land below, and he will warrant the title against all persons.
"#,
    ),
    (
        Deed,
        r#"FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, LENA ORTIZ, a widow, hereby grants to MARCO ORTIZ the real property below.
"#,
    ),
    (
        RightOfWay,
        r#"Know all men that Ike Stamm, for ten dollars, does hereby grant unto the Prairie Pipe Line Company the right to lay, maintain and operate a pipe line over the land below.
"#,
    ),
    (
        MineralDeed,
        r#"WARRANTY DEED
Ike Stamm does hereby grant, bargain, sell and convey unto Lee Ruff an undivided 1/4 interest in and to all of the oil, gas and other minerals in and under the land below, and will warrant and defend the title.
"#,
    ),
    (
        MineralDeed,
        r#"QUITCLAIM DEED
Ike Stamm does hereby remise, release and quitclaim unto Lee Ruff all of his interest in the oil, gas and other minerals in and under the land below.
"#,
    ),
    // Fiduciaries' and officers' deeds whatever their covenant, a Georgia deed to secure debt and
    // its cancellation, a release in the present tense, an amendment of a lease, an executory
    // contract, an affidavit that tells a death and the survivors without the word "heirs".
    (
        Deed,
        r#"PERSONAL REPRESENTATIVE'S DEED
Iva Platt, as personal representative of the estate of Otto Platt, deceased, does hereby grant, bargain, sell and convey unto Rudy Kemp the land below, and will warrant and defend the title against all persons claiming by, through or under her as personal representative.
"#,
    ),
    (
        Deed,
        r#"CONSERVATOR'S DEED
Hal Boyd, conservator of the estate of Mae Ennis, for ten dollars, does hereby grant, bargain, sell and convey unto Lu Pratt the land below, and will warrant and forever defend the title.
"#,
    ),
    (
        Deed,
        r#"TAX DEED
Whereas the land below was sold for the taxes of 1931, the County Treasurer does hereby grant, bargain, sell and convey unto Roy Mabe the land below, and the county will warrant and defend the title.
"#,
    ),
    (
        DeedOfTrust,
        r#"DEED TO SECURE DEBT
Ola Finch, grantor, to secure a note of even date to the Citizens Bank, grantee, does hereby grant, bargain, sell and convey unto the grantee the land below.
"#,
    ),
    (
        MortgageRelease,
        r#"CANCELLATION OF DEED TO SECURE DEBT
The Citizens Bank, holder of the deed to secure debt from Ola Finch recorded in Deed Book 41, page 88, certifies that the debt it secures is paid, and directs the clerk to cancel it of record.
"#,
    ),
    (
        MortgageRelease,
        r#"DEED OF RELEASE
This deed of release, made May 4, 1966: the trustee, at the request of the holder of the note, releases unto Emmett Fry the land below from the lien of the deed of trust recorded in Deed Book 201, page 66.
"#,
    ),
    (
        LeaseRatification,
        r#"AMENDMENT TO OIL AND GAS LEASE
Rhea Gantt, lessor, and Basin Energy Corp., lessee, amend the oil and gas lease of record covering the land below to add a pooling clause, and the lessor ratifies the lease as amended.
"#,
    ),
    (
        Other,
        r#"CONTRACT FOR DEED
Cal Dix agrees to sell and Ava Moe agrees to buy the land below for $9,000 in monthly payments; on the last payment Cal Dix will deliver a warranty deed.
"#,
    ),
    (
        AffidavitOfHeirship,
        r#"AFFIDAVIT
Personally appeared Ora Tull, who being sworn says that Pike Tull died on May 1, 1970, leaving surviving his widow, Nell Tull, and his son, Abe Tull, and no other children.
"#,
    ),
    (
        WarrantyDeed,
        r#"KNOW ALL MEN BY THESE PRESENTS: That Ward Ames, for ten dollars, does hereby grant, bargain, sell and convey unto Lela Orr the land below. The grantor covenants that he is lawfully seized in fee simple, that he has good right to convey, that the land is free of encumbrances, and that he will defend the title against all lawful claims.
"#,
    ),
    (
        WarrantyDeed,
        r#"That Ward Ames, for ten dollars, has granted, sold and conveyed unto Lela Orr the land below, and he binds himself and his heirs to warrant the title to the same.
"#,
    ),
    (
        RoyaltyDeed,
        r#"Ward Ames, for ten dollars, does hereby sell and assign unto Lela Orr an undivided one-half of the royalty on the oil produced from the land below.
"#,
    ),
    (
        LeaseRelease,
        r#"Ward Ames, lessee, having drilled no well, hereby surrenders the oil and gas lease below and releases the land from its terms.
"#,
    ),
    (
        LeaseRelease,
        r#"The undersigned, owner and holder of the oil and gas lease below, does hereby release said lease as to all of the land it covers.
"#,
    ),
    (
        MortgageRelease,
        r#"The undersigned mortgagee acknowledges full payment of the real estate mortgage given by Ward Ames below and consents that it be discharged of record.
"#,
    ),
    (
        MortgageRelease,
        r#"Received of Ward Ames the sum due on his note of May 2, 1950. The mortgage securing it is hereby satisfied and discharged.
"#,
    ),
    (
        Other,
        r#"AFFIDAVIT OF USE AND POSSESSION
Ben Cole, being duly sworn, says that he has been in open and peaceable possession of the land below for thirty years.
"#,
    ),
    (
        Other,
        r#"DIVISION ORDER
The undersigned certify that they own the interests set out below in the oil produced from the well.
"#,
    ),
    (
        Other,
        r#"JUDGMENT QUIETING TITLE
The plaintiff Cal Dix is the owner of the land below and the defendants have no interest therein.
"#,
    ),
    (
        Other,
        r#"DECREE OF DIVORCE
The marriage of Cal Dix and Ava Dix is dissolved and the land below is awarded to Ava Dix.
"#,
    ),
    (
        Other,
        r#"MEMORANDUM OF AGREEMENT
Cal Dix and Rim Oil Co. agree that Rim may drill a well on the land below.
"#,
    ),
    (
        Other,
        r#"POOLING AGREEMENT
The undersigned pool their interests in the land below into one unit.
"#,
    ),
    (
        Other,
        r#"SURFACE LEASE
Cal Dix leases to Sam Ode the surface of the land below for grazing for five years at $200 a year.
"#,
    ),
    (
        Other,
        r#"GRAZING LEASE
Cal Dix leases to Sam Ode the land below for grazing for five years.
"#,
    ),
];

#[test]
fn every_category_in_many_hands() {
    let wrong = misread(CASES);
    assert!(wrong.is_empty(), "{} of {} misread:\n{}", wrong.len(), CASES.len(), wrong.join("\n"));
}

/// A correction of a mineral deed conveys the minerals only: a mineral deed (the labels'
/// convention: DOMAIN's correction deed is a fee class), which conveys no fee.
#[test]
fn a_corrected_mineral_deed_conveys_no_fee() {
    let text = r#"CORRECTED MINERAL DEED
Jay Moss does hereby grant and convey unto Ella Moss an undivided one-half of the oil, gas and other minerals in the land below.
"#;
    let found = classify(text);
    assert_eq!(found.category, MineralDeed);
    assert_eq!(conveyance::extract(&Instrument::from_raw(text), found.category).conveys_fee, Some(false));
}
