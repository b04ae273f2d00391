import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Reads the messages and enums a Protocol Buffers block declares: `message Name { repeated Type name = 1; … }` (nested
/// messages and enums qualified by their message, a `oneof`'s fields read as the message's own), `enum Name { A = 0; }`,
/// and a `service`'s `rpc Name(Request) returns (Response);` as methods. A field's number is its `value`.
struct ProtoDeclarations {
    private(set) var declarations = CodeDeclarations()

    /// The deepest nesting of messages read, as in the C-family reader.
    static let maximumNesting = DeclarationReader.maximumTypeNesting

    /// Reads `code`, whose block is `block`.
    init(_ code: CodeBlock, block: Block, context: inout ExtractionContext) {
        let source = SourceTokenizer(code)
        let tokens = source.tokens
        // The declarations still to read: a keyword's token index and the qualified name of the message around it.
        var pending: [(keyword: Int, outer: String?, depth: Int)] = []
        var index = 0
        while index < tokens.count {
            if let end = Self.declaration(source, at: index) {
                pending.append((index, nil, 0))
                index = end
            } else {
                index += 1
            }
        }
        var position = 0
        while position < pending.count {
            let (keyword, outer, depth) = pending[position]
            position += 1
            let word = source.text(tokens[keyword])
            let name = source.text(tokens[keyword + 1])
            let qualified = outer.map { "\($0).\(name)" } ?? name
            let body = BracedBody(source, open: keyword + 2, lineBreaksEnd: false)
            let location = context.location(SourceRange(tokens[keyword].line, body.lastLine), section: block.sectionPath)
            switch word {
            case "message":
                var fields: [FieldDeclaration] = []
                for member in body.members {
                    guard let first = member.tokens.first else { continue }
                    let head = tokens[first].kind == .identifier ? source.text(tokens[first]) : ""
                    if ["message", "enum"].contains(head), member.tokens.count > 2, tokens[member.tokens[2]].is("{") {
                        if depth + 1 < Self.maximumNesting { pending.append((member.tokens[0], qualified, depth + 1)) }
                    } else if head == "oneof", member.tokens.count > 2, tokens[member.tokens[2]].is("{") {
                        let inner = BracedBody(source, open: member.tokens[2], lineBreaksEnd: false)
                        fields += inner.members.compactMap { Self.field(source, $0, block: block, context: &context) }
                    } else if let field = Self.field(source, member, block: block, context: &context) {
                        fields.append(field)
                    }
                }
                declarations.types.append(
                    TypeDeclaration(
                        kind: .message, language: .protobuf, name: name, qualifiedName: outer == nil ? nil : qualified,
                        neutralName: NeutralName.type(name, language: .protobuf, prefixes: context.options.namePrefixes), fields: fields,
                        terminated: body.terminated, location: location))
            case "enum":
                let members = body.members.compactMap { member -> EnumMember? in
                    guard let first = member.tokens.first, tokens[first].kind == .identifier, source.text(tokens[first]) != "option" else {
                        return nil
                    }
                    let value = member.tokens.firstIndex { tokens[$0].is("=") }.map { BracedBody.text(source, member.tokens[($0 + 1)...]) }
                    return EnumMember(
                        name: source.text(tokens[first]), value: value, comment: Self.comment(source, member.comments),
                        location: context.location(line: tokens[first].line, section: block.sectionPath))
                }
                declarations.types.append(
                    TypeDeclaration(
                        kind: .enum, language: .protobuf, name: name, qualifiedName: outer == nil ? nil : qualified,
                        neutralName: NeutralName.type(name, language: .protobuf, prefixes: context.options.namePrefixes), members: members,
                        terminated: body.terminated, location: location))
            default:
                declarations.methods += body.members.compactMap { Self.rpc(source, $0, service: qualified, block: block, context: &context) }
            }
            if !body.terminated {
                context.report(
                    .warning, rule: DeclarationReader.unterminatedType, line: tokens[keyword].line,
                    DeclarationReader.unterminatedTypeMessage(word, name, lastLine: body.lastLine))
            }
        }
        // Nested declarations were read after their message: put every type back in document order.
        declarations.types.sort { $0.location.line < $1.location.line }
    }

    /// The end of the body a top-level `message`, `enum` or `service` opens at `index`, or nil when none opens there.
    private static func declaration(_ source: SourceTokenizer, at index: Int) -> Int? {
        let tokens = source.tokens
        guard index + 2 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .identifier, tokens[index + 2].is("{"),
            ["message", "enum", "service"].contains(source.text(tokens[index]))
        else { return nil }
        return BracedBody(source, open: index + 2, lineBreaksEnd: false).end
    }

    /// A field `[repeated|optional|required] Type name = 1 [options]`; nil for options, reserved ranges and the like.
    private static func field(_ source: SourceTokenizer, _ member: BracedBody.Member, block: Block, context: inout ExtractionContext)
        -> FieldDeclaration?
    {
        let tokens = source.tokens
        guard let equals = member.tokens.firstIndex(where: { tokens[$0].is("=") }), equals >= 2,
            tokens[member.tokens[equals - 1]].kind == .identifier, equals + 1 < member.tokens.count,
            tokens[member.tokens[equals + 1]].kind == .number
        else { return nil }
        var typeStart = 0
        var modifiers: [String] = []
        while typeStart < equals - 2, ["repeated", "optional", "required"].contains(source.text(tokens[member.tokens[typeStart]])) {
            modifiers.append(source.text(tokens[member.tokens[typeStart]]))
            typeStart += 1
        }
        let type = BracedBody.text(source, member.tokens[typeStart..<(equals - 1)])
        guard !type.isEmpty, !["option", "reserved", "extensions"].contains(type) else { return nil }
        let nameToken = tokens[member.tokens[equals - 1]]
        let name = source.text(nameToken)
        return FieldDeclaration(
            name: name, neutralName: NeutralName.member(name, language: .protobuf),
            type: TypeReference(written: type, neutral: context.neutralTypes.of(type, language: .protobuf)), nullability: .unspecified,
            modifiers: modifiers, value: source.text(tokens[member.tokens[equals + 1]]), comment: comment(source, member.comments),
            location: context.location(line: nameToken.line, section: block.sectionPath), required: modifiers.contains("required") ? true : nil)
    }

    /// `rpc Name(Request) returns (Response)` as a method of the service.
    private static func rpc(
        _ source: SourceTokenizer, _ member: BracedBody.Member, service: String, block: Block, context: inout ExtractionContext
    ) -> MethodSignature? {
        let tokens = source.tokens
        let words = member.tokens.filter { tokens[$0].kind == .identifier }.map { source.text(tokens[$0]) }
        guard words.count >= 4, words[0] == "rpc", let returns = words.firstIndex(of: "returns"), returns >= 3, returns + 1 < words.count,
            let nameToken = member.tokens.dropFirst().first
        else { return nil }
        let request = words[2..<returns].filter { $0 != "stream" }.joined(separator: ".")
        let response = words[(returns + 1)...].filter { $0 != "stream" }.joined(separator: ".")
        return MethodSignature(
            language: .protobuf, owner: service, name: words[1], neutralName: NeutralName.method(words[1], language: .protobuf),
            parameters: [
                MethodSignature.Parameter(
                    name: "", type: TypeReference(written: request, neutral: context.neutralTypes.of(request, language: .protobuf)),
                    nullability: .unspecified)
            ],
            returnType: TypeReference(written: response, neutral: context.neutralTypes.of(response, language: .protobuf)), isStatic: false,
            location: context.location(line: tokens[nameToken].line, section: block.sectionPath))
    }

    /// The text of the comments above a member.
    private static func comment(_ source: SourceTokenizer, _ comments: [Int]) -> [String] {
        comments.flatMap { CommentText.lines(of: source.text(source.tokens[$0])) }.filter { !$0.isEmpty }
    }
}
