public import DocumentModel
public import SpecModel

/// Reads Objective-C `@interface … @end` blocks in code into value objects: each property with its type,
/// attributes, nullability, getter, the comment right above it and values that comment enumerates.
public enum ValueObjectExtractor {
    /// The value objects declared in `code`.
    public static func extract(_ code: CodeBlock, block: Block, context: inout ExtractionContext) -> [ValueObject] {
        var result: [ValueObject] = []
        var index = 0
        while index < code.lines.count {
            guard let header = InterfaceHeader(line: code.lines[index]) else {
                index += 1
                continue
            }
            let (object, next) = readInterface(header, code: code, start: index, block: block, context: &context)
            result.append(object)
            index = next
        }
        return result
    }

    /// Reads from the `@interface` line at `start` to its `@end` (or the end of the block); returns the line after.
    private static func readInterface(
        _ header: InterfaceHeader, code: CodeBlock, start: Int, block: Block, context: inout ExtractionContext
    ) -> (ValueObject, Int) {
        var fields: [ValueObject.Field] = []
        var pendingComment: [(line: Int, text: String)] = []
        var index = start + 1
        var terminated = false
        func flushOrphanComment() {
            guard let first = pendingComment.first else { return }
            context.report(
                .warning, rule: Self.orphanComment, line: first.line,
                Self.orphanCommentMessage(first: first.text, lines: (first.line, pendingComment.last?.line ?? first.line), className: header.name))
            pendingComment = []
        }
        while index < code.lines.count {
            let line = code.lines[index]
            let sourceLine = code.firstLine + index
            let trimmed = line.trimmingCharacters(in: " \t")
            if trimmed.hasPrefix("@end") {
                terminated = true
                index += 1
                break
            }
            if InterfaceHeader(line: line) != nil { break }
            if trimmed.hasPrefix("//") {
                pendingComment.append((sourceLine, String(trimmed.dropFirst(2)).trimmingCharacters(in: " \t")))
            } else if trimmed.isEmpty {
                flushOrphanComment()
            } else if let property = PropertyDeclaration(line: trimmed) {
                let comment = pendingComment.map(\.text)
                let enumeration = pendingComment.compactMap { Self.enumerationValue($0.text, line: $0.line) }
                fields.append(ValueObject.Field(
                    name: property.name, type: property.type, nullable: property.nullable, attributes: property.attributes,
                    getter: property.getter, comment: comment, enumeration: enumeration,
                    location: context.location(line: sourceLine, section: block.sectionPath)))
                pendingComment = []
            } else {
                flushOrphanComment()
            }
            index += 1
        }
        flushOrphanComment()
        let startLine = code.firstLine + start
        let endLine = code.firstLine + index - 1
        if !terminated {
            context.report(.warning, rule: Self.unterminated, line: startLine, Self.unterminatedMessage(header.name, lastLine: endLine))
        }
        let object = ValueObject(
            name: header.name, superclass: header.superclass, fields: fields, terminated: terminated,
            location: context.location(SourceRange(startLine, endLine), section: block.sectionPath))
        return (object, index)
    }

    /// `KEY : meaning` inside a comment (ASCII or full-width colon), such as `CONSUMABLE : consumable product`.
    static func enumerationValue(_ comment: String, line: Int) -> ValueObject.EnumerationValue? {
        guard let colon = comment.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
        let key = Substring(comment[..<colon]).trimmingCharacters(notIn: { !$0.isWhitespace })
        guard Identifiers.isEnumerationKey(key) else { return nil }
        let meaning = comment[comment.index(after: colon)...].trimmingCharacters(notIn: { !$0.isWhitespace })
        return ValueObject.EnumerationValue(key: String(key), meaning: String(meaning), line: line)
    }

    /// The `@interface Name : Super` line.
    struct InterfaceHeader: Equatable {
        var name: String
        var superclass: String?

        init?(line: String) {
            let trimmed = line.trimmingCharacters(in: " \t")
            guard trimmed.hasPrefix("@interface") else { return nil }
            let words = trimmed.dropFirst("@interface".count).split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "\t" })
            guard let name = words.first, name.allSatisfy(Identifiers.isIdentifierCharacter) else { return nil }
            self.name = String(name)
            self.superclass = words.dropFirst().first.map { String($0.prefix(while: Identifiers.isIdentifierCharacter)) }.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    static let orphanComment = "extract.orphan-comment"
    static func orphanCommentMessage(first: String, lines: (Int, Int), className: String) -> String {
        let span = lines.0 == lines.1 ? "line \(lines.0)" : "lines \(lines.0)–\(lines.1)"
        return "comment \"\(first)\" (\(span)) in \(className) has no property under it: the property it describes is missing or separated from it by a blank line"
    }
    static let unterminated = "extract.unterminated-interface"
    static func unterminatedMessage(_ className: String, lastLine: Int) -> String {
        "@interface \(className) has no @end (its code ends at line \(lastLine)): properties after that line may be lost"
    }
}
