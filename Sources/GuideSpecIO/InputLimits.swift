/// The documented bounds on what GuideSpec reads and prints, so that no input makes a run unbounded in time,
/// memory or output. Each is listed in the README's "What GuideSpec promises"; the readers of each format enforce
/// these values (`SourceText`, `GoldenFile`, `DriftBaseline` take theirs from here).
public enum InputLimits {
    /// The largest guide page, in bytes: guide pages are well under 1 MiB, and 100 times the largest one (171 KB) must
    /// still be read, in time proportional to its size (`guidespec-dev bench-scaling`).
    public static let guidePageBytes = 32 << 20
    /// The largest spec file (`spec/*.json`), in bytes.
    public static let specBytes = 64 << 20
    /// The largest golden file (`golden/*.jsonl`), in bytes.
    public static let goldenFileBytes = 64 << 20
    /// The longest line of a golden file (one case), in bytes.
    public static let goldenLineBytes = 1 << 20
    /// The largest drift baseline, in bytes.
    public static let baselineBytes = 16 << 20
    /// The most entries a drift baseline may have: a project accepting more findings than that has a different problem.
    public static let baselineEntries = 100_000
    /// The largest conform expectations file, in bytes.
    public static let expectationsBytes = 16 << 20
    /// The most entries an expectations file may have.
    public static let expectationsEntries = 100_000
    /// The largest JSON report `guidespec report` reads (a drift or conform report), in bytes.
    public static let reportBytes = 64 << 20
    /// The most files of one kind (`*.json`, `*.jsonl`) read from one folder.
    public static let filesPerFolder = 10_000
    /// The most diagnostics of one rule printed or recorded for one file; the rest are counted in one summary note.
    public static let diagnosticsPerRule = 100
}
