import GuideSpecVocabulary
import GuideSpecHarness
import Testing

/// Splitting `--adapter` strings and matching `--only` patterns.
@Suite struct AdapterCommandLineTests {
    @Test(arguments: [
        ("python3 adapter.py", ["python3", "adapter.py"]),
        ("  a   b\tc ", ["a", "b", "c"]),
        ("a 'b c' \"d e\"", ["a", "b c", "d e"]),
        (#"a "say \"hi\" \\ \n" 'it''s' \$HOME x\ y"#, ["a", #"say "hi" \ \n"#, "its", "$HOME", "x y"]),
        ("a '' \"\"", ["a", "", ""]),
        ("a|b > c *", ["a|b", ">", "c", "*"]),
    ])
    func splits(command: String, arguments: [String]) throws {
        #expect(try AdapterCommandLine.split(command) == arguments)
        #expect(try AdapterCommandLine.split(AdapterCommandLine.join(arguments)) == arguments)
    }

    @Test func unbalancedQuotesAndEmptyCommandsAreErrors() {
        #expect(throws: AdapterCommandLine.SyntaxError.self) { try AdapterCommandLine.split("a 'b") }
        #expect(throws: AdapterCommandLine.SyntaxError.self) { try AdapterCommandLine.split("a \\") }
        #expect(throws: AdapterCommandLine.SyntaxError.self) { try AdapterCommandLine.split("   ") }
    }

    @Test func joinQuotesOnlyWhatNeedsIt() {
        #expect(AdapterCommandLine.join(["conform", "--adapter", "python3 a.py", "it's"]) == #"conform --adapter 'python3 a.py' 'it'\''s'"#)
    }

    @Test(arguments: [
        ("ios-purchase/*", "ios-purchase/error-code/X", true),
        ("*/error-code/*", "ios-purchase/error-code/X", true),
        ("*CANCELED", "ios-purchase/error-code/TCGB_ERROR_PURCHASE_USER_CANCELED", true),
        ("a?c", "abc", true),
        ("a?c", "abbc", false),
        ("abc", "abcd", false),
        ("*", "", true),
        ("a*b*c", "axxbyyc", true),
        ("a*b*c", "axxbyy", false),
    ])
    func globs(pattern: String, id: String, matches: Bool) {
        #expect(CaseGlob(pattern).matches(id) == matches)
    }
}
