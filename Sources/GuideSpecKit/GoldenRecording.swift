import Foundation

/// `golden record`: rewrites the golden files the specs give, atomically and only when their bytes change; never on CI.
public enum GoldenRecording {
    /// What recording did to one file.
    public struct FileOutcome: Sendable {
        public var comparison: GoldenFileComparison
        /// `created`, `updated`, `unchanged`, or `removed` for a page that has no spec any more.
        public var action: String
    }

    /// Why recording must not run in this environment (CI is set), or nil.
    public static func refusal(environment: [String: String]) -> String? {
        guard let ci = environment["CI"], !ci.isEmpty else { return nil }
        return "golden record refuses to run on CI (CI=\(ci)): record on a developer machine, review the diff and commit golden/"
    }

    /// Records every page; reads and checks everything before writing anything.
    public static func run(specsFolder: String, goldenFolder: String) throws -> [FileOutcome] {
        let comparisons = try GoldenComparison.compare(specsFolder: specsFolder, goldenFolder: goldenFolder)
        return try comparisons.map { comparison in
            if comparison.built.isEmpty {
                guard comparison.existing != nil else { return FileOutcome(comparison: comparison, action: "unchanged") }
                try FileManager.default.removeItem(at: comparison.url)
                return FileOutcome(comparison: comparison, action: "removed")
            }
            return FileOutcome(comparison: comparison, action: try AtomicFileWriter.write(comparison.built, to: comparison.url).rawValue)
        }
    }
}
