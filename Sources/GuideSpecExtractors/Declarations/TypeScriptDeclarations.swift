import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Reads the types a TypeScript (or JavaScript) block declares: `interface Name extends Base { name?: Type; … }`,
/// `type Name = { … }`, a union of string literals `type Name = 'a' | 'b'` (an enum of those values) and `enum Name { … }`.
/// A member's `?` makes it optional; a JSDoc `@default` and `@version` (or `@since`) above it give its default and version.
/// Anything else in the block (samples, imports, functions) is skipped.
struct TypeScriptDeclarations {
    private(set) var declarations = CodeDeclarations()

    /// Reads `code`, whose block is `block`.
    init(_ code: CodeBlock, block: Block, context: inout ExtractionContext) {
        let source = SourceTokenizer(code)
        let tokens = source.tokens
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].kind == .identifier else {
                index += 1
                continue
            }
            switch source.text(token) {
            case "interface":
                index = interface(source, at: index, block: block, context: &context)
            case "type":
                index = alias(source, at: index, block: block, context: &context)
            case "enum":
                index = enumeration(source, at: index, block: block, context: &context)
            default:
                index += 1
            }
        }
    }

    /// `interface Name<T> extends A, B { … }`; returns where reading resumes.
    private mutating func interface(_ source: SourceTokenizer, at keyword: Int, block: Block, context: inout ExtractionContext) -> Int {
        let tokens = source.tokens
        let name = source.text(tokens[keyword + 1])
        guard let open = tokens[(keyword + 2)...].firstIndex(where: { $0.is("{") || $0.is(";") }), tokens[open].is("{") else { return keyword + 2 }
        var supertypes: [String] = []
        if let extends = (keyword + 2..<open).first(where: { tokens[$0].kind == .identifier && source.text(tokens[$0]) == "extends" }) {
            supertypes = Self.split(source, Array(extends + 1..<open)[...])
        }
        let body = BracedBody(source, open: open, lineBreaksEnd: true)
        declare(
            .interface, name: name, supertypes: supertypes, body: body, source: source, line: tokens[keyword].line, block: block, context: &context)
        return body.end
    }

    /// `type Name = { … }` or `type Name = 'a' | 'b'`; other aliases declare no members and are skipped.
    private mutating func alias(_ source: SourceTokenizer, at keyword: Int, block: Block, context: inout ExtractionContext) -> Int {
        let tokens = source.tokens
        let name = source.text(tokens[keyword + 1])
        var equals = keyword + 2
        if equals < tokens.count, tokens[equals].is("<") {
            var depth = 0
            while equals < tokens.count {
                if tokens[equals].is("<") { depth += 1 }
                if tokens[equals].is(">") { depth -= 1 }
                equals += 1
                if depth == 0 { break }
            }
        }
        guard equals + 1 < tokens.count, tokens[equals].is("=") else { return keyword + 2 }
        let first = equals + 1
        if tokens[first].is("{") {
            let body = BracedBody(source, open: first, lineBreaksEnd: true)
            declare(.interface, name: name, supertypes: [], body: body, source: source, line: tokens[keyword].line, block: block, context: &context)
            return body.end
        }
        // A union of string literals, up to the statement's end.
        var literals: [(String, Int)] = []
        var index = first
        while index < tokens.count {
            let token = tokens[index]
            if token.is("|") || token.isComment {
                index += 1
                continue
            }
            guard token.kind == .string || token.kind == .character else { break }
            literals.append((String(source.text(token).dropFirst().dropLast()), token.line))
            index += 1
        }
        let ends = index == tokens.count || tokens[index].is(";") || tokens[index].startsLine
        guard literals.count >= 2, ends else { return first }
        let location = context.location(SourceRange(tokens[keyword].line, literals[literals.count - 1].1), section: block.sectionPath)
        declarations.types.append(
            TypeDeclaration(
                kind: .enum, language: .typescript, name: name,
                neutralName: NeutralName.type(name, language: .typescript, prefixes: context.options.namePrefixes),
                members: literals.map {
                    EnumMember(name: $0.0, value: nil, comment: [], location: context.location(line: $0.1, section: block.sectionPath))
                },
                terminated: true, location: location))
        return index
    }

    /// `enum Name { A = 'a', B }`.
    private mutating func enumeration(_ source: SourceTokenizer, at keyword: Int, block: Block, context: inout ExtractionContext) -> Int {
        let tokens = source.tokens
        let name = source.text(tokens[keyword + 1])
        guard keyword + 2 < tokens.count, tokens[keyword + 2].is("{") else { return keyword + 2 }
        let body = BracedBody(source, open: keyword + 2, lineBreaksEnd: false)
        let members = body.members.compactMap { member -> EnumMember? in
            guard let first = member.tokens.first, tokens[first].kind == .identifier else { return nil }
            let value = member.tokens.firstIndex { tokens[$0].is("=") }.map { BracedBody.text(source, member.tokens[($0 + 1)...]) }
            return EnumMember(
                name: source.text(tokens[first]), value: value, comment: Self.comment(source, member.comments).lines,
                location: context.location(line: tokens[first].line, section: block.sectionPath))
        }
        declarations.types.append(
            TypeDeclaration(
                kind: .enum, language: .typescript, name: name,
                neutralName: NeutralName.type(name, language: .typescript, prefixes: context.options.namePrefixes), members: members,
                terminated: body.terminated, location: context.location(SourceRange(tokens[keyword].line, body.lastLine), section: block.sectionPath))
        )
        return body.end
    }

    /// Appends a type of the body's members.
    private mutating func declare(
        _ kind: TypeDeclaration.Kind, name: String, supertypes: [String], body: BracedBody, source: SourceTokenizer, line: Int, block: Block,
        context: inout ExtractionContext
    ) {
        let fields = body.members.compactMap { member(source, $0, block: block, context: &context) }
        declarations.types.append(
            TypeDeclaration(
                kind: kind, language: .typescript, name: name,
                neutralName: NeutralName.type(name, language: .typescript, prefixes: context.options.namePrefixes), supertypes: supertypes,
                fields: fields, terminated: body.terminated, location: context.location(SourceRange(line, body.lastLine), section: block.sectionPath))
        )
        if !body.terminated {
            context.report(
                .warning, rule: DeclarationReader.unterminatedType, line: line,
                DeclarationReader.unterminatedTypeMessage("interface", name, lastLine: body.lastLine))
        }
    }

    /// A member `[readonly] name[?]: Type` or `name[?](parameters): Type`; nil for an index signature or anything else.
    private func member(_ source: SourceTokenizer, _ member: BracedBody.Member, block: Block, context: inout ExtractionContext) -> FieldDeclaration? {
        let tokens = source.tokens
        var position = 0
        var modifiers: [String] = []
        while position + 1 < member.tokens.count, tokens[member.tokens[position]].kind == .identifier,
            ["readonly", "static", "public", "private", "protected"].contains(source.text(tokens[member.tokens[position]])),
            tokens[member.tokens[position + 1]].kind == .identifier
        {
            modifiers.append(source.text(tokens[member.tokens[position]]))
            position += 1
        }
        guard position < member.tokens.count else { return nil }
        let nameToken = tokens[member.tokens[position]]
        guard nameToken.kind == .identifier || nameToken.kind == .string || nameToken.kind == .character else { return nil }
        var name = source.text(nameToken)
        if nameToken.kind != .identifier { name = String(name.dropFirst().dropLast()) }
        position += 1
        var optional = false
        if position < member.tokens.count, tokens[member.tokens[position]].is("?") {
            optional = true
            position += 1
        }
        guard position < member.tokens.count else { return nil }
        let type: String
        if tokens[member.tokens[position]].is(":") {
            type = BracedBody.text(source, member.tokens[(position + 1)...])
        } else if tokens[member.tokens[position]].is("(") || tokens[member.tokens[position]].is("<") {
            // A method: written as the function type it is, `(parameters) => Return`.
            let rest = BracedBody.text(source, member.tokens[position...])
            guard let colon = Self.returnColon(rest) else { return nil }
            type = String(rest[..<colon]).trimmingCharacters(in: " ") + " => " + String(rest[rest.index(after: colon)...]).trimmingCharacters(in: " ")
        } else {
            return nil
        }
        let comment = Self.comment(source, member.comments)
        return FieldDeclaration(
            name: name, neutralName: NeutralName.member(name, language: .typescript),
            type: TypeReference(written: type, neutral: context.neutralTypes.of(type, language: .typescript)),
            nullability: .unspecified, modifiers: modifiers, value: comment.tags["default"], comment: comment.lines,
            location: context.location(line: nameToken.line, section: block.sectionPath), required: !optional,
            since: comment.tags["version"] ?? comment.tags["since"])
    }

    /// The `:` after a method's parameter list, where its return type starts.
    private static func returnColon(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "<", "{", "[": depth += 1
            case ")", ">", "}", "]": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The text of the comments above a member, and its JSDoc tags (`@default false` → `default`: `false`).
    private static func comment(_ source: SourceTokenizer, _ comments: [Int]) -> (lines: [String], tags: [String: String]) {
        var lines: [String] = []
        var tags: [String: String] = [:]
        for index in comments {
            for line in CommentText.lines(of: source.text(source.tokens[index])) where !line.isEmpty {
                guard line.hasPrefix("@") else {
                    lines.append(line)
                    continue
                }
                let tag = line.dropFirst().prefix { $0 != " " }
                let value = line.dropFirst(tag.count + 1).trimmingCharacters(in: " ")
                if !value.isEmpty, tags[tag.lowercased()] == nil { tags[tag.lowercased()] = String(value) }
            }
        }
        return (lines, tags)
    }

    /// The comma-separated types of `indices` (an `extends` clause), each as written.
    private static func split(_ source: SourceTokenizer, _ indices: ArraySlice<Int>) -> [String] {
        var parts: [String] = []
        var depth = 0
        var start = indices.startIndex
        for position in indices.indices {
            let token = source.tokens[indices[position]]
            if token.is("<") || token.is("(") { depth += 1 }
            if token.is(">") || token.is(")") { depth -= 1 }
            if depth == 0, token.is(",") {
                parts.append(BracedBody.text(source, indices[start..<position]))
                start = position + 1
            }
        }
        parts.append(BracedBody.text(source, indices[start...]))
        return parts.filter { !$0.isEmpty }
    }
}
