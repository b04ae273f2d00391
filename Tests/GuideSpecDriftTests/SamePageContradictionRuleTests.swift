import GuideSpecDrift
import GuideSpecKit
import GuideSpecSource
import Testing

/// A page of two minds about one of its own declarations: two spellings of one name, or two types of one field.
@Suite struct SamePageContradictionRuleTests {
    static func findings(_ page: String) throws -> [DriftFinding] {
        DriftEngine.compareLanguages([try DriftPages.parse(page, as: try GuideFile(path: "en/store.md"))])
            .filter { $0.rule == "drift.same-page-contradiction" }
    }

    /// An enum member, an error constant and a field written again further down the page with other case or separators,
    /// and a field that the second declaration of its class gives another type.
    @Test func aDeclarationSpelledTwoWaysOrTypedTwiceIsReported() throws {
        let findings = try Self.findings(
            """
            ## Product types

            ```cs
            public enum ProductType
            {
                CONSUMABLE,
                AUTO_RENEWABLE,
            }
            ```

            ## Receipt

            ```java
            class PurchasableReceipt {
                long price;
                String paymentId;
            }
            ```

            ## Errors

            | Error | Code | Description |
            | --- | --- | --- |
            | PURCHASE_NOT_INITIALIZED | 4001 | Not initialized. |

            ## Restore

            ```cs
            public enum ProductType
            {
                CONSUMABLE,
                AUTORENEWABLE,
            }
            ```

            ```java
            class PurchasableReceipt {
                String price;
                String paymentID;
            }
            ```

            | Error | Code | Description |
            | --- | --- | --- |
            | PURCHASE_NOTINITIALIZED | 4001 | Not initialized. |
            """)
        #expect(
            findings.map(\.brief) == [
                "drift.same-page-contradiction spelling:enum-member:ProductType.AUTO_RENEWABLE @en7,en32",
                "drift.same-page-contradiction spelling:error:PURCHASE_NOT_INITIALIZED @en24,en45",
                "drift.same-page-contradiction spelling:field:PurchasableReceipt.paymentId @en16,en39",
                "drift.same-page-contradiction type:field:PurchasableReceipt.price @en15,en38",
            ])
        #expect(
            findings.map(\.message) == [
                "en spells enum member ProductType.AUTO_RENEWABLE 2 ways: AUTO_RENEWABLE (line 7), AUTORENEWABLE (line 32)",
                "en spells error PURCHASE_NOT_INITIALIZED 2 ways: PURCHASE_NOT_INITIALIZED (line 24), PURCHASE_NOTINITIALIZED (line 45)",
                "en spells field PurchasableReceipt.paymentId 2 ways: paymentId (line 16), paymentID (line 39)",
                "en gives field PurchasableReceipt.price 2 types: long (line 15), String (line 38)",
            ])
        #expect(findings.last?.locations.map(\.note) == ["en: field declared long", "en: field declared String"])
    }

    /// Fields of two classes, a component beside a type of the same words (`Transfer.Item`, `TransferItem`), one type
    /// with and without its namespace, and values that comments enumerate (`drift.literal-spelling`'s) are no contradiction.
    @Test func namesOfTwoThingsAndOneTypeWrittenTwoWaysAreNot() throws {
        let findings = try Self.findings(
            """
            ## Items

            ```java
            class ItemA {
                long productSeq;
            }
            class ItemB {
                long productSEQ;
            }
            class Receipt {
                // * AUTO_RENEWABLE : A subscription product.
                String productType;
            }
            class Status {
                // * AUTORENEWABLE : A subscription product.
                String productType;
            }
            ```

            ```ts
            export type TransferItem = {
              key: string;
            };
            interface CustomIconType {
              render?: (file: UploadItem) => React.ReactNode;
            }
            ```

            ### Transfer.Item

            |Property|Description|Type|Default|
            |---|:---:|:---:|---:|
            |key|Unique identifier|`string`|`-`|

            ```ts
            interface CustomIconType {
              render?: (file: UploadItem) => ReactNode;
            }
            ```
            """)
        #expect(findings.map(\.brief) == [])
    }
}
