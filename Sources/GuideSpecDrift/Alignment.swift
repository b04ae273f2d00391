import Foundation
import GuideSpecSpecModel

/// The aligned items of one page, in document order, with the first occurrence of each key. A class, so that rules
/// keep pages in their indexes by reference rather than copying the page's spec and document.
final class PageItems: Sendable {
    let page: DriftPage
    let items: [AlignedItem]
    /// The first item under each key; later ones are duplicates.
    let byKey: [String: AlignedItem]

    /// Aligns every item of `page`.
    init(_ page: DriftPage) {
        self.page = page
        let items = Alignment.items(of: page.spec)
        var first: [String: AlignedItem] = [:]
        for item in items where first[item.key] == nil { first[item.key] = item }
        self.items = items
        byKey = first
    }

    var language: String { page.language }
}

/// Builds the aligned items of a spec: keys come from names, codes, selectors and step numbers, never from prose.
/// Each kind of item has its own `…Items` builder in an extension (`Alignment+Declarations.swift`); a new kind adds one.
enum Alignment {
    /// Every item of `spec` in a stable order: errors, types with their fields and enum members, URL schemes with their
    /// parameters, declared methods (overloads apart), literal values, flows with their steps.
    static func items(of spec: PageSpec) -> [AlignedItem] {
        spec.errors.map(item) + typeItems(spec.types) + spec.urlSchemes.flatMap(items)
            + methodItems(spec.methods) + literalItems(spec.literals) + flowItems(spec.flows)
    }

    /// The items of every type. A type declared again on the page (in another code block, or as a table beside its code)
    /// counts once, as a method does: its first declaration gives the type, a later one only the fields and members the
    /// earlier ones lacked, so that a sample repeating a type, or a props table listing what an alias composes, is no
    /// duplicate. A field written twice in one declaration still is.
    static func typeItems(_ types: [TypeDeclaration]) -> [AlignedItem] {
        var declared: [String: Set<String>] = [:]
        var items: [AlignedItem] = []
        for type in types {
            let key = typeKey(type)
            let own = typeItems(type)
            guard let earlier = declared[key] else {
                declared[key] = Set(own.map(\.key))
                items += own
                continue
            }
            // The type itself too when the earlier declarations gave no item (a sample's empty `class TestActor {}`).
            let added = own.filter { !earlier.contains($0.key) }
            declared[key] = earlier.union(added.map(\.key))
            items += added
        }
        return items
    }

    /// The key of an error: its constant, or its code when the table names none (an error has one or the other).
    static func errorKey(_ error: ErrorEntry) -> String {
        "error:" + (error.name ?? codeText(error) ?? "")
    }

    /// The code as written: one number, or a range `first~last`; nil for an error its table names without a code.
    static func codeText(_ error: ErrorEntry) -> String? {
        error.code.map { code in error.codeRangeEnd.map { "\(code)~\($0)" } ?? String(code) }
    }

    private static func item(_ error: ErrorEntry) -> AlignedItem {
        let code = codeText(error)
        var facets: [String: String] = [:]
        if error.name != nil, let code { facets["code"] = code }
        for (platform, name) in error.platformNames ?? [:] { facets["name on \(platform)"] = name }
        let name = error.name.map { name in code.map { "\(name) (\($0))" } ?? name } ?? "code \(code ?? "")"
        let summary = error.name.map { name in code.map { "\(name) = \($0)" } ?? name } ?? code ?? ""
        return AlignedItem(
            key: errorKey(error), kind: .error, name: name, parent: nil, location: error.location, facets: facets,
            enumerationKeys: nil, text: error.description, summary: summary)
    }

    private static func items(_ scheme: URLScheme) -> [AlignedItem] {
        let key = "url-scheme:\(scheme.scheme)"
        let header = AlignedItem(
            key: key, kind: .urlScheme, name: scheme.scheme, parent: nil, location: scheme.location,
            facets: ["host": scheme.host ?? "none", "path": scheme.path ?? "none"], enumerationKeys: nil, text: "",
            summary: "\(scheme.scheme)://\(scheme.host ?? "")\(scheme.path ?? "")")
        return [header]
            + scheme.parameters.map { parameter in
                let value = parameter.fixedValue.map { "fixed \($0)" } ?? "free"
                return AlignedItem(
                    key: "url-parameter:\(scheme.scheme).\(parameter.name)", kind: .urlParameter, name: "\(scheme.scheme) \(parameter.name)",
                    parent: key, location: parameter.location, facets: ["value": value], enumerationKeys: nil,
                    text: parameter.description ?? "", summary: "\(parameter.name)=\(parameter.fixedValue ?? "…")")
            }
    }

    private static func flowItems(_ flows: [Flow]) -> [AlignedItem] {
        flows.flatMap { flow -> [AlignedItem] in
            let key = "flow:\(flow.name)"
            let header = AlignedItem(
                key: key, kind: .flow, name: flow.name, parent: nil, location: flow.location, facets: [:],
                enumerationKeys: nil, text: "", summary: "\(flow.name), \(flow.steps.count) steps")
            return [header]
                + flow.steps.map { step in
                    AlignedItem(
                        key: "flow-step:\(flow.name)#\(step.number)", kind: .flowStep, name: "\(flow.name) step \(step.number)", parent: key,
                        location: step.location,
                        facets: ["selectors": step.selectors.joined(separator: ", "), "error names": step.errorNames.joined(separator: ", ")],
                        enumerationKeys: nil, text: "", summary: "step \(step.number)")
                }
        }
    }

    /// A declared type with its spacing normalised: `NSString*` and `NSString  *` both read `NSString *`.
    static func normalizedType(_ type: String) -> String {
        // Most types are one ASCII word without a space or a `*` (`String`, `int`, `Map<String,Object>`): already normal.
        if type.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "*") }) { return type }
        if type.utf8.allSatisfy({ $0 < 0x80 }) { return normalizedASCIIType(type) }
        let collapsed = type.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return collapsed.replacingOccurrences(of: " *", with: "*").replacingOccurrences(of: "*", with: " *")
            .replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
    }

    /// `normalizedType` of ASCII text, the same steps over its bytes: whitespace runs as one space, `*` written ` *`, the
    /// ends trimmed.
    static func normalizedASCIIType(_ type: String) -> String {
        let space = UInt8(ascii: " ")
        let star = UInt8(ascii: "*")
        var collapsed: [UInt8] = []
        for word in type.utf8.split(whereSeparator: { (0x09...0x0D).contains($0) || $0 == space }) {
            if !collapsed.isEmpty { collapsed.append(space) }
            collapsed += word
        }
        // ` *` → `*`, then `*` → ` *`, then `  ` → ` `, each left to right as `replacingOccurrences` does.
        var starred: [UInt8] = []
        var index = 0
        while index < collapsed.count {
            if collapsed[index] == space, index + 1 < collapsed.count, collapsed[index + 1] == star {
                index += 1
                continue
            }
            if collapsed[index] == star { starred.append(space) }
            starred.append(collapsed[index])
            index += 1
        }
        var single: [UInt8] = []
        index = 0
        while index < starred.count {
            single.append(starred[index])
            index += starred[index] == space && index + 1 < starred.count && starred[index + 1] == space ? 2 : 1
        }
        // Collapsing left no tab and no space at either end; a leading `*` gained one.
        return String(decoding: single.drop { $0 == space }, as: UTF8.self)
    }

}
