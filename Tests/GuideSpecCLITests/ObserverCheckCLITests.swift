import Testing

/// `guidespec observer-check` on the two bundled articles reports, at their lines, the states each switch handles, the paths
/// that finish, the early `return`, the missing `deferred` case and the delegate called with more arguments than it declares.
@Suite struct ObserverCheckCLITests {
    @Test func theArticlesCodeAgainstTheContract() throws {
        let run = try CLITests.run(["observer-check", "guides/zh/storekit-observer-swift.md", "guides/zh/storekit-iosiap-cpp.md"])
        #expect(run.exitCode == 1)
        #expect(run.standardOutput == """
            guides/zh/storekit-iosiap-cpp.md:333: note: deferred (no case): finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` [observer.finish-path]
            guides/zh/storekit-iosiap-cpp.md:333: error: no case for deferred: such a transaction falls through to onPaymentEvent at line 350 and finishTransaction at line 353 with `event` never assigned; the contract: tell the user the purchase waits for approval; do not finish [observer.missing-state]
            guides/zh/storekit-iosiap-cpp.md:333: note: the switch over the transaction state in paymentQueue:updatedTransactions: handles purchasing (line 334), purchased (line 337), failed (line 340), restored (line 344) [observer.switch-states]
            guides/zh/storekit-iosiap-cpp.md:334: note: purchasing: leaves the loop at line 336 without finishing [observer.finish-path]
            guides/zh/storekit-iosiap-cpp.md:336: error: `return` in the purchasing case leaves paymentQueue:updatedTransactions: early: the transactions after it in the same batch are neither delivered nor finished; end the case with `break` [observer.leaves-loop]
            guides/zh/storekit-iosiap-cpp.md:337: note: purchased: finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` [observer.finish-path]
            guides/zh/storekit-iosiap-cpp.md:340: note: failed: finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` [observer.finish-path]
            guides/zh/storekit-iosiap-cpp.md:344: note: restored: finished at line 353 when `event != IOSIAP_PAYMENT_PURCHASING` [observer.finish-path]
            guides/zh/storekit-iosiap-cpp.md:350: error: onPaymentEvent is called with 3 arguments but IOSiAPDelegate::onPaymentEvent is declared with 2 parameters at line 159 [observer.arity]
            guides/zh/storekit-iosiap-cpp.md:353: error: a deferred transaction reaches finishTransaction at line 353; the contract: tell the user the purchase waits for approval; do not finish [observer.finishes-waiting-state]
            guides/zh/storekit-iosiap-cpp.md:363: error: onPaymentEvent is called with 3 arguments but IOSiAPDelegate::onPaymentEvent is declared with 2 parameters at line 159 [observer.arity]
            guides/zh/storekit-observer-swift.md:41: warning: TODO left in productsRequest(_:didReceive:): an empty or invalid product list must be reported to the user [observer.todo]
            guides/zh/storekit-observer-swift.md:56: note: the switch over the transaction state in paymentQueue(_:updatedTransactions:) handles purchasing (line 57), purchased (line 59), restored (line 59), failed (line 61), deferred (line 63) [observer.switch-states]
            guides/zh/storekit-observer-swift.md:57: note: purchasing: never finished [observer.finish-path]
            guides/zh/storekit-observer-swift.md:59: note: purchased: finished at line 80 through transactionPurchased(_:) in the else branch of `guard !productIdentifier.isEmpty, let receiptURL = Bundle.main.appStoreReceiptURL` [observer.finish-path]
            guides/zh/storekit-observer-swift.md:59: note: restored: finished at line 80 through transactionPurchased(_:) in the else branch of `guard !productIdentifier.isEmpty, let receiptURL = Bundle.main.appStoreReceiptURL` [observer.finish-path]
            guides/zh/storekit-observer-swift.md:61: error: case failed has no statement: Swift does not compile a case with only a comment, and nothing happens to the transaction [observer.empty-case]
            guides/zh/storekit-observer-swift.md:61: note: failed: never finished [observer.finish-path]
            guides/zh/storekit-observer-swift.md:61: error: a failed transaction is never finished: the queue hands it back on every launch; the contract: tell the user (unless cancelled), never deliver, finish [observer.unfinished-state]
            guides/zh/storekit-observer-swift.md:63: note: deferred: never finished [observer.finish-path]
            observer-check: 7 errors, 1 warnings, 12 notes

            """)
    }

    @Test func codeThatKeepsTheContractHasNoError() throws {
        let run = try CLITests.run(["observer-check", "guides/zh/ios-purchase.md"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "observer-check: 0 errors, 0 warnings, 0 notes\n")
    }
}
