import GuideSpecAreas
import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecReferenceAdapter
import Testing

/// The reference SDK answers every golden case as the guide demands.
@Suite struct ReferenceConformanceTests {
    @Test func referencePassesEveryGoldenCase() throws {
        let cases = try CheckedInCases.cases()
        print("\(CheckedInCases.purchasePath): \(cases.count) cases")
        #expect(!cases.isEmpty)
        let dispatcher = OperationDispatcher(ReferenceImplementation(), areas: GuideAreas.all)
        let failures = cases.compactMap { goldenCase -> String? in
            let verdict = dispatcher.verdict(on: goldenCase)
            return verdict.passed ? nil : "\(goldenCase.id):\n    " + verdict.differences.joined(separator: "\n    ")
        }
        #expect(failures.isEmpty, "the reference fails \(failures.count) of \(cases.count) cases:\n\(failures.joined(separator: "\n"))")
    }

    @Test func goldenCaseIDsAreUnique() throws {
        let ids = try CheckedInCases.cases().map(\.id)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "repeated case ids: \(repeated)")
    }
}
