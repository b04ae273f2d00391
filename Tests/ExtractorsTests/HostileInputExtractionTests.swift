import SpecModel
import Testing
import TestSupport

/// Minimised forms of the inputs that crashed or stalled extraction (../shared/fuzz-findings): each must give the
/// documented result. Sizes are chosen so that the old quadratic passes would take minutes, the linear ones milliseconds.
@Suite struct HostileInputExtractionTests {
    @Test func errorCodesBeyondTheJSONRangeAreReportedNotComputedWith() {
        let spec = extract("""
            | Error | Error Code |
            | --- | --- |
            | TCGB_ERROR_MIN | -9223372036854775808 ~ 1 |
            | TCGB_ERROR_HUGE | 99999999999999999999 |
            | TCGB_ERROR_OVER | 9007199254740992 |
            | TCGB_ERROR_RANGE_OVER | 9007199254740990 ~ 9999 |
            | TCGB_ERROR_LARGEST | -9007199254740991 |
            """)
        #expect(spec.errors.map { "\($0.name ?? "-") \($0.code)" } == ["TCGB_ERROR_LARGEST -9007199254740991"])
        let beyond = "beyond ±9007199254740991 (the largest integer a JSON number holds exactly): the row was not read"
        #expect(diagnosticLines(spec) == [
            "3 extract.error-code-out-of-range: error table row has the code -9223372036854775808, \(beyond)",
            "4 extract.error-code-out-of-range: error table row has the code 99999999999999999999, \(beyond)",
            "5 extract.error-code-out-of-range: error table row has the code 9007199254740992, \(beyond)",
            "6 extract.error-code-out-of-range: error table row has the code 9007199254749999, \(beyond)",
        ])
    }

    @Test func messageSendsNestedThousandsDeepAreReadWithoutRecursion() throws {
        let spec = extract("```objc\n" + String(repeating: "[a b:", count: 50_000) + "\n```\n")
        let send = try #require(spec.apis.only)
        #expect(send.selector == "b:")
        #expect(send.foundAs == [.example])
        #expect(send.receivers == ["a"])
        #expect(send.location.line == 2)
    }

    @Test func aRunOfOpeningBracketsIsOneSendPerBracketAndCopiesNothing() throws {
        let spec = extract("```objc\n" + String(repeating: "[", count: 100_000) + "TCGBPurchase requestItem:x]\n```\n")
        let send = try #require(spec.apis.only)
        #expect(send.selector == "requestItem:")
        #expect(send.receivers == ["TCGBPurchase"])
    }

    @Test func spacesInsideAnArgumentAreSkippedOnce() throws {
        let spec = extract("```objc\n[TCGBPurchase requestItem: " + String(repeating: " ", count: 200_000) + "x completion:y];\n```\n")
        #expect(spec.apis.map(\.selector) == ["requestItem:completion:"])
    }

    @Test func aSelectorNamedOnEveryLineKeepsEveryLineOnce() throws {
        let lines = (0..<20_000).map { "Call requestItemListWithCompletion: \($0 % 2 == 0 ? "now" : "again")." }
        let spec = extract(lines.joined(separator: "\n\n"))
        let entry = try #require(spec.apis.only)
        #expect(entry.location.line == 1)
        #expect(entry.otherLines.count == 19_999)
        #expect(entry.otherLines.first == 3)
        #expect(entry.otherLines.last == 39_999)
    }

    @Test func manyTablesOfOneSchemeGiveTheirExamplesToTheFirstOnly() throws {
        let table = "| URL Components | keyname | value |\n| --- | --- | --- |\n| scheme | s | Fixed value |\n| queries | a | 1 |\n"
        let examples = (0..<2_000).map { "Example: s://?a=\($0 % 2) and https://example.com" }
        let spec = extract(Array(repeating: table, count: 2_000).joined(separator: "\n") + "\n" + examples.joined(separator: "\n\n"))
        #expect(spec.urlSchemes.count == 2_000)
        let first = try #require(spec.urlSchemes.first)
        #expect(first.examples.count == 2_000)
        #expect(first.examples.filter(\.consistent).count == 1_000)
        #expect(first.examples[0].problems == ["gives a=0 but the table fixes it to 1"])
        #expect(first.examples[1].problems.isEmpty)
        #expect(spec.urlSchemes.dropFirst().allSatisfy { $0.examples.isEmpty })
    }

    @Test func anExampleLackingManyParametersNamesTenAndCountsTheRest() throws {
        let rows = (0..<30).map { "| | p\($0) | value \($0) |" }.joined(separator: "\n")
        let spec = extract("""
            | URL Components | keyname | value |
            | --- | --- | --- |
            | scheme | app-scheme | Fixed value |
            | queries | p | x |
            \(rows)

            See `app-scheme://?p=x&p29=1&extra=2`.
            """)
        let example = try #require(spec.urlSchemes.first?.examples.only)
        #expect(example.problems == (0..<10).map { "lacks the query parameter p\($0)" } + [
            "lacks 19 more query parameters of the table",
            "has the query parameter extra, which the table does not list",
        ])
    }
}
