import GuideSpecDocumentModel
import GuideSpecSpecModel

/// The values of a JSON example that read like enumerated values (`"productType": "CONSUMABLE"`, `"accountType": "Test"`),
/// each with the member it belongs to. Reads the tokens with a stack of member names, never recursing.
enum JSONExampleLiterals {
    /// The literal values in `code`, a JSON block.
    static func literals(in code: CodeBlock, block: Block, context: ExtractionContext) -> [LiteralValue] {
        let source = SourceTokenizer(code)
        let tokens = source.tokens
        var keys: [String?] = []
        var result: [LiteralValue] = []
        var pendingKey: String?
        for (index, token) in tokens.enumerated() {
            if token.is("{") || token.is("[") {
                keys.append(token.is("[") ? pendingKey ?? keys.last ?? nil : nil)
                pendingKey = nil
            } else if token.is("}") || token.is("]") {
                _ = keys.popLast()
                pendingKey = nil
            } else if token.kind == .string {
                let text = FieldShape.unquoted(source.text(token))
                if index + 1 < tokens.count, tokens[index + 1].is(":") {
                    pendingKey = text
                    continue
                }
                let key = pendingKey ?? keys.last ?? nil
                pendingKey = nil
                guard let key, isEnumeratedValue(text) else { continue }
                result.append(
                    LiteralValue(
                        value: text, origin: .code, contextKind: .jsonMember, context: key,
                        location: context.location(line: token.line, section: block.sectionPath)))
            } else if !token.is(":") {
                pendingKey = nil
            }
        }
        return result
    }

    /// Whether a JSON string value reads like a value of an enumeration: ASCII letters and `_`, starting with a letter,
    /// 2 to 40 bytes (`CONSUMABLE`, `Test`, `GG`; not identifiers with digits, sentences or URLs).
    static func isEnumeratedValue(_ text: String) -> Bool {
        let bytes = text.utf8
        guard (2...40).contains(bytes.count), let first = bytes.first, SourceTokenizer.isIdentifierStart(first), first != 0x5F, first != 0x24 else {
            return false
        }
        return bytes.allSatisfy { SourceTokenizer.isIdentifierStart($0) && $0 != 0x24 }
    }
}
