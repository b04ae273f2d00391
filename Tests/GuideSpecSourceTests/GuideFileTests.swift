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

    @Test(arguments: ["page.md", "ci-check/page.md", "main/page.md", "zh-tw/page.md"])
    func aFolderThatIsNotALanguageNeedsLang(_ path: String) {
        #expect(throws: GuideFileError.self) { try GuideFile(path: path) }
    }
}
