import GuideSpecConformance
import GuideSpecPurchaseConformance
public import GuideSpecCatalogue

/// What a platform's purchase client needs to know beyond the behaviour: the stores it accepts and each failure's error code.
public struct PurchaseRules: Sendable {
    /// The store codes purchase accepts.
    public var supportedStores: Set<String>
    /// The code of each failure.
    public var codes: [PurchaseFailure: Int]

    /// Creates rules.
    public init(supportedStores: Set<String>, codes: [PurchaseFailure: Int]) {
        self.supportedStores = supportedStores
        self.codes = codes
    }

    /// The iOS SDK's rules, written by hand from the guide: the App Store only, and the purchase error codes of its table.
    public static let appStore = PurchaseRules(
        supportedStores: ["AS"],
        codes: [
            .notInitialized: 4001, .userCanceled: 4002, .notFinishedPreviousPurchasing: 4003, .inactiveProductId: 4005,
            .notExistProductId: 4006, .notSupportedMarket: 4010,
        ])

    /// The rules a catalogue gives: its stores, and each failure's code looked up by the platform's name for it.
    public init(catalogue: PlatformCatalogue) {
        supportedStores = Set(catalogue.stores)
        var codes: [PurchaseFailure: Int] = [:]
        for failure in PurchaseFailure.allCases {
            let constant = catalogue.errors.first { $0.name == failure.neutralName || $0.name == "TCGB_ERROR_" + failure.neutralName }
            codes[failure] = constant?.code
        }
        self.codes = codes
    }

    /// The failure as the conformance protocol reports it; an unknown failure reports code 0, which no case expects.
    func error(_ failure: PurchaseFailure) -> GuideError {
        GuideError(code: codes[failure] ?? 0)
    }
}
