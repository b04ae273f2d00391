/// How the purchase stories name the errors they expect: without the iOS prefix `TCGB_ERROR_`, which is how the other
/// platforms spell them (`PURCHASE_USER_CANCELED`). The prefix is this pack's knowledge, kept out of the generic cases.
enum PurchaseErrorName {
    /// `name` without the iOS prefix, or unchanged when it has none.
    static func neutral(_ name: String) -> String {
        name.hasPrefix("TCGB_ERROR_") ? String(name.dropFirst("TCGB_ERROR_".count)) : name
    }
}
