extension HistoryReport {
    /// The report of a walk from each family's result, in page order.
    init(_ results: [FamilyWalk.Result], walk: RepositoryWalk) {
        let touched = results.reduce(into: Set<Int>()) { $0.formUnion($1.commitsTouched) }
        let pages = results.map(\.page)
        self.init(
            tip: walk.tip, since: walk.since, commitsWalked: walk.commitsWalked,
            commits: touched.sorted().map { walk.log[$0].commit },
            pages: pages,
            diagnostics: results.flatMap(\.diagnostics).sorted {
                ($0.commit, $0.diagnostic.file, $0.diagnostic.line, $0.diagnostic.rule, $0.diagnostic.message) < (
                    $1.commit, $1.diagnostic.file, $1.diagnostic.line, $1.diagnostic.rule, $1.diagnostic.message
                )
            }.map(\.diagnostic),
            statistics: HistoryStatistics(
                files: pages.reduce(0) { $0 + $1.files.count }, states: results.reduce(0) { $0 + $1.states },
                blobsExtracted: results.reduce(0) { $0 + $1.blobsExtracted },
                itemEvents: pages.reduce(0) { $0 + $1.items.reduce(0) { $0 + $1.events.count } },
                fileEvents: pages.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.events.count } }))
    }
}
