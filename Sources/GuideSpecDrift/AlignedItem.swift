import GuideSpecSpecModel

/// The kinds of item that drift pairs across languages and revisions.
enum ItemKind: String, Sendable {
    case error, type = "class", enumeration = "enum", enumMember = "enum-member", field, urlScheme = "url-scheme",
        urlParameter = "url-parameter", selector, method, literal, flow, flowStep = "flow-step"

    /// How messages name the kind.
    var label: String {
        switch self {
        case .error: "error"
        case .type: "class"
        case .enumeration: "enum"
        case .enumMember: "enum member"
        case .field: "field"
        case .urlScheme: "URL scheme"
        case .urlParameter: "URL parameter"
        case .selector: "declared selector"
        case .method: "method"
        case .literal: "literal"
        case .flow: "flow"
        case .flowStep: "flow step"
        }
    }

    /// Whether one language lacking an item of this kind is a finding. Literals are values, not declarations: the
    /// values a field's comment enumerates are compared as that field's `enumeration`, and spelling drift between
    /// values is for the literal rules.
    var reportedWhenMissing: Bool { self != .literal }

    /// Whether the kind's items repeat by nature (a value quoted in several places), so that repeats are no duplicates.
    var repeatsByNature: Bool { self == .literal }
}

/// One item of a page under a key that finds the same item in another language or revision, whatever the prose says.
/// A class, so that the rules pass items between their indexes by reference rather than copying every field.
final class AlignedItem: Sendable {
    /// The subject of findings about the item, such as `field:SDKAuthToken.userId`.
    let key: String
    let kind: ItemKind
    /// How messages name the item, such as `SDKAuthToken.userId` or `SDK_ERROR_USER_CANCELED (3002)`.
    let name: String
    /// The key of the item that contains it (a field's class, a parameter's scheme, a step's flow).
    let parent: String?
    let location: SpecLocation
    /// The values compared across languages as written, such as `type` → `NSString *`; absent facets are not compared.
    let facets: [String: String]
    /// For the facets whose value is compared as what it means (`ValueNormalizations`) and reads otherwise than written, the
    /// form compared: `'blue'` is compared as `blue`, `string \| number` as `number | string`.
    let compared: [String: String]
    /// The keys a comment enumerates, in order; nil when the item has no such comment.
    let enumerationKeys: [String]?
    /// The item's prose (description, comment), read only for literal values that must not be translated.
    let text: String
    /// The item as a location note shows it, such as `NSString * paymentId (nonnull)`.
    let summary: String

    /// The form of `facet` that is compared: its normalized form where it has one, else as written.
    func comparedValue(_ facet: String) -> String? { compared[facet] ?? facets[facet] }

    /// Creates an item.
    init(
        key: String, kind: ItemKind, name: String, parent: String?, location: SpecLocation, facets: [String: String],
        compared: [String: String] = [:], enumerationKeys: [String]?, text: String, summary: String
    ) {
        self.key = key
        self.kind = kind
        self.name = name
        self.parent = parent
        self.location = location
        self.facets = facets
        self.compared = compared
        self.enumerationKeys = enumerationKeys
        self.text = text
        self.summary = summary
    }
}
