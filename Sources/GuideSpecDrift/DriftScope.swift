/// What a drift rule compares, which decides what the engine hands it and which entry point runs it. The cases stand
/// in the order docs/drift-rules.md lists them.
public enum DriftScope: String, CaseIterable, Codable, Hashable, Sendable {
    /// The language versions of one page (`LanguageVersions`), run by `compareLanguages` with two pages or more.
    case languages
    /// Which pages each language of a run has (`PageCoverage`), run by `compareCoverage` on the files of every run.
    case coverage
    /// One page alone (`PageItems`); `compareLanguages` runs these rules on each page it is given.
    case page
    /// Pages against each other (`GuidePages`), run by `comparePages`.
    case pages
    /// Two revisions of one page in one language (`RevisionPair`), run by `compareRevisions`.
    case revisions
}
