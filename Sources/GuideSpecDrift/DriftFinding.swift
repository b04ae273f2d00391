/// One disagreement a drift rule found, with every location involved; the unit that reports, baselines and SARIF carry.
public struct DriftFinding: Codable, Hashable, Sendable {
    /// The stable rule ID, such as `drift.missing-in-language`.
    public var rule: String
    public var severity: Severity
    /// One line saying what disagrees, naming the item and the values on each side.
    public var message: String
    /// The page the finding is about (for cross-page rules: the page of the primary location).
    public var page: String
    /// The item the finding is about, without line numbers, such as `field:SDKAuthToken.userId`.
    public var subject: String
    /// Every place involved; the first is the primary location.
    public var locations: [DriftLocation]
    /// For revision comparisons: whether the change breaks code written against the older revision (see docs/drift-rules.md).
    public var change: DriftChange?
    /// For a disagreement between languages: the languages that agree, one list per side, so that a report can put
    /// first the side that departs from the reference language; nil when no side is wrong by itself (one language, or a
    /// rule that puts the wrong side first, such as a scrape loss).
    public var sides: [[String]]?

    /// Creates a finding.
    public init(
        rule: String, severity: Severity, message: String, page: String, subject: String,
        locations: [DriftLocation], change: DriftChange? = nil, sides: [[String]]? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.page = page
        self.subject = subject
        self.locations = locations
        self.change = change
        self.sides = sides
    }

    /// An identity that survives unrelated edits: rule, page, subject and the languages involved, never line numbers.
    public var fingerprint: String { fingerprint(languages: Set(locations.map(\.language))) }

    /// The fingerprint of this finding had its languages been `languages`.
    private func fingerprint(languages: Set<String>) -> String {
        StableHash.hex("\(rule)\u{1F}\(page)\u{1F}\(subject)\u{1F}\(languages.sorted().joined(separator: ","))")
    }

    /// The fingerprints this finding had while some of its languages were written as a tag `formerTags` lists for them
    /// (`zh` as `zh-CN` before a project file named `zh-CN` an alias of `zh`), so that a baseline entry written then can be
    /// recognised; empty when none of its languages has a former tag.
    public func formerFingerprints(_ formerTags: [String: [String]]) -> [String] {
        let languages = Set(locations.map(\.language)).sorted()
        guard languages.contains(where: { !(formerTags[$0] ?? []).isEmpty }) else { return [] }
        var spellings: [[String]] = [[]]
        for language in languages {
            spellings = spellings.flatMap { written in ([language] + (formerTags[language] ?? [])).map { written + [$0] } }
        }
        return spellings.map { fingerprint(languages: Set($0)) }.filter { $0 != fingerprint }
    }
}

/// How a change between two revisions affects code written against the older one.
public enum DriftChange: String, Codable, Hashable, Sendable {
    case breaking, additive
}

/// One place a finding points at.
public struct DriftLocation: Codable, Hashable, Sendable {
    public var file: String
    /// 1-based first line.
    public var line: Int
    public var endLine: Int
    /// The language of the file, such as `zh`.
    public var language: String
    /// What this location shows, such as `zh declares NSString * (nonnull)`.
    public var note: String

    /// Creates a location.
    public init(file: String, line: Int, endLine: Int? = nil, language: String, note: String) {
        self.file = file
        self.line = line
        self.endLine = endLine ?? line
        self.language = language
        self.note = note
    }
}

/// 64-bit FNV-1a over UTF-8, as 16 lowercase hex digits: stable across runs, platforms and Swift versions.
enum StableHash {
    /// The hash of `text` in hex.
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
