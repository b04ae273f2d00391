import GuideSpecAreas
import GuideSpecConformance
import GuideSpecStoreKitObserverConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecSwiftStoreObserver
import Testing

/// The Swift article-style observer answers every transaction-observer case, and each of its broken variants is caught by
/// exactly the cases named for what it breaks.
@Suite struct ObserverConformanceTests {
    @Test func swiftObserverPassesEveryObserverCase() throws {
        let cases = try CheckedInCases.cases(CheckedInCases.observerPath)
        #expect(cases.count == 15)
        let dispatcher = OperationDispatcher(StoreObserverImplementation(), areas: GuideAreas.all)
        let failures = cases.compactMap { goldenCase -> String? in
            let verdict = dispatcher.verdict(on: goldenCase)
            return verdict.passed ? nil : "\(goldenCase.id):\n    " + verdict.differences.joined(separator: "\n    ")
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(arguments: ObserverVariant.all)
    func observerCasesCatchVariant(_ variant: ObserverVariant) throws {
        let caught = CheckedInCases.failedIDs(of: variant.implementation, on: try CheckedInCases.cases(CheckedInCases.observerPath))
            .map { String($0.split(separator: "/").last ?? "") }
        #expect(!caught.isEmpty, "no observer case catches \"\(variant.name)\"")
        #expect(caught == variant.caughtBy, "\"\(variant.name)\" is caught by: \(caught)")
    }

    /// No case buys a product the client has not asked the store for since its last relaunch (a new client knows no product),
    /// so a client that asks the store on each buy and one that buys only what it was told of both pass (docs/operations.md,
    /// question 4).
    @Test func everyBuyFollowsARequestForItsProductSinceTheLastRelaunch() throws {
        for goldenCase in try CheckedInCases.cases(CheckedInCases.observerPath) {
            var requested: Set<String> = []
            for event in goldenCase.input["events"]?.arrayValue ?? [] {
                switch event["do"]?.stringValue {
                case "relaunch": requested = []
                case "request-products": requested.formUnion((event["identifiers"]?.arrayValue ?? []).compactMap(\.stringValue))
                case "buy":
                    #expect(requested.contains(event["productIdentifier"]?.stringValue ?? ""), "\(goldenCase.id) buys what it never requested")
                default: break
                }
            }
        }
    }

    @Test func thePurchaseGuideReferenceDoesNotAnswerTheObserverArea() throws {
        let observerCase = try #require(try CheckedInCases.cases(CheckedInCases.observerPath).first)
        #expect(throws: DispatchFailure.unsupportedArea(.transactionObserver)) {
            try OperationDispatcher(ReferenceLike(), areas: GuideAreas.all).perform(.storeKitObserver, input: observerCase.input)
        }
        #expect(OperationDispatcher(StoreObserverImplementation(), areas: GuideAreas.all).supportedOperations == [.storeKitObserver])
    }

    @Test func aQueueUpdateThatNamesAFinishedTransactionIsMalformed() {
        let input: JSONValue = [
            "products": [["identifier": "gem_100", "type": "consumable"]],
            "events": [
                ["do": "queue-update", "transactions": [["id": "t1", "productIdentifier": "gem_100", "state": "purchased"]]],
                ["do": "queue-update", "transactions": [["id": "t1", "productIdentifier": "gem_100", "state": "purchased"]]],
            ],
        ]
        #expect(
            throws: DispatchFailure.malformed(
                MalformedInput("storekit.observer event 1: transaction t1 was finished; a queue update cannot name it again"))
        ) {
            try OperationDispatcher(StoreObserverImplementation(), areas: GuideAreas.all).perform(.storeKitObserver, input: input)
        }
    }
}

/// A purchase-guide implementation with no observer: the reference adapter's shape.
private struct ReferenceLike: ForwardingImplementation {}
