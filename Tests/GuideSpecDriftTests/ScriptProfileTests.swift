@testable import GuideSpecDrift
import GuideSpecSource
import GuideSpecDocumentModel
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The one-pass script profile counts exactly what the word-by-word reading it replaced counts.
@Suite struct ScriptProfileTests {
    /// The earlier reading, kept as the reference: split at whitespace characters, then look at every word with
    /// Unicode character properties.
    static func reference(_ text: String) -> ScriptProfile {
        func looksLikeCode(_ token: Substring) -> Bool {
            let isEdge: (Character) -> Bool = { $0.isPunctuation || $0.isSymbol }
            guard let start = token.firstIndex(where: { !isEdge($0) }), let end = token.lastIndex(where: { !isEdge($0) }) else { return false }
            let trimmed = token[start...end]
            if trimmed.contains(where: { $0.isNumber || "_:/()[]{}<>=#*\\".contains($0) }) { return true }
            if trimmed.dropLast().contains(".") { return true }
            return zip(trimmed, trimmed.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
        }
        var profile = ScriptProfile()
        for token in text.split(whereSeparator: \.isWhitespace) {
            if token.contains("://") || token.hasPrefix("www.") || token.contains("@") { continue }
            for scalar in token.unicodeScalars {
                switch scalar.value {
                case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: profile.han += 1
                case 0x3041...0x309F, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: profile.kana += 1
                case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3131...0x318E: profile.hangul += 1
                default: break
                }
            }
            if !looksLikeCode(token) {
                profile.latinWords += token.split { !($0.isASCII && $0.isLetter) }.filter { $0.count >= 2 }.count
            }
        }
        return profile
    }

    @Test(arguments: [
        "Call requestPurchaseWithGamebaseProductId: before TCGB_ERROR_PURCHASE_USER_CANCELED (3001) is returned.",
        "결제 재시도 기능 추가: see https://docs.toast.com/ko or www.example.com, mail support@example.com",
        "購入フローは「requestPurchase」を呼び出します。\u{3000}次に、アイテム一覧を取得します。",
        "支付流程 — 调用 `requestItemListPurchasable` 后,\u{A0}显示 商品列表 iOS/Android",
        "\r\nCRLF\r\nlines\tand\u{2028}separators e\u{301}te\u{301} cafe\u{301} \u{301}alone ﬂow Ⅻ ½ x²",
        "(camelCase) [Brackets] a.b c. ...dots... ::scope:: <T> #tag *star* \\escape\\ =eq= {brace}",
        "ＡＢＣ full-width ｶﾀｶﾅ ㄱㄴ 가 🇰🇷 flags 👩‍💻 emoji",
        "",
        "   ",
    ])
    func theProfileMatchesTheReference(_ text: String) {
        var reader = ScriptProfile.Reader()
        #expect(reader.profile(of: text) == Self.reference(text))
        // A reader that has already read the text answers the same from what it remembers of each scalar.
        #expect(reader.profile(of: text) == Self.reference(text))
    }

    @Test func aRememberedTextAnswersOnlyForTheSameBytes() {
        var reader = ScriptProfile.Reader()
        let composed = "가나 다라"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(composed == decomposed && Array(composed.utf8) != Array(decomposed.utf8))
        #expect(reader.profile(of: composed) == Self.reference(composed))
        #expect(reader.profile(of: decomposed) == Self.reference(decomposed))
        #expect(reader.profile(of: decomposed).hangul == 2 * reader.profile(of: composed).hangul)
    }

    @Test(
        .enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"),
        arguments: [
            "en/ios-purchase.md", "ja/ios-purchase.md", "ko/ios-purchase.md", "zh/ios-purchase.md", "ja/console-for-aws.md", "en/unity-purchase.md",
        ])
    func everyProseUnitOfACorpusPageMatchesTheReference(_ path: String) throws {
        let document = try #require(
            GuideSource.read(try GuideFile(path: path), at: Paths.corpus.appendingPathComponent(path).path, options: .documentOnly).document)
        let units = TextUnit.all(in: document)
        #expect(units.count > 20)
        var reader = ScriptProfile.Reader()
        for unit in units {
            #expect(reader.profile(of: unit.text) == Self.reference(unit.text), "line \(unit.line)")
        }
    }
}

/// Reading a text scalar by scalar is reading it by characters, for every scalar the fast path accepts.
@Suite struct ProseUnitTests {
    @Test func everyScalarThatStandsAloneAnswersAsItsCharacterDoes() {
        var checked = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.standsAlone else { continue }
            let character = Character(scalar)
            #expect(scalar.isProseWhitespace == character.isProseWhitespace, "U+\(String(value, radix: 16))")
            #expect(scalar.isEdge == character.isEdge, "U+\(String(value, radix: 16))")
            #expect(scalar.isNumeric == character.isNumeric, "U+\(String(value, radix: 16))")
            #expect(scalar.isLowercaseLetter == character.isLowercaseLetter, "U+\(String(value, radix: 16))")
            #expect(scalar.isUppercaseLetter == character.isUppercaseLetter, "U+\(String(value, radix: 16))")
            #expect(scalar.asciiByte == character.asciiByte, "U+\(String(value, radix: 16))")
            // Neither joined to the letter before it nor to the one after it, nor to itself.
            var between = "a"
            between.unicodeScalars.append(contentsOf: [scalar, "a"])
            var twice = ""
            twice.unicodeScalars.append(contentsOf: [scalar, scalar])
            #expect(between.count == 3 && twice.count == 2, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 40_000)
    }

    @Test func theFactsOfAnASCIIByteAreThoseOfItsScalar() {
        for byte in UInt8(0)...0x7F {
            #expect(ProseFacts(ascii: byte) == ProseFacts(Unicode.Scalar(byte)), "U+\(String(byte, radix: 16))")
        }
    }

    @Test func aScalarThatJoinsItsNeighbourIsReadByCharacters() {
        for scalar: Unicode.Scalar in ["\u{301}", "\u{200D}", "\u{3099}", "\u{1161}", "\u{FF9E}", "\u{1F3FB}"] {
            #expect(!scalar.standsAlone)
        }
    }
}
