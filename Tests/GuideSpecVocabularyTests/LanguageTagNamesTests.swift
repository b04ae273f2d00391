import GuideSpecVocabulary
import Testing

/// The one canonical spelling of a language tag, and the one test of a folder's or a suffix's name being a language.
@Suite struct LanguageTagNamesTests {
    @Test func canonicalTags() {
        #expect(LanguageTag.canonicalForm("zh_cn") == "zh-CN")
        #expect(LanguageTag.canonicalForm("ZH-HANT-tw") == "zh-Hant-TW")
        #expect(LanguageTag.canonicalForm("ES-419") == "es-419")
    }

    @Test(arguments: ["en", "zh-CN", "zh_Hans", "pt-br", "zh-Hant-TW", "es-419", "api", "ZH"])
    func namesThatReadAsALanguage(_ name: String) {
        #expect(LanguageTag.looksLikeLanguage(name))
    }

    /// Well-formed BCP 47 or not, a name with a variant, an extension or more than a script and a region is a folder's
    /// own name (`ci-check`), as are words of four letters or more.
    @Test(arguments: ["docs", "README", "a", "ci-check", "en-US-x-private", "de-1996", "zh-Hant-TW-extra", "en-", "e1", "zh-CNN"])
    func namesThatDoNot(_ name: String) {
        #expect(!LanguageTag.looksLikeLanguage(name))
    }
}
