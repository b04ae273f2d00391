public import GuideSpecVocabulary

/// A guide's settings, as its project file (`guidespec.yml`, docs/project-file.md) gives them: what GuideSpec would
/// otherwise have to guess. Each stage takes the part it needs as a plain options value, and reads no file itself.
public struct GuideProject: Hashable, Sendable {
    /// The project file the settings come from, as found or given; nil for a guide without one.
    public var file: String?
    /// The order in which the languages decide a value they dispute, the reference language first.
    public var languages: LanguageOrder
    /// The platforms the guide documents, in its order, and how a page is known to be of one.
    public var platforms: PlatformTable
    /// Prefixes of type names that are not part of a neutral name (`SDK`, `Acme`), dropped in this order when a capital
    /// letter follows.
    public var namePrefixes: [String]
    /// Pages with a role across the guide.
    public var roles: PageRoles
    /// What the file says about each rule it names, in the file's order.
    public var rules: [RuleEntry]
    /// Where the guide's pages are and how their language is written; `GuideLayout.none` when the file names no layout.
    public var layout: GuideLayout = .none
    /// The tags that stand for one language.
    public var aliases: LanguageAliases = .none
    /// Pages that a language writes as several pages or under another name, where another has one page (`pages.parts`).
    public var pageParts: PageParts = .none
    /// What `check` reads, as the file gives it (relative to the project file's folder).
    public var paths = Paths()

    /// What `check` reads and runs: nil where the file says nothing, so that the repository's own layout applies.
    public struct Paths: Hashable, Sendable {
        public var specs: String?
        public var golden: String?
        public var baseline: String?
        public var generatedTests: String?
        /// The adapters `check` runs, in the working folder.
        public var adapters: [Adapter]?

        /// Nothing given.
        public init() {}
    }

    /// An adapter `check` runs: its command line, and the expectations file of its known failures, if any.
    public struct Adapter: Hashable, Sendable {
        public var command: String
        /// Relative to the project file's folder, as the file gives it.
        public var expectations: String?

        /// The adapter `command`, with the known failures `expectations` lists.
        public init(command: String, expectations: String? = nil) {
            self.command = command
            self.expectations = expectations
        }
    }

    /// The folder the project file is in, as the file is shown, with a trailing `/` (empty for the working folder): the
    /// folder the layout's patterns start from.
    public var root: String {
        guard let file, let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[...slash])
    }

    /// The guide's languages when the file lists them (`languages.order` or `reference`, with the languages its aliases
    /// stand for), canonical: the only texts a layout's `{lang}` takes. Nil when it lists none, so that any text that looks
    /// like a language tag is one.
    public var namedLanguages: Set<String>? {
        guard !languages.deciding.isEmpty else { return nil }
        return Set(languages.deciding.map(aliases.language)).union(aliases.languages.values)
    }

    /// The settings of a guide without a project file: no platforms (every page is `none`), no name prefixes, no roles,
    /// every rule as it is, and languages deciding in the order of their tags.
    public static let none = GuideProject(file: nil, languages: .byTag, platforms: .none, namePrefixes: [], roles: PageRoles(), rules: [])

    /// Creates settings.
    public init(file: String?, languages: LanguageOrder, platforms: PlatformTable, namePrefixes: [String], roles: PageRoles, rules: [RuleEntry]) {
        self.file = file
        self.languages = languages
        self.platforms = platforms
        self.namePrefixes = namePrefixes
        self.roles = roles
        self.rules = rules
    }

    /// Pages that play a part for the whole guide.
    public struct PageRoles: Hashable, Sendable {
        /// The page that lists every error code of the SDK with each platform's constant (`error-code`).
        public var errorCodes: String?

        /// Creates roles.
        public init(errorCodes: String? = nil) {
            self.errorCodes = errorCodes
        }
    }

    /// One rule the file names, with what it says and the line it says it on, so that a stage that does not know the
    /// rule can say where it is named.
    public struct RuleEntry: Hashable, Sendable {
        /// The rule ID, such as `drift.wrong-language`.
        public var id: String
        public var setting: RuleSetting
        public var line: Int

        /// Creates an entry.
        public init(id: String, setting: RuleSetting, line: Int) {
            self.id = id
            self.setting = setting
            self.line = line
        }
    }
}
