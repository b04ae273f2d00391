import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Reads Objective-C code line by line: `@interface … @end` blocks into classes (each `@property` with its type,
/// attributes, nullability, getter, the comment right above it and the values that comment enumerates) and
/// `+`/`-` method declarations into signatures. Line-based because a scrape loses `@end` and brackets but keeps lines.
struct ObjectiveCDeclarations {
    private let code: CodeBlock
    private let block: Block
    private(set) var declarations = CodeDeclarations()

    /// Reads `code`, reporting orphan comments and unterminated interfaces into `context`.
    init(_ code: CodeBlock, block: Block, context: inout ExtractionContext) {
        self.code = code
        self.block = block
        var index = 0
        while index < code.lines.count {
            guard Self.mayDeclare(code.lines[index]) else {
                index += 1
                continue
            }
            let trimmed = code.lines[index].trimmingCharacters(in: " \t")
            if let header = InterfaceHeader(line: trimmed) {
                index = readInterface(header, start: index, context: &context)
            } else if Self.startsMethod(trimmed) {
                index = readMethod(start: index, context: &context)
            } else {
                index += 1
            }
        }
    }

    /// Reads from the `@interface` line at `start` to its `@end` (or the end of the block); returns the line after.
    private mutating func readInterface(_ header: InterfaceHeader, start: Int, context: inout ExtractionContext) -> Int {
        var fields: [FieldDeclaration] = []
        var pendingComment: [(line: Int, text: String)] = []
        var index = start + 1
        var terminated = false
        func flushOrphanComment() {
            guard let first = pendingComment.first else { return }
            context.report(
                .warning, rule: DeclarationReader.orphanComment, line: first.line,
                DeclarationReader.orphanCommentMessage(
                    first: first.text, lines: (first.line, pendingComment.last?.line ?? first.line), typeName: header.name))
            pendingComment = []
        }
        while index < code.lines.count {
            let sourceLine = code.firstLine + index
            let trimmed = code.lines[index].trimmingCharacters(in: " \t")
            if CharacterBytes.hasPrefix(trimmed, "@end") {
                terminated = true
                index += 1
                break
            }
            if InterfaceHeader(line: trimmed) != nil { break }
            if CharacterBytes.hasPrefix(trimmed, "//") {
                pendingComment.append((sourceLine, String(trimmed.dropFirst(2)).trimmingCharacters(in: " \t")))
            } else if trimmed.isEmpty {
                flushOrphanComment()
            } else if Self.startsMethod(trimmed) {
                flushOrphanComment()
                index = readMethod(start: index, context: &context)
                continue
            } else if let property = ObjectiveCProperty(line: String(trimmed)) {
                fields.append(
                    FieldDeclaration(
                        name: property.name, neutralName: NeutralName.member(property.name, language: .objectiveC),
                        type: TypeReference(written: property.type, neutral: context.neutralTypes.of(property.type, language: .objectiveC)),
                        nullability: property.nullability, attributes: property.attributes, getter: property.getter,
                        comment: pendingComment.map(\.text),
                        enumeration: pendingComment.compactMap { CommentText.enumerationValue($0.text, line: $0.line) },
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
        declarations.types.append(
            TypeDeclaration(
                kind: .class, language: .objectiveC, name: header.name,
                neutralName: NeutralName.type(header.name, language: .objectiveC, prefixes: context.options.namePrefixes),
                supertypes: header.supertypes, fields: fields, terminated: terminated,
                location: context.location(SourceRange(startLine, endLine), section: block.sectionPath)))
        return index
    }

    /// Reads the method declaration starting at line `start` (up to its `;` or `{`); returns the line after it.
    private mutating func readMethod(start: Int, context: inout ExtractionContext) -> Int {
        var end = start
        while end < code.lines.count - 1, !Self.holds(";", code.lines[end]), !Self.holds("{", code.lines[end]) {
            end += 1
        }
        let text = code.lines[start...end].joined(separator: "\n")
        guard let method = ObjectiveCMethod(text: Self.beforeBrace(text)) else { return end + 1 }
        let legacy = code.lines[max(0, start - 2)..<start].contains(where: Self.marksLegacy)
        let parameters = zip(method.parameterNames, method.parameterTypes).map { name, type in
            MethodSignature.Parameter(
                name: name, type: TypeReference(written: type, neutral: context.neutralTypes.of(type, language: .objectiveC)),
                nullability: ObjectiveCProperty.nullability(attributes: [], type: type))
        }
        declarations.methods.append(
            MethodSignature(
                language: .objectiveC, owner: nil, name: method.selector, neutralName: NeutralName.method(method.selector, language: .objectiveC),
                parameters: parameters,
                returnType: TypeReference(written: method.returnType, neutral: context.neutralTypes.of(method.returnType, language: .objectiveC)),
                isStatic: method.isClassMethod, variadic: method.variadic, legacy: legacy,
                location: context.location(SourceRange(code.firstLine + start, code.firstLine + end), section: block.sectionPath)))
        return end + 1
    }

    /// Whether `line` holds the one-byte character `character`: a line without its byte holds none, and one whose every
    /// character is one byte holds it where the byte is; only other lines are searched through Foundation.
    static func holds(_ character: StaticString, _ line: Substring) -> Bool {
        guard CharacterBytes.contains(character.utf8Start.pointee, in: line) else { return false }
        return CharacterBytes.isPlain(line) || line.contains(character.description)
    }

    /// `text` up to its first `{` character (all of it when it has none); cut at the byte when every character is one byte.
    static func beforeBrace(_ text: String) -> String {
        guard text.utf8.contains(0x7B) else { return text }
        guard CharacterBytes.isPlain(text), let brace = text.utf8.firstIndex(of: 0x7B) else { return String(text.prefix { $0 != "{" }) }
        return String(text[..<brace])
    }

    /// Whether a comment line above a method marks it legacy: it holds `//` and, in any case, `legacy`. A line whose every
    /// character is one byte is searched on its bytes; any other as characters, through Foundation.
    static func marksLegacy(_ line: Substring) -> Bool {
        guard CharacterBytes.contains("//", in: String(line)) else { return false }
        guard CharacterBytes.isPlain(line) else { return line.contains("//") && line.lowercased().contains("legacy") }
        var line = line
        return line.withUTF8 { CharacterBytes.contains("legacy", in: $0, caseless: true) }
    }

    /// Whether a line's first non-blank byte is `@`, `+` or `-`, as a line that opens an interface or a method must be.
    static func mayDeclare(_ line: Substring) -> Bool {
        guard let first = line.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        return first == UInt8(ascii: "@") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
    }

    /// Whether a trimmed line opens a method declaration: `+ (`, `-(` and the like.
    static func startsMethod(_ trimmed: Substring) -> Bool {
        (CharacterBytes.hasPrefix(trimmed, "+") || CharacterBytes.hasPrefix(trimmed, "-"))
            && trimmed.dropFirst().drop(while: { $0 == " " }).first == "("
    }

    /// The `@interface Name : Super <Protocol, …>` line.
    struct InterfaceHeader: Equatable {
        var name: String
        /// The superclass, then the protocols.
        var supertypes: [String]

        init?(line: Substring) {
            guard CharacterBytes.hasPrefix(line, "@interface") else { return nil }
            let rest = line.dropFirst("@interface".count)
            let beforeProtocols = rest.prefix { $0 != "<" }
            let words = beforeProtocols.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "\t" })
            guard let name = words.first, name.allSatisfy(Identifiers.isIdentifierCharacter) else { return nil }
            self.name = String(name)
            let superclass = words.dropFirst().first.map { String($0.prefix(while: Identifiers.isIdentifierCharacter)) }.flatMap {
                $0.isEmpty ? nil : $0
            }
            let protocols = rest.drop { $0 != "<" }.dropFirst().prefix { $0 != ">" }
                .split(separator: ",").map { String($0.trimmingCharacters(notIn: Identifiers.isIdentifierCharacter)) }.filter { !$0.isEmpty }
            self.supertypes = (superclass.map { [$0] } ?? []) + protocols
        }
    }

    static let unterminated = "extract.unterminated-interface"
    static func unterminatedMessage(_ className: String, lastLine: Int) -> String {
        "@interface \(className) has no @end (its code ends at line \(lastLine)): properties after that line may be lost"
    }
}
