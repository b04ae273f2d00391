import GuideSpecDocumentModel
import GuideSpecSpecModel

/// The one entry point of declaration reading: decides a code block's language from its fence or, when the fence names
/// none this reader knows, from the page's platform and the code's shape, and reads it with that language's reader.
enum DeclarationReader {
    /// Fence info strings (lower-cased) and the language each declares.
    static let fenceLanguages: [String: CodeLanguage] = [
        "objectivec": .objectiveC, "objective-c": .objectiveC, "objc": .objectiveC, "obj-c": .objectiveC, "m": .objectiveC, "mm": .objectiveC,
        "java": .java, "kotlin": .kotlin, "kt": .kotlin, "cs": .csharp, "csharp": .csharp, "c#": .csharp, "cpp": .cpp, "c++": .cpp,
        "cc": .cpp, "cxx": .cpp, "hpp": .cpp, "h": .cpp, "ts": .typescript, "typescript": .typescript, "tsx": .typescript, "js": .typescript,
        "javascript": .typescript, "jsx": .typescript, "proto": .protobuf, "protobuf": .protobuf, "proto3": .protobuf,
        "protocolbuffer": .protobuf, "protocolbuffers": .protobuf,
    ]
    /// Fence info strings of formats that declare nothing this reader reads.
    static let otherFences: Set<String> = [
        "json", "xml", "groovy", "gradle", "ini", "ruby", "html", "sh", "bash", "shell", "text", "plist", "yaml", "properties",
    ]

    /// What `code` declares, read as the language its fence or the page's platform gives; JSON examples give literals.
    static func read(_ code: CodeBlock, block: Block, platform: Platform, context: inout ExtractionContext) -> CodeDeclarations {
        if code.language == nil, let (before, after) = splitAtInnerFence(code) {
            var result = read(before, block: block, platform: platform, context: &context)
            let inner = read(after, block: block, platform: platform, context: &context)
            result.language = inner.language ?? result.language
            result.types += inner.types
            result.methods += inner.methods
            result.literals += inner.literals
            return result
        }
        let fence = code.language?.lowercased()
        if fence == "json" || fence.map({ fenceLanguages[$0] == nil }) ?? true, looksLikeJSON(code) {
            var result = CodeDeclarations()
            result.literals = JSONExampleLiterals.literals(in: code, block: block, context: context)
            return result
        }
        let platformLanguage = context.options.platforms.entry(platform)?.code
        guard let language = language(fence: fence, code: code, platformLanguage: platformLanguage) else { return CodeDeclarations() }
        if language == .typescript {
            var result = TypeScriptDeclarations(code, block: block, context: &context).declarations
            result.language = .typescript
            return result
        }
        if language == .protobuf {
            var result = ProtoDeclarations(code, block: block, context: &context).declarations
            result.language = .protobuf
            return result
        }
        if let dialect = DeclarationDialect.of(language) {
            var result = CFamilyDeclarations(code, dialect: dialect, block: block, context: &context).declarations
            result.language = language
            return result
        }
        var result = ObjectiveCDeclarations(code, block: block, context: &context).declarations
        result.language = .objectiveC
        return result
    }

    /// The language a fence declares, else the platform's code language (its project file's), else Objective-C or C++
    /// when the code has that language's shape.
    static func language(fence: String?, code: CodeBlock, platformLanguage: CodeLanguage?) -> CodeLanguage? {
        if let fence {
            if let language = fenceLanguages[fence] { return language }
            if otherFences.contains(fence) { return nil }
        }
        if looksLikeMarkup(code) { return nil }
        if looksLikeProto(code) { return .protobuf }
        if let platformLanguage { return platformLanguage }
        let objectiveC = code.lines.contains { line in
            let trimmed = line.trimmingCharacters(in: " \t")
            return CharacterBytes.hasPrefix(trimmed, "@interface") || CharacterBytes.hasPrefix(trimmed, "@property")
                || ObjectiveCDeclarations.startsMethod(trimmed)
        }
        if objectiveC { return .objectiveC }
        if looksLikeCPlusPlus(code) { return .cpp }
        return looksLikeJava(code) ? .java : nil
    }

    /// A block without a language that holds a fence line with an info string (```` ```TypeScript ````), which cannot
    /// close a fence: the fence before it was opened where the writer meant to close one (a mistyped ```` `` ```` on an
    /// earlier line shifts every fence after it), so the lines after it are the block the writer opened there, in its
    /// language, and those before it the rest.
    static func splitAtInnerFence(_ code: CodeBlock) -> (before: CodeBlock, after: CodeBlock)? {
        for (index, line) in code.lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard let mark = trimmed.first, mark == "`" || mark == "~" else { continue }
            let fence = trimmed.prefix { $0 == mark }
            let info = String(trimmed.dropFirst(fence.count).trimmingCharacters(in: " \t"))
            guard fence.count >= 3, let first = info.first, first.isLetter, info.allSatisfy({ $0.isLetter || $0.isNumber || "+#-".contains($0) })
            else { continue }
            return (
                CodeBlock(language: nil, lines: code.lines[..<index].map(String.init), firstLine: code.firstLine),
                CodeBlock(language: info, lines: code.lines[(index + 1)...].map(String.init), firstLine: code.firstLine + index + 1)
            )
        }
        return nil
    }

    /// Whether a block without a language is Protocol Buffers: it opens with `syntax = "proto…"` (after comments).
    static func looksLikeProto(_ code: CodeBlock) -> Bool {
        guard
            let first = code.lines.first(where: { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                return !trimmed.isEmpty && !CharacterBytes.hasPrefix(trimmed, "//")
            })
        else { return false }
        return CharacterBytes.hasPrefix(first.drop { $0 == " " || $0 == "\t" }, "syntax = \"proto")
    }

    /// Whether a block without a language reads as Java declarations: a line opening with an access modifier
    /// (`public static void init(Context context);`), as an API page's signature block, fenced or indented, does.
    static func looksLikeJava(_ code: CodeBlock) -> Bool {
        code.lines.contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return CharacterBytes.hasPrefix(trimmed, "public ") || CharacterBytes.hasPrefix(trimmed, "protected ")
                || CharacterBytes.hasPrefix(trimmed, "private ")
        }
    }

    /// Whether a block without a language reads as a C++ header: a line opening a `class`, or a `virtual` member or `std::` type,
    /// and no Objective-C `@` directive.
    static func looksLikeCPlusPlus(_ code: CodeBlock) -> Bool {
        var classLike = false
        for line in code.lines {
            let trimmed = line.trimmingCharacters(in: " \t")
            if CharacterBytes.hasPrefix(trimmed, "@") { return false }
            if CharacterBytes.hasPrefix(trimmed, "class ") || CharacterBytes.hasPrefix(trimmed, "virtual ")
                || CharacterBytes.contains("std::", in: String(trimmed)) && trimmed.contains("std::")
            {
                classLike = true
            }
        }
        return classLike
    }

    /// Whether the block's first non-blank character opens a JSON object or array with a quoted member after it.
    static func looksLikeJSON(_ code: CodeBlock) -> Bool {
        guard let first = code.lines.first(where: { !$0.trimmingCharacters(in: " \t").isEmpty })?.trimmingCharacters(in: " \t") else { return false }
        // Foundation's search runs only on a line whose bytes hold a quote.
        return (CharacterBytes.hasPrefix(first, "{") || CharacterBytes.hasPrefix(first, "["))
            && code.lines.prefix(3).contains { $0.utf8.contains(0x22) && $0.contains("\"") }
    }

    /// Whether the block is XML or HTML.
    static func looksLikeMarkup(_ code: CodeBlock) -> Bool {
        code.lines.first(where: { !$0.trimmingCharacters(in: " \t").isEmpty })?.trimmingCharacters(in: " \t").hasPrefix("<") ?? false
    }

    static let orphanComment = "extract.orphan-comment"
    static func orphanCommentMessage(first: String, lines: (Int, Int), typeName: String) -> String {
        let span = lines.0 == lines.1 ? "line \(lines.0)" : "lines \(lines.0)–\(lines.1)"
        return
            """
            comment \"\(first)\" (\(span)) in \(typeName) has no property under it: the property it describes is missing or separated from it by \
            a blank line
            """
    }
    static let unterminatedType = "extract.unterminated-type"
    static func unterminatedTypeMessage(_ kind: String, _ name: String, lastLine: Int) -> String {
        "\(kind) \(name) has no closing brace (its code ends at line \(lastLine)): fields after that line may be lost"
    }
    /// The deepest a type may sit inside other types and namespaces and still be read: guides nest two or three, and
    /// each level lengthens every qualified name below it, so unbounded nesting would cost time and memory in its square.
    static let maximumTypeNesting = 16
    static let typeNestingTooDeep = "extract.type-nesting-too-deep"
    static func typeNestingTooDeepMessage(_ kind: String, _ name: String) -> String {
        """
        \(kind) \(name) is nested more than \(maximumTypeNesting) types and namespaces deep: GuideSpec reads at most \(maximumTypeNesting) \
        levels (guides use a few); it was skipped with its body
        """
    }
    static let fieldWithoutType = "extract.field-without-type"
    static func fieldWithoutTypeMessage(_ name: String, typeName: String) -> String {
        "field \(name) in \(typeName) is declared without a type: expected `Type \(name);`"
    }
}
