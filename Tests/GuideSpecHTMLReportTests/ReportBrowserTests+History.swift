import GuideSpecSource
import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecHistory
import GuideSpecHTMLReport
import GuideSpecTestSupport
import Testing

extension ReportBrowserTests {
    /// Two pages in three languages over four commits, built with git: en adds an error zh lacks (c2), zh changes a
    /// code (c3), ja arrives (c4).
    static func historyRepository() throws -> (TestRepository, [String]) {
        func table(_ rows: [(String, Int)]) -> String {
            "# Page\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n"
                + rows.map { "| \($0.0) | \($0.1) | What \($0.0) means. |\n" }.joined()
        }
        let repository = try TestRepository()
        for language in ["en", "zh"] {
            try repository.write("\(language)/purchase.md", table([("TCGB_ERROR_A", 4001)]))
            try repository.write("\(language)/push.md", table([("TCGB_ERROR_P1", 4101)]))
        }
        let c1 = try repository.commit("Both languages")
        try repository.write("en/purchase.md", table([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        let c2 = try repository.commit("en adds B <b>bold</b>", author: "Grace")
        try repository.write("zh/push.md", table([("TCGB_ERROR_P1", 4102)]))
        let c3 = try repository.commit("zh: P1 is 4102")
        try repository.write("ja/push.md", table([("TCGB_ERROR_P1", 4101)]))
        let c4 = try repository.commit("ja arrives")
        return (repository, [c1, c2, c3, c4])
    }

    /// The report of a drift run and a history of a repository made at test time: the timelines counted, a language
    /// picked, a search typed, a filter in the URL, a deep link to a timeline a search hides, the introducing commit in
    /// a finding's card and its link, the page without JavaScript, and screenshots.
    @Test func historySectionWorksInTheBrowser() throws {
        let browser = try #require(HeadlessBrowser.installed)
        let (repository, commits) = try Self.historyRepository()
        let report = try HistoryRun.run(HistoryRun.Options(repository: repository.path, jobs: 1))
        let history = try ReportInput.decodeHistory(try HistoryDocument(report).jsonData(), file: "history.json")
        let files = try ["en/purchase.md", "zh/purchase.md", "en/push.md", "zh/push.md", "ja/push.md"].map { try GuideFile(path: $0) }
        let drift = try #require(
            DriftRun.run(
                DriftRun.Options(files: files, extraction: BundledProject.settings.extractionOptions, guide: BundledProject.settings.driftGuide),
                in: repository.folder
            ).report.map(DriftReportDocument.init))
        let html = ReportRun.page(ReportInput(drift: drift, history: history), in: repository.folder)
        let folder = try Self.write(html, named: "history")

        let items = report.pages.flatMap(\.items)
        let missing = try #require(drift.findings.first { $0.rule == "drift.missing-in-language" && $0.subject == "error:TCGB_ERROR_B" })
        let harness = HistoryHarness(
            language: "zh", search: "4102", deepLink: "item-push.zh.error_3aTCGB_5fERROR_5fP1", finding: "finding-" + missing.fingerprint)
        try Data(try harness.page(reportFile: "report.html").utf8).write(to: folder.appendingPathComponent("harness.html"))
        let result = try ReportHarness.result(HistoryHarness.Result.self, inDOM: try browser.dom(of: folder.appendingPathComponent("harness.html")))

        let plain = result.plain
        #expect(items.count == 6, "A and B in en, A in zh, P1 in en, zh and ja: \(items.map(\.key))")
        #expect(plain.timelines == items.count)
        #expect(plain.initial == items.count)
        #expect(plain.formShown)
        #expect(plain.afterLanguage == items.count { $0.language == "zh" })
        #expect(plain.languageInURL == "zh")
        #expect(plain.afterSearch == ["item-push.zh.error_3aTCGB_5fERROR_5fP1"])
        #expect(plain.findingsAfterHistoryFilters == drift.findings.count, "the history's filters leave the findings alone")
        #expect(plain.afterClear == items.count)
        #expect(plain.introducedCommit == String(commits[1].prefix(8)))
        #expect(plain.introducedLink == "#introduced-" + missing.fingerprint)
        #expect(plain.entryFound)
        #expect(plain.duplicateIDs == [])
        #expect(plain.unlabelledControls == [])

        #expect(result.fromURL.language == "zh")
        #expect(result.fromURL.shown == items.count { $0.language == "zh" })
        #expect(result.fromURL.findings == drift.findings.count)

        #expect(result.deep.target == "item-push.zh.error_3aTCGB_5fERROR_5fP1")
        #expect(result.deep.open)
        #expect(result.deep.targeted)
        #expect(result.deep.shown == items.count, "a deep link to a timeline the search hides clears the history's filters")
        #expect(result.deep.search == "")

        #expect(result.withoutScript.formHidden)
        #expect(result.withoutScript.timelines == items.count)
        #expect(result.withoutScript.hidden == 0, "without JavaScript every timeline is listed")
        #expect(!result.withoutScript.scriptRan)

        let page = folder.appendingPathComponent("report.html")
        var section = URLComponents(url: page, resolvingAgainstBaseURL: false)
        section?.fragment = "history"
        try browser.screenshot(
            of: try #require(section?.url), to: HeadlessBrowser.screenshotFolder.appendingPathComponent("history.png"), width: 1280, height: 1600)
        var deep = URLComponents(url: page, resolvingAgainstBaseURL: false)
        deep?.fragment = "item-push.zh.error_3aTCGB_5fERROR_5fP1"
        try browser.screenshot(
            of: try #require(deep?.url), to: HeadlessBrowser.screenshotFolder.appendingPathComponent("history-narrow.png"), width: 390, height: 1200)
    }
}
