import GuideSpecSpecModel
import Testing

/// Literal values from lists, tables, samples and JSON examples, each with what it belongs to and its own line.
@Suite struct LiteralCollectorTests {
    static let page = """
        ## Initialization

        * Select **STORE_CODE** among the following:
            * GG: Google Play
            * ONESTORE: ONE Store

        ```java
        String STORE_CODE = "GG";
        ```

        | Status | Description |
        | --- | --- |
        | VERIFIED | Adult |

        ```json
        {
            "productType": "CONSUMABLE",
            "price": 1000.0,
            "gamebaseProductId": "my_product_001",
            "purchaseType": "Test"
        }
        ```
        """

    @Test func eachLiteralKeepsItsOriginContextAndLine() {
        let spec = extract(Self.page, page: "aos-purchase")
        #expect(
            spec.literals.map { "\($0.value) \($0.origin) \($0.contextKind.rawValue) \($0.context) \($0.meaning ?? "-") @\($0.location.line)" } == [
                "GG prose list Select STORE_CODE among the following: Google Play @4",
                "ONESTORE prose list Select STORE_CODE among the following: ONE Store @5",
                "GG code variable STORE_CODE - @8",
                "VERIFIED table table-column Status Adult @13",
                "CONSUMABLE code json-member productType - @17",
                "Test code json-member purchaseType - @20",
            ])
    }

    /// A string passed to a method is an argument, not a variable named after the method; a declaration beside it still
    /// gives its value.
    @Test func anArgumentIsNoVariable() {
        let code = """
            ```cs
            Gamebase.Login("guest0001");
            connector.Authenticate("guest0001", OnAuth);
            Toast::Gamebase::Login("guest0001");
            string ID = "guest0002";
            ```
            """
        #expect(
            extract(code, page: "unity-login").literals.map { "\($0.value) \($0.contextKind.rawValue) \($0.context) @\($0.location.line)" } == [
                "guest0002 variable ID @5"
            ])
    }

    @Test func translatedEnumerationKeysAreKeptAsWritten() throws {
        let code = "```cpp\nstruct FReceipt\n{\n    // * null: 정상 결제\n    // * 테스트: 테스트 결제\n    FString PurchaseType;\n};\n```\n"
        let field = try #require(extract(code, language: "ko", page: "unreal-purchase").types.first?.fields.first)
        #expect(field.enumeration.map(\.key) == ["null", "테스트"])
    }
}
