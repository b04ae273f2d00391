import GuideSpecWire
import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// The whole case set of the bundled specs: its size per kind, its order, and what a spec without an error loses.
@Suite struct CaseSetTests {
    @Test func countsPerKindIdsUniqueAndSorted() throws {
        let cases = GoldenCaseBuilder.cases(
            from: try Bundled.specs(), options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders)
        let ids = cases.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        let areas = Dictionary(grouping: ids) { $0.split(separator: "/")[2] }.mapValues(\.count)
        #expect(areas == ["api-surface": 8, "error-codes": 24, "purchase-behaviour": 22, "promotion-url": 13, "value-objects": 189])
        #expect(cases.count == 256)
        #expect(Set(cases.map(\.platform)) == ["ios"])
    }

    @Test func aScenarioWhoseErrorIsUndocumentedIsNotBuilt() throws {
        var specs = try Bundled.specs()
        for index in specs.indices { specs[index].errors.removeAll { $0.code == 4005 } }
        let ids = GoldenCaseBuilder.cases(from: specs, options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders).map(\.id)
        #expect(!ids.contains("ios-purchase/ios/purchase-behaviour/inactive-product"))
        #expect(ids.contains("ios-purchase/ios/purchase-behaviour/user-cancels"))
    }

    /// The project file's order of languages decides a disputed value: with en first, the receipt's paymentId is nullable
    /// as en says, and zh disputes it.
    @Test func theProjectFilesLanguageOrderDecides() throws {
        let options = GoldenCaseOptions(languages: LanguageOrder(deciding: ["en", "zh"]), platforms: BundledProject.settings.platforms)
        let paymentId = try #require(
            GoldenCaseBuilder.cases(from: try Bundled.specs(), options: options, packs: GuidePacks.caseBuilders).first {
                $0.id == "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.paymentId"
            })
        #expect(paymentId.expected == ["type": "string", "nullable": true])
        #expect(paymentId.disputedBy == [GoldenDispute(language: "zh", says: "non-null")])
    }

    /// Without a project file a spec keeps its platform but no label names one: the error-code page's rows give no
    /// platform cases, and languages decide by their tags (en before zh).
    @Test func withoutAProjectFileLanguagesDecideByTag() throws {
        let paymentId = try #require(
            GoldenCaseBuilder.cases(from: try Bundled.specs(), options: .none, packs: GuidePacks.caseBuilders).first {
                $0.id == "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.paymentId"
            })
        #expect(paymentId.expected == ["type": "string", "nullable": true])
    }

    @Test func aLanguageAlonePicksTheReferenceFromThePreferenceList() throws {
        let english = try Bundled.specs().filter { $0.language == "en" }
        let paymentId = try #require(
            GoldenCaseBuilder.cases(from: english, options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders).first {
                $0.id == "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.paymentId"
            })
        #expect(paymentId.expected == ["type": "string", "nullable": true])
        #expect(paymentId.languages == ["en"])
        #expect(paymentId.disputedBy.isEmpty)
    }
}
