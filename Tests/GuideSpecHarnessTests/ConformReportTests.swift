import GuideSpecWire
import Foundation
@testable import GuideSpecKit
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The machine reports of a run with a pass, a failure, an error with nasty stderr, and a skip.
@Suite struct ConformReportTests {
    func outcome(_ mode: String = "crash") throws -> ConformOutcome {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ConformOptions(adapter: FixtureAdapter.arguments(mode, golden: folder), golden: folder, timeout: 5)
        return try Conform.run(options)
    }

    @Test func junitHasOneTestcasePerCaseAndParsesAsXML() throws {
        let xml = try (outcome().rendered(as: .junit) ?? "")
        let document = try XMLDocument(xmlString: xml, options: [])
        let testcases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(
            testcases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
                "t/ios/api-surface/d", "t/ios/error-codes/a", "t/ios/error-codes/victim", "t/ios/promotion-url/e", "t/ios/value-objects/c-fails",
            ])
        #expect(
            testcases.map { $0.attribute(forName: "classname")?.stringValue ?? "" } == [
                "api-surface", "error-codes", "error-codes", "promotion-url", "value-objects",
            ])
        let victim = testcases[2]
        #expect(victim.elements(forName: "error").first?.attribute(forName: "type")?.stringValue == "crash")
        #expect(victim.elements(forName: "system-err").first?.stringValue == "handling t/ios/error-codes/victim\n")
        #expect(
            testcases[4].elements(forName: "failure").first?.attribute(forName: "message")?.stringValue == "nullable: expected false, got nothing")
        #expect(testcases[0].elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue == "unsupported operation api.method")
        let root = try #require(document.rootElement())
        #expect(["tests", "failures", "errors", "skipped"].map { root.attribute(forName: $0)?.stringValue } == ["5", "1", "1", "1"])
    }

    @Test func xmlEscapingKeepsMarkupAndControlCharactersOut() throws {
        let text = "a<b>&\"c' \u{1B}[31m\u{0}"
        let document = try XMLDocument(xmlString: "<r x=\"\(XMLEscaping.escape(text))\">\(XMLEscaping.escape(text))</r>", options: [])
        #expect(document.rootElement()?.stringValue == "a<b>&\"c' \\u{1B}[31m\\u{0}")
    }

    @Test func jsonDecodesWithHeaderCasesAndSummary() throws {
        let data = Data(try (outcome().rendered(as: .json) ?? "").utf8)
        let report = try JSONDecoder().decode(ConformJSONReport.self, from: data)
        #expect(report.reportVersion == 1)
        #expect(report.header.tool == "guidespec")
        #expect(report.header.protocolVersion == 1)
        #expect(report.header.implementation?.name == "fixture")
        #expect(report.cases.map(\.status) == ["passed", "errored", "failed", "skipped", "passed"])
        #expect(report.cases[1].fault == ConformJSONReport.Fault(kind: "crash", message: "adapter exited with status 3 while the case was in flight"))
        #expect(report.summary.exitCode == 3)
        #expect([report.summary.passed, report.summary.failed, report.summary.errored, report.summary.skipped] == [Int](arrayLiteral: 2, 1, 1, 1))
        #expect(report.summary.notes == nil)
    }

    @Test func failingCasesCarryTheirInputAndGuideLinesInEveryFormat() throws {
        let outcome = try outcome()
        let report = try JSONDecoder().decode(ConformJSONReport.self, from: Data((outcome.rendered(as: .json) ?? "").utf8))
        let failed = report.cases[2]
        #expect(failed.input == ["type": "T", "field": "f"])
        #expect(failed.expected == ["type": "string", "nullable": false])
        #expect(failed.sources == [GoldenSource(item: "field:T.f", language: "en", file: "guides/en/t.txt", line: 7)])
        #expect(report.cases[1].input == ["code": 1], "an errored case that was sent")
        #expect(report.cases[0].input == nil && report.cases[0].sources == nil, "a passed case")
        #expect(
            outcome.textReport.contains(
                """
                FAILED t/ios/value-objects/c-fails: nullable: expected false, got nothing; type: expected "string", got nothing; \
                wrong: expected nothing, got true
                  input: {"field":"f","type":"T"}
                  guide en guides/en/t.txt:7 (field:T.f)
                """))
        let document = try XMLDocument(xmlString: (outcome.rendered(as: .junit) ?? ""), options: [])
        let failure = try #require(try document.nodes(forXPath: "//testcase[@name='t/ios/value-objects/c-fails']/failure").first)
        #expect(failure.stringValue?.hasSuffix("\n\ninput: {\"field\":\"f\",\"type\":\"T\"}\nguide en guides/en/t.txt:7 (field:T.f)") == true)
        #expect((outcome.rendered(as: .markdown) ?? "").contains(#"| {"field":"f","type":"T"} | en guides/en/t.txt:7 |"#))
    }

    @Test func adapterTextCannotForgeReportLinesAndEveryFormatStaysValid() throws {
        let outcome = try outcome("inject")
        let text = outcome.textReport
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("FAILED t/forged") || $0.hasPrefix("5 cases: 5 passed") })
        #expect(
            lines.filter { $0.hasPrefix("5 cases:") } == [
                "5 cases: 2 passed, 1 failed, 1 errored, 1 skipped, 0 expected failures; every case skipped in api-surface"
            ])
        #expect(
            text.contains(
                #"""
                ERRORED t/ios/error-codes/victim: adapter error: first line\nFAILED t/forged: injected\n5 cases: 5 passed, 0 failed, 0 errored, \#
                0 skipped, 0 expected failures\u{7}\u{2028}
                  input: {"code":1}
                  stderr: handling t/ios/error-codes/victim
                  stderr: FAILED t/forged: looks like a report line
                  stderr: \u{1B}[2J\#u{FFFD}\#u{FFFD} bad bytes\r5 cases: 5 passed, 0 failed, 0 errored, 0 skipped, 0 expected failures
                """#))
        let json = try JSONDecoder().decode(ConformJSONReport.self, from: Data((outcome.rendered(as: .json) ?? "").utf8))
        #expect(json.cases[1].fault?.message.hasPrefix("adapter error: first line\nFAILED") == true)
        let document = try XMLDocument(xmlString: (outcome.rendered(as: .junit) ?? ""), options: [])
        #expect(try document.nodes(forXPath: "//testcase").count == 5)
        let markdown = (outcome.rendered(as: .markdown) ?? "")
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| `t/ios/error-codes/victim`") })
        #expect(
            row.hasSuffix(
                #"""
                | errored | adapter error: first line<br>FAILED t/forged: injected<br>5 cases: 5 passed, 0 failed, 0 errored, 0 skipped, \#
                0 expected failures\\u{7}\\u{2028} | {"code":1} |  |
                """#
            ))
    }

    /// The audit's junit-adapter-text-spans-lines: an adapter's raw line breaks in `<error>` wrote lines that read as the
    /// report's own `input:` and `guide` lines. Its text stays on its line in the body and in `<system-err>`.
    @Test func junitKeepsAdapterTextOnItsLines() throws {
        let document = try XMLDocument(xmlString: (try outcome("forge").rendered(as: .junit) ?? ""), options: [])
        let error = try #require(try document.nodes(forXPath: "//testcase[@name='t/ios/error-codes/victim']/error").first as? XMLElement)
        let lines = (error.stringValue ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines == [
                #"""
                adapter error: timeout in SDK\r\n\ninput: {"name":"somethingElse"}\nguide zh guides/zh/other.md:1 (api:forged)\n\u{85}NEL\u{7F}DEL
                """#,
                "",
                #"input: {"code":1}"#,
            ])
        #expect(error.attribute(forName: "message")?.stringValue?.hasPrefix(#"adapter error: timeout in SDK\r\n\ninput: "#) == true)
        let stderr = try #require(try document.nodes(forXPath: "//testcase[@name='t/ios/error-codes/victim']/system-err").first)
        #expect(stderr.stringValue?.contains("progress\\r\\u{85}NEL\\u{7F}DEL\n") == true)
        #expect(stderr.stringValue?.unicodeScalars.contains { $0 == "\r" || $0 == "\u{85}" || $0 == "\u{7F}" } == false)
    }

    @Test func markdownSummarisesForCI() throws {
        let markdown = try (outcome().rendered(as: .markdown) ?? "")
        #expect(markdown.hasPrefix("## GuideSpec conformance: ⚠️ adapter failure\n"))
        #expect(markdown.contains("| 2 | 1 | 1 | 1 | 0 |"))
        #expect(
            markdown.contains(
                "| `t/ios/error-codes/victim` | errored | adapter exited with status 3 while the case was in flight | {\"code\":1} |  |"))
    }
}
