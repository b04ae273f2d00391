import ConformanceWire
import Foundation
import GoldenCases
import SpecModel
import Testing
import TestSupport

/// The generated suites hold exactly the golden cases of the areas they generate by default (a round trip of every value
/// through the Swift compiler), and a failing case says what differs and where the guide says so.
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
                let cases = try text.split(separator: "\n").map { try JSONDecoder().decode(GoldenCase.self, from: Data($0.utf8)) }
                return count + cases.filter(Self.isGenerated).count
            }
            #expect(generated == lines, "golden/*.jsonl has \(lines) cases in generated areas, the generated suites \(generated)")
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

    /// What the golden-case builder gives for the checked-in specs in the areas suites are generated for by default.
    static func builtCases() throws -> [GoldenCase] {
        let folder = Paths.packageRoot.appendingPathComponent("spec")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        let specs = try names.map { try PageSpec.decode(from: Data(contentsOf: folder.appendingPathComponent($0))) }
        return GoldenCaseBuilder.cases(from: specs).filter(isGenerated)
    }

    /// Whether the checked-in suites hold `golden`: they are generated with `SuiteGenerator.defaultAreas`, every area but the
    /// transaction observer.
    static func isGenerated(_ golden: GoldenCase) -> Bool {
        Operation(rawValue: golden.operation).map { $0.area != .transactionObserver } ?? false
    }
}
