import Foundation
import GuideSpecDisplayText
import GuideSpecHarness
import GuideSpecIO

/// The JUnit XML report: one `<testsuite>` per area, its properties naming the tool's version, one `<testcase>` per golden
/// case; expected failures are reported as skipped.
enum ConformJUnitReport {
    static func render(_ outcome: ConformOutcome) -> String {
        let byArea = Dictionary(grouping: outcome.records, by: \.result.area)
        let counts = outcome.counts
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="guidespec conform" tests="\(outcome.records.count)" failures="\(counts["failed"] ?? 0)" \
            errors="\(counts["errored"] ?? 0)" skipped="\(counts["skipped"] ?? 0)">

            """
        for area in byArea.keys.sorted() {
            let records = byArea[area] ?? []
            let tally = { (status: String) in records.filter { $0.result.outcome.status == status }.count }
            xml +=
                "  <testsuite name=\"\(escape(area))\" tests=\"\(records.count)\" failures=\"\(tally("failed"))\" "
                + "errors=\"\(tally("errored"))\" skipped=\"\(tally("skipped"))\">\n"
            xml += "    <properties>\n      <property name=\"guidespec.version\" value=\"\(escape(GuideSpecVersion.tool))\"/>\n    </properties>\n"
            for record in records { xml += testCase(record) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// One `<testcase>` element.
    private static func testCase(_ record: ConformOutcome.Record) -> String {
        let result = record.result
        var element =
            "    <testcase classname=\"\(escape(result.area))\" name=\"\(escape(result.id))\" time=\"\(String(format: "%.3f", result.seconds))\">\n"
        switch result.outcome {
        case .passed: break
        case .skipped(let reason): element += "      <skipped message=\"\(escape(reason))\"/>\n"
        case .failed, .errored:
            if let reason = record.expectedFailure {
                element += "      <skipped message=\"\(escape("expected failure: \(reason): \(result.outcome.detail)"))\"/>\n"
            } else if case .failed(let differences) = result.outcome {
                element += "      <failure message=\"\(escape(differences.first ?? ""))\">\(body(differences + context(record)))</failure>\n"
            } else if case .errored(let fault) = result.outcome {
                element +=
                    "      <error type=\"\(escape(fault.kind))\" "
                    + "message=\"\(escape(fault.description))\">\(body([fault.description] + context(record)))</error>\n"
            }
        }
        if let stderr = result.stderr {
            let dropped = stderr.droppedBytes > 0 ? ["[\(stderr.droppedBytes) earlier bytes dropped]"] : []
            element +=
                "      <system-err>\(body(dropped + stderr.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))"
                + "</system-err>\n"
        }
        return element + "    </testcase>\n"
    }

    /// The lines of an element's text, each kept on its line (`DisplayText.line`: an adapter's line break cannot start a
    /// line that reads as the report's own `input:` or `guide` line), joined by line feeds and escaped for XML.
    private static func body(_ lines: [String]) -> String {
        XMLEscaping.escape(lines.map(DisplayText.line).joined(separator: "\n"))
    }

    /// The input and guide lines of a case that failed or errored once sent, after a blank line; nothing otherwise.
    private static func context(_ record: ConformOutcome.Record) -> [String] {
        guard record.showsContext else { return [] }
        return ["", "input: \(record.golden.input)"] + record.golden.sources.map(\.citation)
    }

    /// Text in one attribute value, on one line (`DisplayText.line`), escaped for XML.
    private static func escape(_ text: String) -> String { XMLEscaping.escape(DisplayText.line(text)) }
}
