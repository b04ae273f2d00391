import ConformanceWire
import GoldenCases
import SpecModel
import Testing

/// The whole case set of the bundled specs: its size per kind, its order, and what a spec without an error loses.
@Suite struct CaseSetTests {
    @Test func countsPerKindIdsUniqueAndSorted() throws {
        let cases = GoldenCaseBuilder.cases(from: try Bundled.specs())
        let ids = cases.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        let kinds = Dictionary(grouping: ids) { $0.split(separator: "/")[1] }.mapValues(\.count)
        #expect(
            kinds == [
                "api": 8, "error-code": 12, "error-name": 12, "scenario": 19, "url-build": 2, "url-parse": 9, "vo-decode": 44, "vo-field": 30,
                "vo-fields": 2,
            ])
        #expect(cases.count == 138)
    }

    @Test func aScenarioWhoseErrorIsUndocumentedIsNotBuilt() throws {
        var specs = try Bundled.specs()
        for index in specs.indices { specs[index].errors.removeAll { $0.code == 4005 } }
        let ids = GoldenCaseBuilder.cases(from: specs).map(\.id)
        #expect(!ids.contains("ios-purchase/scenario/inactive-product"))
        #expect(ids.contains("ios-purchase/scenario/user-cancels"))
    }

    @Test func aLanguageAlonePicksTheReferenceFromThePreferenceList() throws {
        let english = try Bundled.specs().filter { $0.language == "en" }
        let paymentId = try #require(GoldenCaseBuilder.cases(from: english).first { $0.id == "ios-purchase/vo-field/TCGBPurchasableReceipt.paymentId" })
        #expect(paymentId.expected == ["type": "string", "nullable": true])
        #expect(paymentId.languages == ["en"])
        #expect(paymentId.disputedBy.isEmpty)
    }
}
