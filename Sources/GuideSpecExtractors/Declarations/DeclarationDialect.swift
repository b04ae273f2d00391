import GuideSpecSpecModel

/// What the shared C-family reader needs to know about one language: its type keywords, its modifiers, how it says
/// a value may be nil, and where it writes a declaration's type.
///
/// A class, not a struct: the readers pass their dialect along for every statement and run, and copying a struct of
/// five sets and dictionaries retained each of them every time (about 75,000 retains a pass over the corpus).
final class DeclarationDialect: Sendable {
    let language: CodeLanguage
    /// Keywords that open a type declaration, with the kind each declares.
    let typeKeywords: [String: TypeDeclaration.Kind]
    /// Words that qualify a declaration without being part of its type or name.
    let modifiers: Set<String>
    /// Annotations that mark a value nullable or non-null (Java's `@Nullable`/`@NonNull`).
    let nullableAnnotations: Set<String>
    let nonnullAnnotations: Set<String>
    /// True when a trailing `?` on the type marks it nullable (C#, Kotlin).
    let questionMarkIsNullable: Bool
    /// True when a type without `?` is non-null (Kotlin).
    let typesAreNonnullByDefault: Bool
    /// True when declarations read `name: Type` (Kotlin), false for `Type name`.
    let typeFollowsName: Bool
    /// True when a line break ends a statement (Kotlin has no semicolons).
    let newlineEndsStatement: Bool
    /// Keywords that introduce a method in this language (Kotlin `fun`); empty when a return type does.
    let methodKeywords: Set<String>

    /// A language's dialect; what is not given is as in Java (no `?` nullability, `Type name`, `;` ends statements).
    init(
        language: CodeLanguage, typeKeywords: [String: TypeDeclaration.Kind], modifiers: Set<String>,
        nullableAnnotations: Set<String> = [], nonnullAnnotations: Set<String> = [], questionMarkIsNullable: Bool = false,
        typesAreNonnullByDefault: Bool = false, typeFollowsName: Bool = false, newlineEndsStatement: Bool = false,
        methodKeywords: Set<String> = []
    ) {
        self.language = language
        self.typeKeywords = typeKeywords
        self.modifiers = modifiers
        self.nullableAnnotations = nullableAnnotations
        self.nonnullAnnotations = nonnullAnnotations
        self.questionMarkIsNullable = questionMarkIsNullable
        self.typesAreNonnullByDefault = typesAreNonnullByDefault
        self.typeFollowsName = typeFollowsName
        self.newlineEndsStatement = newlineEndsStatement
        self.methodKeywords = methodKeywords
    }

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
    /// length one of them has. Most names in type position (`String`, `TArray`, `LoginCallback`) are turned down here.
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
        case .objectiveC, .typescript, .protobuf: nil
        }
    }
}
