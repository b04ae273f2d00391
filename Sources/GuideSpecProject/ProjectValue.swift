import GuideSpecVocabulary
import Yams

/// One value of the project file with where it is (its line and its key path, such as `platforms.ios.pages`), read by the
/// shape the schema expects, every mismatch a `ProjectFileError` naming the line and what was expected.
struct ProjectValue {
    let node: Node
    let file: String
    /// The keys leading to the value, joined by dots; empty for the file's top level.
    let path: String

    /// The 1-based line the value starts on.
    var line: Int { node.mark?.line ?? 1 }

    /// An error at this value: `file:line: path: message`.
    func error(_ message: String) -> ProjectFileError {
        ProjectFileError(file: file, line: line, path.isEmpty ? message : "\(path): \(message)")
    }

    /// What the value is, for messages: `a list`, `a mapping`, `"x"`, `nothing`.
    var shown: String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar(let scalar): isNull ? "nothing" : QuotedName.quoted(scalar.string)
        }
    }

    /// Whether the value is YAML's null: an empty plain value, `~` or `null`.
    private var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// The members of a mapping, in the file's order, each key checked against `known`; a key outside it is refused.
    func members(known: [String]) throws(ProjectFileError) -> [(key: String, value: ProjectValue)] {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping of \(known.joined(separator: ", ")), found \(shown)") }
        var members: [(key: String, value: ProjectValue)] = []
        for (keyNode, valueNode) in mapping {
            let key = ProjectValue(node: keyNode, file: file, path: path)
            guard case .scalar(let scalar) = keyNode else { throw key.error("expected a key, found \(key.shown)") }
            let name = scalar.string
            guard known.contains(name) else {
                throw key.error("unknown key \(QuotedName.quoted(name)): expected \(known.joined(separator: ", ")) (docs/project-file.md)")
            }
            members.append((name, ProjectValue(node: valueNode, file: file, path: path.isEmpty ? name : "\(path).\(name)")))
        }
        return members
    }

    /// The entries of a mapping whose keys are names the file chooses (platform ids, rule ids), in the file's order.
    func entries() throws(ProjectFileError) -> [(key: String, keyLine: Int, value: ProjectValue)] {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping, found \(shown)") }
        var entries: [(key: String, keyLine: Int, value: ProjectValue)] = []
        for (keyNode, valueNode) in mapping {
            let key = ProjectValue(node: keyNode, file: file, path: path)
            guard case .scalar(let scalar) = keyNode else { throw key.error("expected a key, found \(key.shown)") }
            entries.append((scalar.string, key.line, ProjectValue(node: valueNode, file: file, path: "\(path).\(scalar.string)")))
        }
        return entries
    }

    /// The value as text; `what` says what the text is, for the message when it is not text.
    func text(_ what: String) throws(ProjectFileError) -> String {
        guard case .scalar(let scalar) = node, !isNull, !scalar.string.isEmpty else { throw error("expected \(what), found \(shown)") }
        return scalar.string
    }

    /// The value as a list of texts, each `what`.
    func texts(_ what: String) throws(ProjectFileError) -> [String] {
        guard case .sequence(let sequence) = node else { throw error("expected a list of \(what), found \(shown)") }
        var texts: [String] = []
        for (index, element) in sequence.enumerated() {
            texts.append(try ProjectValue(node: element, file: file, path: "\(path)[\(index)]").text(what))
        }
        return texts
    }

}
