import GuideSpecSpecModel

/// A declared parameter list: `(@NonNull final Activity activity, DataCallback<AuthToken> callback)`,
/// `(const FString& Message, const TMap<FString, FString>& UserFields = TMap<FString, FString>())`, `(name: Type)`.
/// Nil when the list is a call's arguments (a literal, an expression) rather than declarations.
struct ParameterList {
    var parameters: [MethodSignature.Parameter] = []
    var variadic = false

    /// Words that qualify a parameter's passing without being part of its type.
    static let passingWords: Set<String> = ["ref", "out", "in", "params", "this", "vararg", "final", "readonly", "scoped"]

    /// Reads `run` as `dialect` writes parameters, working out their types' neutral types through `neutralTypes`.
    init?(_ run: TokenRun, dialect: DeclarationDialect, neutralTypes: NeutralTypeCache) {
        guard !run.isEmpty else { return }
        let parts = run.splitAtCommas()
        if parts.count == 1, parts[0].count == 1, parts[0].text(0) == "void" { return }
        for part in parts {
            guard !part.isEmpty else { return nil }
            if part.count == 1, part.token(0).is(SourceToken.ellipsis) {
                variadic = true
                continue
            }
            guard let parameter = Self.parameter(part, dialect: dialect, variadic: &variadic, neutralTypes: neutralTypes) else { return nil }
            parameters.append(parameter)
        }
    }

    private static func parameter(
        _ part: TokenRun, dialect: DeclarationDialect, variadic: inout Bool, neutralTypes: NeutralTypeCache
    ) -> MethodSignature.Parameter? {
        let prefix = DeclarationPrefix(part, dialect: dialect, readsModifiers: false)
        var start = prefix.end
        while start < part.count, part.token(start).kind == .identifier, passingWords.contains(part.text(start)) { start += 1 }
        var declaration = part.slice(start)
        var defaultValue: String?
        if let equals = declaration.firstAtDepthZero(where: { $0.is("=") }) {
            defaultValue = declaration.slice(equals + 1).written
            declaration = declaration.slice(0, equals)
        }
        guard !declaration.isEmpty else { return nil }
        let name: String
        let type: TokenRun
        if dialect.typeFollowsName {
            guard declaration.count >= 3, declaration.token(0).kind == .identifier, declaration.token(1).is(":") else { return nil }
            name = declaration.text(0)
            type = declaration.slice(2)
        } else if declaration.count == 1 {
            name = ""
            type = declaration
        } else {
            guard let last = declaration.last, last.kind == .identifier else { return nil }
            name = declaration.text(declaration.count - 1)
            type = declaration.slice(0, declaration.count - 1)
        }
        guard TypeSyntax.isPlausible(type), !DeclarationDialect.statementWords.contains(name) else { return nil }
        if type.last?.is(SourceToken.ellipsis) == true { variadic = true }
        let written = type.written
        return MethodSignature.Parameter(
            name: name, type: TypeReference(written: written, neutral: neutralTypes.of(written, language: dialect.language)),
            nullability: TypeSyntax.nullability(written: written, attributes: prefix.attributeNames, dialect: dialect), defaultValue: defaultValue)
    }
}
