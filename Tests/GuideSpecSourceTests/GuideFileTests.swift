import GuideSpecSource
import Testing

@Suite struct GuideFileTests {
    @Test func formatPageAndLanguageComeFromThePath() throws {
        let file = try GuideFile(path: "guides/zh-TW/ios-purchase.html")
        #expect(file.format == .html)
        #expect(file.page == "ios-purchase")
        #expect(file.language == "zh-TW")
        #expect(try GuideFile(path: "x/page.txt", language: "ko").language == "ko")
    }

    /// A folder's name is the language when it is a tag written as BCP 47 writes it, any tag that is (`LanguageTag`'s
    /// one test of a name), not only a language and one region or script.
    @Test(arguments: ["zh", "en-US", "zh-Hant", "zh-Hant-TW", "es-419"])
    func aFolderNamedByACanonicalTagIsTheLanguage(_ folder: String) throws {
        #expect(try GuideFile(path: "guides/\(folder)/page.md").language == folder)
    }

    /// A name that is a tag in another spelling, or no tag, gives no language: a layout reads those (docs/project-file.md).
    @Test(arguments: ["page.md", "ci-check/page.md", "main/page.md", "zh-tw/page.md", "zh_CN/page.md", "ZH/page.md", "docs/page.md"])
    func aFolderThatIsNotALanguageNeedsLang(_ path: String) {
        #expect(throws: GuideFileError.self) { try GuideFile(path: path) }
    }
}
