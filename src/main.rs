//! The `titlegraph` command line: clap parses, the library runs, and the exit status tells an
//! orchestrator what to do (CONTRACT §3): 0 all completed, 1 input failures (a retry will not
//! help), 2 usage or configuration error, 3 internal or I/O failure (a retry may help).

use anyhow::Result;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use titlegraph::analysis::StageSelection;
use titlegraph::api::documents::ExtractionKind;
use titlegraph::batch::{self, RunOptions, RunStatus};
use titlegraph::diff::{self, DiffSummary};
use titlegraph::input::shard::Shard;
use titlegraph::merge::{self, MergeStatus};
use titlegraph::message;

/// A run allocates and frees many small strings and vectors on several threads at once
/// (extraction spans, serde values, encoded responses): with mimalloc a `--version` switch
/// over 1,000 packages took about a seventh less user CPU than with the system allocator
/// (BENCHMARKS.md, "Replacing without freeing").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A title examiner's first pass over recorded land instruments, in bulk.
#[derive(Parser)]
#[command(name = "titlegraph", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Walk a folder of packages, run L0 → L1 → L2 → L3 on every package in parallel, and write
    /// one JSON file for every response of the service's read endpoints, plus summary.csv,
    /// errors.jsonl, runsheets and the job record.
    Run(RunArgs),
    /// What changed between two runs, package by package: a CSV of the changes on standard
    /// output (package_id,document_id,change,item,before,after) and a short summary on
    /// standard error. Exit 0 when the runs agree, 1 when they differ.
    Diff(DiffArgs),
    /// One tree from the outputs of the shards of a sharded run, with the bytes a single run
    /// would have written (the job record's times aside).
    Merge(MergeArgs),
    /// Write a synthetic corpus of simulated title packages and its ground truth (truth.jsonl).
    Synth(SynthArgs),
    /// Score a run's output tree against the truth of a synthetic corpus.
    Eval(EvalArgs),
    /// Look after the L0 cache.
    #[command(subcommand)]
    Cache(CacheCommand),
    /// An examiner's corrections (README, "Corrections").
    #[command(subcommand)]
    Corrections(CorrectionsCommand),
    /// A run's output as a bulk hand-off: one JSON Lines file per response kind (each line the
    /// response as the tree holds it; the lists one item per line), errors.jsonl, summary.csv
    /// and all runsheets in one runsheets.csv, streamed so that memory stays flat.
    Export(ExportArgs),
    /// Write the JSON Schema of every kind of JSON file a run writes (generated from the types
    /// that write them) into a folder; the repository keeps them under schemas/.
    Schemas(SchemasArgs),
}

#[derive(Args)]
struct ExportArgs {
    /// The --out folder of a run (or of a merge).
    out: PathBuf,
    /// Format of the export: jsonl (JSON Lines, with the CSVs beside).
    #[arg(long, value_parser = ["jsonl"])]
    format: String,
    /// Folder for the export files (created; files of an earlier export there are replaced).
    #[arg(long)]
    to: PathBuf,
    /// Only these packages, comma separated (their documents, error lines and rows with them).
    #[arg(long, value_delimiter = ',')]
    packages: Option<Vec<String>>,
    /// Only the packages listed in this file, one id per line (with --packages, both lists).
    #[arg(long)]
    packages_from: Option<PathBuf>,
    /// Compress every file with gzip (name.jsonl.gz, name.csv.gz).
    #[arg(long)]
    gzip: bool,
    /// No report on standard error.
    #[arg(long)]
    quiet: bool,
}

#[derive(Args)]
struct SchemasArgs {
    /// Folder for the *.schema.json files; a *.schema.json there that no file kind has any
    /// more is removed.
    #[arg(long)]
    out: PathBuf,
}

#[derive(Subcommand)]
enum CorrectionsCommand {
    /// Which corrections of DIR apply to the packages of the run that wrote OUT, which are stale
    /// and why, which files are malformed: a CSV on standard output (package_id, correction_id,
    /// kind, document_id, status, detail). Exit 0 when every correction applies, 1 otherwise.
    Check(CheckArgs),
}

#[derive(Args)]
struct CheckArgs {
    /// The corrections folder (one <package_id>.toml per package).
    dir: PathBuf,
    /// The --out folder of a run over the input the corrections are for; its L0 cache is used.
    #[arg(long)]
    out: PathBuf,
    /// The input folder (default: the one the last run over --out recorded).
    #[arg(long)]
    input: Option<PathBuf>,
}

#[derive(Subcommand)]
enum CacheCommand {
    /// Remove the L0 cache entries that no package of the given output folders uses (as their
    /// last runs recorded it); with --cache-dir shared by several outputs, name them all.
    Prune(PruneArgs),
}

#[derive(Args)]
struct PruneArgs {
    /// Output folders whose packages' entries are kept.
    #[arg(long, required = true)]
    out: Vec<PathBuf>,
    /// The cache folder (default: OUT/.titlegraph/l0 of the single --out).
    #[arg(long)]
    cache_dir: Option<PathBuf>,
}

#[derive(Args)]
struct DiffArgs {
    /// The --out folder of the earlier (or reference) run.
    out_a: PathBuf,
    /// The --out folder of the later run.
    out_b: PathBuf,
    /// Write the CSV of the changes to this file instead of standard output.
    #[arg(long)]
    csv: Option<PathBuf>,
    /// No summary on standard error.
    #[arg(long)]
    quiet: bool,
}

#[derive(Args)]
struct MergeArgs {
    /// The --out folders of the shards, all N of them, in any order.
    #[arg(required = true)]
    shard_outs: Vec<PathBuf>,
    /// Folder of the merged tree; none of the shard folders, nor inside one.
    #[arg(long)]
    out: PathBuf,
    /// Do not draw the examiner's report (report/) from the merged files.
    #[arg(long)]
    no_report: bool,
}

#[derive(Args)]
struct SynthArgs {
    /// Seed: the same seed writes the same bytes.
    #[arg(long)]
    seed: u64,
    /// Number of packages.
    #[arg(long)]
    packages: usize,
    /// Folder for the package files and truth.jsonl.
    #[arg(long)]
    out: PathBuf,
    /// OCR noise: 0 none, 1 light, 2 medium, 3 heavy.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
    noise: u8,
    /// Instruments simulated per package (before one may be removed to break the chain).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u16).range(1..=500))]
    docs_per_package: u16,
    /// Also write each document's true L0 extraction into the input (`extraction`), so that a
    /// run skips L0 and `eval` measures L1 to L3 alone.
    #[arg(long)]
    true_extraction: bool,
}

#[derive(Args)]
struct EvalArgs {
    /// The truth.jsonl written by `titlegraph synth`.
    #[arg(long)]
    truth: PathBuf,
    /// The --out folder of a `titlegraph run` over the synthetic corpus.
    #[arg(long)]
    out: PathBuf,
    /// Print the figures as JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct RunArgs {
    /// Folder of packages: *.json package files and folders holding a package.json.
    input: PathBuf,
    /// Output folder; {base_url} of every endpoint path is replaced by it.
    #[arg(long, default_value = "out")]
    out: PathBuf,
    /// Matcher version of the estate-graph rebuild: 1.0 (exploratory layers, five-layer fuzzy
    /// matcher with gates L0 to L4), 1.1 (exploratory signals, edge-score matcher with the
    /// comparison of winner and runner-up) or 2.0 (operative deterministic matcher, exact
    /// matches only).
    #[arg(long, default_value = "2.0", value_parser = ["1.0", "1.1", "2.0"])]
    version: String,
    /// Stage names of POST /api/process, comma separated: extract_parties, extract_dates,
    /// extract_land_description, extract_conveyance, extract_document_classification, markdown,
    /// segmentation, assembly, runsheet, runtime_linking. Default: all. markdown, segmentation,
    /// assembly and runsheet always run, because every output needs them; leaving out an
    /// extraction stage leaves out its files and its values.
    #[arg(long, value_delimiter = ',')]
    stages: Option<Vec<String>>,
    /// enrich_only=true: re-run L1 enrichment and later layers from the L0 results of an
    /// earlier run in the same --out, without repeating L0 extraction.
    #[arg(long)]
    enrich_only: bool,
    /// debug=true: extraction files also carry the raw `extraction`, a `normalized` form and
    /// `extraction_context`.
    #[arg(long)]
    debug: bool,
    /// Worker threads (default: the number of cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Process a stable share of the packages: K/N (1 <= K <= N) by a sha256 of the package id,
    /// or auto from the orchestrator's environment (JOB_COMPLETION_INDEX with
    /// TITLEGRAPH_SHARD_COUNT, SLURM_ARRAY_TASK_ID with SLURM_ARRAY_TASK_COUNT and
    /// SLURM_ARRAY_TASK_MIN, or AWS_BATCH_JOB_ARRAY_INDEX with AWS_BATCH_JOB_ARRAY_SIZE).
    #[arg(long)]
    shard: Option<String>,
    /// Folder of the L0 cache (default: OUT/.titlegraph/l0); several output folders may share one.
    #[arg(long)]
    cache_dir: Option<PathBuf>,
    /// Folder of the examiner's corrections: one <package_id>.toml per package (see README,
    /// "Corrections"); a package whose file is malformed fails alone.
    #[arg(long)]
    corrections: Option<PathBuf>,
    /// Do not write the examiner's report (report/<package_id>.html and .dot, report/index.html);
    /// what an earlier run wrote there is removed.
    #[arg(long)]
    no_report: bool,
    /// Nothing but errors on standard error.
    #[arg(long)]
    quiet: bool,
}

/// `corrections check`: the CSV on standard output, a summary on standard error.
fn check_corrections(args: CheckArgs) -> u8 {
    use std::io::Write;
    use titlegraph::corrections::check::{self, CheckError};
    let rows = match check::check(&args.dir, &args.out, args.input.as_deref()) {
        Ok(rows) => rows,
        Err(error) => {
            message::error(&error);
            return match error {
                CheckError::Usage(_) => 2,
                CheckError::Io(_) => 3,
            };
        }
    };
    let written = check::csv_bytes(&rows).and_then(|bytes| std::io::stdout().write_all(&bytes).map_err(|e| CheckError::Io(e.to_string())));
    if let Err(error) = written {
        message::error(&error);
        return 3;
    }
    let applied = rows.iter().filter(|r| r.status == "applied").count();
    message::note(format!("{} corrections apply; {} do not (stale, malformed or for no package)", applied, rows.len() - applied));
    u8::from(applied != rows.len())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => ExitCode::from(code),
        Err(error) => {
            message::error(format!("{error:#}"));
            ExitCode::from(3)
        }
    }
}

fn run(cli: Cli) -> Result<u8> {
    match cli.command {
        Command::Run(args) => Ok(run_packages(args)),
        Command::Diff(args) => Ok(compare_runs(args)),
        Command::Merge(args) => Ok(merge_shards(args)),
        Command::Synth(args) => synthesise(args),
        Command::Eval(args) => evaluate(args),
        Command::Cache(CacheCommand::Prune(args)) => Ok(prune(args)),
        Command::Corrections(CorrectionsCommand::Check(args)) => Ok(check_corrections(args)),
        Command::Export(args) => Ok(export_output(args)),
        Command::Schemas(args) => {
            let written = titlegraph::api::schema::write_schemas(&args.out)?;
            message::note(format!("wrote {} schemas to {}", written.len(), args.out.display()));
            Ok(0)
        }
    }
}

fn synthesise(args: SynthArgs) -> Result<u8> {
    let options = titlegraph::synth::SynthOptions {
        seed: args.seed,
        packages: args.packages,
        out: args.out,
        noise: args.noise,
        documents_per_package: usize::from(args.docs_per_package),
        true_extraction: args.true_extraction,
    };
    let report = titlegraph::synth::generate(&options)?;
    message::note(format!(
        "wrote {} packages, {} documents ({} bytes of package files) and {} to {}",
        report.packages,
        report.documents,
        report.bytes,
        titlegraph::synth::TRUTH_FILE,
        options.out.display()
    ));
    Ok(0)
}

fn evaluate(args: EvalArgs) -> Result<u8> {
    let report = titlegraph::eval::evaluate(&args.truth, &args.out)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!("{report}");
    }
    Ok(0)
}

fn usage(text: &str) -> u8 {
    message::error(text);
    2
}

fn run_packages(args: RunArgs) -> u8 {
    let stages = match parse_stages(args.stages.as_deref()) {
        Ok(stages) => stages,
        Err(message) => return usage(&message),
    };
    let jobs = match args.jobs {
        Some(0) => return usage("--jobs must be at least 1"),
        Some(jobs) => jobs,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let shard = match args.shard.as_deref().map(|given| Shard::from_argument(given, |name| std::env::var(name).ok())).transpose() {
        Ok(shard) => shard,
        Err(error) => return usage(&error.to_string()),
    };
    let options = RunOptions {
        input: args.input,
        out: args.out,
        version: args.version,
        stages,
        debug: args.debug,
        jobs,
        quiet: args.quiet,
        shard,
        enrich_only: args.enrich_only,
        cache_dir: args.cache_dir,
        corrections: args.corrections,
        reports: !args.no_report,
    };
    let outcome = batch::run(&options);
    message::flush_repeated();
    match outcome {
        Ok(report) => {
            message::note(report.closing_line(&options.out));
            match report.status {
                RunStatus::Completed => 0,
                RunStatus::InputFailures => 1,
            }
        }
        Err(error) => {
            message::error(&error);
            error.exit_code()
        }
    }
}

/// Exit 0 when exported, 2 for a usage error or a folder that is not an output, 3 when a file
/// cannot be read or written.
fn export_output(args: ExportArgs) -> u8 {
    message::set_quiet(args.quiet);
    let mut packages: Option<std::collections::HashSet<String>> =
        args.packages.map(|ids| ids.into_iter().map(|id| id.trim().to_string()).collect());
    if let Some(file) = &args.packages_from {
        match std::fs::read_to_string(file) {
            Ok(text) => packages.get_or_insert_default().extend(text.lines().map(str::trim).filter(|l| !l.is_empty()).map(str::to_string)),
            Err(error) => return usage(&format!("cannot read --packages-from {}: {error}", file.display())),
        }
    }
    if let Some(bad) = packages.iter().flatten().find(|id| titlegraph::input::SafeId::parse(id).is_err()) {
        return usage(&format!("--packages: {bad:?} is not a package id"));
    }
    let options = titlegraph::export::ExportOptions { out: args.out, to: args.to, packages, gzip: args.gzip };
    match titlegraph::export::export(&options) {
        Ok(report) => {
            message::note(format!(
                "exported {} packages and {} documents from {} into {} files in {}",
                report.packages,
                report.documents,
                options.out.display(),
                report.files.len(),
                options.to.display()
            ));
            0
        }
        Err(error) => {
            message::error(&error);
            error.exit_code()
        }
    }
}

fn prune(args: PruneArgs) -> u8 {
    let cache_dir = match (args.cache_dir, args.out.as_slice()) {
        (Some(folder), _) => folder,
        (None, [out]) => batch::default_cache_folder(out),
        (None, _) => return usage("with several --out folders, name the shared cache with --cache-dir"),
    };
    match titlegraph::cache::prune(&cache_dir, &args.out) {
        Ok(report) => {
            message::note(format!("{}: kept {} L0 cache entries, removed {}", cache_dir.display(), report.kept, report.removed));
            message::note(format!("kept {} L1/L2 cache entries of the outputs, removed {}", report.enriched_kept, report.enriched_removed));
            0
        }
        Err(error) => {
            message::error(&error);
            error.exit_code()
        }
    }
}

/// Exit 0 when the runs agree, 1 when they differ (like diff), 2 when a folder is not a
/// titlegraph output, 3 when a file cannot be read or the CSV cannot be written.
fn compare_runs(args: DiffArgs) -> u8 {
    message::set_quiet(args.quiet);
    let outcome = match &args.csv {
        Some(path) => write_changes(&args, std::fs::File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))),
        None => write_changes(&args, Ok(std::io::stdout().lock())),
    };
    match outcome {
        Ok(summary) => {
            message::note(format!("diff: {summary}"));
            u8::from(!summary.identical())
        }
        Err((text, code)) => {
            message::error(text);
            code
        }
    }
}

fn write_changes<W: std::io::Write>(args: &DiffArgs, sink: Result<W, String>) -> Result<DiffSummary, (String, u8)> {
    let sink = sink.map_err(|message| (message, 3))?;
    // The header goes out with the first change, or at the end when there is none, so that a
    // folder that is not an output leaves standard output empty.
    let mut csv = csv::WriterBuilder::new().has_headers(false).from_writer(sink);
    let mut header = false;
    let mut write = |change: Option<&diff::Change>| -> Result<(), csv::Error> {
        if !header {
            csv.write_record(diff::CSV_COLUMNS)?;
            header = true;
        }
        match change {
            Some(change) => csv.serialize(change),
            None => Ok(csv.flush()?),
        }
    };
    let summary = diff::diff(&args.out_a, &args.out_b, |change| write(Some(change)).map_err(|e| std::io::Error::other(e.to_string())))
        .map_err(|e| (e.to_string(), e.exit_code()))?;
    write(None).map_err(|e| (format!("cannot write the differences: {e}"), 3))?;
    Ok(summary)
}

/// Exit as the single run would have (0 all completed, 1 input failures), or 1 when shards
/// share an id, 2 for a wrong shard set, 3 for an I/O failure.
fn merge_shards(args: MergeArgs) -> u8 {
    match merge::merge(&args.shard_outs, &args.out, !args.no_report) {
        Ok(MergeStatus::Completed) => 0,
        Ok(MergeStatus::InputFailures) => {
            message::note(format!("merged; some packages or documents failed, see {}", args.out.join("errors.jsonl").display()));
            1
        }
        Err(error) => {
            message::error(&error);
            error.exit_code()
        }
    }
}

fn parse_stages(names: Option<&[String]>) -> Result<StageSelection, String> {
    let Some(names) = names else {
        return Ok(StageSelection::all());
    };
    let mut selection = StageSelection { extractions: Vec::new(), runtime_linking: false };
    for name in names.iter().map(|n| n.trim()) {
        if let Some(kind) = ExtractionKind::ALL.iter().find(|k| k.stage() == name) {
            selection.extractions.push(*kind);
        } else if name == "runtime_linking" {
            selection.runtime_linking = true;
        } else if !["markdown", "segmentation", "assembly", "runsheet"].contains(&name) {
            return Err(format!(
                "unknown stage {name:?}; the stages are extract_parties, extract_dates, extract_land_description, extract_conveyance, extract_document_classification, markdown, segmentation, assembly, runsheet, runtime_linking"
            ));
        }
    }
    Ok(selection)
}
