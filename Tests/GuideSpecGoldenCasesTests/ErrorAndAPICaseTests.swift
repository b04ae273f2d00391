import GuideSpecWire
import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// Error-code and API-surface cases built from the bundled specs.
@Suite struct ErrorAndAPICaseTests {
    @Test func userCanceledBothWaysCitesBothRows() throws {
        let sources = [Bundled.en("error:TCGB_ERROR_PURCHASE_USER_CANCELED", 326), Bundled.zh("error:TCGB_ERROR_PURCHASE_USER_CANCELED", 395)]
        #expect(
            try Bundled.golden("error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED")
                == GoldenCase(
                    id: "ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED", platform: "ios", operation: "error.code-for-name",
                    input: ["name": "TCGB_ERROR_PURCHASE_USER_CANCELED"], expected: ["code": 4002], languages: ["en", "zh"], sources: sources))
        #expect(
            try Bundled.golden("error-codes/4002")
                == GoldenCase(
                    id: "ios-purchase/ios/error-codes/4002", platform: "ios", operation: "error.name-for-code", input: ["code": 4002],
                    expected: ["name": "TCGB_ERROR_PURCHASE_USER_CANCELED"], languages: ["en", "zh"], sources: sources))
    }

    @Test func singleLanguageErrorsKeepOnlyThatLanguage() throws {
        let limit = try Bundled.golden("error-codes/4007")
        #expect(limit.expected == ["name": "TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED"])
        #expect(limit.languages == ["en"])
        #expect(limit.sources == [Bundled.en("error:TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED", 331)])
        let external = try Bundled.golden("error-codes/TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR")
        #expect(external.expected == ["code": 4201])
        #expect(external.languages == ["zh"])
    }

    @Test func negativeControlsUseUndocumentedInputs() throws {
        let name = try Bundled.golden("error-codes/unknown-name")
        #expect(name.input == ["name": "UNDOCUMENTED_ERROR_NAME"])
        #expect(name.expected == ["rejected": ["reason": "unknown-name"]])
        let code = try Bundled.golden("error-codes/unknown-code")
        #expect(code.input == ["code": 98765])
        #expect(code.expected == ["rejected": ["reason": "unknown-code"]])
        #expect(code.sources == [Bundled.en("errors", 323), Bundled.zh("errors", 393)])
    }

    /// Ranges of every width from 5 to 15 digits (../shared/fuzz-findings/min-h1): the unknown code is found in one sweep,
    /// not by counting up through them. It stays within ±2^53 − 1, where a JSON number is exact: ranges reaching that
    /// far send the search below 98765, and when nothing is free there is no such case rather than a wrong one.
    @Test func unknownCodeSkipsRangesOfAnyWidthInOneSweepAndStaysExact() throws {
        var specs = try Bundled.specs()
        let location = SpecLocation(file: "ranges.md", line: 1, section: [], language: "zh")
        func add(_ name: String, _ first: Int, _ last: Int) {
            specs[0].errors.append(ErrorEntry(name: name, code: first, codeRangeEnd: last, description: "r", location: location))
        }
        var low = 10_000
        for digits in 5...15 {
            add("TCGB_ERROR_R\(digits)", low, low * 10 - 1)
            low *= 10
        }
        let unknown = {
            GoldenCaseBuilder.cases(from: specs, options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders).first {
                $0.id == "ios-purchase/ios/error-codes/unknown-code"
            }?.input
        }
        #expect(unknown() == ["code": 1_000_000_000_000_000])
        add("TCGB_ERROR_NEAR_TOP", low, 9_007_199_254_740_990)
        #expect(unknown() == ["code": 9_007_199_254_740_991])
        add("TCGB_ERROR_TOP", 9_007_199_254_740_991, 9_007_199_254_740_991)
        #expect(unknown() == ["code": 9_999])
        add("TCGB_ERROR_BELOW", -9_007_199_254_740_991, 9_999)
        #expect(unknown() == nil)
    }

    @Test func purchaseAPIsAreProvidedOnTheirClassAndHelpersAreNot() throws {
        let ids = try Bundled.cases().keys.filter { $0.hasPrefix("ios-purchase/ios/api-surface/") }.sorted()
        #expect(
            ids == [
                "ios-purchase/ios/api-surface/TCGBPurchase.requestActivatedPurchasesWithCompletion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestItemListOfNotConsumedWithCompletion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestItemListPurchasableWithCompletion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestPurchaseWithGamebaseProductId:payload:viewController:completion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestPurchaseWithGamebaseProductId:viewController:completion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestPurchaseWithItemSeq:viewController:completion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestRestoreWithCompletion:", "ios-purchase/ios/api-surface/undocumented-method",
            ])
        let legacy = try Bundled.golden("api-surface/TCGBPurchase.requestPurchaseWithItemSeq:viewController:completion:")
        #expect(
            legacy.input == [
                "owner": "TCGBPurchase", "name": "requestPurchaseWithItemSeq:viewController:completion:",
                "parameters": ["integer", "UIViewController", "callback(PurchasableReceipt, Error)"],
            ])
        #expect(legacy.expected == ["provided": true])
        #expect(legacy.languages == ["zh"])
        let used = try Bundled.golden("api-surface/TCGBPurchase.requestRestoreWithCompletion:")
        #expect(used.input == ["owner": "TCGBPurchase", "name": "requestRestoreWithCompletion:", "parameters": nil])
        let probe = try Bundled.golden("api-surface/undocumented-method")
        #expect(probe.input == ["owner": "TCGBPurchase", "name": "undocumentedMethodWithCompletion:", "parameters": nil])
        #expect(probe.expected == ["provided": false])
    }
}
