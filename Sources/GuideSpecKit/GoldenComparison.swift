import ConformanceWire
public import Foundation
public import GoldenCases
public import SpecModel

/// The golden file of one page: the cases the specs give, what is recorded, and how they differ.
public struct GoldenFileComparison: Sendable {
    /// The file as the user named it, such as `golden/ios-purchase.jsonl`.
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
    /// Every page's comparison, sorted by file: pages with specs, then golden files whose page has no spec.
    public static func compare(specsFolder: String, goldenFolder: String) throws(GoldenInputError) -> [GoldenFileComparison] {
        try compare(specs: try readSpecs(specsFolder), goldenFolder: goldenFolder)
    }

    /// Compares the cases `specs` give with the golden files in `goldenFolder`.
    public static func compare(specs: [PageSpec], goldenFolder: String) throws(GoldenInputError) -> [GoldenFileComparison] {
        let built = Dictionary(grouping: GoldenCaseBuilder.cases(from: specs)) { $0.id.split(separator: "/")[0] }
        let recordedPages = jsonFiles(in: goldenFolder, extension: "jsonl").map { String($0.dropLast(".jsonl".count)) }
        let pages = Set(specs.map(\.page)).union(recordedPages).sorted()
        var comparisons: [GoldenFileComparison] = []
        for page in pages {
            let path = "\(goldenFolder)/\(page).jsonl"
            let url = URL(fileURLWithPath: path)
            let cases = built[Substring(page), default: []]
            let existing = try? Data(contentsOf: url)
            var recorded: [GoldenCase] = []
            if let existing {
                do { recorded = try GoldenFile.parse(existing, file: path) } catch let error as GoldenFileError {
                    throw GoldenInputError(file: error.file, line: error.line, error.message)
                } catch { throw GoldenInputError(file: path, "\(error)") }
            }
            let data: Data
            do { data = try GoldenFile.render(cases) } catch { throw GoldenInputError(file: path, "cannot encode the cases: \(error)") }
            comparisons.append(
                GoldenFileComparison(
                    path: path, url: url, built: data, existing: existing, diff: GoldenDiff(recorded: recorded, built: cases)))
        }
        return comparisons
    }

    /// Every `*.json` spec in `folder`; at least one must be there.
    public static func readSpecs(_ folder: String) throws(GoldenInputError) -> [PageSpec] {
        let names = jsonFiles(in: folder, extension: "json")
        guard !names.isEmpty else { throw GoldenInputError(file: folder, "expected a folder with spec files (*.json), found none") }
        var specs: [PageSpec] = []
        for name in names {
            let path = "\(folder)/\(name)"
            do {
                specs.append(try PageSpec.decode(from: try Data(contentsOf: URL(fileURLWithPath: path))))
            } catch {
                throw GoldenInputError(file: path, "expected a spec (see docs/spec-format.md): \(error)")
            }
        }
        return specs
    }

    /// The names of the files in `folder` ending in `.<ext>`, sorted; none when the folder is absent.
    static func jsonFiles(in folder: String, extension ext: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".\(ext)") }.sorted()
    }
}
