import GuideSpecIO
import Foundation
public import GuideSpecGoldenCases
public import GuideSpecSpecModel

/// `golden record`: rewrites the golden files the specs give, atomically and only when their bytes change; never on CI.
public enum GoldenRecording {
    /// What recording did to one file.
    public struct FileOutcome: Sendable {
        public var comparison: GoldenFileComparison
        /// `created`, `updated`, `unchanged`, or `removed` for a page that has no spec any more.
        public var action: String
    }

    /// Why recording into `goldenFolder` must not run in this environment (CI is set), or nil.
    public static func refusal(environment: [String: String], goldenFolder: String) -> String? {
        guard let ci = environment["CI"], !ci.isEmpty else { return nil }
        let folder = goldenFolder.hasSuffix("/") ? goldenFolder : goldenFolder + "/"
        return "golden record refuses to run on CI (CI=\(ci)): record on a developer machine, review the diff and commit \(folder)"
    }

    /// Records every page of `specs`; reads and checks every golden file before writing anything, then writes through one
    /// `WritePlan`. An unreadable golden file is a `GoldenFileError`, a failed write a `GuideSpecFailure`.
    public static func run(specs: [PageSpec], goldenFolder: String, options: GoldenCaseOptions) throws -> [FileOutcome] {
        let comparisons = try GoldenComparison.compare(specs: specs, goldenFolder: goldenFolder, options: options)
        var plan = WritePlan()
        for comparison in comparisons {
            let name = comparison.url.lastPathComponent
            if !comparison.built.isEmpty {
                try plan.write(comparison.built, named: name, inFolder: goldenFolder)
            } else if comparison.existing != nil {
                try plan.remove(named: name, inFolder: goldenFolder)
            }
        }
        let actions = Dictionary(try plan.commit().map { ($0.path, $0.outcome.rawValue) }, uniquingKeysWith: { first, _ in first })
        return comparisons.map { FileOutcome(comparison: $0, action: actions[$0.path] ?? WriteOutcome.unchanged.rawValue) }
    }
}
