public import Foundation
public import GuideSpecHarness
public import GuideSpecWire

/// What `guidespec conform` was asked to do.
public struct ConformOptions: Sendable {
    /// The adapter's argument vector.
    public var adapter: [String]
    public var golden: URL
    /// The guide's cases built in memory (`GuideCases.folder`), run instead of reading `golden`; nil reads `golden`.
    public var builtCases: GoldenFolder?
    /// Case-id patterns (`*`, `?`); a case runs when it matches any; empty runs every case.
    public var only: [String]
    /// Seconds for the handshake and for each reply.
    public var timeout: Double
    /// Seconds the whole run may take.
    public var deadline: Double
    /// Stop after this many unexpected failures or errors (1 for `--fail-fast`).
    public var maximumFailures: Int?
    public var expectations: URL?
    /// Remove entries that passed or match no case from the expectations file.
    public var pruneExpectations: Bool
    /// The command's own arguments, to print the exact command that prunes stale expectations.
    public var commandLine: [String]
    /// Ends the run early (SIGINT, SIGTERM…); the report then marks the cases left as not run.
    public var interruption: HarnessInterruption?
    /// Only this platform's cases (`--platform`); never wider than the platform the adapter says it implements.
    public var platform: Platform?
    /// Only cases of pages matching these globs (`--pages`); never wider than the pages the adapter names.
    public var pages: [String]
    /// Areas (`api-surface`) whose cases must run (`--require`): a skipped case of one is a finding.
    public var required: [String]

    /// The default `deadline`: ten minutes, inside the job limits of CI services and far beyond a healthy run.
    public static let defaultDeadline = HarnessOptions.defaultDeadline

    /// The interruption SIGINT, SIGTERM and SIGHUP trigger in this process, from the first use on.
    public static var terminationSignals: HarnessInterruption { .terminationSignals }

    /// Creates options.
    public init(
        adapter: [String], golden: URL, only: [String] = [], timeout: Double = 10, deadline: Double = defaultDeadline,
        maximumFailures: Int? = nil, expectations: URL? = nil, pruneExpectations: Bool = false, commandLine: [String] = [],
        interruption: HarnessInterruption? = nil, platform: Platform? = nil, pages: [String] = [], required: [String] = []
    ) {
        self.adapter = adapter
        self.golden = golden
        self.only = only
        self.timeout = timeout
        self.deadline = deadline
        self.maximumFailures = maximumFailures
        self.expectations = expectations
        self.pruneExpectations = pruneExpectations
        self.commandLine = commandLine
        self.interruption = interruption
        self.platform = platform
        self.pages = pages
        self.required = required
    }

    /// Why `area` cannot be required (it names no area of docs/operations.md), or nil when it can.
    public static func requirementProblem(_ area: String) -> String? {
        guard Operation.Area(rawValue: area) == nil else { return nil }
        return "--require \(area): expected an area of docs/operations.md (\(Operation.Area.allCases.map(\.rawValue).joined(separator: ", ")))"
    }

    /// The argument vector of an `--adapter` string, or of `--adapter PROGRAM -- ARGS` when `extra` is given.
    public static func adapterArguments(_ command: String, extra: [String]) throws(ConformInputError) -> [String] {
        if !extra.isEmpty { return [command] + extra }
        do {
            return try AdapterCommandLine.split(command)
        } catch {
            throw ConformInputError(error.description)
        }
    }

    /// `arguments` quoted so that `--adapter` and a POSIX shell read them back unchanged.
    public static func quoted(_ arguments: [String]) -> String {
        AdapterCommandLine.join(arguments)
    }
}
