/// A baseline rewritten to accept exactly the current findings, with what changed.
public struct DriftBaselineUpdate: Hashable, Sendable {
    /// The new baseline.
    public var baseline: DriftBaseline
    /// Entries for findings the old baseline did not accept.
    public var added: [DriftBaselineEntry]
    /// Old entries that matched no finding.
    public var removed: [DriftBaselineEntry]

    /// Accepts every finding: existing entries keep their reasons, new ones take `reason`, stale ones of `judgedPages`
    /// (nil: of every page) are dropped, and the entries of other pages, which this run did not compare, are kept.
    public init(baseline old: DriftBaseline, findings: [DriftFinding], reason: String?, judgedPages: Set<String>? = nil) throws(DriftBaselineUpdateError) {
        let existing = Dictionary(old.entries.map { ($0.fingerprint, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [String: DriftBaselineEntry] = [:]
        for entry in old.entries where judgedPages?.contains(entry.page) == false { entries[entry.fingerprint] = entry }
        var unexplained: [DriftFinding] = []
        for (finding, fingerprint) in findings.inReportOrder() where entries[fingerprint] == nil {
            if let kept = existing[fingerprint] {
                entries[fingerprint] = kept
            } else if let reason, !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                entries[fingerprint] = DriftBaselineEntry(accepting: finding, reason: reason)
            } else {
                unexplained.append(finding)
            }
        }
        guard unexplained.isEmpty else { throw DriftBaselineUpdateError(unexplained: unexplained) }
        baseline = DriftBaseline(entries: Array(entries.values))
        added = baseline.entries.filter { existing[$0.fingerprint] == nil }
        removed = old.entries.filter { entries[$0.fingerprint] == nil }.sorted()
    }

    /// One line per added and removed entry, for the person who ran the update.
    public var summary: [String] {
        added.map { "added \($0.rule) \($0.subject) (\($0.fingerprint)): \($0.reason)" }
            + removed.map { "removed \($0.rule) \($0.subject) (\($0.fingerprint)): no longer found" }
    }
}

/// New findings that `--update-baseline` cannot accept because no `--reason` was given.
public struct DriftBaselineUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    public var unexplained: [DriftFinding]

    public var description: String {
        let names = unexplained.map { "\($0.rule) \($0.subject)" }.joined(separator: ", ")
        return "\(unexplained.count) new finding\(unexplained.count == 1 ? "" : "s") need a reason to enter the baseline (\(names)): pass --reason TEXT"
    }
}
