import GuideSpecKit
import Testing

/// The platforms `init` suggests from page names alone.
@Suite struct PlatformGuessTests {
    static func patterns(_ pages: [String]) -> [String] { PlatformGuess.guess(pages).map(\.pattern) }

    @Test func wordsThatStartPagesOfTheSameTopicsArePlatforms() {
        let pages = ["ios-login", "ios-purchase", "ios-push", "aos-login", "aos-purchase", "aos-push", "oper-push", "oper-purchase", "release-notes"]
        #expect(
            Self.patterns(pages) == ["aos-*", "ios-*"],
            "oper shares two topics only; read the other way, purchase and push are as many words, and a tie goes to the first word")
    }

    @Test func wordsThatEndPagesAreTakenWhenTheyAreFewer() {
        let pages = ["login-ios", "purchase-ios", "push-ios", "share-ios", "login-android", "purchase-android", "push-android", "share-android"]
        #expect(Self.patterns(pages) == ["*-android", "*-ios"])
    }

    @Test func pagesThatShareTooFewTopicsOrAreNoPlatformIdGiveNone() {
        #expect(Self.patterns(["ios-login", "ios-purchase", "aos-login", "aos-purchase", "intro", "faq"]).isEmpty)
        #expect(Self.patterns(["iOS-login", "iOS-purchase", "iOS-push", "none-login", "none-purchase", "none-push"]).isEmpty)
    }
}
