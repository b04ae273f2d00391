@testable import GuideSpecCodegen
import Testing

/// The one string-literal function: exact outputs for every kind of awkward text, and the rules over many scalars.
@Suite struct SwiftStringLiteralTests {
    struct Example: Codable, Sendable, CustomTestStringConvertible {
        var text: String
        var literal: String
        var testDescription: String { literal }
    }

    static let examples: [Example] = [
        Example(text: "", literal: #""""#),
        Example(text: "TCGB_ERROR_PURCHASE_USER_CANCELED", literal: #""TCGB_ERROR_PURCHASE_USER_CANCELED""#),
        Example(text: "用户取消了购买。", literal: #""用户取消了购买。""#),
        Example(text: "say \"hi\"", literal: #""say \"hi\"""#),
        Example(text: #"C:\path\n"#, literal: #""C:\\path\\n""#),
        Example(text: "#tag \"# ##", literal: ##""#tag \"# ##""##),
        Example(text: "line 1\nline 2\r\n", literal: #""line 1\nline 2\r\n""#),
        Example(text: #"\(interpolation)"#, literal: #""\\(interpolation)""#),
        Example(text: #"""""#, literal: #""\"\"\"""#),
        Example(text: "a\tb", literal: #""a\tb""#),
        Example(text: "nul\0end", literal: #""nul\0end""#),
        Example(text: "para\u{2028}graph\u{2029}", literal: #""para\u{2028}graph\u{2029}""#),
        Example(text: "\u{1B}[0m\u{7F}\u{85}", literal: #""\u{1B}[0m\u{7F}\u{85}""#),
        Example(text: "\u{FEFF}bom \u{200B}zero-width", literal: #""\u{FEFF}bom \u{200B}zero-width""#),
        Example(text: "admin\u{202E}txt.exe", literal: #""admin\u{202E}txt.exe""#),
        Example(text: "private \u{E000}", literal: #""private \u{E000}""#),
        Example(text: "🎮 gem_100 💎", literal: #""🎮 gem_100 💎""#),
        Example(text: "👨‍👩‍👧", literal: #""👨\u{200D}👩\u{200D}👧""#),
        Example(text: "e\u{301} café", literal: "\"e\u{301} café\""),
    ]

    @Test("renders exactly", arguments: examples)
    func rendersExactly(_ example: Example) {
        #expect(SwiftStringLiteral.render(example.text) == example.literal)
    }

    @Test("every scalar of the first planes round-trips and leaves nothing invisible in the source")
    func everyScalarRoundTrips() {
        let scalars = (0...0x2FFFF).compactMap(Unicode.Scalar.init) + (0xE0000...0xE01EF).compactMap(Unicode.Scalar.init)
        let failures = scalars.filter { scalar in
            let text = "a" + String(scalar) + "z"
            let literal = SwiftStringLiteral.render(text)
            return literal.unicodeScalars.contains(where: SwiftStringLiteral.needsUnicodeEscape)
                || (try? SwiftStringLiteralReader.read(literal)) != text
        }
        #expect(failures.isEmpty, "first failing scalar: U+\(String(failures.first?.value ?? 0, radix: 16, uppercase: true))")
    }

    @Test("no raw line break, quote or lone backslash survives")
    func nothingBreaksTheLiteral() {
        let literal = SwiftStringLiteral.render("\n\r\u{B}\u{C}\u{85}\u{2028}\u{2029}\"\\")
        let inner = literal.unicodeScalars.dropFirst().dropLast()
        #expect(!inner.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .lineSeparator })
        #expect(literal == #""\n\r\u{B}\u{C}\u{85}\u{2028}\u{2029}\"\\""#)
    }
}
