import GuideSpecDocumentModel
import Foundation
import GuideSpecSpecModel

/// A JSON example whose keys are not fields of the class it illustrates: the example is a ```json block (or an unlabelled
/// block that parses as a JSON object) in the same section as a class declared earlier, the nearest such class being
/// the one it shows, when the example has at least one of its fields (an example with none, such as a `package.json` after
/// a message definition, shows something else). Only top-level keys are read (nested objects are other classes), and
/// only examples that parse as JSON: a sample with `...` or comments is not an example of the wire form.
enum JSONExampleKeyRule: DriftRule {
    static let id = "drift.json-example-key"
    static let severity = Severity.warning
    static let summary: DriftRuleText = "A key of a JSON example that no field of the class it illustrates has."
    static let compares: DriftRuleText =
        "a key of a JSON example (a block fenced as \(code: "json"), or an unlabelled block that parses as a JSON "
        + "object) that no field of the class declared before it in the same section has; top-level keys only; every "
        + "example with the key, then the class (subject \(code: "class:<name>:json-key:<key>")); an example with none "
        + "of the class's fields (a \(code: "package.json") after a message definition) shows something else"
    static let example = "en JSON example of Receipt uses key \"currency\", which is not a field of Receipt"
    static let details: [DriftRuleText] = [
        "The rule reads only examples that parse as JSON (a sample with \(code: "...") or comments shows no wire form) "
            + "and only their top-level keys (a nested object is another class). Classes are any language's (Java, C#, C++ "
            + "and Objective-C types with fields), a key matching a field as written or by its neutral name "
            + "(\(code: "productId") for C++'s \(code: "ProductId"))."
    ]

    /// One finding per class and key that no field of the class has, with every example that uses the key.
    static func findings(in comparison: PageItems) -> [DriftFinding] {
        let page = comparison.page
        let classes = DeclaredClass.all(in: page.spec)
        guard !classes.isEmpty else { return [] }
        var lastClass: [[String]: DeclaredClass] = [:]
        var pending = classes.sorted { $0.location.line < $1.location.line }[...]
        var uses: [String: (owner: DeclaredClass, key: String, lines: [Int])] = [:]
        var order: [String] = []
        BlockWalk(page.document.blocks).forEachCode { code, block in
            while let next = pending.first, next.location.line <= block.range.first {
                lastClass[next.location.section] = next
                pending = pending.dropFirst()
            }
            guard let owner = lastClass[block.sectionPath], owner.location.line < block.range.first, let keys = keys(of: code),
                keys.contains(where: owner.fields.contains)
            else { return }
            let lines = quotedLines(code)
            for key in keys where !owner.fields.contains(key) {
                let id = "\(owner.name)\u{1F}\(key)"
                if uses[id] == nil { order.append(id) }
                uses[id, default: (owner, key, [])].lines.append(lines[key] ?? code.firstLine)
            }
        }
        return order.compactMap { uses[$0] }.map { owner, key, lines in
            DriftFinding(
                rule: id, severity: severity, message: message(key, owner: owner.name, language: page.language, examples: lines.count),
                page: page.spec.page, subject: "class:\(owner.name):json-key:\(key)",
                locations: lines.map {
                    DriftLocation(file: page.spec.source.file, line: $0, language: page.language, note: "\(page.language): example has \"\(key)\"")
                }
                    + [DriftLocation(owner.location, language: page.language, note: "\(page.language): \(owner.name) declares no field \(key)")])
        }
    }

    /// The top-level keys of a JSON example (of each object of a top-level array), sorted; nil when the block is not JSON.
    static func keys(of code: CodeBlock) -> [String]? {
        let language = code.language?.lowercased()
        let text = code.text
        guard language == "json" || (language == nil && text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{")),
            let value = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        else { return nil }
        let objects = (value as? [String: Any]).map { [$0] } ?? (value as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
        guard !objects.isEmpty else { return nil }
        return Set(objects.flatMap(\.keys)).sorted()
    }

    /// The source line where each double-quoted token of the block is first written.
    private static func quotedLines(_ code: CodeBlock) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (offset, line) in code.lines.enumerated() {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            for index in stride(from: 1, to: parts.count - 1, by: 2) where lines[String(parts[index])] == nil {
                lines[String(parts[index])] = code.firstLine + offset
            }
        }
        return lines
    }

    static func message(_ key: String, owner: String, language: String, examples: Int) -> String {
        """
        \(language) JSON example\(examples > 1 ? "s" : "") of \(owner) use\(examples > 1 ? "" : "s") key \"\(key)\", \
        which is not a field of \(owner)
        """
    }
}

/// A class a page declares, reduced to what JSON examples are checked against.
struct DeclaredClass {
    var name: String
    /// The names of its fields, as written and neutral (`ProductId`, `productId`).
    var fields: Set<String>
    var location: SpecLocation

    /// The classes of a spec.
    static func all(in spec: PageSpec) -> [DeclaredClass] {
        spec.types.filter { !$0.fields.isEmpty }.map { type in
            DeclaredClass(name: type.fullName, fields: Set(type.fields.flatMap { [$0.name, $0.neutralName] }), location: type.location)
        }
    }
}
