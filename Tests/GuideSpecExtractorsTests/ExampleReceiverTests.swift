@testable import GuideSpecExtractors
import GuideSpecSpecModel
import Testing

/// A signature that stands alone is known by the type path its page's examples call it on, when they agree on one.
@Suite struct ExampleReceiverTests {
    static let page = """
        ## Store

        ```cs
        static void RequestItem(string id, GamebaseCallback.GamebaseDelegate<Receipt> callback)
        static void RequestList(GamebaseCallback.GamebaseDelegate<List<Receipt>> callback)
        static void Refresh()
        static void Close()
        ```

        ```cs
        public void RequestItem(string id)
        {
            Sdk.Store.RequestItem(id, (receipt, error) => { });
            Sdk.Store.RequestItem(id, null);
            Sdk.Shop.RequestList(callback);
            Sdk.Store.RequestList(callback);
            IGamebase::Get().Store.Refresh();
            store.Close();
            Sdk.Store.Open();
        }
        ```

        ```cs
        static void Open()
        ```
        """

    @Test func theOwnerIsTheTypePathEveryCallNames() throws {
        let methods = Dictionary(uniqueKeysWithValues: extract(Self.page, page: "unity-store").methods.map { ($0.name, $0) })
        #expect(methods.count == 5)
        #expect(methods.values.allSatisfy { $0.owner == nil })
        // Called twice on one path: the first call's line is cited.
        #expect(
            methods["RequestItem"]?.calledOn
                == CallSite(receiver: "Sdk.Store", location: SpecLocation(file: "fixture.md", line: 13, section: ["Store"], language: "en")))
        // The first call of another name, further down the same block, cites its own line.
        #expect(
            methods["Open"]?.calledOn
                == CallSite(receiver: "Sdk.Store", location: SpecLocation(file: "fixture.md", line: 19, section: ["Store"], language: "en")))
        // Called on two paths: nothing is decided.
        #expect(methods["RequestList"]?.calledOn == nil)
        // The tail of a longer expression and a variable are no type path.
        #expect(methods["Refresh"]?.calledOn == nil)
        #expect(methods["Close"]?.calledOn == nil)
    }

    @Test func onlyTypePathsOfCapitalisedNamesAreReceivers() {
        let calls = ExampleReceivers.calls(in: "A.B.Run(); a.B.Run(); X->Y.Run(); Z::W.Run(); F().G.Run(); (H.I).Run(); J.Run ();")
        #expect(calls.map { "\($0.receiver) \($0.name) \($0.offset)" } == ["A.B Run 0"])
    }
}
