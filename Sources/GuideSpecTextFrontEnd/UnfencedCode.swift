import GuideSpecDocumentModel

/// Recovers code blocks whose fences the scrape dropped.
///
/// Code lines appear unfenced among the prose and the scrape lost closing lines such as `}`,
/// `}];` and `@end`, so a block is recognized by how its lines look (Objective-C/C syntax),
/// keeps the indented lines and single blank lines inside it, and ends at a blank line followed
/// by a line that does not look like code, or at two blank lines in a row (the scrape separates
/// neighbouring code blocks by a double blank line; blank lines inside code are single).
/// A block with `@interface` and no `@end` is left to the extractor to report.
enum UnfencedCode {
    /// Line starts that only Objective-C/C code has in these guides.
    private static let codePrefixes = [
        "#import", "@interface", "@property", "@end", "//", "+ (", "- (", "}",
        "NSString", "NSError", "NSInteger", "NSLog(",
    ]

    /// Whether the trimmed line starts like code: a known prefix, an Objective-C message send, or an `…Error *` declaration.
    static func startsLikeCode(_ text: String) -> Bool {
        codePrefixes.contains { text.hasPrefix($0) } || isMessageSend(text) || isErrorDeclaration(text)
    }

    /// Whether the trimmed line ends a C statement or opens a block.
    static func endsLikeCode(_ text: String) -> Bool {
        text.hasSuffix(";") || text.hasSuffix("{")
    }

    /// `[receiver selector…` or `[[Class alloc] init]`; a bracketed label such as `[Caution]` is not code.
    private static func isMessageSend(_ text: String) -> Bool {
        guard text.first == "[" else { return false }
        let afterBrackets = text.drop { $0 == "[" }
        guard let first = afterBrackets.first, first.isASCII, first.isLetter || first == "_" else { return false }
        let receiver = afterBrackets.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let rest = afterBrackets.dropFirst(receiver.count)
        guard rest.first == " ", let selector = rest.dropFirst().first else { return false }
        return selector.isASCII && (selector.isLetter || selector == "_")
    }

    /// `NSError *error` and its kin: a capitalised error type (`…Error`, an SDK's own prefix before it) followed by a
    /// pointer star.
    private static func isErrorDeclaration(_ text: String) -> Bool {
        let identifier = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard identifier.first?.isUppercase == true, identifier.count > "Error".count, identifier.hasSuffix("Error") else { return false }
        return text.dropFirst(identifier.count).drop { $0 == " " }.first == "*"
    }

    /// Reads the code block that starts at `start` (a line that looks like code) and returns it with the index after it.
    static func read(_ facts: [LineFacts], at start: Int) -> (block: Block, next: Int) {
        var last = start
        var index = start + 1
        while index < facts.count {
            let fact = facts[index]
            if fact.isBlank {
                var after = index
                while after < facts.count, facts[after].isBlank { after += 1 }
                guard after - index == 1, after < facts.count, facts[after].isCode else { break }
                index = after
            } else if fact.isCode || (fact.line.indent > 0 && fact.listMarker == nil && fact.fence == nil) {
                last = index
                index += 1
            } else {
                break
            }
        }
        let lines = facts[start...last].map { $0.isBlank ? "" : $0.line.raw }
        let first = facts[start].line.number
        let range = SourceRange(first, facts[last].line.number)
        return (Block(.code(CodeBlock(language: nil, lines: lines, firstLine: first)), range: range), last + 1)
    }
}
