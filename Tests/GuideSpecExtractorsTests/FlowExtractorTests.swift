@testable import GuideSpecExtractors
import GuideSpecSpecModel
import Testing

@Suite struct FlowExtractorTests {
    @Test func readsOrderedStepsWithDetailsSelectorsAndErrorNames() throws {
        let spec = extract(
            """
            ### Purchase Flow

            Implement it in this order:

            1. Call **requestItemListOfNotConsumedWithCompletion:** before buying.
            2. Buy with **requestPurchaseWithGamebaseProductId:viewController:completion:**.
                * On TCGB_ERROR_PURCHASE_USER_CANCELED, stop.
            3. Check again.

            ### Retry Transaction Flow

            * Call reprocessing at the following times:
                * After login

            ### Purchase Item

            1. Not a flow step.
            """)
        #expect(spec.flows.map(\.name) == ["Purchase Flow", "Retry Transaction Flow"])
        let purchase = try #require(spec.flows.first)
        #expect(purchase.location.line == 1)
        #expect(
            purchase.steps.map { "\($0.number)@\($0.location.line) \($0.selectors) \($0.errorNames)" } == [
                #"1@5 ["requestItemListOfNotConsumedWithCompletion:"] []"#,
                #"2@6 ["requestPurchaseWithGamebaseProductId:viewController:completion:"] ["TCGB_ERROR_PURCHASE_USER_CANCELED"]"#,
                "3@8 [] []",
            ])
        #expect(purchase.steps[1].details == ["On TCGB_ERROR_PURCHASE_USER_CANCELED, stop."])
        #expect(spec.flows[1].steps.map(\.text) == ["Call reprocessing at the following times:"])
        #expect(spec.flows[1].steps[0].selectors.isEmpty)
    }

    @Test func aWordThatEndsInFlowIsNoFlowHeading() {
        let spec = extract("### User Inflow and Outflow\n\n1. Incoming users\n2. Outgoing users\n\n### 결제 흐름\n\n1. 구매\n")
        #expect(spec.flows.map(\.name) == ["결제 흐름"])
    }

    /// The steps are the first list of the heading's own section: a list under a deeper heading, however near, is that
    /// heading's (the corpus's Add Mapping Flow took the bullets of `#### 2-1. When mapping is successful` as its steps).
    @Test func aListUnderADeeperHeadingIsNoStep() {
        let spec = extract(
            """
            ### Add Mapping Flow

            Implement mapping in the following order:

            #### 1. Login

            Log in first.

            #### 2-1. When mapping is successful

            * Congratulations!
            * Login IdP does not change.

            ### Consume Flow

            Text first.

            1. Check the delivery.
            2. Consume.

            #### Details

            * Not a step.
            """)
        #expect(spec.flows.map { "\($0.name) \($0.steps.map(\.location.line))" } == ["Consume Flow [18, 19]"])
    }

    /// Headings searched byte by byte and headings searched by Foundation (a character of several scalars) read alike.
    @Test(arguments: [
        ("Purchase Flow", true), ("Flowchart", false), ("User Inflow", false), ("결제 흐름", true), ("결제 흐름도", false),
        ("購入フロー", true), ("支付流程", true), ("流程图", false), ("Purchase Flow\u{301}", false), ("Cafe\u{301} flow", true),
        ("결제 플로우 (iOS)", true), ("flow/", false), ("Übersicht", false), ("🚀 Purchase Flow", true), ("テスト\u{3099}", false),
        ("Page Flow Statistics API", false), ("Flow template push", false), ("集成流程", true), ("Login Flow:", true),
    ])
    func flowWordsAreFoundWhateverTheScalars(_ heading: String, _ isFlow: Bool) {
        #expect(FlowExtractor.isFlowHeading(heading) == isFlow)
    }
}
