import DocumentModel
import Drift
import GuideSpecWire
import GoldenCases

/// The documented bounds on what GuideSpec reads and prints, so that no input makes a run unbounded in time,
/// memory or output. Each is listed in the README's "What GuideSpec promises".
public enum InputLimits {
    /// The largest guide page, in bytes.
    public static let guidePageBytes = SourceText.defaultByteLimit
    /// The largest spec file (`spec/*.json`), in bytes.
    public static let specBytes = 64 << 20
    /// The largest golden file (`golden/*.jsonl`), in bytes.
    public static let goldenFileBytes = 64 << 20
    /// The longest line of a golden file (one case), in bytes.
    public static let goldenLineBytes = GoldenFile.maximumLineBytes
    /// The largest drift baseline, in bytes.
    public static let baselineBytes = 16 << 20
    /// The most entries a drift baseline may have.
    public static let baselineEntries = DriftBaseline.maximumEntries
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
