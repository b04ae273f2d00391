import GuideSpecVocabulary
import Yams

/// Reads a project file (`guidespec.yml`, docs/project-file.md) into a guide's settings. Every key is checked: an unknown
/// key, a key documented but not read by this version, or a value of the wrong shape is a `ProjectFileError` naming the
/// line and what was expected.
public enum ProjectFileReader {
    /// The project file's name, looked for in the working folder and each folder above it.
    public static let fileName = "guidespec.yml"
    /// The largest project file read, in bytes: a project file is a page of settings.
    public static let maximumBytes = 1 << 20
    /// The version of the schema this build reads.
    public static let version = 1

    /// The top-level keys this build reads.
    static let keys = ["version", "languages", "platforms", "names", "roles", "rules"]
    /// Keys docs/project-file.md describes that this build does not read yet, with what to do instead.
    static let planned = [
        "layout": "layouts are not read by this version of GuideSpec: give the guide's files on the command line",
        "pages": "leaving pages out is not read by this version of GuideSpec: give only the pages to read",
        "paths": "paths are not read by this version of GuideSpec: give them to each command",
    ]

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
        for (key, value) in try ProjectValue(node: root, file: file, path: "").members(known: keys, planned: planned) {
            switch key {
            case "version":
                guard try value.text("a schema version") == String(version) else {
                    throw value.error("expected \(version), the version of the schema this GuideSpec reads, found \(value.shown)")
                }
            case "languages": project.languages = try languages(value)
            case "platforms": project.platforms = try platforms(value)
            case "names": project.namePrefixes = try namePrefixes(value)
            case "roles": project.roles = try roles(value)
            default: project.rules = try rules(value)
            }
        }
        return project
    }

    /// `languages`: the reference language, then the order the others decide in.
    static func languages(_ value: ProjectValue) throws(ProjectFileError) -> LanguageOrder {
        var reference: String?
        var order: [String] = []
        var orderValue: ProjectValue?
        for (key, member) in try value.members(known: ["reference", "order"], planned: ["aliases": "language aliases are not read by this version of GuideSpec"]) {
            if key == "reference" {
                reference = try languageTag(member)
            } else {
                orderValue = member
                guard case .sequence(let sequence) = member.node else { throw member.error("expected a list of language tags, found \(member.shown)") }
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
        return LanguageOrder(deciding: order.isEmpty ? reference.map { [$0] } ?? [] : order)
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
                throw ProjectFileError(file: value.file, line: keyLine, "platforms: none is how a page of no platform is written: expected another id")
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
                        throw setting.error("expected one of \(CodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")), found \(setting.shown)")
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
