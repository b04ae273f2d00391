import Testing

@testable import GuideSpecExtractors

/// The byte paths that read table cells and headers answer what the character paths they replace answered, where a byte is
/// not a character too: combining and prepended marks, CR LF, full-width punctuation, other scripts.
@Suite struct TableTextBytePathTests {
    static let cells = [
        "Required, String", "String / Optional", "필수，String", "选填，字符串", "", ",", "/", "，", "a,\u{301}b, c", "\u{600},x, y",
        "\u{600}，x", "e\u{301}/f", "\r\n,x", "x\r,", "한,국", "漢字/字", "no separator here", "A\u{FF0C}\u{301}b/c", "，\u{301}/",
    ]

    @Test(arguments: cells)
    func firstSeparatorIsTheFirstSeparatorCharacter(_ text: String) {
        #expect(CellText.firstSeparator(in: text) == text.firstIndex(where: { $0 == "," || $0 == "，" || $0 == "/" }))
    }

    @Test(arguments: [
        "Error Codes", "ERROR", "error", "Errors", "오류 코드", "에러", "エラーコード", "错误码", "錯誤", "Code", "Description", "Err or", "",
        "ＥＲＲＯＲ", "Fehler", "e\u{301}rror", "terror",
    ])
    func aHeaderSaysErrorAsItsLowercasedTextDoes(_ header: String) {
        let lowered = header.lowercased()
        let expected = ["error", "오류", "에러", "エラー", "错误", "錯誤"].contains(where: { lowered.contains($0) })
        #expect(ErrorTableExtractor.saysError(header) == expected)
    }
}
