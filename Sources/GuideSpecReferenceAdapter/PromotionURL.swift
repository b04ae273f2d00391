/// The URL that opens an App Store promotion purchase, per the guide's URL-scheme table: `itms-services://?action=purchaseIntent&…`.
public struct PromotionURL: Hashable, Sendable {
    /// The app's bundle identifier.
    public var bundleId: String
    /// The product identifier of the product to buy.
    public var productIdentifier: String

    /// The table's fixed scheme.
    public static let scheme = "itms-services"
    /// The table's fixed value of the `action` parameter.
    public static let action = "purchaseIntent"

    /// A URL for a bundle and product.
    public init(bundleId: String, productIdentifier: String) {
        self.bundleId = bundleId
        self.productIdentifier = productIdentifier
    }

    /// The URL text: no host, no path, the query parameters in the table's order, values percent-encoded.
    public var absoluteString: String {
        let query = [("action", Self.action), ("bundleId", bundleId), ("productIdentifier", productIdentifier)]
            .map { "\($0.0)=\(PercentEncoding.encode($0.1))" }
        return "\(Self.scheme)://?" + query.joined(separator: "&")
    }

    /// Reads a URL, checking scheme, host, path, then the `action`, `bundleId` and `productIdentifier` parameters in that order.
    public init(parsing url: String) throws(PromotionURLError) {
        let withoutFragment = url.prefix { $0 != "#" }
        guard let colon = withoutFragment.firstIndex(of: ":"), withoutFragment[..<colon] == Self.scheme else {
            throw .wrongScheme
        }
        var rest = withoutFragment[withoutFragment.index(after: colon)...]
        if rest.hasPrefix("//") {
            let host = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" }
            guard host.isEmpty else { throw .unexpectedHost }
            rest = rest.dropFirst(2)
        }
        let path = rest.prefix { $0 != "?" }
        guard path.isEmpty else { throw .unexpectedPath }
        let parameters = Self.parameters(ofQuery: rest.dropFirst())
        guard let action = parameters["action"] else { throw .missingParameter("action") }
        guard action == Self.action else { throw .wrongAction }
        guard let bundleId = parameters["bundleId"], !bundleId.isEmpty else { throw .missingParameter("bundleId") }
        guard let productIdentifier = parameters["productIdentifier"], !productIdentifier.isEmpty else {
            throw .missingParameter("productIdentifier")
        }
        self.init(bundleId: bundleId, productIdentifier: productIdentifier)
    }

    /// The decoded `name=value` pairs of a query; a name given twice keeps its first value.
    private static func parameters(ofQuery query: Substring) -> [String: String] {
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let name = PercentEncoding.decode(String(pair.prefix { $0 != "=" }))
            let value = PercentEncoding.decode(String(pair.drop { $0 != "=" }.dropFirst()))
            if parameters[name] == nil { parameters[name] = value }
        }
        return parameters
    }
}
