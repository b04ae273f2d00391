import GuideSpecSpecModel

/// What the shared C-family reader needs to know about one language: its type keywords, its modifiers, how it says
/// a value may be nil, and where it writes a declaration's type.
struct DeclarationDialect: Sendable {
    var language: CodeLanguage
    /// Keywords that open a type declaration, with the kind each declares.
    var typeKeywords: [String: TypeDeclaration.Kind]
    /// Words that qualify a declaration without being part of its type or name.
    var modifiers: Set<String>
    /// Annotations that mark a value nullable or non-null (Java's `@Nullable`/`@NonNull`).
    var nullableAnnotations: Set<String> = []
    var nonnullAnnotations: Set<String> = []
    /// True when a trailing `?` on the type marks it nullable (C#, Kotlin).
    var questionMarkIsNullable = false
    /// True when a type without `?` is non-null (Kotlin).
    var typesAreNonnullByDefault = false
    /// True when declarations read `name: Type` (Kotlin), false for `Type name`.
    var typeFollowsName = false
    /// True when a line break ends a statement (Kotlin has no semicolons).
    var newlineEndsStatement = false
    /// Keywords that introduce a method in this language (Kotlin `fun`); empty when a return type does.
    var methodKeywords: Set<String> = []

    /// Words that can never be a declared name or type: statements and operators of every language read here.
    static let statementWords: Set<String> = [
        "if", "else", "for", "foreach", "while", "do", "switch", "case", "default", "return", "throw", "new", "delete", "try", "catch",
        "finally", "using", "import", "package", "lock", "goto", "break", "continue", "sizeof", "typeof", "nameof", "await", "when",
        "is", "as", "var", "auto", "val", "this", "super", "base", "null", "nil", "true", "false", "operator", "template", "typedef",
        "yield", "in", "out", "get", "set",
    ]

    /// The lengths of the statement words, shortest and longest.
    static let statementWordLengths = (statementWords.map(\.utf8.count).min() ?? 0)...(statementWords.map(\.utf8.count).max() ?? 0)

    /// Whether `bytes` can spell a statement word: lower-case ASCII letters only (as every statement word is), and a
    /// length one of them has. Most names in type position (`String`, `TArray`, `GamebaseCallback`) are turned down here.
    static func mayBeStatementWord<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        statementWordLengths.contains(bytes.count) && bytes.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// The reader of the language a fence names or a page's platform implies.
    static func of(_ language: CodeLanguage) -> DeclarationDialect? {
        switch language {
        case .java: .java
        case .kotlin: .kotlin
        case .csharp: .csharp
        case .cpp: .cpp
        case .objectiveC: nil
        }
    }
}
