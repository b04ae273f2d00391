import GuideSpecSpecModel
import Testing

@Suite struct ValueObjectExtractorTests {
    static let fixture = """
        ## VO

        ```objectivec
        @interface TCGBPurchasableItem : NSObject

        // The product ID.
        // Used with requestPurchase.
        @property (nonatomic, strong) NSString *gamebaseProductId;

        // Product type
        // UNKNOWN : not recognised
        // CONSUMABLE: consumable
        // AUTO_RENEWABLE：subscription
        // Caution : not a key
        @property (nonatomic, strong) NSString *productType;

        // Store payment id
        @property (nonatomic, strong, nullable) NSString* paymentId;
        @property (nonatomic, strong) NSString * _Nullable payload;

        // A comment with nothing under it

        @property (nonatomic, assign, getter=isActive) BOOL active;
        @property (assign)            long itemSeq;
        @end
        ```

        ```objectivec
        @interface TCGBCut : NSObject
        @property (assign) float price;
        ```
        """

    @Test func readsPropertiesWithTypesAttributesNullabilityGetterAndComments() throws {
        let spec = extract(Self.fixture)
        let item = try #require(spec.types.first)
        #expect(item.name == "TCGBPurchasableItem")
        #expect(item.supertypes == ["NSObject"])
        #expect(item.kind == .class && item.language == .objectiveC && item.neutralName == "PurchasableItem")
        #expect(item.terminated)
        #expect(item.location.line == 4)
        #expect(item.location.endLine == 25)
        #expect(
            item.fields.map { "\($0.name): \($0.type.written) → \($0.type.neutral) \($0.nullability) @\($0.location.line)" } == [
                "gamebaseProductId: NSString * → string unspecified @8",
                "productType: NSString * → string unspecified @15",
                "paymentId: NSString * → string nullable @18",
                "payload: NSString * _Nullable → string nullable @19",
                "active: BOOL → boolean unspecified @23",
                "itemSeq: long → integer unspecified @24",
            ])
        #expect(item.fields[0].comment == ["The product ID.", "Used with requestPurchase."])
        #expect(item.fields[1].enumeration.map(\.key) == ["UNKNOWN", "CONSUMABLE", "AUTO_RENEWABLE"])
        #expect(item.fields[1].enumeration.map(\.line) == [11, 12, 13])
        #expect(item.fields[1].enumeration[2].meaning == "subscription")
        #expect(item.fields[2].attributes == ["nonatomic", "strong", "nullable"])
        #expect(item.fields[4].getter == "isActive")
        #expect(item.fields[4].comment.isEmpty)
    }

    @Test func reportsOrphanCommentsAndMissingEnd() throws {
        let spec = extract(Self.fixture)
        #expect(
            diagnosticLines(spec) == [
                #"""
                21 extract.orphan-comment: comment "A comment with nothing under it" (line 21) in TCGBPurchasableItem has no property under it: \#
                the property it describes is missing or separated from it by a blank line
                """#,
                """
                29 extract.unterminated-interface: @interface TCGBCut has no @end (its code ends at line 30): properties after that line \
                may be lost
                """,
            ])
        let cut = try #require(spec.types.last)
        #expect(!cut.terminated)
        #expect(cut.fields.map(\.name) == ["price"])
    }
}
