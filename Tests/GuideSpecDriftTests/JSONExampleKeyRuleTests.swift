import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing

/// JSON examples against the fields of the class they follow.
@Suite struct JSONExampleKeyRuleTests {
    static let page = """
        ## Receipt

        ```objectivec
        @interface TCGBReceipt : NSObject
        @property (nonatomic, strong) NSString *paymentSeq;
        @property (nonatomic, assign) long price;
        @end
        ```

        ```json
        {
            "paymentSeq": "2021032510000001",
            "price": 1000,
            "currency": "KRW",
            "extra": { "nested": true }
        }
        ```

        ```json
        [{ "paymentSeq": "1", "currency": "USD" }]
        ```

        ```json
        { "paymentSeq": "1", ... }
        ```

        ## Other

        ```json
        { "unrelated": 1 }
        ```
        """

    @Test func keysNoFieldHasAreReportedOncePerClassWithEveryExample() throws {
        let findings = DriftEngine.compareLanguages([try DriftPages.parse(Self.page, as: try GuideFile(path: "en/receipt.md"))])
            .filter { $0.rule == "drift.json-example-key" }
        #expect(
            findings.map(\.brief) == [
                // Lines 14 and 20 use "currency"; 15 "extra" (its nested key is another class's); the sample with `...` is not JSON.
                "drift.json-example-key class:TCGBReceipt:json-key:currency @en14,en20,en4",
                "drift.json-example-key class:TCGBReceipt:json-key:extra @en15,en4",
            ])
        #expect(findings.first?.message == "en JSON examples of TCGBReceipt use key \"currency\", which is not a field of TCGBReceipt")
        #expect(findings.last?.message == "en JSON example of TCGBReceipt uses key \"extra\", which is not a field of TCGBReceipt")
    }

    /// An example that has none of the class's fields (a `package.json` after a message definition) shows something else.
    @Test func anExampleWithNoneOfTheFieldsIsNotTheClasss() throws {
        let page = """
            ```protobuf
            message EchoRes { string message = 1; }
            ```

            ```json
            { "name": "my-game", "scripts": { "build": "protoc" } }
            ```
            """
        #expect(
            DriftEngine.compareLanguages([try DriftPages.parse(page, as: try GuideFile(path: "en/message.md"))]).filter {
                $0.rule == "drift.json-example-key"
            }.isEmpty)
    }
}
