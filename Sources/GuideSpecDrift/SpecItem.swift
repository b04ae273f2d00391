public import GuideSpecSpecModel

/// One item of a spec under the key drift aligns it by, for stages downstream of drift (such as history) that follow
/// items without re-deriving their keys.
public struct SpecItem: Hashable, Sendable {
    /// The alignment key, such as `field:SDKAuthToken.userId` or `error:SDK_ERROR_USER_CANCELED`.
    public var key: String
    /// The kind of item, such as `error`, `class`, `field`, `url-parameter`, `selector` or `flow-step`.
    public var kind: String
    /// How messages name the item, such as `SDKAuthToken.userId`.
    public var name: String
    /// The values drift compares literally, such as `nullability` → `nonnull`; the enumerated keys of a comment are
    /// the facet `enumeration`, joined by `, `.
    public var facets: [String: String]
    /// The item as a location note shows it, such as `NSString * paymentId (nonnull)`.
    public var summary: String
    /// Where the item stands.
    public var location: SpecLocation
}

extension SpecItem {
    /// The public view of an aligned item; enumerated keys become the facet `enumeration`.
    init(_ item: AlignedItem) {
        var facets = item.facets
        if let keys = item.enumerationKeys { facets["enumeration"] = keys.joined(separator: ", ") }
        self.init(key: item.key, kind: item.kind.rawValue, name: item.name, facets: facets, summary: item.summary, location: item.location)
    }
}
