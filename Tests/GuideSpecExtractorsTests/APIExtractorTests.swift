import GuideSpecSpecModel
import Testing

@Suite struct APIExtractorTests {
    static let fixture = """
        ## Purchase

        Call **requestItemListOfNotConsumedWithCompletion:** first, then requestPurchaseWithGamebaseProductId:viewController:completion: at the \
        following times:

        ```objectivec
        + (void)requestPurchaseWithGamebaseProductId:(NSString *)gamebaseProductId
                                      viewController:(UIViewController *)viewController
                                          completion:(void(^)(TCGBPurchasableReceipt *purchasableReceipt, TCGBError *error))completion;

        // Legacy API
        + (void)requestPurchaseWithItemSeq:(long)itemSeq
                            viewController:(UIViewController *)viewController
                                completion:(void(^)(TCGBPurchasableReceipt *purchasableReceipt, TCGBError *error))completion;
        ```

        ```objectivec
        - (void)viewDidLoad {
            [TCGBPurchase requestItemListOfNotConsumedWithCompletion:^(NSArray *items, TCGBError *error) {
                NSString *value = items[0];
                if ([TCGBGamebase isSuccessWithError:error] == YES) {
                    NSMutableArray *copy = [[NSMutableArray alloc] init];
        ```
        """

    @Test func collectsDeclaredExampleAndProseSelectors() throws {
        let spec = extract(Self.fixture)
        #expect(
            spec.apis.map { "\($0.selector) \($0.foundAs.map(\.rawValue).joined(separator: ",")) @\($0.location.line)" } == [
                "requestItemListOfNotConsumedWithCompletion: example,prose @3",
                "requestPurchaseWithGamebaseProductId:viewController:completion: declared,prose @3",
                "requestPurchaseWithItemSeq:viewController:completion: declared @11",
                "isSuccessWithError: example @20",
                "alloc example @21",
                "init example @21",
            ])
        let declared = try #require(spec.declaredMethod(named: spec.apis[1].selector))
        #expect(declared.isStatic && declared.language == .objectiveC && declared.neutralName == "requestPurchase")
        #expect(declared.returnType == TypeReference(written: "void", neutral: "void"))
        #expect(
            declared.parameters.map(\.type.written) == [
                "NSString *", "UIViewController *", "void(^)(TCGBPurchasableReceipt *purchasableReceipt, TCGBError *error)",
            ])
        #expect(declared.parameters.map(\.type.neutral) == ["string", "UIViewController", "callback(PurchasableReceipt, Error)"])
        #expect(declared.parameters.map(\.name) == ["gamebaseProductId", "viewController", "completion"])
        #expect(declared.location.line == 6)
        #expect(declared.location.endLine == 8)
        #expect(!declared.legacy)
        #expect(spec.methods.map(\.name) == [spec.apis[1].selector, spec.apis[2].selector])
        #expect(spec.declaredMethod(named: spec.apis[2].selector)?.legacy == true)
        #expect(spec.apis[0].receivers == ["TCGBPurchase"])
        #expect(spec.apis[0].otherLines == [18])
        #expect(!spec.apis.contains { $0.selector == "times:" || $0.selector == "viewDidLoad" })
    }
}

@Suite struct ProseSelectorTests {
    @Test(arguments: [
        ("call requestFoo: now", ["requestFoo:"]),
        ("at these times:Later", []),
        ("see https://example.com and times: and a:b:", ["a:b:"]),
        ("**requestItemListOfNotConsumedWithCompletion:**를 호출", ["requestItemListOfNotConsumedWithCompletion:"]),
        ("error.message: is a property path", []),
    ])
    func findsSelectorsOnlyWhereTheyAre(_ text: String, _ expected: [String]) {
        #expect(extract(text).apis.map(\.selector) == expected)
    }
}
