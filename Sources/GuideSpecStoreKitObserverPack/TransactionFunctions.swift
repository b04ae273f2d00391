package import GuideSpecSpecModel

/// The pack's items of one page: the functions of its code that handle StoreKit transactions, kept in the spec as the
/// member `transactionFunctions`.
package struct TransactionFunctions: PackSpecItems {
    package static let member: StaticString = "transactionFunctions"

    /// The functions, in document order.
    package var functions: [TransactionFunction]

    /// Items holding `functions`.
    package init(_ functions: [TransactionFunction]) {
        self.functions = functions
    }

    /// Read as the array of functions the spec member is.
    package init(from decoder: any Decoder) throws {
        functions = try [TransactionFunction](from: decoder)
    }

    /// Written as the array of functions.
    package func encode(to encoder: any Encoder) throws {
        try functions.encode(to: encoder)
    }

    package func writeJSON(to json: inout SpecJSONWriter) {
        functions.writeJSON(to: &json)
    }
}

extension PageSpec {
    /// The functions of the page's code that handle StoreKit transactions; nil when the page has none.
    package var transactionFunctions: [TransactionFunction]? {
        packItems[TransactionFunctions.self]?.functions
    }
}
