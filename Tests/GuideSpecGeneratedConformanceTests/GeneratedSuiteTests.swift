import GuideSpecWire
import Foundation
import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

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

    @Test func aFailingCaseNamesItsDifferencesAndGuideLinesAtItsOwnTest() async throws {
        var changed = try #require(IosPurchaseIosErrorCodesTests.cases.first { $0.operation == "error.code-for-name" && !$0.sources.isEmpty })
        changed.expected = ["code": -1]
        let wrong = changed
        let here = #_sourceLocation
        await withKnownIssue {
            await GuideSuites.check(wrong)
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
            let guide = wrong.sources.map { "guide \($0.language) \($0.file):\($0.line) (\($0.item))" }
            return comment.hasPrefix("code: expected -1, got ") && guide.allSatisfy(comment.contains) && issue.sourceLocation?.line == here.line + 2
        }
        #expect(wrong.testDescription == wrong.id)
    }

    /// A trap in the implementation ends only the child process of its case: the issue names the case and its guide lines,
    /// and this test, in the same run as every other, goes on.
    @Test func aTrapInTheImplementationFailsOnlyItsOwnCase() async throws {
        var trapping = try #require(IosPurchaseIosErrorCodesTests.cases.first { $0.operation == "error.code-for-name" && !$0.sources.isEmpty })
        trapping.input = ["name": .string(TrapsOnOneName.trapName)]
        let golden = trapping
        let here = #_sourceLocation
        await withKnownIssue {
            await GuideSuites.check(golden)
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
            return comment.hasPrefix("the implementation ended its process while answering \(golden.id) (a trap")
                && comment.contains("guide \(golden.sources[0].language) \(golden.sources[0].file):\(golden.sources[0].line)")
                && issue.sourceLocation?.line == here.line + 2
        }
        await GuideSuites.check(IosPurchaseIosErrorCodesTests.cases[0])
    }

    /// A known issue must fail: a listed case that passes fails its test, and one that fails passes with its reason.
    @Test func aKnownIssueMustFail() async {
        let passing = IosPurchaseIosErrorCodesTests.cases[0]
        await withKnownIssue {
            await GuideSuites.check(passing, knownIssues: [passing.id: "listed as failing"])
        } matching: { issue in
            issue.description.contains("Known issue was not recorded")
        }
        var failing = passing
        failing.expected = ["name": "WRONG"]
        await GuideSuites.check(failing, knownIssues: [failing.id: "the SDK names it differently until 2.1"])
    }

    @Test func everyCaseIsItsOwnTestNamedByItsId() {
        let suites: [(name: String, cases: [GoldenCase])] = [
            ("IosPurchaseIosErrorCodesTests", IosPurchaseIosErrorCodesTests.cases),
            ("IosPurchaseIosValueObjectsTests", IosPurchaseIosValueObjectsTests.cases),
        ]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.generatedFolder.path)) ?? []
        for suite in suites {
            // A suite of more cases than a file holds continues in Name+2.swift, ….
            let files = names.filter { $0 == suite.name + ".swift" || $0.hasPrefix(suite.name + "+") }
            let source = files.map { (try? String(contentsOf: Self.generatedFolder.appendingPathComponent($0), encoding: .utf8)) ?? "" }.joined()
            for golden in suite.cases { #expect(source.contains("    func `\(golden.id)`() async {\n"), "\(golden.id)") }
        }
    }

    static let generatedFolder = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecGeneratedConformanceTests/Generated")

    /// What the golden-case builder gives for the checked-in specs in the areas suites are generated for by default.
    static func builtCases() throws -> [GoldenCase] {
        let folder = Paths.packageRoot.appendingPathComponent("spec")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        let specs = try names.map { try PageSpec.decode(from: Data(contentsOf: folder.appendingPathComponent($0)), packItems: GuidePacks.specItems) }
        return GoldenCaseBuilder.cases(
            from: specs, options: GoldenCaseOptions(languages: BundledProject.settings.languages, platforms: BundledProject.settings.platforms),
            packs: GuidePacks.caseBuilders
        ).filter(isGenerated)
    }

    /// Whether the checked-in suites hold `golden`: they are generated for ios with `SuiteGenerator.defaultAreas`, every area
    /// but the transaction observer.
    static func isGenerated(_ golden: GoldenCase) -> Bool {
        golden.platform == AdapterHello.defaultPlatform && golden.operation.area.map { $0 != .transactionObserver } ?? false
    }
}
