import Foundation
import GuideSpecExtractors
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
@testable import GuideSpecStoreKitObserverPack
import Testing

/// The pack's extractor through the page extractor's extension point: its functions land in the spec under
/// `transactionFunctions`, between the core members `tables` and `types`, and read back only for a reader that knows them.
@Suite struct TransactionCodeExtractorTests {
    static let page = """
        # Observer

        ```swift
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
            for transaction in transactions {
                switch transaction.transactionState {
                case .purchased:
                    deliver(transaction)
                    queue.finishTransaction(transaction)
                case .failed:
                    queue.finishTransaction(transaction)
                default:
                    break
                }
            }
        }
        ```
        """

    static func spec(packs: [any PackExtractor]) -> PageSpec {
        PageExtractor.extract(MarkdownFrontEnd.read(page, file: "zh/observer.md"), page: "observer", language: "zh", options: .none, packs: packs)
    }

    @Test func theFunctionsAreKeptUnderThePacksMember() throws {
        let spec = Self.spec(packs: [TransactionCodeExtractor()])
        let function = try #require(spec.transactionFunctions?.first)
        #expect(spec.transactionFunctions?.count == 1)
        #expect(function.role == "updatedTransactions")
        #expect(function.name == "paymentQueue(_:updatedTransactions:)")
        #expect((function.loopLine, function.switchLine) == (5, 6))
        #expect(function.cases.map(\.states) == [["purchased"], ["failed"], ["default"]])
        #expect(function.cases[0].actions.map(\.kind) == ["call", "finish"])
        let json = String(decoding: try spec.jsonData(), as: UTF8.self)
        let members = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(
            members == [
                "apis", "diagnostics", "errors", "flows", "language", "literals", "methods", "page", "platform", "source", "specVersion", "tables",
                "transactionFunctions", "types", "urlSchemes",
            ])
    }

    @Test func withoutThePackThePageHasNoSuchMember() throws {
        let spec = Self.spec(packs: [])
        #expect(spec.transactionFunctions == nil)
        #expect(!String(decoding: try spec.jsonData(), as: UTF8.self).contains("transactionFunctions"))
        #expect(spec == Self.spec(packs: [TransactionCodeExtractor()]).withoutPackItems)
    }

    @Test func theMemberReadsBackForAReaderThatKnowsThePack() throws {
        let spec = Self.spec(packs: [TransactionCodeExtractor()])
        let data = try spec.jsonData()
        let known = try PageSpec.decode(from: data, packItems: [TransactionFunctions.self])
        #expect(known == spec)
        #expect(try known.jsonData() == data)
        let unknown = try PageSpec.decode(from: data, packItems: [])
        #expect(unknown.transactionFunctions == nil)
        #expect(unknown == Self.spec(packs: []))
    }

    /// `SKPaymentQueue.default()`, the usual way to reach the queue in Swift, is a call in the case it is written in, not the
    /// switch's `default` label.
    @Test func theDefaultQueueInACaseIsACallNotALabel() throws {
        let page = Self.page.replacingOccurrences(
            of: "queue.finishTransaction(transaction)", with: "SKPaymentQueue.default().finishTransaction(transaction)")
        let spec = PageExtractor.extract(
            MarkdownFrontEnd.read(page, file: "zh/observer.md"), page: "observer", language: "zh", options: .none, packs: [TransactionCodeExtractor()]
        )
        let function = try #require(spec.transactionFunctions?.first)
        #expect(function.cases.map(\.states) == [["purchased"], ["failed"], ["default"]])
        #expect(function.cases[0].actions.map(\.kind) == ["call", "call", "finish"])
        #expect(function.cases[0].actions.map(\.name) == ["deliver", "default", nil])
        #expect(function.cases[1].actions.map(\.kind) == ["call", "finish"])
    }

    @Test func theMarkerPrefilterFindsWhatItLooksFor() {
        for line in [
            "[[SKPaymentQueue defaultQueue] finishTransaction:t];", "- (void)productsRequest:(SKProductsRequest *)r", "Transaction",
            "productsRequest",
        ] {
            #expect(TransactionFunctionReader.mayHoldMarker(line), "\(line)")
        }
        for line in ["", "q", "T", "productsReques", "ransaction", "requestProducts", "transaction"] {
            #expect(!TransactionFunctionReader.mayHoldMarker(line), "\(line)")
        }
    }
}

extension PageSpec {
    /// The spec with no pack's items.
    var withoutPackItems: PageSpec {
        var spec = self
        spec.packItems = PackItemList()
        return spec
    }
}
