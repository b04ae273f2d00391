import GuideSpecConformance
import GuideSpecWire
import ReferenceAdapter
import Testing

/// The reference SDK answers every golden case as the guide demands.
@Suite struct ReferenceConformanceTests {
    @Test func referencePassesEveryGoldenCase() throws {
        let cases = try GoldenFile.cases()
        print("\(GoldenFile.path): \(cases.count) cases")
        #expect(!cases.isEmpty)
        let failures = cases.compactMap { goldenCase -> String? in
            let verdict = goldenCase.verdict(for: ReferenceImplementation())
            return verdict.passed ? nil : "\(goldenCase.id):\n    " + verdict.differences.joined(separator: "\n    ")
        }
        #expect(failures.isEmpty, "the reference fails \(failures.count) of \(cases.count) cases:\n\(failures.joined(separator: "\n"))")
    }

    @Test func goldenCaseIDsAreUnique() throws {
        let ids = try GoldenFile.cases().map(\.id)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "repeated case ids: \(repeated)")
    }
}
