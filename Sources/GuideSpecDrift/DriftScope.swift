/// What a drift rule compares, which decides what the engine hands it and which entry point runs it.
public enum DriftScope: String, CaseIterable, Codable, Hashable, Sendable {
    /// One page alone (`PageItems`); `compareLanguages` runs these rules on each page it is given.
    case page
    /// The language versions of one page (`LanguageVersions`), run by `compareLanguages` with two pages or more.
    case languages
    /// Two revisions of one page in one language (`RevisionPair`), run by `compareRevisions`.
    case revisions
    /// Pages against each other (`GuidePages`), run by `comparePages`.
    case pages
}
