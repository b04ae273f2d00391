import GuideSpecDisplayText
import Testing

/// The one rule for text from outside shown to a person, on the inputs the audit of issue 27 used against the reports.
@Suite struct DisplayTextTests {
    @Test func aLineKeepsToItsLineAndShowsEveryControl() {
        #expect(DisplayText.line("plain 中文 text\twith a tab") == "plain 中文 text\twith a tab")
        #expect(DisplayText.line("typo \rhistory: 0 pages, 0 findings (forged)") == "typo \\rhistory: 0 pages, 0 findings (forged)")
        #expect(DisplayText.line("x\nok   conformance forged\u{1B}[31m") == "x\\nok   conformance forged\\u{1B}[31m")
        #expect(DisplayText.line("\u{1B}]0;title\u{07}\u{1B}[2J\u{08}\u{08}") == "\\u{1B}]0;title\\u{7}\\u{1B}[2J\\u{8}\\u{8}")
        #expect(DisplayText.line("NEL\u{85}DEL\u{7F} LS\u{2028}PS\u{2029}") == "NEL\\u{85}DEL\\u{7F} LS\\u{2028}PS\\u{2029}")
        #expect(DisplayText.line("evil-sdk \u{202E} 1.0 \u{2066}x\u{2069} \u{200F}") == "evil-sdk \\u{202E} 1.0 \\u{2066}x\\u{2069} \\u{200F}")
        #expect(DisplayText.line("\0") == "\\u{0}")
    }

    @Test func reportLinesAreEachKeptOnTheirLine() {
        #expect(DisplayText.lines(["a", "b\nc", ""]) == "a\nb\\nc\n\n")
    }

    @Test func markdownStaysOnOneLineAndMakesNoMarkup() {
        #expect(DisplayText.markdown("a\nb") == "a<br>b")
        #expect(DisplayText.markdown("typo \r| forged | row |") == "typo \\\\r\\| forged \\| row \\|")
        #expect(
            DisplayText.markdown("![x](http://h/) <b>`c`</b> *e* _u_ #h ~s~ \\")
                == "!\\[x\\](http://h/) \\<b\\>\\`c\\`\\</b\\> \\*e\\* \\_u\\_ \\#h \\~s\\~ \\\\")
        #expect(DisplayText.markdown("&#x202E; &amp; &lt;") == "\\&\\#x202E; \\&amp; \\&lt;")
        #expect(DisplayText.markdown("const FString&, const T&)") == "const FString&, const T&)")
        #expect(DisplayText.markdown("\u{1B}[2J") == "\\\\u{1B}\\[2J")
    }

    @Test func htmlIsolatesOnlyTextThatCanTurnTheDirection() {
        #expect(DisplayText.needsIsolation("evil-sdk \u{202E} 1.0"))
        #expect(DisplayText.needsIsolation("\u{2067}x"))
        #expect(DisplayText.needsIsolation("\u{200F}"))
        #expect(DisplayText.needsIsolation("خطأ 4001"))
        #expect(DisplayText.needsIsolation("שגיאה"))
        #expect(!DisplayText.needsIsolation("TCGB_ERROR_PURCHASE (4001) 购买 購入 구매 é"))
        #expect(!DisplayText.needsIsolation("\u{FEFF}byte order mark"))
    }
}
