import GuideSpecIO

extension HistoryDocument {
    /// The wire form of `report`.
    public init(_ report: HistoryReport) {
        version = Self.currentVersion
        tool = "guidespec"
        toolVersion = GuideSpecVersion.tool
        walk = Walk(history: "first-parent", tip: report.tip.id, since: report.since, commitsWalked: report.commitsWalked)
        commits = report.commits.map { Commit(id: $0.id, parents: $0.parents, date: $0.date, author: $0.author, subject: $0.subject) }
        pages = report.pages.map { page in
            Page(
                page: page.page,
                files: page.files.map { file in
                    File(
                        language: file.language, path: file.path, present: file.present,
                        events: file.events.map { FileEvent(commit: $0.commit, kind: $0.kind.rawValue, path: $0.path, from: $0.from) })
                },
                items: page.items.map { item in
                    Item(
                        language: item.language, key: item.key, kind: item.kind, name: item.name,
                        events: item.events.map {
                            ItemEvent(
                                commit: $0.commit, kind: $0.kind.rawValue, facet: $0.facet, old: $0.old, new: $0.new, file: $0.file, line: $0.line,
                                summary: $0.summary)
                        })
                },
                findings: page.findings.map { history in
                    let finding = history.finding
                    let introduced = history.introduced.map { start in
                        Introduction(
                            commit: start.commit.id, date: start.commit.date, author: start.commit.author, subject: start.commit.subject,
                            file: start.file, line: start.line)
                    }
                    return Finding(
                        rule: finding.rule, severity: finding.severity.rawValue, message: finding.message, page: finding.page,
                        subject: finding.subject,
                        fingerprint: finding.fingerprint,
                        locations: finding.locations.map {
                            Location(file: $0.file, line: $0.line, endLine: $0.endLine, language: $0.language, note: $0.note)
                        },
                        introduced: introduced)
                })
        }
        diagnostics = report.diagnostics.map {
            Diagnostic(commit: $0.commit, file: $0.file, line: $0.line, severity: "warning", rule: $0.rule, message: $0.message)
        }
        summary = Summary(
            commitsWalked: report.commitsWalked, commits: report.commits.count, pages: report.pages.count, files: report.statistics.files,
            states: report.statistics.states, blobsExtracted: report.statistics.blobsExtracted,
            items: report.pages.reduce(0) { $0 + $1.items.count }, itemEvents: report.statistics.itemEvents,
            fileEvents: report.statistics.fileEvents, findings: report.pages.reduce(0) { $0 + $1.findings.count },
            diagnostics: report.diagnostics.count)
    }
}
