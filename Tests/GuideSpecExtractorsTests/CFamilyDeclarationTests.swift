import GuideSpecSpecModel
import Testing

/// Java, C# and C++ declarations as the guide writes them, with the exact lines they come from.
@Suite struct CFamilyDeclarationTests {
    static let java = """
        ## VO

        ```java
        + (void)Gamebase.Purchase.requestPurchase(@NonNull final Activity activity,
                                                  @NonNull final GamebaseDataCallback<PurchasableReceipt> callback);
        ```

        ```java
        class PurchasableReceipt {
            // The product ID.
            @Nullable
            String gamebaseProductId;

            // This is a product type:
            // * CONSUMABLE : A consumable product.
            // * Promo : Promotion payment
            @NonNull
            String productType;
            long itemSeq;
            installUrl;
        ```
        """

    @Test func javaFieldsNullabilityEnumerationAndTheAndroidSignature() throws {
        let spec = extract(Self.java, page: "aos-purchase")
        #expect(spec.platform == "android")
        let receipt = try #require(spec.types.first)
        #expect(receipt.name == "PurchasableReceipt" && receipt.language == .java && !receipt.terminated)
        #expect(
            receipt.fields.map { "\($0.name): \($0.type.written) → \($0.type.neutral) \($0.nullability) @\($0.location.line)" } == [
                "gamebaseProductId: String → string nullable @12",
                "productType: String → string nonnull @18",
                "itemSeq: long → integer unspecified @19",
                "installUrl:  → unknown unspecified @20",
            ])
        #expect(receipt.fields[0].comment == ["The product ID."])
        #expect(
            receipt.fields[1].enumeration.map { "\($0.key)=\($0.meaning)@\($0.line)" } == [
                "CONSUMABLE=A consumable product.@15", "Promo=Promotion payment@16",
            ])
        #expect(
            diagnosticLines(spec) == [
                """
                9 extract.unterminated-type: class PurchasableReceipt has no closing brace (its code ends at line 20): fields after that line \
                may be lost
                """,
                "20 extract.field-without-type: field installUrl in PurchasableReceipt is declared without a type: expected `Type installUrl;`",
            ])
        let method = try #require(spec.methods.first)
        #expect(method.owner == "Gamebase.Purchase" && method.name == "requestPurchase" && method.isStatic)
        #expect(
            method.parameters.map { "\($0.name): \($0.type.written) → \($0.type.neutral) \($0.nullability)" } == [
                "activity: Activity → Activity nonnull",
                "callback: GamebaseDataCallback<PurchasableReceipt> → DataCallback<PurchasableReceipt> nonnull",
            ])
        #expect(
            spec.literals.map { "\($0.value) \($0.origin) \($0.contextKind) \($0.context) \($0.neutralContext ?? "-") @\($0.location.line)" } == [
                "CONSUMABLE comment field PurchasableReceipt.productType PurchasableReceipt.productType @15",
                "Promo comment field PurchasableReceipt.productType PurchasableReceipt.productType @16",
            ])
    }

    static let csharp = """
        ```cs
        static void RequestPurchase(string gamebaseProductId, \
        GamebaseCallback.GamebaseDelegate<GamebaseResponse.Purchase.PurchasableReceipt> callback)
        static void RequestPurchase(string gamebaseProductId, string payload, \
        GamebaseCallback.GamebaseDelegate<GamebaseResponse.Purchase.PurchasableReceipt> callback)
        ```

        ```cs
        public void RequestPurchase(string gamebaseProductId)
        {
            Gamebase.Purchase.RequestPurchase(gamebaseProductId, (receipt, error) => { Debug.Log("done"); });
        }
        ```

        ```cs
        namespace Toast.Gamebase
        {
            public class GamebaseResponse
            {
                public class PurchasableReceipt
                {
                    /// <summary>
                    /// Whether it is promotion payment <see cref="GamebasePurchase.ProductType"/>
                    /// <para/><see href="https://example.com/iap">IAP</see>
                    /// </summary>
                    public bool? isPromotion;
                    public const string Store = "GG";
                }
            }
            public enum Status
            {
                AUTHORIZED,
                DENIED = 2, // Denied
            }
        }
        ```
        """

    @Test func csharpNestingSummaryCommentsEnumsAndSignaturesWithoutSemicolons() throws {
        let spec = extract(Self.csharp, page: "unity-purchase")
        #expect(
            spec.types.map { "\($0.kind) \($0.fullName) → \($0.neutralName) @\($0.location.line)-\($0.location.endLine)" } == [
                "class Toast.Gamebase.GamebaseResponse → Response @16-27",
                "class Toast.Gamebase.GamebaseResponse.PurchasableReceipt → PurchasableReceipt @18-26",
                "enum Toast.Gamebase.Status → Status @28-32",
            ])
        let receipt = spec.types[1]
        #expect(
            receipt.fields.map { "\($0.name) \($0.type.written) → \($0.type.neutral) \($0.nullability) \($0.value ?? "-")" } == [
                "isPromotion bool? → boolean nullable -", "Store string → string unspecified \"GG\"",
            ])
        #expect(receipt.fields[0].comment == ["Whether it is promotion payment GamebasePurchase.ProductType", "IAP (https://example.com/iap)"])
        #expect(spec.types[2].members.map { "\($0.name)=\($0.value ?? "-") \($0.comment)" } == ["AUTHORIZED=- []", "DENIED=2 [\"Denied\"]"])
        #expect(
            spec.methods.map { "\($0.name)/\($0.parameters.count) static=\($0.isStatic) @\($0.location.line)" } == [
                "RequestPurchase/2 static=true @2", "RequestPurchase/3 static=true @3",
            ])
        #expect(spec.methods[0].parameters[1].type.neutral == "Delegate<PurchasableReceipt>")
        #expect(
            spec.literals.map { "\($0.value) \($0.contextKind) \($0.context)" } == [
                "GG constant Toast.Gamebase.GamebaseResponse.PurchasableReceipt.Store", "AUTHORIZED enum Toast.Gamebase.Status",
                "DENIED enum Toast.Gamebase.Status",
            ])
        #expect(spec.diagnostics.isEmpty)
    }

    static let cpp = """
        ```cpp
        void RequestPurchase(const FString& GamebaseProductId, const FGamebasePurchasableReceiptDelegate& Callback);
        void Debug(const FString& Message, const TMap<FString, FString>& UserFields = TMap<FString, FString>());
        ```

        ```cpp
        USTRUCT(BlueprintType)
        struct GAMEBASE_API FGamebasePurchasableReceipt
        {
            UPROPERTY()
            bool bIsPromotion;
            TArray<FGamebasePurchasableItem> Items;
            TMap<FString, TArray<FString>> Extras;
            FString Id
            FString Title;
        };

        namespace GamebaseDisplayLanguageCode
        {
            static const FString German(TEXT("de"));
        }

        UENUM(BlueprintType)
        enum class EGamebaseStatus : uint8
        {
            Authorized,     // Allowed
            Unknown         // Other
        };
        ```
        """

    @Test func cppMacrosTemplatesNamespacesEnumClassesAndAMissingSemicolon() throws {
        let spec = extract(Self.cpp, page: "unreal-purchase")
        #expect(
            spec.types.map { "\($0.kind) \($0.name) → \($0.neutralName) \($0.supertypes)" } == [
                "struct FGamebasePurchasableReceipt → PurchasableReceipt []", "namespace GamebaseDisplayLanguageCode → DisplayLanguageCode []",
                "enum EGamebaseStatus → Status [\"uint8\"]",
            ])
        #expect(
            spec.types[0].fields.map { "\($0.name)/\($0.neutralName): \($0.type.written) → \($0.type.neutral) \($0.attributes)" } == [
                "bIsPromotion/isPromotion: bool → boolean [\"UPROPERTY()\"]",
                "Items/items: TArray<FGamebasePurchasableItem> → array<PurchasableItem> []",
                "Extras/extras: TMap<FString, TArray<FString>> → map<string, array<string>> []",
                "Id/id: FString → string []",
                "Title/title: FString → string []",
            ])
        #expect(spec.types[1].fields.map { "\($0.name) \($0.modifiers) \($0.value ?? "-")" } == ["German [\"static\", \"const\"] TEXT(\"de\")"])
        #expect(spec.types[2].members.map { "\($0.name) \($0.comment)" } == ["Authorized [\"Allowed\"]", "Unknown [\"Other\"]"])
        #expect(
            spec.methods.map {
                "\($0.name)(\($0.parameters.map { "\($0.type.neutral)\($0.defaultValue.map { " = \($0)" } ?? "")" }.joined(separator: ", ")))"
            } == [
                "RequestPurchase(string, PurchasableReceiptDelegate)", "Debug(string, map<string, string> = TMap<FString, FString>())",
            ])
        #expect(
            spec.literals.map { "\($0.value) \($0.contextKind) \($0.neutralContext ?? "-")" } == [
                "de constant DisplayLanguageCode.german", "Authorized enum Status", "Unknown enum Status",
            ])
    }

    @Test func codeWithoutAFenceLanguageIsReadByThePagePlatform() {
        let code = "```\nstruct FGamebaseItem\n{\n    FString Name;\n};\n```\n"
        #expect(extract(code, page: "unreal-etc").types.map(\.name) == ["FGamebaseItem"])
        #expect(extract(code, page: "api-guide").types.isEmpty)
    }

    @Test func deepNestingAndUnclosedBodiesNeitherRecurseNorHang() {
        let depth = 20_000
        let nested = String(repeating: "class A { ", count: depth) + "int x;"
        let braces = "void f() " + String(repeating: "{", count: depth)
        let parentheses = "void g(" + String(repeating: "(", count: depth) + ";"
        for code in [nested, braces, parentheses] {
            let spec = extract("```java\n\(code)\n```\n", page: "aos-x")
            #expect(spec.types.count <= depth)
        }
        // Past 16 levels the rest is skipped (HostileInputExtractionTests.typesNestedDeeperThanTheLimitAreSkippedWithOneWarning).
        let deep = extract("```java\n\(nested)\n```\n", page: "aos-x")
        #expect(deep.types.count == 16)
        #expect(deep.diagnostics.map(\.rule) == ["extract.type-nesting-too-deep"] + Array(repeating: "extract.unterminated-type", count: 16))
    }
}
