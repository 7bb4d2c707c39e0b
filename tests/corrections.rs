//! An examiner's corrections (`--corrections`, README "Corrections"): each kind applied with its
//! provenance, a stale correction reported and not applied, a malformed file failing its package
//! only, owner and land assertions, `--enrich-only`, the cache re-analysing exactly the packages
//! whose corrections changed, and `corrections check`.

#[allow(dead_code)]
mod common;

use common::{read_json, repo, run, titlegraph};
use serde_json::Value;
use std::path::Path;

const CONVERSE: &str = "converse-sec18-t33n-r71w";

fn corrections_dir(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for (package_id, text) in files {
        std::fs::write(dir.path().join(format!("{package_id}.toml")), text).expect("write corrections");
    }
    dir
}

fn correction(id: &str, body: &str) -> String {
    format!("[[correction]]\nid = \"{id}\"\nauthor = \"A. Examiner\"\nreason = \"read the instrument\"\n{body}\n")
}

fn resolved(out: &Path, document: &str, kind: &str) -> Value {
    read_json(&out.join(format!("api/documents/{CONVERSE}-{document}/{kind}.json")))["resolved"].clone()
}

fn errors(out: &Path) -> Vec<Value> {
    std::fs::read_to_string(out.join("errors.jsonl"))
        .expect("errors.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect()
}

fn run_with(out: &Path, corrections: &Path, extra: &[&str]) -> i32 {
    let mut args = vec!["--corrections", corrections.to_str().expect("UTF-8 path")];
    args.extend_from_slice(extra);
    run(&repo("samples"), out, &args)
}

#[test]
fn every_document_kind_sets_its_value_with_its_provenance() {
    let file = [
        correction("fix-name", "kind = \"replace_party\"\ndocument = \"converse-sec18-t33n-r71w-0004\"\nparty = \"T. M. Crowley\"\nname = \"Thaddeus M. Crowley\""),
        correction("co-patentee", "kind = \"add_party\"\ndocument = \"converse-sec18-t33n-r71w-0001\"\nname = \"HANNAH CROWLEY\"\nrole = \"grantee\"\nentity_type = \"person\""),
        correction("no-party", "kind = \"not_a_party\"\ndocument = \"converse-sec18-t33n-r71w-0003\"\nparty = \"THADDEUS M. CROWLEY\""),
        correction("date", "kind = \"governing_date\"\ndocument = \"converse-sec18-t33n-r71w-0002\"\ndate = \"1920-03-16\"\ndate_kind = \"acknowledgment\"\nreplaces = \"1920-03-15\""),
        correction("category", "kind = \"category\"\ndocument = \"converse-sec18-t33n-r71w-0003\"\ncategory = \"other\"\nreplaces = \"mortgage_release\""),
        correction("fee", "kind = \"conveys_fee\"\ndocument = \"converse-sec18-t33n-r71w-0006\"\nconveys_fee = true"),
        correction("tract", "kind = \"replace_tract\"\ndocument = \"converse-sec18-t33n-r71w-0006\"\nreplaces = \"LOTS 3, 4 E/2 SW/4 SEC 18 T33N R71W, CONVERSE COUNTY, WY\"\ntract = { system = \"plss\", section = \"18\", township = \"33N\", range = \"71W\", aliquots = \"SW/4\", county = \"Converse\", state = \"WY\" }"),
    ]
    .concat();
    let dir = corrections_dir(&[(CONVERSE, &file)]);
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run_with(out.path(), dir.path(), &[]), 0, "every correction applies: {:?}", errors(out.path()));

    let parties = resolved(out.path(), "0004", "parties");
    assert!(parties["canonical_parties"].as_array().expect("parties").iter().any(|p| p["canonical_name"] == "THADDEUS M. CROWLEY"));
    let provenance = &parties["corrections"][0];
    assert_eq!(provenance["source"], "correction");
    assert_eq!(provenance["correction_id"], "fix-name");
    assert_eq!(provenance["field"], "canonical_parties");
    assert_eq!(provenance["replaced"], "T. M. CROWLEY (grantor)");
    assert_eq!(provenance["value"], "THADDEUS M. CROWLEY (grantor)");
    assert_eq!((provenance["author"].as_str(), provenance["reason"].as_str()), (Some("A. Examiner"), Some("read the instrument")));

    let patent = resolved(out.path(), "0001", "parties");
    assert_eq!(patent["corrections"][0]["replaced"], Value::Null);
    assert!(
        patent["canonical_parties"]
            .as_array()
            .expect("parties")
            .iter()
            .any(|p| p["role"] == "grantee" && p["canonical_name"] == "HANNAH CROWLEY")
    );

    let release = resolved(out.path(), "0003", "parties");
    assert!(release["canonical_parties"].as_array().expect("parties").iter().all(|p| p["canonical_name"] != "THADDEUS M. CROWLEY"));
    assert_eq!(release["corrections"][0]["value"], Value::Null);

    let dates = resolved(out.path(), "0002", "dates");
    assert_eq!((dates["governing_date"].as_str(), dates["governing_date_source"].as_str()), (Some("1920-03-16"), Some("acknowledgment")));
    assert_eq!(dates["corrections"][0]["replaced"], "1920-03-15");

    assert_eq!(resolved(out.path(), "0003", "doc_type")["doc_category"], "other");
    assert_eq!(resolved(out.path(), "0006", "conveyance")["conveys_fee"], true);
    let land = resolved(out.path(), "0006", "land");
    assert_eq!(land["canonical_tracts"][0]["tract_identity_phrase"], "SW/4 SEC 18 T33N R71W, CONVERSE COUNTY, WY");
    assert_eq!(land["corrections"][0]["replaced"], "LOTS 3, 4 E/2 SW/4 SEC 18 T33N R71W, CONVERSE COUNTY, WY");

    // Uncorrected files carry no `corrections`, and the runsheet says what came from a correction.
    assert!(resolved(out.path(), "0005", "parties").get("corrections").is_none());
    let runsheet = std::fs::read_to_string(out.path().join(format!("runsheets/{CONVERSE}.csv"))).expect("runsheet");
    assert!(runsheet.contains("corrected by date (governing_date)"), "{runsheet}");
    assert!(runsheet.contains("corrected by category (doc_category); corrected by no-party (canonical_parties)"), "{runsheet}");
}

#[test]
fn a_stale_correction_is_not_applied_and_is_reported_per_correction() {
    let file = [
        correction("gone", "kind = \"replace_party\"\ndocument = \"converse-sec18-t33n-r71w-0004\"\nparty = \"ZEBULON PIKE\"\nname = \"Z. PIKE\""),
        correction("moved-date", "kind = \"governing_date\"\ndocument = \"converse-sec18-t33n-r71w-0002\"\ndate = \"1920-03-16\"\ndate_kind = \"execution\"\nreplaces = \"1921-01-01\""),
        correction("no-document", "kind = \"conveys_fee\"\ndocument = \"converse-sec18-t33n-r71w-0099\"\nconveys_fee = false"),
        correction("no-name", "kind = \"not_same_owner\"\nnames = [\"LYLE B. AMES\", \"NOBODY HERE\"]"),
    ]
    .concat();
    let dir = corrections_dir(&[(CONVERSE, &file)]);
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run_with(out.path(), dir.path(), &[]), 1, "a stale correction exits 1");
    let lines: Vec<Value> = errors(out.path()).into_iter().filter(|e| e["stage"] == "correction").collect();
    let ids: Vec<&str> = lines.iter().map(|l| l["error"].as_str().expect("error")).collect();
    assert_eq!(lines.len(), 4, "{ids:?}");
    assert!(ids.iter().any(|e| e.contains("\"gone\"") && e.contains("no party \"ZEBULON PIKE\"")), "{ids:?}");
    assert!(ids.iter().any(|e| e.contains("\"moved-date\"") && e.contains("now shows 1920-03-15")), "{ids:?}");
    assert!(ids.iter().any(|e| e.contains("\"no-name\"") && e.contains("NOBODY HERE")), "{ids:?}");
    let package_line = lines.iter().find(|l| l["error"].as_str().is_some_and(|e| e.contains("no-name"))).expect("assertion line");
    assert_eq!(package_line["document_id"], Value::Null);
    // Nothing changed, and the documents did not fail.
    assert_eq!(resolved(out.path(), "0002", "dates")["governing_date"], "1920-03-15");
    assert!(resolved(out.path(), "0002", "dates").get("corrections").is_none());
    let detail = read_json(&out.path().join(format!("api/packages/{CONVERSE}.json")));
    assert_eq!(detail["status"], "completed");
    let review: Vec<&Value> = detail["review"].as_array().expect("review").iter().filter(|r| r["field"] == "correction").collect();
    assert_eq!(review.len(), 2, "the document corrections of the package's instruments are in the review list: {review:?}");
    let job = std::fs::read_dir(out.path().join("api/jobs")).expect("jobs").next().expect("a job").expect("entry").path();
    let job = read_json(&job);
    assert_eq!(job["counts"]["failed"], 4);
    assert_eq!(job["status"], "completed");
}

#[test]
fn a_malformed_file_fails_its_package_only_naming_the_line_and_field() {
    let broken = "[[correction]]\nid = \"a\"\nauthor = \"A. Examiner\"\nreason = \"r\"\nkind = \"add_party\"\ndocument = \"d\"\nname = \"N\"\nrole = \"grantee\"\n";
    let dir = corrections_dir(&[(CONVERSE, broken)]);
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run_with(out.path(), dir.path(), &[]), 1);
    let lines = errors(out.path());
    assert_eq!(lines.len(), 1, "{lines:?}");
    let error = lines[0]["error"].as_str().expect("error");
    assert!(error.contains(&format!("{CONVERSE}.toml: line 1: ")) && error.contains("`entity_type` is missing"), "{error}");
    assert_eq!((lines[0]["package_id"].as_str(), lines[0]["stage"].as_str()), (Some(CONVERSE), Some("correction")));
    let packages = read_json(&out.path().join("api/packages.json"));
    let statuses: Vec<(&str, &str)> = packages["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| (p["package_id"].as_str().expect("id"), p["status"].as_str().expect("status")))
        .collect();
    assert!(statuses.iter().all(|(id, status)| (*id == CONVERSE) == (*status == "failed")), "{statuses:?}");
}

fn clusters_of(out: &Path) -> Vec<Value> {
    read_json(&out.join(format!("packages/{CONVERSE}/l2/parties.json")))["clusters"].as_array().expect("clusters").clone()
}

fn cluster_with(clusters: &[Value], name: &str) -> Value {
    clusters
        .iter()
        .find(|c| {
            c["members"].as_array().expect("members").iter().any(|m| m["name"].as_str().is_some_and(|n| n.eq_ignore_ascii_case(name)))
        })
        .unwrap_or_else(|| panic!("no cluster has {name}"))
        .clone()
}

#[test]
fn owner_assertions_split_and_merge_in_l2_with_their_evidence() {
    let plain = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), plain.path(), &[]), 0);
    let before = clusters_of(plain.path());
    assert_eq!(cluster_with(&before, "T. M. Crowley")["cluster_id"], cluster_with(&before, "Thaddeus M. Crowley")["cluster_id"]);

    let file = [
        correction("two-crowleys", "kind = \"not_same_owner\"\nnames = [\"T. M. CROWLEY\", \"THADDEUS M. CROWLEY\"]"),
        correction("bank-is-lyle", "kind = \"same_owner\"\nnames = [\"LA PRELE VALLEY STATE BANK\", \"LYLE B. AMES\"]"),
        correction("contradiction", "kind = \"same_owner\"\nnames = [\"T. M. CROWLEY\", \"THADDEUS M. CROWLEY\"]"),
    ]
    .concat();
    let dir = corrections_dir(&[(CONVERSE, &file)]);
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run_with(out.path(), dir.path(), &[]), 1, "the contradicting assertion is not applied");
    let after = clusters_of(out.path());
    let (initials, full) = (cluster_with(&after, "T. M. Crowley"), cluster_with(&after, "Thaddeus M. Crowley"));
    assert_ne!(initials["cluster_id"], full["cluster_id"], "not the same owner wins over the name rule and over same_owner");
    let evidence = |cluster: &Value| -> Vec<(String, String, String)> {
        cluster["evidence"]
            .as_array()
            .expect("evidence")
            .iter()
            .map(|e| {
                (
                    e["decision"].as_str().unwrap_or("").to_string(),
                    e["rule"].as_str().unwrap_or("").to_string(),
                    e["detail"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect()
    };
    assert!(
        evidence(&initials).iter().chain(evidence(&full).iter()).any(|(d, r, detail)| d == "refused"
            && r == "assertion"
            && detail.contains("would be one owner")
            && detail.contains("two-crowleys")),
        "{:?} {:?}",
        evidence(&initials),
        evidence(&full)
    );
    let bank = cluster_with(&after, "LA PRELE VALLEY STATE BANK");
    assert_eq!(bank["cluster_id"], cluster_with(&after, "Lyle B. Ames")["cluster_id"]);
    assert!(evidence(&bank).iter().any(|(d, r, detail)| d == "merged" && r == "assertion" && detail.contains("bank-is-lyle")));
    let lines = errors(out.path());
    assert!(
        lines.iter().any(|l| l["error"].as_str().is_some_and(|e| e.contains("\"contradiction\"") && e.contains("two-crowleys"))),
        "{lines:?}"
    );
}

/// The Converse package with its lease describing the quarter alone ("Section 18: SW/4"), as
/// leases of a fractional quarter often do: the extractor then reads two tracts where there is one
/// land.
fn converse_with_the_quarter_alone(dir: &Path) {
    let package = std::fs::read_to_string(repo("samples").join(format!("{CONVERSE}.json"))).expect("sample package");
    let quarter_alone = package.replace("Section 18: SW/4 (Lots 3, 4, E/2SW/4)", "Section 18: SW/4");
    assert_ne!(package, quarter_alone, "the sample's lease describes the quarter with its lots");
    std::fs::write(dir.join(format!("{CONVERSE}.json")), quarter_alone).expect("write package");
}

#[test]
fn same_land_joins_the_tracts_and_enrich_only_applies_corrections_without_extraction() {
    let input = tempfile::tempdir().expect("temp dir");
    converse_with_the_quarter_alone(input.path());
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(input.path(), out.path(), &[]), 0);
    let summary = |out: &Path| read_json(&out.join(format!("api/packages/{CONVERSE}/estate-graph.json")))["summary"].clone();
    assert_eq!(summary(out.path())["tracts"], 2);
    let joined = correction(
        "sw4-is-lots-3-4-e2sw4",
        "kind = \"same_land\"\ntracts = [\"LOTS 3, 4 E/2 SW/4 SEC 18 T33N R71W, CONVERSE COUNTY, WY\", \"SW/4 SEC 18 T33N R71W, CONVERSE COUNTY, WY\"]",
    );
    let dir = corrections_dir(&[(CONVERSE, &joined)]);
    assert_eq!(run(input.path(), out.path(), &["--corrections", dir.path().to_str().expect("UTF-8 path"), "--enrich-only"]), 0);
    assert_eq!(summary(out.path())["tracts"], 1);
    assert_eq!(summary(out.path())["mineral_chains"], 1);
    let land = resolved(out.path(), "0006", "land");
    assert_eq!(land["corrections"][0]["field"], "tract_id");
    assert_eq!(land["corrections"][0]["correction_id"], "sw4-is-lots-3-4-e2sw4");
}

#[test]
fn the_sample_corrections_give_the_patent_its_acreage() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), out.path(), &[]), 0);
    assert_eq!(resolved(out.path(), "0001", "land")["canonical_tracts"][0]["acres"], Value::Null);
    assert_eq!(run_with(out.path(), &repo("samples-corrections"), &["--enrich-only"]), 0);
    let land = resolved(out.path(), "0001", "land");
    assert_eq!(land["canonical_tracts"][0]["acres"], 158.46);
    assert_eq!(land["corrections"][0]["correction_id"], "patent-acreage");
    let detail = read_json(&out.path().join(format!("api/packages/{CONVERSE}.json")));
    assert!(
        detail["review"].as_array().expect("review").iter().all(|r| r["document_id"] != format!("{CONVERSE}-0001")),
        "the patent is not to review"
    );
}

fn stamp_time(out: &Path, package_id: &str) -> std::time::SystemTime {
    std::fs::metadata(out.join(format!(".titlegraph/packages/{package_id}.stamp"))).and_then(|m| m.modified()).expect("stamp")
}

#[test]
fn editing_a_packages_corrections_re_analyses_exactly_that_package() {
    let date = |to: &str| {
        correction(
            "date",
            &format!("kind = \"governing_date\"\ndocument = \"converse-sec18-t33n-r71w-0002\"\ndate = \"{to}\"\ndate_kind = \"execution\""),
        )
    };
    let dir = corrections_dir(&[(CONVERSE, &date("1920-03-16"))]);
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run_with(out.path(), dir.path(), &[]), 0);
    let (converse, reeves) = (stamp_time(out.path(), CONVERSE), stamp_time(out.path(), "reeves-sec14-blk7"));
    std::thread::sleep(std::time::Duration::from_millis(1100));
    assert_eq!(run_with(out.path(), dir.path(), &[]), 0);
    assert_eq!(stamp_time(out.path(), CONVERSE), converse, "unchanged corrections: the package is left alone");
    std::fs::write(dir.path().join(format!("{CONVERSE}.toml")), date("1920-03-17")).expect("edit");
    assert_eq!(run_with(out.path(), dir.path(), &[]), 0);
    assert_ne!(stamp_time(out.path(), CONVERSE), converse, "edited corrections: the package is analysed again");
    assert_eq!(stamp_time(out.path(), "reeves-sec14-blk7"), reeves, "other packages are left alone");
    assert_eq!(resolved(out.path(), "0002", "dates")["governing_date"], "1920-03-17");
    // Without the folder, the package is analysed again and reads as the extractors read it.
    assert_eq!(run(&repo("samples"), out.path(), &[]), 0);
    assert_eq!(resolved(out.path(), "0002", "dates")["governing_date"], "1920-03-15");
}

#[test]
fn corrections_check_says_which_apply_and_which_are_stale() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), out.path(), &[]), 0);
    let check = |dir: &Path| titlegraph().args(["corrections", "check"]).arg(dir).arg("--out").arg(out.path()).output().expect("runs");
    let sample = check(&repo("samples-corrections"));
    assert_eq!(sample.status.code(), Some(0), "{}", String::from_utf8_lossy(&sample.stderr));
    let csv = String::from_utf8(sample.stdout).expect("UTF-8");
    assert!(csv.starts_with("package_id,correction_id,kind,document_id,status,detail\n"), "{csv}");
    assert_eq!(csv.matches(",applied,").count(), 2, "{csv}");
    let stale = correction("gone", "kind = \"not_a_party\"\ndocument = \"converse-sec18-t33n-r71w-0004\"\nparty = \"ZEBULON PIKE\"");
    let dir = corrections_dir(&[(CONVERSE, &stale), ("no-such-package", "")]);
    let checked = check(dir.path());
    assert_eq!(checked.status.code(), Some(1));
    let csv = String::from_utf8(checked.stdout).expect("UTF-8");
    assert!(csv.contains(&format!("{CONVERSE},gone,not_a_party,{CONVERSE}-0004,stale,")), "{csv}");
    assert!(csv.contains("no-such-package,,,,no_package,"), "{csv}");
}
