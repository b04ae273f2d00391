import GuideSpecSpecModel

/// A statement shaped like a method signature: `ReturnType name(parameters)` with optional qualifiers after the list,
/// Kotlin's `fun name(parameters): ReturnType`, or the Android API blocks' `+ (ReturnType)Owner.name(parameters)`.
/// Nil for calls, assignments and anything whose parameters are not declarations.
struct MethodShape {
    var owner: String?
    var name: String
    var parameters: [MethodSignature.Parameter]
    var returnType: TypeReference
    var isStatic: Bool
    var variadic: Bool

    /// Words allowed after a parameter list without making the statement something else.
    static let trailingWords: Set<String> = ["const", "override", "noexcept", "final", "throws", "where", "default", "delete"]

    /// Reads `run` as `dialect` writes signatures, working out its types' neutral types through `neutralTypes`.
    init?(_ run: TokenRun, dialect: DeclarationDialect, neutralTypes: NeutralTypeCache) {
        guard run.count >= 3 else { return nil }
        if run.token(0).is("+") || run.token(0).is("-") {
            guard run.token(1).is("("), let close = run.closing(1) else { return nil }
            self.init(
                run, returnType: run.slice(2, close), nameFrom: close + 1, isStatic: run.token(0).is("+"), dialect: dialect,
                neutralTypes: neutralTypes)
        } else if run.token(0).kind == .identifier, dialect.methodKeywords.contains(run.text(0)) {
            self.init(kotlin: run, dialect: dialect, neutralTypes: neutralTypes)
        } else {
            guard let open = run.firstAtDepthZero(where: { $0.is("(") }), open >= 2 else { return nil }
            var nameStart = open - 1
            while nameStart >= 2, run.token(nameStart - 1).is(".") || run.token(nameStart - 1).is(SourceToken.scope),
                run.token(nameStart - 2).kind == .identifier
            {
                nameStart -= 2
            }
            guard nameStart >= 1 else { return nil }
            self.init(run, returnType: run.slice(0, nameStart), nameFrom: nameStart, isStatic: false, dialect: dialect, neutralTypes: neutralTypes)
        }
    }

    /// Reads `Owner.name(parameters) trailing` from `nameFrom`, with the return type already cut out.
    private init?(
        _ run: TokenRun, returnType: TokenRun, nameFrom: Int, isStatic: Bool, dialect: DeclarationDialect, neutralTypes: NeutralTypeCache
    ) {
        guard TypeSyntax.isPlausible(returnType), let open = run.firstAtDepthZero(from: nameFrom, where: { $0.is("(") }),
            let close = run.closing(open), Self.isTrailing(run.slice(close + 1))
        else { return nil }
        var components: [String] = []
        for position in nameFrom..<open {
            let token = run.token(position)
            if token.kind == .identifier {
                components.append(run.text(position))
            } else if !(token.is(".") || token.is(SourceToken.scope)) {
                return nil
            }
        }
        // `get` and `set` are C# accessor words, but followed by a parameter list they name a method (`long get()`).
        guard let name = components.last, !DeclarationDialect.statementWords.contains(name) || name == "get" || name == "set",
            dialect.typeKeywords[name] == nil,
            let list = ParameterList(run.slice(open + 1, close), dialect: dialect, neutralTypes: neutralTypes)
        else { return nil }
        let written = returnType.written
        self.owner = components.count > 1 ? components.dropLast().joined(separator: ".") : nil
        self.name = name
        self.parameters = list.parameters
        self.returnType = TypeReference(written: written, neutral: neutralTypes.of(written, language: dialect.language))
        self.isStatic = isStatic
        self.variadic = list.variadic
    }

    /// Reads Kotlin's `fun name(parameters): ReturnType`.
    private init?(kotlin run: TokenRun, dialect: DeclarationDialect, neutralTypes: NeutralTypeCache) {
        guard let open = run.firstAtDepthZero(where: { $0.is("(") }), open >= 2, let close = run.closing(open),
            run.token(open - 1).kind == .identifier,
            let list = ParameterList(run.slice(open + 1, close), dialect: dialect, neutralTypes: neutralTypes)
        else { return nil }
        var returnRun = run.slice(close + 1, close + 1)
        if close + 1 < run.count, run.token(close + 1).is(":") {
            let after = run.slice(close + 2)
            returnRun = after.slice(0, after.firstAtDepthZero(where: { $0.is("=") }) ?? after.count)
        }
        let written = returnRun.isEmpty ? "Unit" : returnRun.written
        owner = open >= 3 && run.token(open - 2).is(".") ? run.text(open - 3) : nil
        name = run.text(open - 1)
        parameters = list.parameters
        returnType = TypeReference(written: written, neutral: neutralTypes.of(written, language: dialect.language))
        isStatic = false
        variadic = list.variadic
    }

    /// Whether what follows a parameter list still belongs to a declaration (`const`, `override`, `= 0`, `throws X`).
    private static func isTrailing(_ run: TokenRun) -> Bool {
        guard let first = run.first else { return true }
        if first.is("=") { return run.count == 2 }
        guard first.kind == .identifier, trailingWords.contains(run.text(0)) else { return false }
        return !(0..<run.count).contains { run.token($0).is(SourceToken.fatArrow) || run.token($0).is("(") }
    }
}
