public import GuideSpecVocabulary

/// What the golden-case stage knows of a guide beyond its specs, from its project file: the order in which languages decide
/// a value they dispute, and the guide's platforms (their order, the labels its error tables give them, their code).
public struct GoldenCaseOptions: Hashable, Sendable {
    public var languages: LanguageOrder
    public var platforms: PlatformTable

    /// A guide without a project file: languages decide in the order of their tags, and no platform is named.
    public static let none = GoldenCaseOptions(languages: .byTag, platforms: .none)

    /// Creates options.
    public init(languages: LanguageOrder, platforms: PlatformTable) {
        self.languages = languages
        self.platforms = platforms
    }
}
