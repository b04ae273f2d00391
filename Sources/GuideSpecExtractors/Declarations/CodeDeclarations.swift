import GuideSpecSpecModel

/// What one code block declares: its types, its method signatures and the literal values its code gives.
struct CodeDeclarations {
    /// The language the block was read as; nil when it was not read as code (JSON, XML, unknown).
    var language: CodeLanguage?
    var types: [TypeDeclaration] = []
    var methods: [MethodSignature] = []
    var literals: [LiteralValue] = []
}
