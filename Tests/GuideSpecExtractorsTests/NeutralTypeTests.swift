import GuideSpecSpecModel
import Testing

@testable import GuideSpecExtractors

/// The neutral types of docs/spec-format.md's table, read from the spellings of each language.
@Suite struct NeutralTypeTests {
    @Test(arguments: [
        ("NSString *", CodeLanguage.objectiveC, "string"), ("String", .java, "string"), ("string", .csharp, "string"),
        ("const FString&", .cpp, "string"),
        ("long", .objectiveC, "integer"), ("int64", .cpp, "integer"), ("BOOL", .objectiveC, "boolean"), ("bool?", .csharp, "boolean"),
        ("NSArray<NSString *> *", .objectiveC, "array<string>"), ("NSArray *", .objectiveC, "array<object>"),
        ("List<PurchasableReceipt>", .java, "array<PurchasableReceipt>"),
        ("string[]", .csharp, "array<string>"), ("TMap<FString, FString>", .cpp, "map<string, string>"),
        ("TSharedPtr<FGamebaseError>", .cpp, "Error"), ("NSNumber *", .objectiveC, "number"), ("id", .objectiveC, "object"),
        ("void(^)(TCGBPurchasableReceipt *receipt, TCGBError *error)", .objectiveC, "callback(PurchasableReceipt, Error)"),
        ("GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableItem>>", .csharp, "Delegate<array<PurchasableItem>>"),
        ("", .java, "unknown"),
    ])
    func neutralType(_ written: String, _ language: CodeLanguage, _ neutral: String) {
        #expect(NeutralType.of(written, language: language, prefixes: bundledOptions.namePrefixes) == neutral)
    }

    @Test func theRunCacheGivesWhatReadingAnewGives() {
        // The same text in two languages (`char` is a string in C++, not in Java) and repeated lookups.
        let written = ["char", "List<String>", "TMap<FString, FString>", "char", "  char ", "List<String>"]
        let cache = NeutralTypeCache(prefixes: bundledOptions.namePrefixes)
        for language in [CodeLanguage.cpp, .java, .cpp, .csharp] {
            for text in written {
                #expect(cache.of(text, language: language) == NeutralType.of(text, language: language, prefixes: bundledOptions.namePrefixes))
            }
        }
        #expect(cache.of("char", language: .cpp) == "string")
        #expect(cache.of("char", language: .java) != "string")
    }

    @Test func pagesOnSeveralThreadsShareTheCacheAndGetWhatReadingAnewGives() async {
        let cache = NeutralTypeCache(prefixes: ["Acme"])
        let written = (0..<400).map { "NSArray<AcmeType\($0 % 50) *> *" } + (0..<400).map { "List<Type\($0 % 70)>" }
        let answers = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { written.map { cache.of($0, language: .objectiveC) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let expected = written.map { NeutralType.of($0, language: .objectiveC, prefixes: ["Acme"]) }
        #expect(answers.count == 8)
        #expect(answers.allSatisfy { $0 == expected })
        #expect(expected[0] == "array<Type0>")
    }

    @Test func aFullCacheKeepsAnsweringByReadingAnew() {
        let cache = NeutralTypeCache(prefixes: [], capacity: 3)
        let written = (0..<10).map { "List<Item\($0)>" }
        for _ in 0..<2 {
            #expect(written.map { cache.of($0, language: .java) } == written.map { NeutralType.of($0, language: .java, prefixes: []) })
        }
    }

    @Test func optionsAreEqualWhateverTheirCacheHoldsAndTheirPagesShareIt() {
        let first = ExtractionOptions(platforms: .none, namePrefixes: ["SDK"])
        let second = ExtractionOptions(platforms: .none, namePrefixes: ["SDK"])
        _ = first.neutralTypes.of("SDKError", language: .java)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(ExtractionContext(file: "a.md", language: "en", options: first).neutralTypes === first.neutralTypes)
        #expect(ExtractionContext(file: "b.md", language: "ja", options: first).neutralTypes === first.neutralTypes)
        #expect(first.neutralTypes !== second.neutralTypes)
        #expect(first.neutralTypes.of("SDKError", language: .java) == "Error")
    }

    @Test func deeplyNestedGenericsCostNoRecursion() {
        let depth = 50_000
        let written = String(repeating: "TArray<", count: depth) + "FString" + String(repeating: ">", count: depth)
        #expect(NeutralType.of(written, language: .cpp, prefixes: bundledOptions.namePrefixes).hasPrefix("array<array<"))
        #expect(NeutralType.of(String(repeating: "List<", count: depth), language: .java, prefixes: bundledOptions.namePrefixes).hasPrefix("array<"))
    }

    @Test(arguments: [
        ("TCGBPurchasableReceipt", CodeLanguage.objectiveC, "PurchasableReceipt"), ("FGamebasePurchasableReceipt", .cpp, "PurchasableReceipt"),
        ("GamebaseResponse.Purchase.PurchasableReceipt", .csharp, "PurchasableReceipt"),
        ("EGamebaseAppTrackingAuthorizationStatus", .cpp, "AppTrackingAuthorizationStatus"),
        ("ILoggerListener", .csharp, "ILoggerListener"),
    ])
    func neutralTypeName(_ written: String, _ language: CodeLanguage, _ neutral: String) {
        #expect(NeutralName.type(written, language: language, prefixes: bundledOptions.namePrefixes) == neutral)
    }

    @Test func neutralMemberAndMethodNames() {
        #expect(NeutralName.member("bIsPromotion", language: .cpp) == "isPromotion")
        #expect(NeutralName.member("GamebaseProductId", language: .cpp) == "gamebaseProductId")
        #expect(NeutralName.member("URLScheme", language: .java) == "urlScheme")
        #expect(NeutralName.member("STORE_CODE", language: .java) == "STORE_CODE")
        #expect(NeutralName.method("requestPurchaseWithGamebaseProductId:viewController:completion:", language: .objectiveC) == "requestPurchase")
        #expect(NeutralName.method("RequestPurchase", language: .csharp) == "requestPurchase")
        // The `With` search by bytes (an ASCII selector) and by Foundation (any other) find the same stem.
        #expect(NeutralName.method("showWebViewWithURL:", language: .objectiveC) == "showWebView")
        #expect(NeutralName.method("결제With:", language: .objectiveC) == "결제")
    }

    /// Names in code are read by bytes; a name with other characters by `Character` properties, with the same rule.
    @Test func lowerCamelLowersTheLeadingCapitalsOfAnyName() {
        for (name, expected) in [
            ("URLScheme", "urlScheme"), ("UserId", "userId"), ("ABc", "aBc"), ("Ab", "ab"), ("id", "id"), ("X", "X"), ("_Name", "_Name"),
            ("ÉTATName", "étatName"), ("Ére", "ére"), ("URLé", "urLé"), ("ÀÉ", "ÀÉ"),
        ] {
            #expect(NeutralName.lowerCamel(Substring(name)) == expected, "\(name)")
        }
    }
}
