public import Foundation
public import GuideSpecDrift
import GuideSpecIO
public import GuideSpecExtractors
public import GuideSpecProject

/// The history stage's one entry point: a guide's git repository in, every page's timelines and the commits that
/// introduced its current drift out.
public enum HistoryRun {
    /// What to walk.
    public struct Options: Sendable {
        /// A folder inside a git repository; pages are those `project`'s layout places under it, else `<lang>/<page>.<ext>`
        /// directly under it.
        public var repository: String
        /// The guide's project file, whose layout (relative to `repository`) places the pages; `.none` for `<lang>/<page>.<ext>`.
        public var project: GuideProject = .none
        /// The commit the walk ends at: its first-parent chain is walked.
        public var revision: String
        /// Walk only the commits after this one (it must be an ancestor of `revision`); nil walks to the root.
        public var since: String?
        /// Only pages whose name one of these matches; empty for every page.
        public var pages: [PageGlob]
        /// How many page families are walked at once (each with its own git process).
        public var jobs: Int
        /// Which drift rules run, and at which severity, at every commit (the project file's rule settings).
        public var ruleSettings: DriftRuleSettings
        /// How each page state is extracted (the project file's platforms and name prefixes).
        public var extraction: ExtractionOptions

        /// Creates options.
        public init(
            repository: String, revision: String = "HEAD", since: String? = nil, pages: [PageGlob] = [],
            jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
            ruleSettings: DriftRuleSettings = DriftRuleSettings(), extraction: ExtractionOptions = .none
        ) {
            self.repository = repository
            self.revision = revision
            self.since = since
            self.pages = pages
            self.jobs = jobs
            self.ruleSettings = ruleSettings
            self.extraction = extraction
        }
    }

    /// How far a walk has come, for a progress line.
    public struct Progress: Sendable {
        /// The pages whose walk is finished.
        public var familiesDone: Int
        /// Every page the walk covers.
        public var families: Int
        /// The first-parent commits walked, as the report counts them.
        public var commits: Int
    }

    /// Walks the repository; throws a `HistoryFailure` for bad input (exit 2) or a missing or failing git (exit 3).
    /// Unreadable page states are not failures: they are skipped and listed in the report's diagnostics.
    public static func run(_ options: Options, progress: (@Sendable (Progress) -> Void)? = nil) throws(HistoryFailure) -> HistoryReport {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.repository, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noSuchFolder(options.repository)
        }
        let git = try GitCommand(folder: options.repository)
        let walk = try RepositoryWalk.read(git, revision: options.revision, since: options.since)
        var families = PageFamily.families(of: walk.lineages.lineages, prefix: walk.prefix, project: options.project)
        if !options.pages.isEmpty {
            let all = families.count
            families = families.filter { family in options.pages.contains { $0.matches(family.page) } }
            guard !families.isEmpty else {
                throw .badInput(
                    "--pages \(options.pages.map(\.pattern).joined(separator: " ")): no page matches among the \(all) pages of the history")
            }
        }
        let commits = walk.log.map(\.commit)
        let chosen = families
        let order = families.indices.sorted { (families[$0].weight, $1) > (families[$1].weight, $0) }
        let counter = ProgressCounter(total: families.count, commits: walk.commitsWalked, report: progress)
        progress?(Progress(familiesDone: 0, families: families.count, commits: walk.commitsWalked))
        let results = try OrderedParallelMap.map(
            count: chosen.count, order: order, threads: options.jobs,
            context: { () throws(HistoryFailure) in try GitBlobReader(git, missing: walk.missingBlobs) }
        ) { reader, index throws(HistoryFailure) in
            defer { counter.step() }
            return try FamilyWalk(
                family: chosen[index], commits: commits, base: walk.base, settings: options.ruleSettings, extraction: options.extraction
            ).run(reading: reader)
        }
        return HistoryReport(results, walk: walk)
    }
}

/// Counts finished families and reports each step.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let commits: Int
    private let report: (@Sendable (HistoryRun.Progress) -> Void)?

    init(total: Int, commits: Int, report: (@Sendable (HistoryRun.Progress) -> Void)?) {
        self.total = total
        self.commits = commits
        self.report = report
    }

    func step() {
        guard let report else { return }
        lock.withLock {
            done += 1
            report(HistoryRun.Progress(familiesDone: done, families: total, commits: commits))
        }
    }
}
