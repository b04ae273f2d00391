/// Writes a `SwiftFile` as source text: four-space indentation, one blank line between members, a final newline.
///
/// An expression stays on one line when it fits within `lineWidth` columns and holds no array of calls;
/// otherwise arrays and dictionaries put one element per line (with a trailing comma) and calls one
/// argument per line. The same structure always gives the same bytes.
public struct SwiftRenderer: Sendable {
    /// The column limit a one-line expression must stay under.
    public var lineWidth: Int

    /// Creates a renderer.
    public init(lineWidth: Int = 120) {
        self.lineWidth = lineWidth
    }

    /// The source text of `file`.
    public func render(_ file: SwiftFile) -> String {
        var sections: [[String]] = []
        let header = file.header.flatMap(Self.physicalLines)
        if !header.isEmpty { sections.append(header.map { $0.isEmpty ? "//" : "// " + $0 }) }
        if !file.imports.isEmpty { sections.append(file.imports.map { "import " + $0 }) }
        sections += file.declarations.map { lines(of: $0, depth: 0) }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// The lines of one declaration, indented for `depth`.
    func lines(of declaration: SwiftDeclaration, depth: Int) -> [String] {
        let indent = Self.indent(depth)
        switch declaration {
        case .type(let type):
            var result = documentation(type.documentation, indent) + type.attributes.map { indent + attribute($0) }
            result.append(indent + "\(type.kind.rawValue) \(type.name) {")
            for (index, member) in type.members.enumerated() {
                if index > 0 { result.append("") }
                result += lines(of: member, depth: depth + 1)
            }
            return result + [indent + "}"]
        case .staticConstant(let name, let type, let value, let doc):
            let prefix = indent + "static let \(SwiftIdentifier.declared(name)): \(type) = "
            return documentation(doc, indent) + [prefix + expression(value, depth: depth, column: prefix.count)]
        case .function(let function):
            let parameters = function.parameters.map { ($0.label.map { $0 + " " } ?? "") + "\($0.name): \($0.type)" }
            let signature =
                "func \(SwiftIdentifier.declared(function.name))(\(parameters.joined(separator: ", ")))" + (function.isAsync ? " async" : "")
            var result = documentation(function.documentation, indent) + function.attributes.map { indent + attribute($0) }
            result.append(indent + signature + " {")
            result += function.body.map { statement($0, depth: depth + 1) }
            return result + [indent + "}"]
        }
    }

    /// One statement on its line.
    func statement(_ statement: SwiftStatement, depth: Int) -> String {
        let indent = Self.indent(depth)
        switch statement {
        case .constant(let name, let value):
            let prefix = indent + "let \(name) = "
            return prefix + expression(value, depth: depth, column: prefix.count)
        case .expression(let value):
            return indent + expression(value, depth: depth, column: indent.count)
        }
    }

    /// An expression starting at `column`, broken over lines indented from `depth` when it does not fit on one.
    func expression(_ value: SwiftExpression, depth: Int, column: Int) -> String {
        let flat = inline(value)
        if column + flat.count < lineWidth && !Self.mustBreak(value) { return flat }
        let inner = Self.indent(depth + 1)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            let rows = elements.map { inner + expression($0, depth: depth + 1, column: inner.count) + "," }
            return "[\n" + rows.joined(separator: "\n") + "\n" + Self.indent(depth) + "]"
        case .dictionary(let entries) where !entries.isEmpty:
            let rows = entries.map { entry in
                let prefix = inner + inline(entry.key) + ": "
                return prefix + expression(entry.value, depth: depth + 1, column: prefix.count) + ","
            }
            return "[\n" + rows.joined(separator: "\n") + "\n" + Self.indent(depth) + "]"
        case .call(let callee, let arguments) where !arguments.isEmpty:
            return inline(callee) + brokenArguments(arguments, depth: depth)
        case .macro(let name, let arguments) where !arguments.isEmpty:
            return "#" + name + brokenArguments(arguments, depth: depth)
        case .awaitExpression(let operand):
            return "await " + expression(operand, depth: depth, column: column + 6)
        default:
            return flat
        }
    }

    /// `(` then one argument per line, then `)` on its own line.
    func brokenArguments(_ arguments: [SwiftArgument], depth: Int) -> String {
        let inner = Self.indent(depth + 1)
        let rows = arguments.map { argument in
            let prefix = inner + (argument.label.map { $0 + ": " } ?? "")
            return prefix + expression(argument.value, depth: depth + 1, column: prefix.count)
        }
        return "(\n" + rows.joined(separator: ",\n") + "\n" + Self.indent(depth) + ")"
    }

    /// An expression on one line.
    func inline(_ value: SwiftExpression) -> String {
        switch value {
        case .string(let text): SwiftStringLiteral.render(text)
        case .integer(let number): String(number)
        case .float(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .nilLiteral: "nil"
        case .array(let elements): "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .dictionary(let entries) where entries.isEmpty: "[:]"
        case .dictionary(let entries): "[" + entries.map { inline($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + "]"
        case .identifier(let name): name
        case .member(let base, let name): (base.map(inline) ?? "") + "." + name
        case .call(let callee, let arguments): inline(callee) + "(" + inline(arguments) + ")"
        case .macro(let name, let arguments): "#" + name + "(" + inline(arguments) + ")"
        case .awaitExpression(let operand): "await " + inline(operand)
        case .subscripted(let base, let index): inline(base) + "[" + inline(index) + "]"
        }
    }

    /// Arguments separated by commas, each with its label.
    func inline(_ arguments: [SwiftArgument]) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + inline($0.value) }.joined(separator: ", ")
    }

    /// `@Name` or `@Name(arguments)`, always on one line.
    func attribute(_ attribute: SwiftAttribute) -> String {
        "@" + attribute.name + (attribute.arguments.isEmpty ? "" : "(" + inline(attribute.arguments) + ")")
    }

    /// The `///` lines of a declaration, or nothing.
    func documentation(_ text: String?, _ indent: String) -> [String] {
        (text.map(Self.physicalLines) ?? []).map { indent + "/// " + $0 }
    }

    /// Comment text split at every line break Swift's lexer ends a comment at, so that no text escapes the comment.
    static func physicalLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0.isNewline }.map(String.init)
    }

    /// Whether an expression holds an array of calls, which always gets one element per line.
    static func mustBreak(_ value: SwiftExpression) -> Bool {
        switch value {
        case .array(let elements):
            elements.contains { element in
                if case .call = element { return true }
                return mustBreak(element)
            }
        case .dictionary(let entries): entries.contains { mustBreak($0.value) }
        case .call(_, let arguments), .macro(_, let arguments): arguments.contains { mustBreak($0.value) }
        case .awaitExpression(let operand), .subscripted(let operand, _): mustBreak(operand)
        default: false
        }
    }

    /// Four spaces per level.
    static func indent(_ depth: Int) -> String {
        String(repeating: " ", count: depth * 4)
    }
}
