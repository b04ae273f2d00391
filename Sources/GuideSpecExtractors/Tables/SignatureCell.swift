import GuideSpecDocumentModel
import GuideSpecSpecModel

/// A method signature written in a table cell (`boolean isValid(int serviceId)`, `public void setDebugMode(boolean
/// isDebuggable)`), read with the same shape a code block's signature is read with.
struct SignatureCell {
    var shape: MethodShape
    /// Whether a modifier made it `static`.
    var isStatic: Bool

    /// The signature `text` writes in `dialect`'s language, or nil when it is no signature (a name, a call, prose).
    init?(_ text: String, dialect: DeclarationDialect, neutralTypes: NeutralTypeCache) {
        // A signature has a parameter list and no East Asian prose: most cells are turned down here, unread.
        guard Self.mayBeSignature(text) else { return nil }
        let source = SourceTokenizer(CodeBlock(language: nil, text: text, firstLine: 1))
        var indices = Array(source.tokens.indices.filter { !source.tokens[$0].isComment })
        while let last = indices.last, source.tokens[last].is(";") { indices.removeLast() }
        let run = TokenRun(source, indices[...])
        let prefix = DeclarationPrefix(run, dialect: dialect)
        guard let shape = MethodShape(run.slice(prefix.end), dialect: dialect, neutralTypes: neutralTypes) else { return nil }
        self.shape = shape
        isStatic = shape.isStatic || prefix.modifiers.contains("static")
    }

    /// The method the cell declares in `language`, standing at `location` (`origin: table`).
    func method(language: CodeLanguage, location: SpecLocation, since: String? = nil) -> MethodSignature {
        MethodSignature(
            language: language, owner: shape.owner, name: shape.name, neutralName: NeutralName.method(shape.name, language: language),
            parameters: shape.parameters, returnType: shape.returnType, isStatic: isStatic, variadic: shape.variadic, location: location,
            origin: .table, since: since)
    }

    /// Whether `text` can be a signature: it holds `(` and ends in `)` (or `);`), with no scalar of an East Asian script.
    static func mayBeSignature(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count >= 4, bytes.count <= 600, bytes.contains(UInt8(ascii: "(")) else { return false }
        let end = bytes.reversed().first { $0 != 0x20 && $0 != UInt8(ascii: ";") }
        return end == UInt8(ascii: ")") && text.unicodeScalars.allSatisfy { $0.value < 0x2E80 }
    }
}
