import GuideSpecDocumentModel
import GuideSpecSource
import Testing

/// One page cannot flood standard error or its spec: at most 100 diagnostics per rule and file, then one note.
@Suite struct DiagnosticCapTests {
    static func warning(_ line: Int, rule: String = "markdown.table-cell-count", file: String = "p.md") -> Diagnostic {
        Diagnostic(.warning, rule: rule, file: file, line: line, "row \(line)")
    }

    @Test func keepsTheFirstOfEachRuleAndCountsTheRest() {
        let many = (1...250).map { Self.warning($0) } + [Self.warning(7, rule: "input.crlf")] + (1...3).map { Self.warning($0, file: "q.md") }
        let capped = DiagnosticCap.apply(many, limit: 100)
        #expect(capped.count == 100 + 1 + 1 + 3)
        #expect(Array(capped.prefix(100)) == Array(many.prefix(100)))
        #expect(
            capped[100]
                == Diagnostic(
                    .note, rule: "diagnostics.capped", file: "p.md", line: 101,
                    "150 more warnings of rule markdown.table-cell-count from here on are not shown (the first 100 are)"))
        #expect(Array(capped.suffix(4)) == Array(many.suffix(4)))
    }

    @Test func leavesFewDiagnosticsAlone() {
        let few = (1...100).map { Self.warning($0) }
        #expect(DiagnosticCap.apply(few, limit: 100) == few)
    }
}
