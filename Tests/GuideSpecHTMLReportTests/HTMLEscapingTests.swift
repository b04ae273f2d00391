import Testing

@testable import GuideSpecHTMLReport

/// The one escaping function every text and attribute value of the report goes through.
@Suite struct HTMLEscapingTests {
    @Test func markupCharactersBecomeCharacterReferences() {
        #expect(HTMLEscaping.escape(#"<script>alert("x" & 'y')</script>"#) == "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;")
    }

    @Test func anExistingReferenceIsEscapedAgainSoItReadsAsWritten() {
        #expect(HTMLEscaping.escape("&amp; &#60; &lt;") == "&amp;amp; &amp;#60; &amp;lt;")
    }

    @Test func textWithNothingToEscapeComesBackUnchanged() {
        let text = "TCGB_ERROR_PURCHASE_USER_CANCELED = 4002\t用户取消了购买。\n購入をキャンセルしました 구매를 취소했습니다 👍 — ＜全角＞"
        #expect(HTMLEscaping.escape(text) == text)
    }

    @Test(arguments: [0x0, 0x7, 0xB, 0x1B, 0x7F, 0x85, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1_FFFF, 0x10_FFFE] as [UInt32])
    func codePointsHTMLForbidsBecomeReplacementCharacters(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(HTMLEscaping.escape("a" + String(Character(scalar)) + "<") == "a\u{FFFD}&lt;")
    }

    @Test func whitespaceHTMLAllowsIsKept() {
        #expect(HTMLEscaping.escape("a\tb\nc\u{C}d\re") == "a\tb\nc\u{C}d\re")
    }

    @Test func invalidUTF8ReadAsReplacementCharactersStaysReadable() {
        let decoded = String(decoding: [0x61, 0xFF, 0xC3, 0x3C, 0x62] as [UInt8], as: UTF8.self)
        #expect(HTMLEscaping.escape(decoded) == "a\u{FFFD}\u{FFFD}&lt;b")
    }

    @Test func everyScalarIsEitherKeptEscapedOrReplaced() {
        // One pass over the Basic Multilingual Plane and the start of the next: nothing HTML forbids survives, nothing
        // else is lost.
        for value in UInt32(0)...0x1_00FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let escaped = HTMLEscaping.escape(String(Character(scalar)))
            switch scalar {
            case "&": #expect(escaped == "&amp;")
            case "<": #expect(escaped == "&lt;")
            case ">": #expect(escaped == "&gt;")
            case "\"": #expect(escaped == "&quot;")
            case "'": #expect(escaped == "&#39;")
            default:
                if HTMLEscaping.isForbidden(scalar) {
                    #expect(escaped == "\u{FFFD}", "U+\(String(value, radix: 16)) should be replaced")
                } else {
                    #expect(escaped.unicodeScalars.elementsEqual([scalar]), "U+\(String(value, radix: 16)) should be kept")
                }
            }
        }
    }
}
