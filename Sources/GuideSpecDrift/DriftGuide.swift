public import GuideSpecVocabulary

/// What drift knows of a guide beyond its pages, from its project file: its platforms (their order and how the guide names
/// them) and the page that lists every error code. The rules that compare pages with each other read it; without a project
/// file it is empty, and those rules find nothing that needs it.
public struct DriftGuide: Hashable, Sendable {
    public var platforms: PlatformTable
    /// The page that lists every error code with each platform's constant (the project file's `roles.error-codes`).
    public var errorCodePage: String?

    /// A guide without a project file.
    public static let none = DriftGuide(platforms: .none, errorCodePage: nil)

    /// Creates the guide's facts.
    public init(platforms: PlatformTable, errorCodePage: String?) {
        self.platforms = platforms
        self.errorCodePage = errorCodePage
    }
}
