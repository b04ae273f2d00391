/// A baseline rewritten to accept exactly the current findings, with what changed.
public struct DriftBaselineUpdate: Hashable, Sendable {
    /// The new baseline.
    public var baseline: DriftBaseline
    /// Entries for findings the old baseline did not accept.
    public var added: [DriftBaselineEntry]
    /// Old entries that matched no finding.
    public var removed: [DriftBaselineEntry]
    /// Old entries written when a language had another tag, each with the entry that carries its reason now.
    public var carried: [Carried] = []

    /// An old entry, and the entry of today's fingerprint that takes its reason.
    public struct Carried: Hashable, Sendable {
        public var old: DriftBaselineEntry
        public var new: DriftBaselineEntry
    }

    /// Accepts every finding: existing entries keep their reasons, new ones take `reason`, stale ones of `judgedPages`
    /// (nil: of every page) are dropped, and the entries of other pages, which this run did not compare, are kept. An
    /// entry written while a language was spelt as one of its `formerTags` (language → the tags that are now its aliases)
    /// carries its reason over to the finding's fingerprint today.
    public init(
        baseline old: DriftBaseline, findings: [DriftFinding], reason: String?, judgedPages: Set<String>? = nil, formerTags: [String: [String]] = [:]
    ) throws(DriftBaselineUpdateError) {
        let existing = Dictionary(old.entries.map { ($0.fingerprint, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [String: DriftBaselineEntry] = [:]
        for entry in old.entries where judgedPages?.contains(entry.page) == false { entries[entry.fingerprint] = entry }
        var unexplained: [DriftFinding] = []
        var carriedFrom: [String: DriftBaselineEntry] = [:]  // new fingerprint → the old entry whose reason it carries
        var carriedOld: Set<String> = []
        for (finding, fingerprint) in findings.inReportOrder() where entries[fingerprint] == nil {
            if let kept = existing[fingerprint] {
                entries[fingerprint] = kept
            } else if let former = finding.formerFingerprints(formerTags).first(where: { existing[$0] != nil && !carriedOld.contains($0) }).flatMap({
                existing[$0]
            }) {
                entries[fingerprint] = DriftBaselineEntry(accepting: finding, reason: former.reason)
                carriedFrom[fingerprint] = former
                carriedOld.insert(former.fingerprint)
            } else if let reason, !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                entries[fingerprint] = DriftBaselineEntry(accepting: finding, reason: reason)
            } else {
                unexplained.append(finding)
            }
        }
        guard unexplained.isEmpty else { throw DriftBaselineUpdateError(unexplained: unexplained) }
        baseline = DriftBaseline(entries: Array(entries.values))
        added = baseline.entries.filter { existing[$0.fingerprint] == nil && carriedFrom[$0.fingerprint] == nil }
        removed = old.entries.filter { entries[$0.fingerprint] == nil && !carriedOld.contains($0.fingerprint) }.sorted()
        carried = baseline.entries.compactMap { entry in carriedFrom[entry.fingerprint].map { Carried(old: $0, new: entry) } }
    }

    /// One line per added, carried and removed entry, for the person who ran the update.
    public var summary: [String] {
        added.map { "added \($0.rule) \($0.subject) (\($0.fingerprint)): \($0.reason)" }
            + carried.map {
                """
                kept \($0.new.rule) \($0.new.subject) (\($0.old.fingerprint) → \($0.new.fingerprint), a language tag is now an alias): \
                \($0.new.reason)
                """
            }
            + removed.map { "removed \($0.rule) \($0.subject) (\($0.fingerprint)): no longer found" }
    }
}

/// New findings that `--update-baseline` cannot accept because no `--reason` was given.
public struct DriftBaselineUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    public var unexplained: [DriftFinding]

    public var description: String {
        let names = unexplained.map { "\($0.rule) \($0.subject)" }.joined(separator: ", ")
        return
            "\(unexplained.count) new finding\(unexplained.count == 1 ? "" : "s") need a reason to enter the baseline (\(names)): pass --reason TEXT"
    }
}
