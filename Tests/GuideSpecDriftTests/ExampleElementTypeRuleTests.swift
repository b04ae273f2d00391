@testable import GuideSpecDrift
import GuideSpecKit
import GuideSpecSource
import Testing

/// A page whose example iterates a callback's list as another type than the method's declaration gives it.
@Suite struct ExampleElementTypeRuleTests {
    static func findings(_ page: String) throws -> [DriftFinding] {
        DriftEngine.compareLanguages([try DriftPages.parse(page, as: try GuideFile(path: "en/store.md"))])
            .filter { $0.rule == "drift.example-element-type" }
    }

    /// A C# lambda, a Java anonymous class and an Objective-C block, each iterating the list its declared callback holds as
    /// another type; the C# example iterates it twice, once rightly, and the other type is reported.
    @Test func aLoopOverTheCallbacksListAsAnotherTypeIsReported() throws {
        let findings = try Self.findings(
            """
            ## Subscriptions

            ```cs
            static void RequestStatus(Sdk.Configuration configuration, Sdk.Delegate<List<Sdk.Receipt>> callback)
            ```

            ```cs
            Sdk.Store.RequestStatus(configuration, (statusList, error) =>
            {
                foreach (Sdk.Receipt receipt in statusList) { Debug.Log(receipt.price); }
                foreach (Sdk.SubscriptionStatus status in statusList) { Debug.Log(status.code); }
            });
            ```

            ```java
            public static void requestItems(@NonNull Activity activity, @NonNull DataCallback<List<PurchasableItem>> callback);
            ```

            ```java
            Store.requestItems(activity, new DataCallback<List<PurchasableItem>>() {
                @Override
                public void onCallback(List<PurchasableItem> data, SdkException exception) {
                    for (PurchasableReceipt item : data) {
                        Log.d(TAG, item.toString());
                    }
                }
            });
            ```

            ```objectivec
            - (void)requestReceiptsWithCompletion:(void(^)(NSArray<SDKReceipt *> *receipts, SDKError *error))completion;
            ```

            ```objectivec
            [SDKStore requestReceiptsWithCompletion:^(NSArray<SDKReceipt *> *receipts, SDKError *error) {
                for (SDKItem *item in receipts) { }
            }];
            ```
            """)
        #expect(
            findings.map(\.brief) == [
                "drift.example-element-type callback:Sdk.Store.RequestStatus @en4,en11",
                "drift.example-element-type callback:Store.requestItems @en16,en23",
                "drift.example-element-type callback:requestReceiptsWithCompletion: @en31,en36",
            ])
        #expect(
            findings.map(\.message) == [
                "en declares Sdk.Store.RequestStatus's callback Sdk.Delegate<List<Sdk.Receipt>> (line 4), "
                    + "but its example iterates the list as Sdk.SubscriptionStatus (line 11)",
                "en declares Store.requestItems's callback DataCallback<List<PurchasableItem>> (line 16), "
                    + "but its example iterates the list as PurchasableReceipt (line 23)",
                "en declares requestReceiptsWithCompletion:'s callback void(^)(NSArray<SDKReceipt *> *receipts, SDKError *error) "
                    + "(line 31), but its example iterates the list as SDKItem (line 36)",
            ])
        #expect(
            findings.first?.locations.map(\.note) == [
                "en: callback declared Sdk.Delegate<List<Sdk.Receipt>>", "en: example iterates Sdk.SubscriptionStatus",
            ])
    }

    /// Loops that agree with the declaration (with a namespace or without), loops that name no type, a loop over a local
    /// list, a loop within a nested call of another declared method, a counting loop, and a callback that holds lists of two
    /// types: nothing to report.
    @Test func loopsThatAgreeOrReadAnotherListAreNot() throws {
        let findings = try Self.findings(
            """
            ## Lists

            ```cs
            static void RequestReceipts(Sdk.Delegate<List<Sdk.Receipt>> callback)
            static void RequestItems(Sdk.Delegate<List<Sdk.Item>> callback)
            static void RequestBoth(Sdk.Delegate<List<Sdk.Item>, List<Sdk.Receipt>> callback)
            ```

            ```cs
            Sdk.Store.RequestReceipts((list, error) =>
            {
                foreach (Receipt receipt in list) { }
                foreach (var receipt in list) { }
                var others = new List<Sdk.Status>();
                foreach (Sdk.Status status in others) { }
                for (int index = 0; index < list.Count; index++) { }
                Sdk.Store.RequestItems(items =>
                {
                    foreach (Sdk.Item item in items) { }
                });
            });
            Sdk.Store.RequestBoth((items, list, error) =>
            {
                foreach (Sdk.Status status in list) { }
            });
            ```
            """)
        #expect(findings.map(\.brief) == [])
    }

    /// The element of the one list a callback holds, and what a loop header names.
    @Test func aCallbacksElementAndALoopsTypeAreRead() {
        #expect(ExampleElementTypeRule.listElement(of: "Delegate<array<Receipt>>") == "Receipt")
        #expect(ExampleElementTypeRule.listElement(of: "callback(array<Receipt>, Error)") == "Receipt")
        #expect(ExampleElementTypeRule.listElement(of: "array<Receipt>") == nil, "a list, no callback")
        #expect(ExampleElementTypeRule.listElement(of: "Delegate<array<string>>") == nil, "a list of values")
        #expect(ExampleElementTypeRule.listElement(of: "Delegate<array<Item>, array<Receipt>>") == nil, "two lists")
        #expect(ExampleElementTypeRule.loopHeader("const Sdk::FStatus& Status : *List")! == ("Sdk::FStatus", "List"))
        #expect(ExampleElementTypeRule.loopHeader("SDKItem *item in receipts")! == ("SDKItem", "receipts"))
        #expect(ExampleElementTypeRule.loopHeader("final Item item : data")! == ("Item", "data"))
        #expect(ExampleElementTypeRule.loopHeader("auto& Item : *List") == nil)
        #expect(ExampleElementTypeRule.loopHeader("item in items") == nil)
        #expect(ExampleElementTypeRule.loopHeader("(key, value) in pairs") == nil)
        #expect(ExampleElementTypeRule.loopHeader("int i = 0; i < n; i++") == nil)
        #expect(ExampleElementTypeRule.unqualified("Sdk::FStatus") == "FStatus")
        #expect(ExampleElementTypeRule.agrees("SDKReceipt", "Receipt"))
        #expect(!ExampleElementTypeRule.agrees("PurchasableSubscriptionStatus", "PurchasableReceipt"))
    }
}
