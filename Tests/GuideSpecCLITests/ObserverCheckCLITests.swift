import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec observer-check` on the two bundled articles reports, at their lines, the states each switch handles, the paths
/// that finish, the early `return`, the missing `deferred` case and the delegate called with more arguments than it declares.
@Suite struct ObserverCheckCLITests {
    @Test func theArticlesCodeAgainstTheContract() throws {
        let run = try CLITests.run(["observer-check", "guides/zh/storekit-observer-swift.md", "guides/zh/storekit-iosiap-cpp.md"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput == """
                guides/zh/storekit-iosiap-cpp.md:333: note: deferred (no case): finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` \
                [observer.finish-path]
                guides/zh/storekit-iosiap-cpp.md:333: error: no case for deferred: such a transaction falls through to onPaymentEvent at line 350 \
                and finishTransaction at line 353 with `event` never assigned; the contract: tell the user the purchase waits for approval; \
                do not finish [observer.missing-state]
                guides/zh/storekit-iosiap-cpp.md:333: note: the switch over the transaction state in paymentQueue:updatedTransactions: handles \
                purchasing (line 334), purchased (line 337), failed (line 340), restored (line 344) [observer.switch-states]
                guides/zh/storekit-iosiap-cpp.md:334: note: purchasing: leaves the loop at line 336 without finishing [observer.finish-path]
                guides/zh/storekit-iosiap-cpp.md:336: error: `return` in the purchasing case leaves paymentQueue:updatedTransactions: early: the \
                transactions after it in the same batch are neither delivered nor finished; end the case with `break` [observer.leaves-loop]
                guides/zh/storekit-iosiap-cpp.md:337: note: purchased: finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` \
                [observer.finish-path]
                guides/zh/storekit-iosiap-cpp.md:340: note: failed: finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` \
                [observer.finish-path]
                guides/zh/storekit-iosiap-cpp.md:344: note: restored: finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` \
                [observer.finish-path]
                guides/zh/storekit-iosiap-cpp.md:350: error: onPaymentEvent is called with 3 arguments but IOSiAPDelegate::onPaymentEvent is \
                declared with 2 parameters at line 159 [observer.arity]
                guides/zh/storekit-iosiap-cpp.md:353: error: a deferred transaction reaches finishTransaction at line 353; \
                the contract: tell the user the purchase waits for approval; do not finish [observer.finishes-waiting-state]
                guides/zh/storekit-iosiap-cpp.md:363: error: onPaymentEvent is called with 3 arguments but IOSiAPDelegate::onPaymentEvent is \
                declared with 2 parameters at line 159 [observer.arity]
                guides/zh/storekit-observer-swift.md:41: warning: TODO left in productsRequest(_:didReceive:): an empty or invalid product list must \
                be reported to the user [observer.todo]
                guides/zh/storekit-observer-swift.md:56: note: the switch over the transaction state in paymentQueue(_:updatedTransactions:) handles \
                purchasing (line 57), purchased (line 59), restored (line 59), failed (line 61), deferred (line 63) [observer.switch-states]
                guides/zh/storekit-observer-swift.md:57: note: purchasing: never finished [observer.finish-path]
                guides/zh/storekit-observer-swift.md:59: note: purchased: finished at line 80 through transactionPurchased(_:) in the else branch of \
                `guard !productIdentifier.isEmpty, let receiptURL = Bundle.main.appStoreReceiptURL` [observer.finish-path]
                guides/zh/storekit-observer-swift.md:59: note: restored: finished at line 80 through transactionPurchased(_:) in the else branch of \
                `guard !productIdentifier.isEmpty, let receiptURL = Bundle.main.appStoreReceiptURL` [observer.finish-path]
                guides/zh/storekit-observer-swift.md:61: error: case failed has no statement: Swift does not compile a case with only a comment, \
                and nothing happens to the transaction [observer.empty-case]
                guides/zh/storekit-observer-swift.md:61: note: failed: never finished [observer.finish-path]
                guides/zh/storekit-observer-swift.md:61: error: a failed transaction is never finished: the queue hands it back on every launch; \
                the contract: tell the user (unless cancelled), never deliver, finish [observer.unfinished-state]
                guides/zh/storekit-observer-swift.md:63: note: deferred: never finished [observer.finish-path]
                observer-check: 7 errors, 1 warnings, 12 notes

                """)
    }

    @Test func codeThatKeepsTheContractHasNoError() throws {
        let run = try CLITests.run(["observer-check", "guides/zh/ios-purchase.md"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "observer-check: 0 errors, 0 warnings, 0 notes\n")
    }

    /// An article saved as text with its Markdown fences indented under list items: the code is read as it is in the
    /// Markdown, so a failed case without a statement and a helper that finishes are seen.
    @Test func fencedCodeUnderAListItemOfATextPage() throws {
        let folder = try CLITests.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh"), withIntermediateDirectories: true)
        let page = """
            * Watch the queue:

              ```swift
              func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                  for transaction in transactions {
                      switch transaction.transactionState {
                      case .purchasing, .deferred:
                          break
                      case .purchased, .restored:
                          SKPaymentQueue.default().finishTransaction(transaction)
                      case .failed:
                          // tell the user
                      }
                  }
              }
              ```

            """
        try Data(page.utf8).write(to: folder.appendingPathComponent("zh/observer.txt"))
        let run = try CLITests.run(["observer-check", "zh/observer.txt"], in: folder)
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput == """
                zh/observer.txt:6: note: the switch over the transaction state in paymentQueue(_:updatedTransactions:) handles purchasing (line 7), \
                deferred (line 7), purchased (line 9), restored (line 9), failed (line 11) [observer.switch-states]
                zh/observer.txt:7: note: deferred: never finished [observer.finish-path]
                zh/observer.txt:7: note: purchasing: never finished [observer.finish-path]
                zh/observer.txt:9: note: purchased: finished at line 10 [observer.finish-path]
                zh/observer.txt:9: note: restored: finished at line 10 [observer.finish-path]
                zh/observer.txt:11: error: case failed has no statement: Swift does not compile a case with only a comment, \
                and nothing happens to the transaction [observer.empty-case]
                zh/observer.txt:11: note: failed: never finished [observer.finish-path]
                zh/observer.txt:11: error: a failed transaction is never finished: the queue hands it back on every launch; \
                the contract: tell the user (unless cancelled), never deliver, finish [observer.unfinished-state]
                observer-check: 2 errors, 0 warnings, 6 notes

                """)
    }

    /// The seed article (`../shared/seeds/001_*.txt`, Markdown saved as text) gets the findings of the same article read
    /// as Markdown, line for line.
    @Test(.enabled(if: seedArticle != nil, "needs ../shared/seeds/001_*.txt"))
    func theSeedArticleAsTextGetsTheFindingsOfItsMarkdown() throws {
        let seed = try #require(Self.seedArticle)
        let folder = try CLITests.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: seed, to: folder.appendingPathComponent("zh/article.txt"))
        try FileManager.default.copyItem(at: seed, to: folder.appendingPathComponent("zh/article.md"))
        let text = try CLITests.run(["observer-check", "zh/article.txt", "--lang", "zh"], in: folder)
        let markdown = try CLITests.run(["observer-check", "zh/article.md", "--lang", "zh"], in: folder)
        #expect(markdown.exitCode == 1)
        #expect(markdown.standardOutput.contains("error:"))
        #expect(text.exitCode == markdown.exitCode)
        #expect(text.standardOutput == markdown.standardOutput.replacingOccurrences(of: "zh/article.md:", with: "zh/article.txt:"))
    }

    /// The first seed article, when ../shared/seeds holds it.
    static let seedArticle: URL? = {
        let seeds = Paths.shared.appendingPathComponent("seeds")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        return names.filter { $0.hasPrefix("001_") && $0.hasSuffix(".txt") }.sorted().first.map { seeds.appendingPathComponent($0) }
    }()

    /// A helper that finishes on many lines, called on many lines (audit observer-check-quadratic): its finishes count
    /// once, and the note names ten of them and counts the rest, instead of every finish once per call.
    @Test func aHelperCalledOftenCountsItsFinishesOnce() throws {
        let folder = try CLITests.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh"), withIntermediateDirectories: true)
        let helper =
            "func helperFinish(_ transaction: SKPaymentTransaction) {\n"
            + String(repeating: "    SKPaymentQueue.default().finishTransaction(transaction)\n", count: 12) + "}\n"
        let cases = "        case .purchased:\n" + String(repeating: "            helperFinish(transaction)\n", count: 500) + "            break\n"
        let page =
            "## Observer\n\n```swift\n" + helper
            + "func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {\n"
            + "    for transaction in transactions {\n        switch transaction.transactionState {\n" + cases
            + "        case .failed:\n            SKPaymentQueue.default().finishTransaction(transaction)\n        default:\n            "
            + "break\n        }\n    }\n}\n```\n"
        try Data(page.utf8).write(to: folder.appendingPathComponent("zh/obs.md"))
        let run = try CLITests.run(["observer-check", "zh/obs.md"], in: folder)
        #expect(run.exitCode == 1)
        let through = (5...14).map { "line \($0) through helperFinish(_:)" }.joined(separator: "; ")
        #expect(
            run.standardOutput == """
                zh/obs.md:20: note: the switch over the transaction state in paymentQueue(_:updatedTransactions:) handles purchased (line 21), \
                failed (line 523), default (line 525) [observer.switch-states]
                zh/obs.md:21: note: purchased: finished at \(through); and 2 more [observer.finish-path]
                zh/obs.md:523: note: failed: finished at line 524 [observer.finish-path]
                zh/obs.md:525: note: deferred: never finished [observer.finish-path]
                zh/obs.md:525: note: purchasing: never finished [observer.finish-path]
                zh/obs.md:525: note: restored: never finished [observer.finish-path]
                zh/obs.md:525: error: a restored transaction is never finished: the queue hands it back on every launch; the contract: deliver, \
                then finish [observer.unfinished-state]
                observer-check: 1 errors, 0 warnings, 6 notes

                """)
    }
}
