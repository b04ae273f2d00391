public import GuideSpecVocabulary

/// What drift knows of a guide beyond its pages, from its project file: its platforms (their order and how the guide names
/// them), the page that lists every error code, and the pages a language writes in parts. The rules that compare pages
/// with each other, and `drift.missing-page`, read it; without a project file it is empty, and those rules find nothing
/// that needs it.
public struct DriftGuide: Hashable, Sendable {
    public var platforms: PlatformTable
    /// The page that lists every error code with each platform's constant (the project file's `roles.error-codes`).
    public var errorCodePage: String?
    /// Pages a language writes as several pages or under another name (the project file's `pages.parts`): a language that
    /// has the whole page has each of its parts, and one that has a part has the whole page, for `drift.missing-page`.
    public var pageParts: PageParts

    /// A guide without a project file.
    public static let none = DriftGuide(platforms: .none, errorCodePage: nil)

    /// Creates the guide's facts.
    public init(platforms: PlatformTable, errorCodePage: String?, pageParts: PageParts = .none) {
        self.platforms = platforms
        self.errorCodePage = errorCodePage
        self.pageParts = pageParts
    }
}
