public import GuideSpecVocabulary

/// What the extraction stage knows of a guide beyond its pages, from its project file: its platforms (which pages are a
/// platform's, the language of their code, how a shared error table spells their constants) and the prefixes of type names
/// that are not part of a neutral name.
///
/// Options made once serve one run: the pages read with them share the neutral types worked out so far, which make no
/// part of their equality.
public struct ExtractionOptions: Hashable, Sendable {
    public var platforms: PlatformTable
    /// Dropped, in this order, from the start of a type's name where a capital follows (`SDK`, `Acme`). Fixed when the
    /// options are made: their cache of neutral types is worked out with them.
    public let namePrefixes: [String]
    /// The neutral types the run's pages have named so far.
    let neutralTypes: NeutralTypeCache

    /// A guide without a project file: no platforms, no name prefixes (its neutral types are cached for the process).
    public static let none = ExtractionOptions(platforms: .none, namePrefixes: [])

    /// Creates options.
    public init(platforms: PlatformTable, namePrefixes: [String]) {
        self.platforms = platforms
        self.namePrefixes = namePrefixes
        neutralTypes = NeutralTypeCache(prefixes: namePrefixes)
    }

    public static func == (left: ExtractionOptions, right: ExtractionOptions) -> Bool {
        left.platforms == right.platforms && left.namePrefixes == right.namePrefixes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(platforms)
        hasher.combine(namePrefixes)
    }
}
