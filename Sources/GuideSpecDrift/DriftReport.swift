/// One drift run's outcome: every finding in report order, whether the baseline accepts it, and the baseline
/// entries no finding matched.
public struct DriftReport: Hashable, Sendable {
    /// A finding and, when the baseline accepts it, the reason it gives.
    public struct Entry: Hashable, Sendable {
        public var finding: DriftFinding
        /// The baseline entry's reason; nil for a new finding.
        public var baselineReason: String?
        /// Whether the baseline accepts the finding.
        public var isBaselined: Bool { baselineReason != nil }

        /// Creates an entry.
        public init(finding: DriftFinding, baselineReason: String? = nil) {
            self.finding = finding
            self.baselineReason = baselineReason
        }
    }

    /// Every finding, sorted by rule, page, subject, primary location and fingerprint.
    public var entries: [Entry]
    /// Baseline entries of the judged pages that matched no finding, sorted; each one fails the run so the baseline
    /// cannot rot.
    public var staleEntries: [DriftBaselineEntry]
    /// The guide files compared, by page and language; empty when the caller did not say.
    public var inputs: [DriftInput]

    /// Matches `findings` against `baseline` by fingerprint; only entries of `judgedPages` can be stale (nil: every
    /// entry, as when the whole guide was compared).
    public init(findings: [DriftFinding], baseline: DriftBaseline = DriftBaseline(), inputs: [DriftInput] = [], judgedPages: Set<String>? = nil) {
        // By page and language; revisions of one page in one language keep the order they were given in (older first).
        self.inputs = inputs.enumerated().sorted {
            ($0.element.page, $0.element.language, $0.offset) < ($1.element.page, $1.element.language, $1.offset)
        }.map(\.element)
        let reasons = Dictionary(baseline.entries.map { ($0.fingerprint, $0.reason) }, uniquingKeysWith: { first, _ in first })
        let sorted = findings.inReportOrder()
        entries = sorted.map { Entry(finding: $0.finding, baselineReason: reasons[$0.fingerprint]) }
        let found = Set(sorted.map(\.fingerprint))
        staleEntries = baseline.entries.filter { !found.contains($0.fingerprint) && judgedPages?.contains($0.page) != false }.sorted()
    }

    /// The findings no baseline entry accepts.
    public var newFindings: [DriftFinding] { entries.filter { !$0.isBaselined }.map(\.finding) }

    /// How many findings the baseline accepts.
    public var baselinedCount: Int { entries.count { $0.isBaselined } }

    /// Whether the run fails: a new finding, or a baseline entry that matches nothing.
    public var fails: Bool { entries.contains { !$0.isBaselined } || !staleEntries.isEmpty }

    /// The rules with findings, sorted, each with its entries in report order.
    public var entriesByRule: [(rule: String, entries: [Entry])] {
        Dictionary(grouping: entries, by: \.finding.rule).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

extension DriftBaselineEntry {
    /// Why a stale entry fails the run, naming it so it can be found and removed.
    public var staleMessage: String {
        """
        stale baseline entry \(rule) \(subject) (page \(page), fingerprint \(fingerprint)) matches no finding: remove it or run guidespec drift \
        --update-baseline
        """
    }
}

extension Array where Element == DriftFinding {
    /// The findings in report order (rule, page, subject, primary file and line, fingerprint, message), each with its
    /// fingerprint, worked out once per finding rather than at every comparison.
    func inReportOrder() -> [(finding: DriftFinding, fingerprint: String)] {
        map { ($0, $0.fingerprint) }.sorted { lhs, rhs in
            let (left, right) = (lhs.finding, rhs.finding)
            let leftKey = (left.rule, left.page, left.subject, left.locations.first?.file ?? "", left.locations.first?.line ?? 0, lhs.fingerprint)
            let rightKey = (
                right.rule, right.page, right.subject, right.locations.first?.file ?? "", right.locations.first?.line ?? 0, rhs.fingerprint
            )
            return leftKey == rightKey ? left.message < right.message : leftKey < rightKey
        }
    }
}
