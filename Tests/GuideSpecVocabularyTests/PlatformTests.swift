import Foundation
import GuideSpecVocabulary
import Testing

struct PlatformTests {
    @Test(arguments: ["ios", "android", "apple-tv", "ps5", "none", String(repeating: "a", count: 32)])
    func aPlatformIDIsAccepted(_ id: String) throws {
        #expect(try Platform(id).id == id)
        #expect(Platform(id: id)?.id == id)
    }

    @Test(arguments: [
        ("iOS", #""iOS" is not a platform id"#),
        ("", #""" is not a platform id"#),
        ("-ios", #""-ios" is not a platform id"#),
        ("ios-", #""ios-" is not a platform id"#),
        ("apple--tv", #""apple--tv" is not a platform id"#),
        ("9lives", #""9lives" is not a platform id"#),
        ("../x", #""../x" is not a platform id"#),
        ("a\u{1B}[2J", #""a\u{1B}[2J" is not a platform id"#),
        (String(repeating: "a", count: 33), "\"\(String(repeating: "a", count: 33))\" is not a platform id"),
    ])
    func anIDThatBreaksTheRulesIsRefusedWithWhatWasExpected(_ id: String, start: String) {
        let expected =
            start + ": expected lower-case letters and digits, words joined by single hyphens, starting with a letter, "
            + "at most 32 characters (such as ios, android, apple-tv)"
        #expect(throws: VocabularyError(expected)) { try Platform(id) }
        #expect(Platform(id: id) == nil)
    }

    @Test func noneIsThePlatformOfAPageOfNoPlatform() throws {
        let written = "none"
        #expect(try Platform(written) == .none)
        #expect(Platform.none.id == "none")
    }

    @Test func aPlatformIsItsIDInJSON() throws {
        let data = try JSONEncoder().encode(["ios" as Platform, "apple-tv"])
        #expect(String(decoding: data, as: UTF8.self) == #"["ios","apple-tv"]"#)
        #expect(try JSONDecoder().decode([Platform].self, from: data) == ["ios", "apple-tv"])
    }

    @Test func decodingRefusesAnIDThatIsNotOne() {
        #expect {
            try JSONDecoder().decode([Platform].self, from: Data(#"["Android"]"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix(#""Android" is not a platform id: expected lower-case letters"#)
        }
    }

    @Test func platformsSortByID() {
        #expect((["unity", "android", "ios"] as [Platform]).sorted().map(\.id) == ["android", "ios", "unity"])
    }
}
