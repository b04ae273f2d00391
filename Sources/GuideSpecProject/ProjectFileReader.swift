import GuideSpecVocabulary
import Yams

/// Reads a project file (`guidespec.yml`, docs/project-file.md) into a guide's settings. Every key is checked: an unknown
/// key or a value of the wrong shape is a `ProjectFileError` naming the line and what was expected.
public enum ProjectFileReader {
    /// The project file's name, looked for in the working folder and each folder above it.
    public static let fileName = "guidespec.yml"
    /// The largest project file read, in bytes: a project file is a page of settings.
    public static let maximumBytes = 1 << 20
    /// The version of the schema this build reads.
    public static let version = 1

    /// The top-level keys this build reads.
    static let keys = ["version", "languages", "layout", "pages", "paths", "platforms", "names", "roles", "rules"]

    /// The settings `bytes` give, read as the project file `file`.
    public static func read(_ bytes: [UInt8], file: String) throws(ProjectFileError) -> GuideProject {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw ProjectFileError(file: file, line: 1, "expected UTF-8 text") }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.syntaxError(error, file: file)
        } catch {
            throw ProjectFileError(file: file, line: 1, "not valid YAML: \(error)")
        }
        var project = GuideProject.none
        project.file = file
        guard let root else { return project }
        for (key, value) in try ProjectValue(node: root, file: file, path: "").members(known: keys) {
            switch key {
            case "version":
                guard try value.text("a schema version") == String(version) else {
                    throw value.error("expected \(version), the version of the schema this GuideSpec reads, found \(value.shown)")
                }
            case "languages": (project.languages, project.aliases) = try languages(value)
            case "layout": project.layout.entries = try layout(value)
            case "pages": (project.layout.exclude, project.pageParts) = try pages(value)
            case "paths": project.paths = try paths(value)
            case "platforms": project.platforms = try platforms(value)
            case "names": project.namePrefixes = try namePrefixes(value)
            case "roles": project.roles = try roles(value)
            default: project.rules = try rules(value)
            }
        }
        return project
    }

    /// `languages`: the reference language, then the order the others decide in, and the tags that stand for a language.
    static func languages(_ value: ProjectValue) throws(ProjectFileError) -> (LanguageOrder, LanguageAliases) {
        var reference: String?
        var order: [String] = []
        var orderValue: ProjectValue?
        var aliases: [(language: String, tags: [String])] = []
        for (key, member) in try value.members(known: ["reference", "order", "aliases"]) {
            switch key {
            case "reference": reference = try languageTag(member)
            case "aliases": aliases = try languageAliases(member)
            default:
                orderValue = member
                guard case .sequence(let sequence) = member.node else {
                    throw member.error("expected a list of language tags, found \(member.shown)")
                }
                for (index, element) in sequence.enumerated() {
                    let tag = try languageTag(ProjectValue(node: element, file: member.file, path: "\(member.path)[\(index)]"))
                    guard !order.contains(tag) else { throw member.error("\(tag) is listed twice: expected each language once") }
                    order.append(tag)
                }
            }
        }
        if let reference, let orderValue, order.first != reference {
            throw orderValue.error("expected the reference language \(reference) first, found \(order.first ?? "an empty list")")
        }
        let table = LanguageAliases(aliases)
        let deciding = (order.isEmpty ? reference.map { [$0] } ?? [] : order).map(table.language)
        return (LanguageOrder(deciding: deciding), table)
    }

    /// `languages.aliases`: each language with the tags that stand for it, no tag standing for two.
    static func languageAliases(_ value: ProjectValue) throws(ProjectFileError) -> [(language: String, tags: [String])] {
        var aliases: [(language: String, tags: [String])] = []
        var seen: [String: String] = [:]
        for (language, keyLine, member) in try value.entries() {
            if let problem = LanguageTag.problem(language) { throw ProjectFileError(file: value.file, line: keyLine, "\(value.path): \(problem)") }
            var tags: [String] = []
            guard case .sequence(let sequence) = member.node else {
                throw member.error("expected a list of the tags that stand for \(language), such as [zh-CN, zh_CN], found \(member.shown)")
            }
            for (index, element) in sequence.enumerated() {
                let tagValue = ProjectValue(node: element, file: member.file, path: "\(member.path)[\(index)]")
                let tag = try tagValue.text("a language tag such as zh-CN")
                guard LanguageTag.looksLikeLanguage(tag) else {
                    throw tagValue.error("\(QuotedName.quoted(tag)) is not a language tag: expected a tag such as zh-CN, zh-Hans or zh_CN")
                }
                let form = LanguageTag.canonicalForm(tag)
                if let other = seen[form] { throw tagValue.error("\(tag) already stands for \(other): expected each tag to stand for one language") }
                seen[form] = language
                tags.append(tag)
            }
            aliases.append((language, tags))
        }
        return aliases
    }

    /// `layout`: the patterns that say where pages are, each a text or a mapping of `pattern` and `lang`.
    static func layout(_ value: ProjectValue) throws(ProjectFileError) -> [GuideLayout.Entry] {
        guard case .sequence(let sequence) = value.node, !sequence.isEmpty else {
            throw value.error("expected a list of path patterns such as \"{lang}/**/{page}.md\", found \(value.shown)")
        }
        var entries: [GuideLayout.Entry] = []
        for (index, element) in sequence.enumerated() {
            let item = ProjectValue(node: element, file: value.file, path: "\(value.path)[\(index)]")
            var patternValue = item
            var language: String?
            if case .mapping = element {
                var found: ProjectValue?
                for (key, member) in try item.members(known: ["pattern", "lang"]) {
                    if key == "pattern" { found = member } else { language = LanguageTag.canonicalForm(try languageTag(member)) }
                }
                guard let found else { throw item.error("expected a pattern, such as pattern: \"{page}.md\"") }
                patternValue = found
            }
            let text = try patternValue.text("a path pattern such as \"{lang}/**/{page}.md\"")
            let pattern: PathPattern
            do {
                pattern = try PathPattern(text, placeholders: true)
            } catch {
                throw patternValue.error(error.message)
            }
            guard pattern.hasPage else { throw patternValue.error("\(text) has no {page}: expected the part of the path that names the page") }
            switch (pattern.hasLanguage, language) {
            case (false, nil):
                throw patternValue.error("\(text) has no {lang}: expected {lang} in the pattern, or lang: with the language of its files")
            case (true, let language?): throw patternValue.error("\(text) has {lang} and lang: \(language): expected one of them")
            default: break
            }
            entries.append(GuideLayout.Entry(pattern: pattern, language: language))
        }
        return entries
    }

    /// `paths`: what `check` reads and the adapters it runs.
    static func paths(_ value: ProjectValue) throws(ProjectFileError) -> GuideProject.Paths {
        var paths = GuideProject.Paths()
        for (key, member) in try value.members(known: ["specs", "golden", "baseline", "generated-tests", "adapters"]) {
            if key == "adapters" {
                paths.adapters = try adapters(member)
                continue
            }
            let path = try insidePath(member)
            switch key {
            case "specs": paths.specs = path
            case "golden": paths.golden = path
            case "baseline": paths.baseline = path
            default: paths.generatedTests = path
            }
        }
        return paths
    }

    /// `paths.adapters`: each a command line, or a mapping of `command` and the `expectations` file of its known failures.
    static func adapters(_ value: ProjectValue) throws(ProjectFileError) -> [GuideProject.Adapter] {
        let command = "an adapter command line such as \"python3 adapter.py\""
        guard case .sequence(let sequence) = value.node else {
            throw value.error("expected a list of adapter command lines such as \"python3 adapter.py\", found \(value.shown)")
        }
        var adapters: [GuideProject.Adapter] = []
        for (index, element) in sequence.enumerated() {
            let item = ProjectValue(node: element, file: value.file, path: "\(value.path)[\(index)]")
            guard case .mapping = element else {
                adapters.append(GuideProject.Adapter(command: try item.text(command)))
                continue
            }
            var adapter = GuideProject.Adapter(command: "")
            for (key, member) in try item.members(known: ["command", "expectations"]) {
                if key == "command" { adapter.command = try member.text(command) } else { adapter.expectations = try insidePath(member) }
            }
            guard !adapter.command.isEmpty else { throw item.error("expected a command, such as command: \"python3 adapter.py\"") }
            adapters.append(adapter)
        }
        return adapters
    }

    /// A path relative to the project file's folder that stays inside it.
    static func insidePath(_ value: ProjectValue) throws(ProjectFileError) -> String {
        let path = try value.text("a path relative to the project file's folder")
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            throw value.error("\(path) is outside the project file's folder: expected a path inside it")
        }
        return path
    }

    /// `pages`: the pages to leave out, by page-name pattern, and the pages a language writes in parts.
    static func pages(_ value: ProjectValue) throws(ProjectFileError) -> ([CaseGlob], PageParts) {
        var exclude: [CaseGlob] = []
        var parts = PageParts.none
        for (key, member) in try value.members(known: ["exclude", "parts"]) {
            if key == "exclude" {
                exclude = try member.texts("page-name patterns such as release-notes*").map(CaseGlob.init)
            } else {
                parts = try pageParts(member)
            }
        }
        return (exclude, parts)
    }

    /// `pages.parts`: each page with the patterns of the pages that hold it in a language that splits or renames it; a page
    /// is written in parts or a part, never both.
    static func pageParts(_ value: ProjectValue) throws(ProjectFileError) -> PageParts {
        guard case .mapping = value.node else {
            throw value.error(
                """
                expected a mapping of each page to the patterns of the pages that hold it in another language, such as sdk: [\"sdk.*\"], \
                found \(value.shown)
                """
            )
        }
        var read: [(entry: PageParts.Entry, line: Int)] = []
        for (page, keyLine, member) in try value.entries() {
            guard !page.contains("*"), !page.contains("?") else {
                throw ProjectFileError(
                    file: value.file, line: keyLine, "\(value.path): \(QuotedName.quoted(page)) is a pattern: expected the name of one page")
            }
            let patterns = try member.texts("page-name patterns such as sdk.*").map(CaseGlob.init)
            guard case .sequence(let sequence) = member.node, !patterns.isEmpty else {
                throw member.error("expected at least one page-name pattern, found an empty list")
            }
            if let index = patterns.firstIndex(where: { $0.matches(page) }) {
                throw ProjectValue(node: sequence[index], file: member.file, path: "\(member.path)[\(index)]")
                    .error("\(patterns[index].pattern) matches \(page) itself: expected the pages that hold it under other names")
            }
            let entry = PageParts.Entry(page: page, parts: patterns)
            for (other, line) in read {
                let whole: String
                let part: String
                if other.parts.contains(where: { $0.matches(page) }) {
                    (whole, part) = (other.page, page)
                } else if patterns.contains(where: { $0.matches(other.page) }) {
                    (whole, part) = (page, other.page)
                } else {
                    continue
                }
                throw ProjectFileError(
                    file: value.file, line: keyLine,
                    """
                    \(value.path): \(part) is one of \(whole)'s parts and written in parts itself (lines \(line) and \(keyLine)): expected a \
                    page written in parts or a part, not both
                    """
                )
            }
            read.append((entry, keyLine))
        }
        return PageParts(entries: read.map(\.entry))
    }

    /// A language tag as GuideSpec accepts one (BCP 47: `zh`, `en`, `zh-TW`, `pt-BR`).
    static func languageTag(_ value: ProjectValue) throws(ProjectFileError) -> String {
        let tag = try value.text("a language tag such as zh or en")
        if let problem = LanguageTag.problem(tag) { throw value.error(problem) }
        return tag
    }

    /// `platforms`: each platform's label, page patterns, folders, code language and place among a row's error names.
    static func platforms(_ value: ProjectValue) throws(ProjectFileError) -> PlatformTable {
        var entries: [PlatformTable.Entry] = []
        for (id, keyLine, member) in try value.entries() {
            let platform: Platform
            do {
                platform = try Platform(id)
            } catch {
                throw ProjectFileError(file: value.file, line: keyLine, "platforms: \(error.message)")
            }
            guard platform != .none else {
                throw ProjectFileError(
                    file: value.file, line: keyLine, "platforms: none is how a page of no platform is written: expected another id")
            }
            var entry = PlatformTable.Entry(platform: platform, label: id)
            var labelled = false
            for (key, setting) in try member.members(known: ["label", "pages", "folders", "code", "error-name"]) {
                switch key {
                case "label":
                    entry.label = try setting.text("the platform's name as the guide writes it, such as iOS")
                    labelled = true
                case "pages": entry.pages = try setting.texts("page-name patterns such as ios-*").map(CaseGlob.init)
                case "folders": entry.folders = try setting.texts("folder names")
                case "code":
                    let name = try setting.text("a code language")
                    guard let language = CodeLanguage(rawValue: name) else {
                        throw setting.error(
                            "expected one of \(CodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")), found \(setting.shown)")
                    }
                    entry.code = language
                default:
                    switch try setting.text("first or last") {
                    case "first": entry.takesLastErrorName = false
                    case "last": entry.takesLastErrorName = true
                    default: throw setting.error("expected first or last, found \(setting.shown)")
                    }
                }
            }
            if !labelled { throw member.error("expected a label, the platform's name as the guide writes it (such as iOS)") }
            if let other = entries.first(where: { $0.label.lowercased() == entry.label.lowercased() }) {
                throw member.error("label \(entry.label) is already \(other.platform)'s: expected each platform its own label")
            }
            entries.append(entry)
        }
        return PlatformTable(entries: entries)
    }

    /// `names`: prefixes of type names that are not part of a neutral name.
    static func namePrefixes(_ value: ProjectValue) throws(ProjectFileError) -> [String] {
        var prefixes: [String] = []
        for (_, member) in try value.members(known: ["prefixes"]) {
            prefixes = try member.texts("name prefixes such as SDK")
        }
        return prefixes
    }

    /// `roles`: the pages with a part across the guide.
    static func roles(_ value: ProjectValue) throws(ProjectFileError) -> GuideProject.PageRoles {
        var roles = GuideProject.PageRoles()
        for (_, member) in try value.members(known: ["error-codes"]) {
            roles.errorCodes = try member.text("the name of the page that lists every error code, such as error-code")
        }
        return roles
    }

    /// `rules`: each rule off, or on at a severity.
    static func rules(_ value: ProjectValue) throws(ProjectFileError) -> [GuideProject.RuleEntry] {
        try value.entries().map { (id, keyLine, member) throws(ProjectFileError) in
            let word = try member.text("off, error, warning or note")
            let setting: RuleSetting
            if word == "off" {
                setting = .off
            } else if let severity = Severity(rawValue: word) {
                setting = .severity(severity)
            } else {
                throw member.error("expected off, error, warning or note, found \(member.shown)")
            }
            return GuideProject.RuleEntry(id: id, setting: setting, line: keyLine)
        }
    }

    /// Yams's error as `file:line: not valid YAML: problem`.
    static func syntaxError(_ error: YamlError, file: String) -> ProjectFileError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ProjectFileError(file: file, line: mark.line, "not valid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ProjectFileError(
                file: file, line: context.mark.line,
                "key \(duplicates.map(QuotedName.quoted).joined(separator: ", ")) appears twice in one mapping: expected each key once")
        case .reader(let problem, _, _, _):
            return ProjectFileError(file: file, line: 1, "not valid YAML: \(problem)")
        default:
            return ProjectFileError(file: file, line: 1, "not valid YAML: \(error)")
        }
    }
}
