import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing

/// A selector used under an older or newer form of a declared one, and the look-alikes that are not.
@Suite struct RenamedReferenceRuleTests {
    static let page = """
        ## Items

        ```objectivec
        + (void)requestItemsWithConfiguration:(TCGBConfiguration *)configuration completion:(void(^)(NSArray *items))completion;
        + (void)loginWithType:(NSString *)type viewController:(UIViewController *)viewController completion:(LoginCompletion)completion;
        ```

        Call requestItemsWithCompletion: first, then loginWithType: with the IdP code.

        ```objectivec
        [TCGBGamebase loginWithCredential:credential viewController:self completion:^(TCGBAuthToken *token, TCGBError *error) {}];
        ```
        """

    @Test func onlyAKeywordAddedOrRemovedIsARename() throws {
        let findings = DriftEngine.compareLanguages([try DriftPages.parse(Self.page, as: try GuideFile(path: "en/items.md"))])
            .filter { $0.rule == "drift.renamed-reference" }
        // loginWithType: is the short form of the declared selector; loginWithCredential:… replaces a keyword: another API.
        #expect(findings.map(\.brief) == ["drift.renamed-reference selector:requestItemsWithCompletion: @en8,en4"])
        #expect(
            findings.first?.message
                == "en prose uses requestItemsWithCompletion:, but the page declares requestItemsWithConfiguration:completion: instead")
    }
}
