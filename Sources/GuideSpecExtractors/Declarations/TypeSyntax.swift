import GuideSpecSpecModel

/// Questions about a run of tokens in type position.
enum TypeSyntax {
    /// Punctuation a type may contain: generics, qualification, pointers, references, arrays, `?` and `...`.
    static let typeSymbols: Set<UInt8> = Set("<>,.*&[]?:^".utf8).union([SourceToken.scope, SourceToken.ellipsis])

    /// Whether `run` can be a type: identifiers (no statement words) and type punctuation only, starting with an identifier.
    static func isPlausible(_ run: TokenRun) -> Bool {
        guard let first = run.first, first.kind == .identifier else { return false }
        for position in 0..<run.count {
            let token = run.token(position)
            switch token.kind {
            case .identifier:
                if run.isStatementWord(position) { return false }
            case .punctuation:
                if !typeSymbols.contains(token.symbol) { return false }
            default:
                return false
            }
        }
        return true
    }

    /// What the declaration says about nil: a nullability annotation, a `?` type, or Kotlin's non-null default.
    static func nullability(written: String, attributes: [String], dialect: DeclarationDialect) -> Nullability {
        if attributes.contains(where: dialect.nullableAnnotations.contains) { return .nullable }
        if attributes.contains(where: dialect.nonnullAnnotations.contains) { return .nonnull }
        if dialect.questionMarkIsNullable, written.hasSuffix("?") { return .nullable }
        if dialect.typesAreNonnullByDefault, !written.isEmpty { return .nonnull }
        return .unspecified
    }
}
