import Foundation
@testable import GuideSpecKit
import Testing
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The machine reports of a run with a pass, a failure, an error with nasty stderr, and a skip.
@Suite struct ConformReportTests {
    func outcome() throws -> ConformOutcome {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ConformOptions(adapter: FixtureAdapter.arguments("crash", golden: folder), golden: folder, timeout: 5)
        return try Conform.run(options)
    }

    @Test func junitHasOneTestcasePerCaseAndParsesAsXML() throws {
        let xml = try outcome().render(.junit)
        let document = try XMLDocument(xmlString: xml, options: [])
        let testcases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(testcases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
            "t/api-surface/d", "t/error-codes/a", "t/error-codes/victim", "t/promotion-url/e", "t/value-objects/c-fails",
        ])
        #expect(testcases.map { $0.attribute(forName: "classname")?.stringValue ?? "" } == [
            "api-surface", "error-codes", "error-codes", "promotion-url", "value-objects",
        ])
        let victim = testcases[2]
        #expect(victim.elements(forName: "error").first?.attribute(forName: "type")?.stringValue == "crash")
        #expect(victim.elements(forName: "system-err").first?.stringValue == "handling t/error-codes/victim\n")
        #expect(testcases[4].elements(forName: "failure").first?.attribute(forName: "message")?.stringValue == "nullable: expected false, got nothing")
        #expect(testcases[0].elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue == "unsupported operation api.selector")
        let root = try #require(document.rootElement())
        #expect(["tests", "failures", "errors", "skipped"].map { root.attribute(forName: $0)?.stringValue } == ["5", "1", "1", "1"])
    }

    @Test func xmlEscapingKeepsMarkupAndControlCharactersOut() throws {
        let text = "a<b>&\"c' \u{1B}[31m\u{0}"
        let document = try XMLDocument(xmlString: "<r x=\"\(XMLEscaping.escape(text))\">\(XMLEscaping.escape(text))</r>", options: [])
        #expect(document.rootElement()?.stringValue == "a<b>&\"c' \\u{1B}[31m\\u{0}")
    }

    @Test func jsonDecodesWithHeaderCasesAndSummary() throws {
        let data = Data(try outcome().render(.json).utf8)
        let report = try JSONDecoder().decode(ConformJSONReport.self, from: data)
        #expect(report.reportVersion == 1)
        #expect(report.header.tool == "guidespec")
        #expect(report.header.protocolVersion == 1)
        #expect(report.header.implementation?.name == "fixture")
        #expect(report.cases.map(\.status) == ["passed", "errored", "failed", "skipped", "passed"])
        #expect(report.cases[1].fault == ConformJSONReport.Fault(kind: "crash", message: "adapter exited with status 3 while the case was in flight"))
        #expect(report.summary.exitCode == 3)
        #expect([report.summary.passed, report.summary.failed, report.summary.errored, report.summary.skipped] == [Int](arrayLiteral: 2, 1, 1, 1))
    }

    @Test func markdownSummarisesForCI() throws {
        let markdown = try outcome().render(.markdown)
        #expect(markdown.hasPrefix("## GuideSpec conformance: ⚠️ adapter failure\n"))
        #expect(markdown.contains("| 2 | 1 | 1 | 1 | 0 |"))
        #expect(markdown.contains("| `t/error-codes/victim` | errored | adapter exited with status 3 while the case was in flight |"))
    }
}
