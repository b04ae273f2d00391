public import GuideSpecStoreKitObserverConformance
import Foundation

/// The game's server as the article's steps 6–7 use it: the app sends it the App Store receipt and it says whether the
/// purchase is real. In the simulated world every transaction the queue reports has a receipt the server accepts.
public final class ReceiptServer {
    /// Creates the server.
    public init() {}

    /// The receipt data of a transaction, base64 as the article sends it.
    public func receipt(for transaction: PaymentTransaction) -> String? {
        Data("\(transaction.transactionIdentifier):\(transaction.payment.productIdentifier)".utf8).base64EncodedString()
    }

    /// Whether the server accepts a receipt.
    public func checkReceipt(_ receipt: String) -> Bool {
        !receipt.isEmpty
    }
}
