public import GuideSpecVocabulary

/// Where a guide's pages are and how their language is written: path patterns relative to the project file's folder
/// (docs/project-file.md, `layout`), tried in order, and the pages left out.
public struct GuideLayout: Hashable, Sendable {
    /// One pattern of the layout.
    public struct Entry: Hashable, Sendable {
        public var pattern: PathPattern
        /// The language of every file the pattern matches, for a pattern without `{lang}` (a tree of one language, or a
        /// file such as a root `README.md` that carries no tag); canonical.
        public var language: String?

        /// Creates an entry.
        public init(pattern: PathPattern, language: String? = nil) {
            self.pattern = pattern
            self.language = language
        }
    }

    /// Where a file sits in the layout: the page it is and its language.
    public struct Placement: Hashable, Sendable {
        /// The page's name (`PageIdentity`).
        public var page: String
        /// The canonical language tag.
        public var language: String
        /// The pattern that placed the file.
        public var pattern: PathPattern
    }

    public var entries: [Entry]
    /// Page-name patterns (`*` any run of characters, `?` one) of pages to leave out.
    public var exclude: [CaseGlob]

    /// No layout: files are given on the command line.
    public static let none = GuideLayout(entries: [], exclude: [])

    /// Creates a layout.
    public init(entries: [Entry], exclude: [CaseGlob] = []) {
        self.entries = entries
        self.exclude = exclude
    }

    /// Whether the layout names no pattern.
    public var isEmpty: Bool { entries.isEmpty }

    /// What the file at `path` (relative to the project file's folder) is, by the first pattern it matches: nil when no
    /// pattern matches. `languages`, when given, are the only languages `{lang}` takes (canonical tags); otherwise any
    /// text that looks like a language tag does. `page` is nil in the placement's stead when the file's names keep
    /// nothing a page name can use (`PageIdentity`); the result then says so through `unnamed`.
    public func place(_ path: String, aliases: LanguageAliases, languages: Set<String>?) -> Outcome {
        let isLanguage = { (text: String) -> Bool in
            guard LanguageTag.looksLikeLanguage(text) else { return false }
            return languages.map { $0.contains(aliases.language(text)) } ?? true
        }
        for entry in entries {
            guard let match = entry.pattern.match(path, isLanguage: isLanguage) else { continue }
            guard let written = match.language ?? entry.language else { continue }
            let language = aliases.language(written)
            guard let page = PageIdentity.name(match.folders + [match.page].compactMap { $0 }) else { return .unnamed(entry.pattern) }
            if exclude.contains(where: { $0.matches(page) }) { return .excluded(page) }
            return .placed(Placement(page: page, language: language, pattern: entry.pattern))
        }
        return .outside
    }

    /// What the layout says of one file.
    public enum Outcome: Hashable, Sendable {
        /// A page of the guide.
        case placed(Placement)
        /// A page the layout leaves out (`pages.exclude`).
        case excluded(String)
        /// Matched by the pattern, but its names keep nothing a page name can use.
        case unnamed(PathPattern)
        /// Matched by no pattern.
        case outside
    }
}
