import Testing

@testable import GuideSpecVocabulary

/// Case and page globs: an id of plain ASCII is matched on its bytes, any other on its characters, with the same answers.
@Suite struct CaseGlobTests {
    @Test(arguments: [
        ("ios-*", "ios-purchase", true), ("ios-*", "aos-purchase", false), ("*", "", true), ("?", "", false), ("a?c", "abc", true),
        ("a?c", "ac", false), ("*-purchase", "ios-store-purchase", true), ("sdk.*", "sdk.", true), ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXbY", false), ("é*", "é-page", true), ("?-page", "é-page", true), ("e?", "e\u{301}", false), ("e*", "e\u{301}x", false),
        ("*", "*", true), ("a\r\nb", "a\r\nb", true), ("a?b", "a\r\nb", true), ("a??b", "a\r\nb", false), ("A*", "a-page", false),
    ])
    func matchesAsCharacters(_ pattern: String, _ id: String, _ expected: Bool) {
        #expect(CaseGlob(pattern).matches(id) == expected)
    }

    @Test func anASCIIIdIsMatchedAsItsCharactersAre() {
        let patterns = ["*", "?", "a*", "*a", "a?", "?a*", "**a", "a\u{301}*", "é?", "\u{600}*", "*.md", "ios-*-v?"]
        let ids = ["", "a", "ab", "ba", "aa", "ios-x-v1", "page.md", "é", "ios-x-v12", "a\r\nb"]
        for pattern in patterns {
            for id in ids {
                #expect(CaseGlob(pattern).matches(id) == Self.matchesByCharacters(Array(pattern), Array(id)), "\(pattern) \(id)")
            }
        }
    }

    /// Glob matching by recursion over characters (for texts without `*` or `?`): what the byte path must agree with.
    static func matchesByCharacters(_ pattern: [Character], _ text: [Character]) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            return (0...text.count).contains { matchesByCharacters(Array(pattern.dropFirst()), Array(text.dropFirst($0))) }
        }
        guard let next = text.first, first == "?" || first == next else { return false }
        return matchesByCharacters(Array(pattern.dropFirst()), Array(text.dropFirst()))
    }
}
