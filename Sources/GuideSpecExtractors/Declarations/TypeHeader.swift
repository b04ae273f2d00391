import GuideSpecSpecModel

/// The header of a type or namespace: `public class Name : Base`, `struct MYSDK_API FName`,
/// `UENUM(…) enum class EName : uint8`, `namespace Vendor.Sdk`, `class Name extends Base implements Other`.
struct TypeHeader {
    var kind: TypeDeclaration.Kind
    var name: String
    var supertypes: [String]

    /// Words between a header's name and its supertypes that name none.
    static let linkWords: Set<String> = ["extends", "implements", "public", "private", "protected", "virtual", "where", "class", "struct"]

    /// Reads `run` (attributes and modifiers already stripped), or nil when it does not start with a type keyword.
    init?(_ run: TokenRun, dialect: DeclarationDialect) {
        guard run.count >= 2, run.token(0).kind == .identifier, let kind = dialect.typeKeywords[run.text(0)] else { return nil }
        var position = 1
        if kind == .enum, run.token(1).kind == .identifier, ["class", "struct"].contains(run.text(1)) { position = 2 }
        while position + 1 < run.count, run.token(position).kind == .identifier, DeclarationPrefix.isMacro(run.bytes(position)),
            run.token(position + 1).kind == .identifier
        {
            position += 1
        }
        guard position < run.count, run.token(position).kind == .identifier, !run.isStatementWord(position) else { return nil }
        var name = run.text(position)
        position += 1
        while kind == .namespace, position + 1 < run.count, run.token(position).is(".") || run.token(position).is(SourceToken.scope),
            run.token(position + 1).kind == .identifier
        {
            name += "." + run.text(position + 1)
            position += 2
        }
        self.kind = kind
        self.name = name
        supertypes = Self.supertypes(run.slice(position))
    }

    /// The qualified names after the name, skipping generic parameters, constructor arguments and link words.
    private static func supertypes(_ run: TokenRun) -> [String] {
        var result: [String] = []
        var current = ""
        var position = 0
        while position < run.count {
            let token = run.token(position)
            if token.is("<") || token.is("("), let close = run.closing(position) {
                position = close + 1
                continue
            }
            if token.kind == .identifier, !linkWords.contains(run.text(position)) {
                current += run.text(position)
            } else if token.is(".") || token.is(SourceToken.scope) {
                current += "."
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
            position += 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
