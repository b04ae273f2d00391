import ConformanceWire
import Foundation
import GoldenCases
import SpecModel
import Testing
import TestSupport

/// The generated suites hold exactly the golden cases (a round trip of every value through the Swift compiler),
/// and a failing case says what differs and where the guide says so.
@Suite struct GeneratedSuiteTests {
    @Test func generatedSuitesHoldEveryGoldenCase() throws {
        let generated = GeneratedSuites.cases.reduce(0) { $0 + $1.count }
        print("generated conformance cases: \(generated) in \(GeneratedSuites.cases.count) suites")
        let golden = Paths.packageRoot.appendingPathComponent("golden")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? []).filter { $0.hasSuffix(".jsonl") }
        if names.isEmpty {
            #expect(generated == (try Self.builtCases().count), "no golden/*.jsonl yet: compared with GoldenCaseBuilder over spec/")
        } else {
            let lines = try names.reduce(0) { count, name in
                let text = try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
                return count + text.split(separator: "\n").count
            }
            #expect(generated == lines, "golden/*.jsonl has \(lines) cases, the generated suites \(generated)")
        }
    }

    @Test func compiledCasesEqualTheBuilderCases() throws {
        let built = try Self.builtCases()
        let generated = GeneratedSuites.cases.flatMap { $0 }
        #expect(generated.count == built.count)
        #expect(Set(generated) == Set(built))
    }

    @Test func aFailingCaseNamesItsDifferencesAndGuideLines() throws {
        var wrong = try #require(IosPurchaseErrorCodesTests.cases.first { $0.operation == "error.code-for-name" && !$0.sources.isEmpty })
        wrong.expected = ["code": -1]
        let verdict = try wrong.verdict(of: adapterUnderTest())
        let comment = wrong.failureComment(verdict).rawValue
        #expect(!verdict.passed)
        #expect(comment.hasPrefix("code: expected -1, got "))
        #expect(comment.contains("guide \(wrong.sources[0].language) \(wrong.sources[0].file):\(wrong.sources[0].line) (\(wrong.sources[0].item))"))
        #expect(wrong.testDescription == wrong.id)
    }

    /// What the golden-case builder gives for the checked-in specs, page by page.
    static func builtCases() throws -> [GoldenCase] {
        let folder = Paths.packageRoot.appendingPathComponent("spec")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        let specs = try names.map { try PageSpec.decode(from: Data(contentsOf: folder.appendingPathComponent($0))) }
        return Dictionary(grouping: specs, by: \.page).sorted { $0.key < $1.key }.flatMap { GoldenCaseBuilder.cases(from: $0.value) }
    }
}
