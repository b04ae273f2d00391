import Testing

@testable import GuideSpecExtractors

/// The names of annotations and attributes, read by bytes when every character is one byte and by characters otherwise.
@Suite struct DeclarationPrefixTests {
    @Test(arguments: [
        ("@Nullable String name;", DeclarationDialect.java, ["Nullable"]),
        ("@android.support.annotation.NonNull final String name;", .java, ["NonNull"]),
        ("@Deprecated(since = \"2.0\") void stop();", .java, ["Deprecated"]),
        ("[Obsolete(\"사용하지 마세요\")] public string name;", .csharp, ["Obsolete"]),
        ("[Obsolete] [Serializable] public string name;", .csharp, ["Obsolete", "Serializable"]),
    ])
    func attributeNames(_ code: String, _ dialect: DeclarationDialect, _ names: [String]) {
        let source = SourceTokenizer(lines: [code], firstLine: 1)
        let run = TokenRun(source, Array(source.tokens.indices)[...])
        #expect(DeclarationPrefix(run, dialect: dialect).attributeNames == names)
    }
}
