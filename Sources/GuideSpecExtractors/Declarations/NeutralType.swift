import GuideSpecSpecModel

/// Maps a type as written in any of the guide's languages to its neutral type (the tables are in docs/spec-format.md).
/// Generic arguments are read with an explicit stack, never by recursion, so nesting depth costs nothing.
enum NeutralType {
    /// Words that qualify a type without changing what it holds.
    static let qualifiers: Set<String> = [
        "const", "volatile", "struct", "class", "enum", "final", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable",
        "__nonnull", "null_unspecified", "__kindof", "__strong", "__weak", "ref", "out", "in", "params", "readonly", "typename",
    ]
    static let strings: Set<String> = [
        "NSString", "NSMutableString", "String", "string", "FString", "FText", "FName", "std::string", "CharSequence", "System.String",
    ]
    static let integers: Set<String> = [
        "int", "long", "short", "byte", "sbyte", "uint", "ulong", "ushort", "long long", "unsigned", "unsigned int", "unsigned long",
        "unsigned long long", "NSInteger", "NSUInteger", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
        "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "Int", "Long", "Short",
        "Byte", "Integer", "Int32", "Int64", "UInt32", "UInt64",
    ]
    static let floats: Set<String> = ["float", "double", "CGFloat", "Float", "Double", "NSTimeInterval", "decimal", "Decimal"]
    static let booleans: Set<String> = ["BOOL", "bool", "boolean", "Boolean", "Bool"]
    static let voids: Set<String> = ["void", "Void", "Unit"]
    static let objects: Set<String> = ["id", "NSObject", "Object", "object", "Any", "System.Object"]
    static let arrays: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "List", "ArrayList", "LinkedList", "IList", "IEnumerable", "ICollection",
        "IReadOnlyList", "Set", "HashSet", "TArray", "TSet", "std::vector", "vector", "MutableList", "Array",
    ]
    static let maps: Set<String> = [
        "NSDictionary", "NSMutableDictionary", "Map", "HashMap", "LinkedHashMap", "Dictionary", "IDictionary", "TMap", "std::map",
        "std::unordered_map", "MutableMap", "JSONObject",
    ]
    /// Wrappers that hold one value of their argument's type.
    static let wrappers: Set<String> = [
        "TSharedPtr", "TSharedRef", "TWeakPtr", "TWeakObjectPtr", "TObjectPtr", "TOptional", "Nullable", "std::shared_ptr",
        "std::unique_ptr", "std::optional", "Optional",
    ]

    /// The neutral type of `written`; `unknown` when nothing is written.
    static func of(_ written: String, language: CodeLanguage, prefixes: [String]) -> String {
        let trimmed = written.trimmingCharacters(in: " \t\n")
        guard !trimmed.isEmpty else { return "unknown" }
        // Only where the bytes hold `(^` (most types are no block) is the text searched: by its bytes when every character
        // is one byte, else by Foundation.
        if CharacterBytes.contains("(^", in: trimmed),
            let caret = CharacterBytes.isPlain(trimmed) ? CharacterBytes.firstRange(of: "(^", in: Substring(trimmed)) : trimmed.range(of: "(^")
        {
            return block(trimmed, caret: caret.lowerBound, language: language, prefixes: prefixes)
        }
        return generic(trimmed, language: language, prefixes: prefixes)
    }

    /// An ObjC block type `void(^)(SDKAuthToken *token, SDKError *error)` as `callback(AuthToken, Error)`;
    /// a block among its parameters reads `callback`.
    private static func block(_ text: String, caret: String.Index, language: CodeLanguage, prefixes: [String]) -> String {
        let afterCaret = text[caret...]
        guard let open = afterCaret.dropFirst(2).firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return "callback" }
        var parameters: [Substring] = []
        var depth = 0
        var start = text.index(after: open)
        for index in text[start..<close].indices {
            switch text[index] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                parameters.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parameters.append(text[start..<close])
        let neutral = parameters.map { $0.trimmingCharacters(notIn: { !$0.isWhitespace }) }.filter { !$0.isEmpty && $0 != "void" }.map { parameter in
            // By the bytes when every character is one byte, else by Foundation.
            let isBlock = CharacterBytes.isPlain(parameter) ? CharacterBytes.firstRange(of: "(^", in: parameter) != nil : parameter.contains("(^")
            return isBlock ? "callback" : generic(String(droppingParameterName(parameter)), language: language, prefixes: prefixes)
        }
        return "callback(\(neutral.joined(separator: ", ")))"
    }

    /// `SDKError *error` without `error`: the last word when a type precedes it.
    private static func droppingParameterName(_ parameter: Substring) -> Substring {
        guard let last = parameter.lastIndex(where: { !Identifiers.isIdentifierCharacter($0) }) else { return parameter }
        return parameter[...last]
    }

    /// One element being read: its words, or the neutral type of a generic that closed into it, and `[]` suffixes.
    private struct Element {
        var words: [String] = []
        var resolved: String?
        var arrayDepth = 0
    }

    /// One open generic: its base element and its finished arguments.
    private struct Frame {
        var base: Element
        var arguments: [String] = []
    }

    /// Reads `Base<A, B<C>>[]`-shaped text left to right with a stack of open generics, one byte per character
    /// (`CharacterBytes`: every character it tells apart is ASCII).
    private static func generic(_ text: String, language: CodeLanguage, prefixes: [String]) -> String {
        // One word (`int`, `FString`, `System.String`) is its own element: no stack, no buffers.
        if text.utf8.allSatisfy({ Identifiers.isIdentifierByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }) {
            return finish(Element(words: text.isEmpty ? [] : [text]), language: language, prefixes: prefixes)
        }
        var frames: [Frame] = []
        var current = Element()
        var word: [UInt8] = []
        func endWord() {
            if !word.isEmpty { current.words.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        for byte in CharacterBytes.of(text) {
            switch byte {
            case UInt8(ascii: "<"):
                endWord()
                frames.append(Frame(base: current))
                current = Element()
            case UInt8(ascii: ","):
                endWord()
                if !frames.isEmpty {
                    frames[frames.count - 1].arguments.append(finish(current, language: language, prefixes: prefixes))
                    current = Element()
                }
            case UInt8(ascii: ">"):
                endWord()
                guard var frame = frames.popLast() else { continue }
                frame.arguments.append(finish(current, language: language, prefixes: prefixes))
                current = frame.base
                current.resolved = combine(
                    base: finish(frame.base, language: language, prefixes: prefixes, raw: true), arguments: frame.arguments, language: language,
                    prefixes: prefixes)
                current.words = []
            case UInt8(ascii: "["):
                endWord()
            case UInt8(ascii: "]"):
                current.arrayDepth += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "*"), UInt8(ascii: "&"), UInt8(ascii: "^"),
                UInt8(ascii: "?"):
                endWord()
            default:
                if Identifiers.isIdentifierByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") {
                    word.append(byte)
                } else {
                    endWord()
                }
            }
        }
        endWord()
        while let frame = frames.popLast() {
            current = Element(
                resolved: combine(
                    base: finish(frame.base, language: language, prefixes: prefixes, raw: true),
                    arguments: frame.arguments + [finish(current, language: language, prefixes: prefixes)], language: language, prefixes: prefixes))
        }
        return finish(current, language: language, prefixes: prefixes)
    }

    /// The neutral type of a finished element; `raw` keeps a generic's base name as written, for `combine`.
    private static func finish(_ element: Element, language: CodeLanguage, prefixes: [String], raw: Bool = false) -> String {
        var result: String
        if let resolved = element.resolved {
            result = resolved
        } else {
            let core =
                element.words.count == 1
                ? (qualifiers.contains(element.words[0]) ? "" : element.words[0])
                : element.words.filter { !qualifiers.contains($0) }.joined(separator: " ")
            result = raw ? core : scalar(core, language: language, prefixes: prefixes)
        }
        for _ in 0..<element.arrayDepth { result = "array<\(result)>" }
        return result
    }

    /// A generic's neutral type from its base name as written and its arguments' neutral types.
    private static func combine(base: String, arguments: [String], language: CodeLanguage, prefixes: [String]) -> String {
        if arrays.contains(base) { return "array<\(arguments.first ?? "object")>" }
        if maps.contains(base) { return "map<\(arguments.first ?? "object"), \(arguments.dropFirst().first ?? "object")>" }
        if wrappers.contains(base) { return arguments.first ?? "object" }
        return "\(NeutralName.type(base, language: language, prefixes: prefixes))<\(arguments.joined(separator: ", "))>"
    }

    /// A non-generic type name's neutral type.
    private static func scalar(_ name: String, language: CodeLanguage, prefixes: [String]) -> String {
        if name.isEmpty { return "unknown" }
        if name == "char" && language != .java && language != .csharp { return "string" }
        return scalarTypes[name] ?? NeutralName.type(name, language: language, prefixes: prefixes)
    }

    /// Every name of the tables above with the neutral type `scalar` gives it, the first table that lists a name
    /// winning: one lookup per type instead of one per table.
    private static let scalarTypes: [String: String] = {
        var result: [String: String] = [:]
        let tables: [(Set<String>, String)] = [
            (strings, "string"), (integers, "integer"), (floats, "float"), (booleans, "boolean"), (voids, "void"), (["NSNumber"], "number"),
            (objects, "object"), (arrays, "array<object>"), (maps, "map<object, object>"),
        ]
        for (names, neutral) in tables {
            for name in names where result[name] == nil { result[name] = neutral }
        }
        return result
    }()
}
