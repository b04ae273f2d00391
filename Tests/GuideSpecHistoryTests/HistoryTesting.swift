import GuideSpecHistory
import Testing
import GuideSpecTestSupport

/// Runs the walk over a test repository and reads its report as short lines.
enum HistoryTesting {
    /// The report of `repository` (every page unless `pages` is given), walked on `jobs` threads.
    static func report(_ repository: TestRepository, since: String? = nil, pages: [String] = [], jobs: Int = 1) throws -> HistoryReport {
        let globs = try pages.map { try PageGlob($0) }
        return try HistoryRun.run(HistoryRun.Options(repository: repository.path, since: since, pages: globs, jobs: jobs))
    }

    /// The failure the walk gives for `options`, or nil when it succeeds.
    static func failure(_ options: HistoryRun.Options) -> HistoryFailure? {
        do {
            _ = try HistoryRun.run(options)
            return nil
        } catch {
            return error
        }
    }

    /// `language key: commit kind [facet old→new] @file:line` for every event of every item of `page`, with commit ids
    /// replaced by the names in `names`.
    static func timelines(_ report: HistoryReport, page: String, names: [String: String]) throws -> [String] {
        let history = try #require(report.pages.first { $0.page == page })
        return history.items.flatMap { item in
            item.events.map { event in
                let change = event.kind == .changed ? " \(event.facet ?? "") \(event.old ?? "-")→\(event.new ?? "-")" : ""
                return
                    """
                    \(item.language) \(item.key): \(names[event.commit] ?? event.commit) \(event.kind.rawValue)\(change) \
                    @\(event.file):\(event.line)
                    """
            }
        }
    }

    /// `language kind path [from]` per file event of `page`, with commit names.
    static func fileEvents(_ report: HistoryReport, page: String, names: [String: String]) throws -> [String] {
        let history = try #require(report.pages.first { $0.page == page })
        return history.files.flatMap { file in
            file.events.map {
                "\(file.language) \(names[$0.commit] ?? $0.commit) \($0.kind.rawValue) \($0.path)" + ($0.from.map { " from \($0)" } ?? "")
            }
        }
    }
}
