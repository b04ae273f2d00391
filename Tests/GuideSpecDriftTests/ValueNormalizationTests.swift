import Foundation
@testable import GuideSpecDrift
import Testing

/// Each normalization drift applies before it compares a value, on the spellings guides write.
@Suite struct ValueNormalizationTests {
    @Test(arguments: [
        ("-", "none"), ("''", "none"), ("\"\"", "none"), ("`-`", "none"), ("null", "none"), ("undefined", "none"), ("[]", "none"),
        ("", "none"), ("N/A", "none"), ("'blue'", "blue"), ("`blue`", "blue"), ("\"blue\"", "blue"), ("blue", "blue"), ("0", "0"),
        ("false", "false"), ("'a' ", "a"),
    ])
    func literals(_ written: String, _ compared: String) {
        #expect(ValueNormalizations.compared(written, as: .literal) == compared)
    }

    @Test(arguments: [
        ("string \\| string[]", "string | string[]"), ("string[] | string", "string | string[]"), ("'b' |'a'", "'a' | 'b'"),
        ("Array [Object]", "Array[Object]"), ("Map<String, Object>", "Map<String,Object>"), ("(e) => void;", "(e)=>void"),
        ("(a: string | number) => void", "(a:string|number)=>void"), ("| boolean| { x: 1 }", "boolean | {x:1}"), ("JSON Object", "JSON Object"),
    ])
    func types(_ written: String, _ compared: String) {
        #expect(ValueNormalizations.compared(written, as: .type) == compared)
    }

    @Test(arguments: [
        ("2.8.0", "2.8"), ("v2.8", "2.8"), ("2.10.0", "2.10"), ("2.13.0, `{ formatter }` in 2.54.0", "2.13, 2.54"), ("-", "none"), ("3", "3"),
    ])
    func versions(_ written: String, _ compared: String) {
        #expect(ValueNormalizations.compared(written, as: .version) == compared)
    }

    @Test(arguments: [("Required", "yes"), ("必填", "yes"), ("✅", "yes"), ("M", "yes"), ("Optional", "no"), ("否", "no"), ("O", "no"), ("선택", "no")])
    func marks(_ written: String, _ compared: String) {
        #expect(ValueNormalizations.compared(written, as: .mark) == compared)
    }

    /// docs/drift-rules.md has a section for every normalization, with its example (the page is written from the registry).
    @Test func everyNormalizationHasItsSectionWithAnExample() {
        let page = DriftRulesMarkdown.page()
        for normalization in ValueNormalizations.all {
            #expect(page.contains("### `\(normalization.id)`\n\n\(DriftRulesMarkdown.text(normalization.summary)).\n\nExample: "))
        }
    }

    /// Plain ASCII type cells are normalized over their bytes; the reading by characters gives the same form.
    @Test(arguments: [
        "string | string[]", "number|null", "number \\| null", "Array [Object]", "Map<K, V>", "(e) => void", "a | (b | c) | d[]", "  int ; ;",
        ";", "-", "null", "'a' | 'b'", "() => void | string", "x\t|\ny", "\\\\|", "A  B", "boolean", "", "  ", "|", "a||b", "{ a: 1 } | b",
        "Promise<void> | undefined", "T[]", "x;y", "a \r\n| b", "字符串 | number", "a_b c1",
    ])
    func plainTypesMatchTheCharacterReading(_ written: String) {
        #expect(ValueNormalizations.type(written) == ValueNormalizations.typeByCharacters(written))
        if written.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { #expect(PlainTypeText.type(written) != nil) }
    }

    /// Declared types of ASCII text get their spacing normalized over their bytes, as the Foundation steps did.
    @Test(arguments: [
        "NSString*", "NSString  *", "NSString *", " id<Delegate> * ", "void (^)(NSError *)", "char **", "a\tb *", "x * * y", "int",
        "const char * const *", "*", " * ", "", "a\r\n*b", "T  **  x",
    ])
    func asciiDeclaredTypesAreSpacedAsBefore(_ type: String) {
        let collapsed = type.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let expected = collapsed.replacingOccurrences(of: " *", with: "*").replacingOccurrences(of: "*", with: " *")
            .replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
        #expect(Alignment.normalizedType(type) == expected)
    }
}
