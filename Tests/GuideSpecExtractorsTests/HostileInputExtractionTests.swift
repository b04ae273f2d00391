import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// Minimised forms of the inputs that crashed or stalled extraction (../shared/fuzz-findings): each must give the
/// documented result. Sizes are chosen so that the old quadratic passes would take minutes, the linear ones milliseconds.
@Suite struct HostileInputExtractionTests {
    @Test func errorCodesBeyondTheJSONRangeAreReportedNotComputedWith() {
        let spec = extract(Reproducers.hugeCodes.text)
        #expect(spec.errors.map { "\($0.name ?? "-") \($0.code.map(String.init) ?? "none")" } == ["TCGB_ERROR_LARGEST -9007199254740991"])
        let beyond = "beyond ±9007199254740991 (the largest integer a JSON number holds exactly): the row was not read"
        #expect(
            diagnosticLines(spec) == [
                "3 extract.error-code-out-of-range: error table row has the code -9223372036854775808, \(beyond)",
                "4 extract.error-code-out-of-range: error table row has the code 99999999999999999999, \(beyond)",
                "5 extract.error-code-out-of-range: error table row has the code 9007199254740992, \(beyond)",
                "6 extract.error-code-out-of-range: error table row has the code 9007199254749999, \(beyond)",
            ])
    }

    @Test func messageSendsNestedThousandsDeepAreReadWithoutRecursion() throws {
        let spec = extract(Reproducers.nestedSends.text)
        let send = try #require(spec.apis.only)
        #expect(send.selector == "b:")
        #expect(send.foundAs == [.example])
        #expect(send.receivers == ["a"])
        #expect(send.location.line == 2)
    }

    /// Each level of nesting lengthens every qualified name below it: 5,000 levels took time and memory in their
    /// square (50,000 took 7 GB). The 17th level is reported and skipped with everything inside it.
    @Test func typesNestedDeeperThanTheLimitAreSkippedWithOneWarning() throws {
        let depth = 5_000
        let code = String(repeating: "public class A {\n", count: depth) + "int x;\n" + String(repeating: "}\n", count: depth)
        let spec = extract("# T\n\n```java\n\(code)```\n")
        #expect(spec.types.count == 16)
        #expect(spec.types.last?.qualifiedName == Array(repeating: "A", count: 16).joined(separator: "."))
        #expect(spec.types.allSatisfy { $0.fields.isEmpty && $0.terminated })
        #expect(
            diagnosticLines(spec) == [
                """
                20 extract.type-nesting-too-deep: class A is nested more than 16 types and namespaces deep: GuideSpec reads at most 16 levels \
                (guides use a few); it was skipped with its body
                """
            ])
    }

    @Test func aRunOfOpeningBracketsIsOneSendPerBracketAndCopiesNothing() throws {
        let spec = extract(Reproducers.bracketRun.text)
        let send = try #require(spec.apis.only)
        #expect(send.selector == "requestItem:")
        #expect(send.receivers == ["TCGBPurchase"])
    }

    @Test func spacesInsideAnArgumentAreSkippedOnce() throws {
        let spec = extract(Reproducers.spacesInArgument.text)
        #expect(spec.apis.map(\.selector) == ["requestItem:completion:"])
    }

    @Test func aSelectorNamedOnEveryLineKeepsEveryLineOnce() throws {
        let spec = extract(Reproducers.repeatedSelector.text)
        let entry = try #require(spec.apis.only)
        #expect(entry.location.line == 1)
        #expect(entry.otherLines.count == 19_999)
        #expect(entry.otherLines.first == 3)
        #expect(entry.otherLines.last == 39_999)
    }

    @Test func manyTablesOfOneSchemeGiveTheirExamplesToTheFirstOnly() throws {
        let spec = extract(Reproducers.schemeTables.text)
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
        let spec = extract(
            """
            | URL Components | keyname | value |
            | --- | --- | --- |
            | scheme | app-scheme | Fixed value |
            | queries | p | x |
            \(rows)

            See `app-scheme://?p=x&p29=1&extra=2`.
            """)
        let example = try #require(spec.urlSchemes.first?.examples.only)
        #expect(
            example.problems == (0..<10).map { "lacks the query parameter p\($0)" } + [
                "lacks 19 more query parameters of the table",
                "has the query parameter extra, which the table does not list",
            ])
    }
}
