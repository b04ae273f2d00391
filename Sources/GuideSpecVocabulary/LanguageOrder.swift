/// The order in which a guide's languages decide a value they dispute: the reference language first, then the others the
/// project file lists, then every other language by its tag. Without a project file no language is listed, and languages
/// decide in the order of their tags.
public struct LanguageOrder: Hashable, Sendable {
    /// The languages listed, most authoritative first; the first is the reference language.
    public var deciding: [String]

    /// No language listed: languages decide in the order of their tags.
    public static let byTag = LanguageOrder(deciding: [])

    /// Creates an order.
    public init(deciding: [String]) {
        self.deciding = deciding
    }

    /// Sorts languages: listed ones by their position, then the others by tag.
    public func rank(_ language: String) -> (Int, String) {
        (deciding.firstIndex(of: language) ?? deciding.count, language)
    }
}
