/// One `guidespec history --format json` report (docs/history-format.md, version 1) as the HTML report reads it: what a
/// timeline and an introducing commit need is required (a page's name, an item's language, key and events, an
/// event's commit and kind, a commit's id), everything else is optional, and unknown members are ignored.
public struct HistoryReportDocument: Decodable, Sendable {
    var version: Int
    var walk: Walk?
    var commits: [Commit]
    var pages: [Page]
    var diagnostics: [Diagnostic]?
    var summary: Summary?

    struct Walk: Decodable, Sendable {
        var tip: String?
        var since: String?
        var commitsWalked: Int?
    }

    struct Commit: Decodable, Sendable {
        var id: String
        var date: String?
        var author: String?
        var subject: String?
    }

    struct Page: Decodable, Sendable {
        var page: String
        var files: [File]?
        var items: [Item]
        var findings: [Finding]?
    }

    struct File: Decodable, Sendable {
        var language: String?
        var path: String?
        var present: Bool?
        var events: [FileEvent]?
    }

    /// A commit that changed the file; the page shows only how many there are.
    struct FileEvent: Decodable, Sendable {}

    struct Item: Decodable, Sendable {
        var language: String
        var key: String
        var kind: String?
        var name: String?
        var events: [ItemEvent]
    }

    struct ItemEvent: Decodable, Sendable {
        var commit: String
        /// `appeared`, `changed` or `disappeared`.
        var kind: String
        var facet: String?
        var old: String?
        var new: String?
        var file: String?
        var line: Int?
        var summary: String?
    }

    struct Finding: Decodable, Sendable {
        var rule: String?
        var severity: String?
        var message: String?
        var subject: String?
        var fingerprint: String
        var locations: [Location]?
        var introduced: Introduction?
    }

    struct Location: Decodable, Sendable {
        var language: String?
    }

    struct Introduction: Decodable, Sendable {
        var commit: String
        var date: String?
        var author: String?
        var subject: String?
        var file: String?
        var line: Int?
    }

    /// A page state that could not be read and was skipped, or a page's second file in one language, which is not walked
    /// (rule `history.second-file`); the page only counts them.
    struct Diagnostic: Decodable, Sendable {
        var rule: String?

        /// The rule of a second file in one language (docs/history-format.md).
        static let secondFile = "history.second-file"
    }

    struct Summary: Decodable, Sendable {
        /// How many page states could not be read and were skipped.
        var diagnostics: Int?
    }

    private enum CodingKeys: String, CodingKey {
        case version, walk, commits, pages, diagnostics, summary
    }

    /// Reads the members; `commits` may be absent (events then show bare commit ids).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        walk = try container.decodeIfPresent(Walk.self, forKey: .walk)
        commits = try container.decodeIfPresent([Commit].self, forKey: .commits) ?? []
        pages = try container.decode([Page].self, forKey: .pages)
        diagnostics = try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics)
        summary = try container.decodeIfPresent(Summary.self, forKey: .summary)
    }
}
