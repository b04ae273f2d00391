import GuideSpecConformance
import GuideSpecPurchaseConformance

/// The App Store side of a purchase: shows the payment sheet and, when the user pays, issues the store's payment ID.
final class AppStore {
    /// How the payment sheet ends.
    enum SheetResult {
        case paid(paymentId: String)
        case canceled
        /// The sheet is still shown.
        case stillOpen
    }

    private var transactionCount = 0

    /// Shows the sheet for one product; the user's choice decides how it ends.
    func presentPaymentSheet(for product: ConsoleCatalogue.Product, user: UserChoice) -> SheetResult {
        switch user {
        case .cancels: return .canceled
        case .leavesOpen: return .stillOpen
        case .pays:
            transactionCount += 1
            return .paid(paymentId: "appstore-transaction-\(transactionCount)")
        }
    }
}
