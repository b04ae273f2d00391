import GuideSpecSpecModel

/// A statement shaped like a field or variable: `Type name [= value]`, `Type a, b`, C++ `const FString Name(TEXT("x"))`,
/// Kotlin `val name: Type [= value]`, or a bare `name` (a field whose type the guide left out).
struct FieldShape {
    /// The declared names (several for `int a, b`).
    var names: [String]
    /// The line of each name, in `names` order.
    var nameLines: [Int]
    /// The type as written; empty when the declaration names none.
    var type: String
    /// The default or fixed value as written.
    var value: String?
    /// The value's text when it is one token-like string literal (`"GG"`, `TEXT("de")`), unquoted.
    var stringValue: String?

    init?(_ run: TokenRun, prefix: DeclarationPrefix, dialect: DeclarationDialect) {
        guard !run.isEmpty else { return nil }
        var declaration = run
        var valueRun: TokenRun?
        if let equals = run.firstAtDepthZero(where: { $0.is("=") }) {
            declaration = run.slice(0, equals)
            valueRun = run.slice(equals + 1)
        } else if let open = run.firstAtDepthZero(where: { $0.is("(") }), open >= 2, let close = run.closing(open), close == run.count - 1 {
            declaration = run.slice(0, open)
            valueRun = run.slice(open + 1, close)
        }
        if dialect.typeFollowsName {
            guard prefix.modifiers.contains("val") || prefix.modifiers.contains("var"), declaration.first?.kind == .identifier else { return nil }
            names = [declaration.text(0)]
            nameLines = [declaration.token(0).line]
            type = declaration.count > 2 && declaration.token(1).is(":") ? declaration.slice(2).written : ""
        } else {
            let parts = declaration.splitAtCommas()
            guard let first = parts.first, let last = first.last, last.kind == .identifier else { return nil }
            let typeRun = first.slice(0, first.count - 1)
            guard typeRun.isEmpty || TypeSyntax.isPlausible(typeRun) && !Self.endsInMemberAccess(typeRun) else { return nil }
            var names = [first.text(first.count - 1)]
            var lines = [last.line]
            for part in parts.dropFirst() {
                guard part.count == 1, part.token(0).kind == .identifier else { return nil }
                names.append(part.text(0))
                lines.append(part.token(0).line)
            }
            self.names = names
            nameLines = lines
            type = typeRun.written
        }
        guard names.allSatisfy({ !DeclarationDialect.statementWords.contains($0) && dialect.typeKeywords[$0] == nil }) else { return nil }
        guard !type.isEmpty || valueRun == nil else { return nil }
        value = valueRun.map(\.written)
        stringValue = valueRun.flatMap(Self.tokenLikeString)
    }

    /// Whether a run ends in `.`, `::` or `->`: the name after it is a member reached through it, so that
    /// `Sdk.Login("guest0001")` is a call passing an argument, not a declaration of `Login` with a value.
    static func endsInMemberAccess(_ run: TokenRun) -> Bool {
        guard let last = run.last else { return false }
        return last.is(".") || last.is(SourceToken.scope) || last.is(SourceToken.arrow)
    }

    /// What the declaration says about nil.
    func nullability(attributes: [String], dialect: DeclarationDialect) -> Nullability {
        TypeSyntax.nullability(written: type, attributes: attributes, dialect: dialect)
    }

    /// The content of the one string literal in `run` when everything else is a wrapper call (`TEXT(…)`) and the content
    /// reads as a value rather than a sentence: ASCII letters, digits, `_`, `-`, `.`, at most 64 bytes.
    static func tokenLikeString(_ run: TokenRun) -> String? {
        var found: String?
        for position in 0..<run.count {
            let token = run.token(position)
            switch token.kind {
            case .string:
                guard found == nil else { return nil }
                found = unquoted(run.text(position))
            case .identifier where position + 1 < run.count && run.token(position + 1).is("("):
                continue
            case .punctuation where token.is("(") || token.is(")"):
                continue
            default:
                return nil
            }
        }
        guard let text = found, !text.isEmpty, text.utf8.count <= 64,
            text.utf8.allSatisfy({ SourceTokenizer.isIdentifierByte($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return nil }
        return text
    }

    /// A string literal's content: without `@` and the quotes.
    static func unquoted(_ literal: String) -> String {
        // Read on the bytes while the bytes next to the `@` and quotes are ASCII (then each is a character of its own);
        // otherwise by `CharacterBytes`, which asks the characters.
        var utf8 = literal
        let plain: String? = utf8.withUTF8 { bytes in
            var start = 0
            var end = bytes.count
            for mark in [UInt8(ascii: "@"), UInt8(ascii: "\"")] where start < end && bytes[start] == mark {
                guard start + 1 == end || bytes[start + 1] < 0x80 else { return nil }
                start += 1
            }
            if start < end, bytes[end - 1] == UInt8(ascii: "\"") {
                guard end - 1 == start || bytes[end - 2] < 0x80 else { return nil }
                end -= 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let plain { return plain }
        var text = Substring(literal)
        if CharacterBytes.first(of: text, is: UInt8(ascii: "@")) { text = Substring(text.utf8.dropFirst()) }
        if CharacterBytes.first(of: text, is: UInt8(ascii: "\"")) { text = Substring(text.utf8.dropFirst()) }
        if CharacterBytes.last(of: text, is: UInt8(ascii: "\"")) { text = Substring(text.utf8.dropLast()) }
        return String(text)
    }
}
