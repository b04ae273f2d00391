import GuideSpecDocumentModel
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
        let source = SourceTokenizer(CodeBlock(language: nil, text: code, firstLine: 1))
        let run = TokenRun(source, Array(source.tokens.indices)[...])
        #expect(DeclarationPrefix(run, dialect: dialect).attributeNames == names)
    }

    @Test func everyStatementWordPassesTheBytePrefilter() {
        #expect(DeclarationDialect.statementWords.allSatisfy { DeclarationDialect.mayBeStatementWord($0.utf8) })
        #expect(!DeclarationDialect.mayBeStatementWord("String".utf8))
        #expect(!DeclarationDialect.mayBeStatementWord("a".utf8))
        #expect(!DeclarationDialect.mayBeStatementWord("returns".utf8.dropLast(7)))
    }

    @Test func macrosAreTwoOrMoreCapitalsDigitsAndUnderscores() {
        #expect(DeclarationPrefix.isMacro("UPROPERTY".utf8))
        #expect(DeclarationPrefix.isMacro("GAMEBASE_API".utf8))
        #expect(!DeclarationPrefix.isMacro("FString".utf8))
        #expect(!DeclarationPrefix.isMacro("__".utf8))
        #expect(!DeclarationPrefix.isMacro("A".utf8))
    }
}
