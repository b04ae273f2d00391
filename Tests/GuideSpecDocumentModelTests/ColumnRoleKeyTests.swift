import Testing

@testable import GuideSpecDocumentModel

/// A header's key read without the Unicode tables, for ASCII and the scripts without case, is the key the tables give.
@Suite struct ColumnRoleKeyTests {
    @Test func everyCharacterTheBytePathKeepsIsALetterWithoutCase() throws {
        var kept = 0
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), let key = ColumnRole.caselessKey(String(scalar)) else { continue }
            kept += 1
            #expect(key == String(scalar), "U+\(String(value, radix: 16, uppercase: true))")
            #expect(scalar.properties.isAlphabetic, "U+\(String(value, radix: 16, uppercase: true))")
            #expect(String(scalar).lowercased() == String(scalar), "U+\(String(value, radix: 16, uppercase: true))")
        }
        #expect(kept == 20_992 + 11_172 + 86 + 90 + 1)  // ideographs, Hangul syllables, hiragana, katakana, the sound mark
    }

    @Test(arguments: [
        "Default-Value_2", "A/B (c)", "Mandatory(M) / Optional(O)", "参数名称", "默认值", "是否必填", "パラメーター", "デフォルト値", "値の型", "매개변수", "기본값", "필수 여부", "Name",
        "Default value",
        "参数 (Parameter)", "型/Type", "名前・説明", "漢字2", "キー名", "", "必须/可选", "ＡＢ", "Ä", "e\u{301}", "パラメータ\u{3099}", "値（必須）",
    ])
    func theKeyIsTheKeyTheUnicodeTablesGive(_ header: String) {
        #expect(ColumnRole.key(header) == ColumnRole.keyByUnicodeProperties(header))
    }

    @Test func aHeaderWithOtherLettersIsLeftToTheUnicodeTables() {
        #expect(ColumnRole.caselessKey("ＡＢ") == nil)
        #expect(ColumnRole.caselessKey("Ä") == nil)
        #expect(ColumnRole.caselessKey("名前・説明") == nil)
        #expect(ColumnRole.caselessKey("参数 (Parameter)") == "参数parameter")
    }
}
