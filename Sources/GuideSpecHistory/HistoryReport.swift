import GuideSpecDisplayText
public import GuideSpecDrift

/// What `guidespec history` found: per page, every file's changes, every item's timeline, and the commit that introduced
/// each drift finding of the tip. The internal model; `HistoryDocument` is its wire form.
public struct HistoryReport: Sendable {
    /// The commit the walk ends at.
    public var tip: HistoryCommit
    /// The id of the commit the walk starts after (`--since`), or nil when it starts at the root.
    public var since: String?
    /// How many first-parent commits the walk covered.
    public var commitsWalked: Int
    /// The walked commits that changed a file of a reported page, oldest first: every event names one of them.
    public var commits: [HistoryCommit]
    /// Every page, by name.
    public var pages: [PageHistory]
    /// Page states that could not be read, in walk order.
    public var diagnostics: [HistoryDiagnostic]
    public var statistics: HistoryStatistics
}

/// One page across its languages.
public struct PageHistory: Sendable, Hashable {
    /// The page name, such as `ios-login`.
    public var page: String
    /// Its files, by language.
    public var files: [FileHistory]
    /// Every item any language ever had, by key then language.
    public var items: [ItemHistory]
    /// The drift findings among the page's languages at the tip, in report order, each with where it began.
    public var findings: [FindingHistory]
}

/// One language's file of a page, followed through renames.
public struct FileHistory: Sendable, Hashable {
    public var language: String
    /// The path at the end of the walk (or when it was deleted).
    public var path: String
    /// Whether the file exists at the tip.
    public var present: Bool
    public var events: [FileEvent]
}

/// A commit that added, changed, renamed or deleted a page file.
public struct FileEvent: Sendable, Hashable {
    /// What happened to a file.
    public enum Kind: String, Sendable, Hashable {
        case added, modified, renamed, deleted
    }

    /// The commit id.
    public var commit: String
    public var kind: Kind
    /// The path after the commit (before it, for a deletion).
    public var path: String
    /// The path before a rename.
    public var from: String?
}

/// One item of one language's file across the walk, under the key drift aligns it by.
public struct ItemHistory: Sendable, Hashable {
    public var language: String
    /// The alignment key, such as `field:SDKAuthToken.userId`.
    public var key: String
    /// The kind, such as `field`.
    public var kind: String
    /// How messages name the item.
    public var name: String
    /// Appearances, facet changes and disappearances, oldest first.
    public var events: [ItemEvent]
}

/// A commit that made an item appear, change one facet, or disappear.
public struct ItemEvent: Sendable, Hashable {
    /// What happened to an item.
    public enum Kind: String, Sendable, Hashable {
        case appeared, changed, disappeared
    }

    /// The commit id.
    public var commit: String
    public var kind: Kind
    /// The facet that changed, such as `nullability`; nil unless `kind` is `changed`.
    public var facet: String?
    /// The facet's value before the change; nil when the facet was absent.
    public var old: String?
    /// The facet's value after the change; nil when the facet is gone.
    public var new: String?
    /// Where the item stands after the commit (before it, for a disappearance).
    public var file: String
    public var line: Int
    /// The item as it reads there, such as `NSString * paymentId (nonnull)`.
    public var summary: String
}

/// A drift finding of the tip and the commit that introduced it.
public struct FindingHistory: Sendable, Hashable {
    /// The finding as `guidespec drift` reports it at the tip.
    public var finding: DriftFinding
    /// The first commit of the last unbroken run of states in which the finding's fingerprint holds; nil when the run
    /// reaches back before the walk (`--since`).
    public var introduced: FindingIntroduction?
}

/// Where a finding began.
public struct FindingIntroduction: Sendable, Hashable {
    public var commit: HistoryCommit
    /// The finding's primary location in that commit.
    public var file: String
    public var line: Int
}

/// A page state the walk could not read, and skipped.
public struct HistoryDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The commit id.
    public var commit: String
    public var file: String
    public var line: Int
    /// The rule of the reading problem, such as `input.invalid-utf8`.
    public var rule: String
    public var message: String

    /// The rule of a page's second file in one language, which is not walked (`PageFamily.LeftOut`); every other rule is that
    /// of a state that could not be read and was skipped.
    public static let secondFile = "history.second-file"

    /// Whether the diagnostic is a page state that could not be read and was skipped (not a file left out of the walk).
    public var skipsState: Bool { rule != Self.secondFile }

    /// `file:line: warning: at commit <id>: message; the page's state at this commit is skipped [rule]` (for a file not walked,
    /// the message says so and nothing follows it).
    public var description: String {
        DisplayText.line(
            """
            \(file):\(line): warning: at commit \(commit.prefix(8)): \
            \(message)\(skipsState ? "; the page's state at this commit is skipped" : "") [\(rule)]
            """
        )
    }
}

/// How much work a walk did.
public struct HistoryStatistics: Sendable, Hashable {
    /// Page files followed (one per language per page).
    public var files: Int
    /// States of page families compared (a commit that changed a file of the family, once per family).
    public var states: Int
    /// Blobs read from git and extracted (each distinct blob once per path it had).
    public var blobsExtracted: Int
    /// Item events and file events.
    public var itemEvents: Int
    public var fileEvents: Int
}
