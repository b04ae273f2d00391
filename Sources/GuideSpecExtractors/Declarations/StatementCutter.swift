/// Cuts a token stream into statements at bracket depth zero, in one forward pass.
struct StatementCutter {
    let tokens: [SourceToken]
    let source: SourceTokenizer
    let dialect: DeclarationDialect

    /// Words that continue a signature on the line after its parameter list.
    static let continuations: Set<String> = ["const", "override", "throws", "where", "noexcept", "final"]

    /// The statement starting at `start`; `enumConstants` makes `,` a terminator; `inTypeBody` ends a statement where a
    /// line starts with a word right after a line that ended with one (a member whose `;` the guide left out).
    func statement(from start: Int, enumConstants: Bool, inTypeBody: Bool = false) -> Statement {
        var code: [Int] = []
        // Most statements are a declaration of a few words: room for sixteen tokens spares the array's first regrowths.
        code.reserveCapacity(16)
        var comments: [Int] = []
        var depth = 0
        var afterParameterList = false
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.isComment {
                comments.append(index)
                index += 1
                continue
            }
            if depth == 0 {
                if let terminator = terminator(token, enumConstants: enumConstants) {
                    let next = terminator == .closeBrace ? index : index + 1
                    return Statement(tokens: code, comments: comments, terminator: terminator, terminatorIndex: index, next: next)
                }
                if let last = code.last, token.startsLine,
                    endsBefore(token, previous: tokens[last], afterParameterList: afterParameterList, code: code)
                        || inTypeBody && isMissingSemicolon(before: token, code: code)
                {
                    return Statement(tokens: code, comments: comments, terminator: .lineBreak, terminatorIndex: index, next: index)
                }
            }
            if token.is("(") || token.is("[") || (depth > 0 && token.is("{")) { depth += 1 }
            if token.is(")") || token.is("]") || token.is("}"), depth > 0 { depth -= 1 }
            afterParameterList = depth == 0 && token.is(")")
            code.append(index)
            index += 1
        }
        return Statement(tokens: code, comments: comments, terminator: .end, terminatorIndex: tokens.count, next: tokens.count)
    }

    /// Whether the statement so far opens with an annotation, attribute or macro (`@Name(…)`, `[Name]`, `UPROPERTY(…)`),
    /// which the declaration on the next line belongs to.
    private func startsWithAttribute(code: [Int]) -> Bool {
        guard let first = code.first.map({ tokens[$0] }) else { return false }
        return first.is("@") || first.is("[") || first.kind == .identifier && DeclarationPrefix.isMacro(source.bytes[first.start..<first.end])
    }

    /// Whether `token`, starting a line, follows a line that ended with a word that is no annotation's name
    /// (`FString Id` then `FString Title` on the next line).
    private func isMissingSemicolon(before token: SourceToken, code: [Int]) -> Bool {
        guard token.kind == .identifier, let last = code.last else { return false }
        let previous = tokens[last]
        guard previous.kind == .identifier, previous.line < token.line else { return false }
        return !(code.count >= 2 && tokens[code[code.count - 2]].is("@"))
    }

    private func terminator(_ token: SourceToken, enumConstants: Bool) -> Statement.Terminator? {
        switch token.symbol {
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "{"): .openBrace
        case UInt8(ascii: "}"): .closeBrace
        case SourceToken.ellipsis: .elision
        case UInt8(ascii: ",") where enumConstants: .comma
        default: nil
        }
    }

    /// Whether a line-starting token begins a new statement: after a parameter list closed at depth zero (an API
    /// block's signatures without `;`), or at any line break in a language without semicolons.
    private func endsBefore(_ token: SourceToken, previous: SourceToken, afterParameterList: Bool, code: [Int]) -> Bool {
        guard token.line > previous.line else { return false }
        if afterParameterList, !startsWithAttribute(code: code),
            token.kind == .identifier || token.is("+") || token.is("-") || token.is("[") || token.is("@")
        {
            return !(token.kind == .identifier && Self.continuations.contains(source.text(token)))
        }
        guard dialect.newlineEndsStatement else { return false }
        let continuing = Self.continuingSymbols
        return !continuing.contains(token.symbol) && !continuing.contains(previous.symbol)
    }

    /// Punctuation that, at either side of a line break, joins the two lines into one statement.
    static let continuingSymbols: Set<UInt8> = Set(".?:=+-*/&|,(".utf8).union([SourceToken.arrow, SourceToken.scope])
}
