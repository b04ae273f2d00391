import GuideSpecDrift
import GuideSpecExtractors

/// Walks one page family through the states where one of its files changed: file events, item timelines, and for every
/// drift finding of the tip the state that began its last unbroken run.
///
/// Only the tip's findings are reported, so only their fingerprints are followed back, from the tip towards the root,
/// and only until each has broken: the tip is compared with every drift rule, an older state runs only the
/// single-page rules of findings still unbroken in its language (the rules across languages always run). Findings the
/// tip does not have are never reported, so leaving out the other rules changes no output and saves most of the work.
/// The timelines then read every state forward, each blob extracted once for both.
struct FamilyWalk {
    var family: PageFamily
    /// The walked commits, oldest first.
    var commits: [HistoryCommit]
    /// The commit the walk starts after, for states at index -1.
    var base: String?
    /// Which drift rules run, and at which severity.
    var settings: DriftRuleSettings
    /// How each state is extracted.
    var extraction: ExtractionOptions

    /// What walking a family gave.
    struct Result: Sendable {
        var page: PageHistory
        /// Each with the walk index of its commit, for ordering.
        var diagnostics: [(commit: Int, diagnostic: HistoryDiagnostic)]
        /// Walk indices of the commits that changed a file of the family.
        var commitsTouched: Set<Int>
        var states: Int
        var blobsExtracted: Int
    }

    func run(reading reader: GitBlobReader) throws(HistoryFailure) -> Result {
        var blobs = BlobCache(reader: reader, page: family.page, settings: settings, extraction: extraction)
        let stateCommits = family.stateCommits
        let positions = family.members.map { member in
            stateCommits.map { commit in member.lineage.states.lastIndex { $0.commit <= commit } }
        }
        let findings = try introductions(stateCommits: stateCommits, positions: positions, blobs: &blobs)
        blobs.releasePages()
        var timelines = Timelines(family: family, commits: commits, base: base)
        try timelines.read(&blobs)
        let page = PageHistory(
            page: family.page, files: timelines.files,
            items: timelines.items.values.sorted { ($0.key, $0.language) < ($1.key, $1.language) }, findings: findings)
        return Result(
            page: page, diagnostics: timelines.diagnostics + leftOutFiles(), commitsTouched: timelines.touched, states: stateCommits.count,
            blobsExtracted: blobs.count)
    }

    /// One warning for each file of the family that is not walked because its language has another (`PageFamily.LeftOut`),
    /// at the file's latest state.
    private func leftOutFiles() -> [(commit: Int, diagnostic: HistoryDiagnostic)] {
        family.leftOut.map { file in
            let latest = file.lineage.states[file.lineage.states.count - 1].commit
            let diagnostic = HistoryDiagnostic(
                commit: latest >= 0 ? commits[latest].id : base ?? "", file: file.lineage.lastPath, line: 1, rule: HistoryDiagnostic.secondFile,
                message: "the page \(family.page) has two files in \(file.language): \(file.walked) is walked and this one is not")
            return (latest, diagnostic)
        }
    }

    /// The tip's findings, each with the first state of the unbroken run that ends at the tip.
    private func introductions(stateCommits: [Int], positions: [[Int?]], blobs: inout BlobCache) throws(HistoryFailure) -> [FindingHistory] {
        guard let last = stateCommits.indices.last else { return [] }
        let tip = DriftEngine.compareLanguages(prepared: try pages(at: last, positions: positions, rules: nil, blobs: &blobs), settings: settings)
        // Each unbroken fingerprint with its finding in the oldest state visited so far.
        var unbroken: [String: DriftFinding] = [:]
        for finding in tip where unbroken[finding.fingerprint] == nil { unbroken[finding.fingerprint] = finding }
        var starts: [String: (commit: Int, finding: DriftFinding)] = [:]
        var index = last
        while index > 0 && !unbroken.isEmpty {
            var rules: [String: Set<String>] = [:]
            for finding in unbroken.values {
                for location in finding.locations { rules[location.language, default: []].insert(finding.rule) }
            }
            let older = DriftEngine.compareLanguages(
                prepared: try pages(at: index - 1, positions: positions, rules: rules, blobs: &blobs), settings: settings)
            var holding: [String: DriftFinding] = [:]
            for finding in older where holding[finding.fingerprint] == nil { holding[finding.fingerprint] = finding }
            for (fingerprint, finding) in unbroken {
                if let before = holding[fingerprint] {
                    unbroken[fingerprint] = before
                } else {
                    starts[fingerprint] = (stateCommits[index], finding)
                    unbroken[fingerprint] = nil
                }
            }
            index -= 1
        }
        // Still unbroken at the oldest state: begun there, or before the walk when that state is where it starts (-1).
        for (fingerprint, finding) in unbroken { starts[fingerprint] = (stateCommits[index], finding) }
        return tip.map { finding in
            let introduced = starts[finding.fingerprint].flatMap { start -> FindingIntroduction? in
                guard start.commit >= 0, let primary = start.finding.locations.first else { return nil }
                return FindingIntroduction(commit: commits[start.commit], file: primary.file, line: primary.line)
            }
            return FindingHistory(finding: finding, introduced: introduced)
        }
    }

    /// The pages drift compares at state `index`: each member's last readable content at or before it (an unreadable
    /// state leaves the one before it standing; a deletion leaves nothing). `rules` picks, per language, the
    /// single-page rules a first reading runs; nil runs every rule.
    private func pages(at index: Int, positions: [[Int?]], rules: [String: Set<String>]?, blobs: inout BlobCache) throws(HistoryFailure)
        -> [PreparedPage]
    {
        var pages: [PreparedPage] = []
        for (member, position) in zip(family.members, positions) {
            guard let newest = position[index] else { continue }
            for state in member.lineage.states[...newest].reversed() {
                guard let blob = state.blob else { break }
                let wanted = rules.map { $0[member.language, default: []] }
                if case .readable(let content) = try blobs.entry(blob, path: state.path, language: member.language, rules: wanted) {
                    if let page = content.page { pages.append(page) }
                    break
                }
            }
        }
        return pages
    }
}
