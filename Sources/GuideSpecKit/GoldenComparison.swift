import GuideSpecIO
public import GuideSpecWire
public import Foundation
public import GuideSpecGoldenCases
public import GuideSpecSpecModel
import GuideSpecPacks
import GuideSpecSource

/// The golden file of one page: the cases the specs give, what is recorded, and how they differ.
public struct GoldenFileComparison: Sendable {
    /// The file as the user named it, such as `golden/ios-login.jsonl`.
    public var path: String
    public var url: URL
    /// The bytes the specs give; empty when the page has no spec any more.
    public var built: Data
    /// The bytes on disk; nil when the file does not exist.
    public var existing: Data?
    public var diff: GoldenDiff

    /// True when the file holds exactly the bytes the specs give (an absent file and no cases count as equal).
    public var upToDate: Bool { existing == built || (existing == nil && built.isEmpty) }

    /// `N added, N changed, N removed`.
    public var summary: String { "\(diff.added.count) added, \(diff.changed.count) changed, \(diff.removed.count) removed" }
}

/// Builds golden cases from spec files and compares them with the golden files, page by page.
public enum GoldenComparison {
    /// Every page's comparison, sorted by file: the pages the specs give cases for, and golden files whose page gives none.
    public static func compare(specsFolder: String, goldenFolder: String, options: GoldenCaseOptions) throws(GoldenFileError)
        -> [GoldenFileComparison]
    {
        try compare(specs: try readSpecs(specsFolder), goldenFolder: goldenFolder, options: options)
    }

    /// Compares the cases `specs` give with the golden files in `goldenFolder`; a page that gives no case and has no golden file
    /// (an article read only for another page's cases) is not compared.
    public static func compare(specs: [PageSpec], goldenFolder: String, options: GoldenCaseOptions) throws(GoldenFileError) -> [GoldenFileComparison]
    {
        try compare(cases: GoldenCaseBuilder.cases(from: specs, options: options, packs: GuidePacks.caseBuilders), goldenFolder: goldenFolder)
    }

    /// Compares `cases`, built from specs, with the golden files in `goldenFolder`, as `compare(specs:goldenFolder:options:)`
    /// does.
    public static func compare(cases: [GoldenCase], goldenFolder: String) throws(GoldenFileError) -> [GoldenFileComparison] {
        let built = Dictionary(grouping: cases) { $0.id.split(separator: "/")[0] }
        let recorded = Dictionary(uniqueKeysWithValues: try GoldenFolder.read(goldenFolder, requiringCases: false).files.map { ($0.page, $0) })
        let pages = Set(built.keys.map(String.init)).union(recorded.keys).sorted()
        var comparisons: [GoldenFileComparison] = []
        for page in pages {
            let path = WritePlan.location(goldenFolder, "\(page).jsonl")
            let url = URL(fileURLWithPath: path)
            let cases = built[Substring(page), default: []]
            let existing = recorded[page]
            let data: Data
            do { data = try GoldenFile.render(cases) } catch { throw GoldenFileError(file: path, "cannot encode the cases: \(error)") }
            comparisons.append(
                GoldenFileComparison(
                    path: path, url: url, built: data, existing: existing?.bytes, diff: GoldenDiff(recorded: existing?.cases ?? [], built: cases)))
        }
        return comparisons
    }

    /// Every `*.json` spec in `folder`; at least one must be there, each within `InputLimits.specBytes` and each naming
    /// a page and language that can be file names.
    public static func readSpecs(_ folder: String) throws(GoldenFileError) -> [PageSpec] {
        let names = try names(in: folder, extension: "json")
        guard !names.isEmpty else { throw GoldenFileError(file: folder, "expected a folder with spec files (*.json), found none") }
        var specs: [PageSpec] = []
        for name in names {
            let path = WritePlan.location(folder, name)
            let bytes = try read(path, limit: InputLimits.specBytes, kind: "spec")
            let spec: PageSpec
            do {
                spec = try PageSpec.decode(from: Data(bytes), packItems: GuidePacks.specItems)
            } catch {
                throw GoldenFileError(file: path, "expected a spec (see docs/spec-format.md): \(error)")
            }
            if let problem = PageName.problem(spec.page) ?? LanguageTag.problem(spec.language) { throw GoldenFileError(file: path, problem) }
            specs.append(spec)
        }
        return specs
    }

    /// The bytes of an input file; a failure to read it is an error naming it.
    static func read(_ path: String, limit: Int, kind: String) throws(GoldenFileError) -> [UInt8] {
        switch InputFile.read(path, limit: limit, kind: kind) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw GoldenFileError(failure)
        }
    }

    /// The names of the files in `folder` ending in `.<ext>`, sorted; none when the folder is absent.
    static func names(in folder: String, extension ext: String) throws(GoldenFileError) -> [String] {
        do {
            return try InputFolder.names(in: folder, extension: ext) ?? []
        } catch {
            throw GoldenFileError(error)
        }
    }
}
