import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecHTMLReport
import GuideSpecTestSupport
import Testing

/// The report opened in a real browser (headless Chromium, no network): the counts it shows, a filter chosen in its
/// select, a search typed, a matrix cell followed, filters given in the URL, a deep link resolved, the keyboard's
/// first stop, labels on every control, no smuggled script, the page without JavaScript, its script time, and
/// screenshots in `.build/report-browser-tests/` for a person to look at.
@Suite(.enabled(if: HeadlessBrowser.available, "no headless browser (chromium-headless-shell or chromium): scripts/bootstrap installs one"))
struct ReportBrowserTests {
    /// The bundled guide's drift and three conformance runs: both adapters and a failing implementation.
    @Test func bundledGuideReportWorksInTheBrowser() throws {
        let browser = try #require(HeadlessBrowser.installed)
        let drift = try #require(SampleReports.bundledDrift)
        let runs = [
            try SampleReports.conformRun(SampleReports.referenceAdapter), try SampleReports.conformRun(SampleReports.pythonAdapter),
            try SampleReports.failingRun(),
        ]
        let html = ReportRun.page(ReportInput(drift: drift, conformRuns: runs), in: Paths.packageRoot)
        let folder = try Self.write(html, named: "bundled")
        let checked = try Self.checkInteractions(drift, folder: folder, browser: browser, search: "receipt", query: "lang=zh&severity=warning")
        print("bundled report: \(html.utf8.count) bytes, script \(checked) ms")

        let report = folder.appendingPathComponent("report.html")
        try browser.screenshot(of: report, to: HeadlessBrowser.screenshotFolder.appendingPathComponent("bundled.png"), width: 1280, height: 2400)
        var conformance = URLComponents(url: report, resolvingAgainstBaseURL: false)
        conformance?.fragment = "conformance"
        try browser.screenshot(
            of: try #require(conformance?.url), to: HeadlessBrowser.screenshotFolder.appendingPathComponent("bundled-conformance.png"), width: 1280,
            height: 2000)
        var narrow = URLComponents(url: report, resolvingAgainstBaseURL: false)
        narrow?.fragment = drift.findings.first.map { "finding-" + $0.fingerprint }
        try browser.screenshot(
            of: try #require(narrow?.url), to: HeadlessBrowser.screenshotFolder.appendingPathComponent("bundled-narrow.png"), width: 390, height: 1400
        )
    }

    /// A drift run over all 270 corpus pages: under 5 MB, under a second of script time, and the same checks.
    @Test(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
    func corpusReportOpensFastAndWorks() throws {
        let browser = try #require(HeadlessBrowser.installed)
        let drift = try #require(SampleReports.corpusDrift)
        let html = ReportRun.page(ReportInput(drift: drift), in: Paths.packageRoot)
        #expect(html.utf8.count < 5_000_000, "the corpus report is \(html.utf8.count) bytes")
        let folder = try Self.write(html, named: "corpus")
        let scriptMilliseconds = try Self.checkInteractions(
            drift, folder: folder, browser: browser, search: "purchase", query: "lang=ja&severity=error")
        #expect(scriptMilliseconds < 1000, "the corpus report's script took \(scriptMilliseconds) ms")
        print("corpus report: \(drift.findings.count) findings, \(html.utf8.count) bytes, script \(scriptMilliseconds) ms")

        let report = folder.appendingPathComponent("report.html")
        try browser.screenshot(of: report, to: HeadlessBrowser.screenshotFolder.appendingPathComponent("corpus.png"), width: 1280, height: 1700)
        let finding = try #require(drift.findings.first { $0.rule == "drift.missing-in-language" && $0.locations.count == 4 })
        var deep = URLComponents(url: report, resolvingAgainstBaseURL: false)
        deep?.query = "rule=drift.missing-in-language"
        deep?.fragment = "finding-" + finding.fingerprint
        try browser.screenshot(
            of: try #require(deep?.url), to: HeadlessBrowser.screenshotFolder.appendingPathComponent("corpus-finding.png"), width: 1280, height: 1500)
    }

    /// A report whose every string tries to run a script: the browser runs only the report's own.
    @Test func strangersTextRunsNoScriptInTheBrowser() throws {
        let browser = try #require(HeadlessBrowser.installed)
        let folder = try Self.write(try ReportPageTests.hostilePage(), named: "hostile")
        let dom = try browser.dom(of: folder.appendingPathComponent("report.html"))
        #expect(Self.attribute("data-script-ms", in: dom) != nil, "the report's own script ran")
        #expect(Self.attribute("data-pwned", in: dom) == nil)
        #expect(dom.lowercased().components(separatedBy: "<script").count == 2)
        #expect(dom.contains("&lt;script&gt;document.body.dataset.pwned=3&lt;/script&gt;"))
    }

    /// The audit's report-script-throws-on-malformed-hash: `#finding-%zz` threw in the script, whose load-time part then never
    /// ran. A fragment that is not percent-encoding names nothing and is ignored; a good deep link still opens its finding.
    @Test func aMalformedFragmentIsIgnoredAndTheScriptRunsToTheEnd() throws {
        let browser = try #require(HeadlessBrowser.installed)
        let drift = try #require(SampleReports.bundledDrift)
        let folder = try Self.write(ReportRun.page(ReportInput(drift: drift), in: Paths.packageRoot), named: "malformed-fragment")
        let report = folder.appendingPathComponent("report.html").absoluteString
        for fragment in ["finding-%zz", "%", "%E0%A4%A"] {
            let dom = try browser.dom(ofAddress: report + "#" + fragment)
            #expect(Self.attribute("data-script-ms", in: dom) != nil, "#\(fragment): the script stopped")
            #expect(Self.attribute("data-target", in: dom) == nil)
        }
        let finding = try #require(drift.findings.first)
        let deep = try browser.dom(ofAddress: report + "#finding-" + finding.fingerprint)
        #expect(Self.attribute("data-target", in: deep) == "finding-" + finding.fingerprint)
    }

    /// Writes `html` as `report.html` in a fresh folder under `.build/report-browser-tests/`, which it returns.
    static func write(_ html: String, named name: String) throws -> URL {
        let folder = HeadlessBrowser.screenshotFolder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(html.utf8).write(to: folder.appendingPathComponent("report.html"))
        return folder
    }

    /// Opens the report in `folder` through the harness and plainly, with and without JavaScript, and checks what
    /// each showed against `drift`; returns the script time the page measured when opened plainly.
    static func checkInteractions(_ drift: DriftReportDocument, folder: URL, browser: HeadlessBrowser, search: String, query: String) throws -> Double
    {
        let findings = drift.findings
        let anchors = Self.anchors(findings)
        let rules = Dictionary(grouping: findings, by: \.rule)
        let rule = try #require(rules.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key)
        let otherRule = try #require(rules.keys.sorted().first { $0 != rule })
        let deepIndex = try #require(findings.firstIndex { $0.rule == otherRule })
        let harness = ReportHarness(rule: rule, search: search, query: query, deepLink: anchors[deepIndex], excludingRule: rule)
        try Data(try harness.page(reportFile: "report.html").utf8).write(to: folder.appendingPathComponent("harness.html"))

        let result = try ReportHarness.result(inDOM: try browser.dom(of: folder.appendingPathComponent("harness.html")))
        let plain = result.plain
        #expect(plain.total == findings.count)
        #expect(plain.initial == findings.count)
        #expect(plain.formShown)
        #expect(plain.afterRule == rules[rule]?.count)
        #expect(plain.ruleInURL == rule)
        let searched = zip(findings, anchors).filter { $0.0.rule == rule && Self.searchText($0.0).contains(search.lowercased()) }.map(\.1)
        #expect(plain.afterSearch == searched)
        #expect(!searched.isEmpty, "the search should find something for the check to mean anything")
        #expect(plain.afterClear == findings.count)
        let cell = try #require(URLComponents(string: plain.matrixLink)?.queryItems)
        let page = try #require(cell.first { $0.name == "page" }?.value)
        let language = try #require(cell.first { $0.name == "lang" }?.value)
        #expect(plain.afterMatrix == ["page": page, "lang": language, "rule": "", "severity": "", "status": ""])
        #expect(plain.afterMatrixShown == findings.count { $0.page == page && $0.locations.contains { $0.language == language } })
        #expect(plain.afterMatrixShown > 0)
        #expect(plain.firstFocusable == "skip-link")
        #expect(plain.unlabelledControls == [])
        #expect(plain.duplicateIDs == [])
        #expect(plain.scripts == 1)
        #expect(!plain.pwned)

        let filters = Dictionary(uniqueKeysWithValues: (URLComponents(string: "?" + query)?.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(result.fromURL.controls == ["page": "", "lang": "", "rule": "", "severity": "", "status": "", "q": ""].merging(filters) { $1 })
        #expect(
            result.fromURL.shown
                == findings.count { finding in
                    finding.locations.contains { $0.language == filters["lang"] } && finding.severity == filters["severity"]
                })

        #expect(result.deep.target == anchors[deepIndex])
        #expect(result.deep.open)
        #expect(result.deep.targeted)
        #expect(result.deep.shown == findings.count, "a deep link to a finding the filters hide clears them")
        #expect(result.deep.focusable)

        let report = folder.appendingPathComponent("report.html")
        let withScript = try browser.dom(of: report)
        let milliseconds = try #require(Self.attribute("data-script-ms", in: withScript).flatMap(Double.init))
        #expect(Self.attribute("data-visible-findings", in: withScript) == String(findings.count))

        #expect(!result.withoutScript.scriptRan)
        #expect(result.withoutScript.findings == findings.count)
        #expect(result.withoutScript.hiddenFindings == 0, "without JavaScript every finding is listed")
        #expect(result.withoutScript.formHidden, "without JavaScript the filters, which could do nothing, are not shown")
        return milliseconds
    }

    /// Each finding's deep-link ID: `finding-<fingerprint>` (GuideSpec's fingerprints are hex), and the first free of
    /// `-2`, `-3`… for later findings with the same fingerprint.
    static func anchors(_ findings: [DriftReportDocument.Finding]) -> [String] {
        var taken: Set<String> = []
        return findings.map { finding in
            let base = "finding-" + finding.fingerprint
            var anchor = base
            var count = 1
            while taken.contains(anchor) {
                count += 1
                anchor = "\(base)-\(count)"
            }
            taken.insert(anchor)
            return anchor
        }
    }

    /// The text the report's search looks through for a finding, lower-cased: its summary, locations and baseline note.
    static func searchText(_ finding: DriftReportDocument.Finding) -> String {
        var parts = [finding.message, finding.page, finding.subject, finding.baselineReason ?? ""]
        parts += finding.locations.flatMap { [$0.file, $0.note] }
        return parts.joined(separator: " ").lowercased()
    }

    /// The value of an attribute the report's script writes on `<body>`.
    static func attribute(_ name: String, in dom: String) -> String? {
        guard let body = dom.range(of: "<body"), let end = dom.range(of: ">", range: body.upperBound..<dom.endIndex) else { return nil }
        let tag = dom[body.upperBound..<end.lowerBound]
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
}
