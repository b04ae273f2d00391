import GuideSpecSource
import GuideSpecVocabulary
import Testing

/// Page names and languages are checked where they enter, so that no name can put a file outside its folder.
@Suite struct NameValidationTests {
    @Test(arguments: ["ios-purchase", "Overview", "api-guide-v1.0", "aos_purchase", "a"])
    func pageNamesThatAreSlugs(_ name: String) {
        #expect(PageName.problem(name) == nil)
    }

    @Test(arguments: [
        "", "../x", "../../../../x/PWNED", "a/b", "a b", ".hidden", "-dash", "a..b", "x\u{0}y", "页面", String(repeating: "a", count: 101),
    ])
    func pageNamesThatAreRefused(_ name: String) {
        #expect(PageName.problem(name) != nil)
    }

    @Test(arguments: ["zh", "en", "en-US", "zh-Hant", "zh-Hant-TW", "und", "es-419", "de-CH-1996", "en-a-bbb-x-private", "x-whatever", "ZH-tw"])
    func wellFormedLanguageTags(_ tag: String) {
        #expect(LanguageTag.problem(tag) == nil)
    }

    @Test(arguments: ["", "x y/../../z", "zh/..", "e", "english-language-tag", "zh-", "-zh", "zh--TW", "en-a", "en-x", "zh_TW", "中文"])
    func malformedLanguageTags(_ tag: String) {
        #expect(LanguageTag.problem(tag) != nil)
    }

    @Test func aGuideFileRefusesBadNamesWithTheirSource() {
        let page = #expect(throws: GuideFileError.self) { try GuideFile(path: "zh/x.md", page: "../../x") }
        #expect(page?.description.hasSuffix("(from --page)") == true)
        let derived = #expect(throws: GuideFileError.self) { try GuideFile(path: "zh/my page.md") }
        #expect(derived?.description.hasSuffix("(the page name comes from the file name: rename the file or pass --page)") == true)
        let language = #expect(throws: GuideFileError.self) { try GuideFile(path: "zh/x.md", language: "x y/../../z") }
        #expect(
            language?.description
                == #"zh/x.md: "x y/../../z" is not a language tag: expected a BCP 47 language tag such as zh, en-US or zh-Hant (from --lang)"#)
    }
}
