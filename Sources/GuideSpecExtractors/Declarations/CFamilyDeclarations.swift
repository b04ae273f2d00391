import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Reads Java, Kotlin, C# and C++ code into declarations: types with their fields or enum members, method signatures
/// (declared, not defined: a signature followed by a body is a sample and is skipped with its body), and the literal
/// values constants and samples assign. Works on the tokens of `SourceTokenizer` with an explicit stack of open types,
/// so input depth costs no recursion; a type whose closing brace is missing ends with the block.
struct CFamilyDeclarations {
    /// A type or namespace whose body is being read.
    private struct Container {
        /// The index in `declarations.types`; nil for a namespace that has declared no field yet.
        var typeIndex: Int?
        var kind: TypeDeclaration.Kind
        var name: String
        var qualifiedName: String
        var enumConstantsDone = false
        var startLine: Int
    }

    private let dialect: DeclarationDialect
    private let source: SourceTokenizer
    private let cutter: StatementCutter
    private let block: Block
    private var containers: [Container] = []
    /// Comments read since the last declaration, waiting for the one they document.
    private var pending: [SourceToken] = []
    /// The line and kind of the last member declared, for comments written after it on its line.
    private var lastMember: (line: Int, type: Int, field: Int?, member: Int?)?
    private var lastCodeLine = 0
    private(set) var declarations = CodeDeclarations()

    /// Reads `code` as `dialect`'s language, reporting problems into `context`.
    init(_ code: CodeBlock, dialect: DeclarationDialect, block: Block, context: inout ExtractionContext) {
        self.dialect = dialect
        self.block = block
        source = SourceTokenizer(code)
        cutter = StatementCutter(tokens: source.tokens, source: source, dialect: dialect)
        read(lastLine: code.firstLine + max(0, code.lines.count - 1), context: &context)
    }

    private mutating func read(lastLine: Int, context: inout ExtractionContext) {
        let tokens = source.tokens
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isComment {
                comment(token, context: &context)
                index += 1
                continue
            }
            let enumConstants = containers.last.map { $0.kind == .enum && !$0.enumConstantsDone } ?? false
            let inTypeBody = containers.last.map { $0.kind != .enum && $0.kind != .namespace } ?? false
            let statement = cutter.statement(from: index, enumConstants: enumConstants, inTypeBody: inTypeBody)
            let run = TokenRun(source, statement.tokens[...])
            if let last = run.last { lastCodeLine = last.line }
            switch statement.terminator {
            case .openBrace:
                index = open(run, statement: statement, context: &context)
                continue
            case .closeBrace:
                member(run, statement: statement, context: &context)
                close(line: tokens[statement.terminatorIndex].line, context: &context)
                index = statement.next + 1
                continue
            case .semicolon, .comma, .lineBreak, .end:
                member(run, statement: statement, context: &context)
                if statement.terminator == .semicolon, enumConstants { containers[containers.count - 1].enumConstantsDone = true }
            case .elision:
                pending = []
            }
            index = statement.next
        }
        while !containers.isEmpty { close(line: lastLine, terminated: false, context: &context) }
        flushOrphans(context: &context)
    }

    // MARK: Comments

    /// Attaches a comment written after a member on its line to that member; keeps any other for the next declaration.
    private mutating func comment(_ token: SourceToken, context: inout ExtractionContext) {
        if !token.startsLine, let last = lastMember, last.line == token.line, lastCodeLine == token.line {
            appendComment(CommentText.lines(of: source.text(token)), firstLine: token.line, to: last)
            return
        }
        if let previous = pending.last, token.line > endLine(of: previous) + 1 { flushOrphans(context: &context) }
        pending.append(token)
    }

    /// The last line a token spans.
    private func endLine(of token: SourceToken) -> Int {
        token.line + source.bytes[token.start..<token.end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// Reports the pending comments as documenting nothing when they stand in a type's body, and forgets them.
    private mutating func flushOrphans(context: inout ExtractionContext) {
        defer { pending = [] }
        guard let first = pending.first, let container = containers.last, container.kind != .namespace else { return }
        let text = CommentText.lines(of: source.text(first)).first { !$0.isEmpty } ?? ""
        context.report(
            .warning, rule: DeclarationReader.orphanComment, line: first.line,
            DeclarationReader.orphanCommentMessage(
                first: text, lines: (first.line, endLine(of: pending[pending.count - 1])), typeName: container.name))
    }

    /// The pending comments when they end right above `line`; orphans are reported. Their text is read only for what
    /// turns out to be a declaration (`documentation(of:)`), not for every statement of a sample.
    private mutating func takeComments(above line: Int, context: inout ExtractionContext) -> [SourceToken] {
        guard let last = pending.last else { return [] }
        if endLine(of: last) + 1 < line {
            flushOrphans(context: &context)
            return []
        }
        defer { pending = [] }
        return pending
    }

    /// The lines of comment tokens with their source lines.
    private func documentation(of comments: [SourceToken]) -> [(line: Int, text: String)] {
        comments.flatMap { token in CommentText.lines(of: source.text(token)).enumerated().map { (token.line + $0.offset, $0.element) } }
    }

    /// Whether the text of `comments` can hold "legacy" or "deprecated" in either case: only when their bytes hold one of
    /// the words or a `<` (removing a tag may join two pieces of a word); the text of the others is not worked out.
    private func mayMarkLegacy(_ comments: [SourceToken]) -> Bool {
        source.bytes.withUnsafeBufferPointer { bytes in
            comments.contains { token in
                let text = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
                return text.contains(UInt8(ascii: "<")) || CharacterBytes.contains("legacy", in: text, caseless: true)
                    || CharacterBytes.contains("deprecated", in: text, caseless: true)
            }
        }
    }

    private mutating func appendComment(_ lines: [String], firstLine: Int, to member: (line: Int, type: Int, field: Int?, member: Int?)) {
        if let field = member.field {
            declarations.types[member.type].fields[field].comment += lines
            declarations.types[member.type].fields[field].enumeration += lines.enumerated().compactMap {
                CommentText.enumerationValue($0.element, line: firstLine + $0.offset)
            }
        } else if let enumMember = member.member {
            declarations.types[member.type].members[enumMember].comment += lines
        }
    }

    // MARK: Bodies

    /// Handles a statement ended by `{`: a type or namespace opens a container; anything else (a method's or a sample's
    /// body, an initializer) is skipped to its closing brace. Returns where reading resumes.
    private mutating func open(_ run: TokenRun, statement: Statement, context: inout ExtractionContext) -> Int {
        let prefix = DeclarationPrefix(run, dialect: dialect)
        if let header = TypeHeader(run.slice(prefix.end), dialect: dialect) {
            pending = []
            guard containers.count < DeclarationReader.maximumTypeNesting else {
                context.report(
                    .warning, rule: DeclarationReader.typeNestingTooDeep, line: run.first?.line ?? 0,
                    DeclarationReader.typeNestingTooDeepMessage(header.kind.rawValue, header.name))
                return skipBody(from: statement.next)
            }
            let outer = containers.last?.qualifiedName
            let qualified = outer.map { "\($0).\(header.name)" } ?? header.name
            var typeIndex: Int?
            if header.kind != .namespace {
                typeIndex = declarations.types.count
                declarations.types.append(
                    TypeDeclaration(
                        kind: header.kind, language: dialect.language, name: header.name, qualifiedName: outer == nil ? nil : qualified,
                        neutralName: NeutralName.type(header.name, language: dialect.language, prefixes: context.options.namePrefixes),
                        supertypes: header.supertypes,
                        terminated: false, location: context.location(line: run.first?.line ?? 0, section: block.sectionPath)))
            }
            containers.append(
                Container(typeIndex: typeIndex, kind: header.kind, name: header.name, qualifiedName: qualified, startLine: run.first?.line ?? 0))
            return statement.next
        }
        if containers.last.map({ $0.kind != .enum }) ?? false, isPropertyAccessor(after: statement.terminatorIndex) {
            member(run, statement: statement, context: &context)
        } else {
            pending = []
        }
        return skipBody(from: statement.next)
    }

    /// Whether the body opened at `brace` starts with `get`, `set` or `init` (a C# property).
    private func isPropertyAccessor(after brace: Int) -> Bool {
        guard let next = source.tokens[(brace + 1)...].first(where: { !$0.isComment }), next.kind == .identifier else { return false }
        return ["get", "set", "init"].contains(source.text(next))
    }

    /// The index after the `}` that closes a body whose `{` was just read; the end when it never closes.
    private func skipBody(from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < source.tokens.count {
            let token = source.tokens[index]
            if token.is("{") { depth += 1 }
            if token.is("}") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    /// Ends the innermost container at `line`.
    private mutating func close(line: Int, terminated: Bool = true, context: inout ExtractionContext) {
        flushOrphans(context: &context)
        guard let container = containers.popLast() else { return }
        guard let typeIndex = container.typeIndex else { return }
        declarations.types[typeIndex].terminated = terminated
        declarations.types[typeIndex].location.endLine = max(line, container.startLine)
        if !terminated, container.kind != .namespace {
            context.report(
                .warning, rule: DeclarationReader.unterminatedType, line: container.startLine,
                DeclarationReader.unterminatedTypeMessage(container.kind.rawValue, container.name, lastLine: line))
        }
    }

    // MARK: Members

    /// Reads a statement ended by `;`, `,`, a line break, the end or a closing brace: an enum member, a method
    /// signature, a field, or (outside types) a sample's variable whose literal value is recorded.
    private mutating func member(_ run: TokenRun, statement: Statement, context: inout ExtractionContext) {
        guard !run.isEmpty, let firstLine = run.first?.line else { return }
        let comments = takeComments(above: firstLine, context: &context)
        if containers.isEmpty, !Self.mayDeclareAtTopLevel(run) { return }
        let inner = statement.comments.map { source.tokens[$0] }
        let prefix = DeclarationPrefix(run, dialect: dialect)
        let body = run.slice(prefix.end)
        if let container = containers.last, container.kind == .enum, !container.enumConstantsDone {
            enumMember(body, comments: documentation(of: comments), inner: inner, container: container, context: context)
            return
        }
        if let method = MethodShape(body, dialect: dialect, neutralTypes: context.neutralTypes) {
            guard statement.terminator != .openBrace else { return }
            let legacy =
                prefix.attributeNames.contains { $0 == "Deprecated" || $0 == "Obsolete" }
                || mayMarkLegacy(comments)
                    && documentation(of: comments).contains { $0.text.lowercased().contains("legacy") || $0.text.lowercased().contains("deprecated") }
            declarations.methods.append(
                MethodSignature(
                    language: dialect.language, owner: method.owner ?? containers.last?.qualifiedName, name: method.name,
                    neutralName: NeutralName.method(method.name, language: dialect.language), parameters: method.parameters,
                    returnType: method.returnType, isStatic: method.isStatic || prefix.modifiers.contains("static"), variadic: method.variadic,
                    legacy: legacy, location: context.location(SourceRange(firstLine, run.last?.line ?? firstLine), section: block.sectionPath)))
            return
        }
        guard let shape = FieldShape(body, prefix: prefix, dialect: dialect) else { return }
        guard containers.last != nil else {
            if let value = shape.stringValue { variableLiteral(value, name: shape.names[0], line: firstLine, context: context) }
            return
        }
        for (name, line) in zip(shape.names, shape.nameLines) {
            field(name, shape: shape, prefix: prefix, comments: documentation(of: comments), inner: inner, line: line, context: &context)
        }
    }

    /// Whether a statement outside any type can be a signature or a sample's `NAME = "value"`: only one that starts with a
    /// word, `+`, `-`, `@` or `[` (not `}`, `)` or an operator left over from a sample) is worth reading.
    private static func mayDeclareAtTopLevel(_ run: TokenRun) -> Bool {
        guard let first = run.first else { return false }
        return first.kind == .identifier || first.is("+") || first.is("-") || first.is("@") || first.is("[")
    }

    private mutating func field(
        _ name: String, shape: FieldShape, prefix: DeclarationPrefix, comments: [(line: Int, text: String)], inner: [SourceToken], line: Int,
        context: inout ExtractionContext
    ) {
        let typeIndex = typeIndexForMembers(line: line, context: context)
        let container = containers[containers.count - 1]
        if shape.type.isEmpty {
            context.report(
                .warning, rule: DeclarationReader.fieldWithoutType, line: line,
                DeclarationReader.fieldWithoutTypeMessage(name, typeName: container.name))
        }
        let innerLines = inner.flatMap { token in CommentText.lines(of: source.text(token)).enumerated().map { (token.line + $0.offset, $0.element) }
        }
        let documented = comments + innerLines
        let nullability = shape.nullability(attributes: prefix.attributeNames, dialect: dialect)
        let field = FieldDeclaration(
            name: name, neutralName: NeutralName.member(name, language: dialect.language),
            type: TypeReference(written: shape.type, neutral: context.neutralTypes.of(shape.type, language: dialect.language)),
            nullability: nullability,
            attributes: prefix.attributes, modifiers: prefix.modifiers, value: shape.value, comment: documented.map(\.text),
            enumeration: documented.compactMap { CommentText.enumerationValue($0.text, line: $0.line) },
            location: context.location(line: line, section: block.sectionPath))
        declarations.types[typeIndex].fields.append(field)
        lastMember = (line, typeIndex, declarations.types[typeIndex].fields.count - 1, nil)
        if let value = shape.stringValue {
            let type = declarations.types[typeIndex]
            declarations.literals.append(
                LiteralValue(
                    value: value, origin: .code, contextKind: .constant, context: "\(type.fullName).\(name)",
                    neutralContext: "\(type.neutralName).\(field.neutralName)", location: field.location))
        }
    }

    /// The type that takes the container's members: a namespace of constants becomes a type at its first field.
    private mutating func typeIndexForMembers(line: Int, context: ExtractionContext) -> Int {
        let container = containers[containers.count - 1]
        if let index = container.typeIndex { return index }
        let index = declarations.types.count
        let outer = containers.dropLast().last?.qualifiedName
        declarations.types.append(
            TypeDeclaration(
                kind: .namespace, language: dialect.language, name: container.name, qualifiedName: outer == nil ? nil : container.qualifiedName,
                neutralName: NeutralName.type(container.name, language: dialect.language, prefixes: context.options.namePrefixes), terminated: false,
                location: context.location(line: container.startLine, section: block.sectionPath)))
        containers[containers.count - 1].typeIndex = index
        return index
    }

    private mutating func enumMember(
        _ body: TokenRun, comments: [(line: Int, text: String)], inner: [SourceToken], container: Container, context: ExtractionContext
    ) {
        guard let typeIndex = container.typeIndex, body.count >= 1, body.token(0).kind == .identifier else { return }
        let name = body.text(0)
        var value: String?
        if body.count > 2, body.token(1).is("=") { value = body.slice(2).written }
        if body.count > 1, body.token(1).is("("), let close = body.closing(1) { value = body.slice(2, close).written }
        let innerLines = inner.flatMap { CommentText.lines(of: source.text($0)) }
        let location = context.location(line: body.token(0).line, section: block.sectionPath)
        declarations.types[typeIndex].members.append(
            EnumMember(name: name, value: value, comment: comments.map(\.text) + innerLines, location: location))
        lastMember = (body.token(0).line, typeIndex, nil, declarations.types[typeIndex].members.count - 1)
        let type = declarations.types[typeIndex]
        declarations.literals.append(
            LiteralValue(
                value: name, origin: .code, contextKind: .enum, context: type.fullName, neutralContext: type.neutralName, meaning: value,
                location: location))
    }

    /// A sample's `NAME = "value"` outside any type.
    private mutating func variableLiteral(_ value: String, name: String, line: Int, context: ExtractionContext) {
        declarations.literals.append(
            LiteralValue(
                value: value, origin: .code, contextKind: .variable, context: name, location: context.location(line: line, section: block.sectionPath)
            ))
    }
}
