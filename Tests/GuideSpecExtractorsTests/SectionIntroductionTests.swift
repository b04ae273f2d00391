@testable import GuideSpecExtractors
import GuideSpecSpecModel
import Testing

/// A method's introduction: the prose that opens the section declaring it, which says what the method does.
@Suite struct SectionIntroductionTests {
    static let page = """
        ## Store

        ### List Activated Subscriptions

        List activated subscriptions for the current user ID.
        Subscriptions that are paid up can be listed before they are expired.

        Expired ones are not listed.

        > [Caution]
        > Only one store supports subscriptions.

        **API**

        ```cs
        static void RequestActivatedPurchases(GamebaseCallback.GamebaseDelegate<List<Receipt>> callback)
        ```

        ### Restore

        ```cs
        static void RequestRestore(GamebaseCallback.GamebaseDelegate<List<Receipt>> callback)
        ```

        Restores every subscription.

        ### Refresh

        Refreshes the store.

        #### API

        ```cs
        static void Refresh()
        ```
        """

    /// The paragraphs between the heading and the quotation, not the bold label after it; a section that opens with its
    /// declaration, and a declaration in a subsection below the prose, have none.
    @Test func theProseThatOpensTheDeclaringSectionIsTheIntroduction() throws {
        let methods = Dictionary(uniqueKeysWithValues: extract(Self.page, page: "unity-store").methods.map { ($0.name, $0) })
        #expect(
            methods["RequestActivatedPurchases"]?.introduction
                == SpecLocation(file: "fixture.md", line: 5, endLine: 8, section: ["Store", "List Activated Subscriptions"], language: "en"))
        #expect(methods["RequestRestore"].map { $0.introduction == nil } == true, "the section opens with its declaration")
        #expect(methods["Refresh"].map { $0.introduction == nil } == true, "declared in a subsection of its own")
    }
}
