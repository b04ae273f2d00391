import GuideSpecProject
import Testing

/// Path patterns: literal text, `*`, `**/`, `{lang}` and `{page}`.
@Suite struct PathPatternTests {
    @Test func starStaysInOneNameAndFoldersTakeWholeFolders() throws {
        let pattern = try PathPattern("docs/**/*.md", placeholders: false)
        #expect(pattern.match("docs/a.md") != nil)
        #expect(pattern.match("docs/x/y/a.md")?.folders == ["x", "y"])
        #expect(pattern.match("docs/a.txt") == nil)
        #expect(pattern.match("other/a.md") == nil)
        #expect(try PathPattern("en/*.md", placeholders: false).match("en/x/a.md") == nil)
    }

    @Test func placeholdersCaptureAndLanguageTakesOnlyWhatIsALanguage() throws {
        let pattern = try PathPattern("{page}.{lang}.md", placeholders: true)
        let match = pattern.match("index.zh-CN.md") { $0 == "zh-CN" }
        #expect(match?.page == "index" && match?.language == "zh-CN")
        #expect(pattern.match("index.md") { _ in true } == nil)
        #expect(pattern.match("a.b.c.md") { $0 == "c" }?.page == "a.b")
    }

    @Test func placeholdersAreRefusedWhereTheyMeanNothing() {
        let error = #expect(throws: PathPatternError.self) { try PathPattern("{lang}/*.md", placeholders: false) }
        #expect(error?.message == "{lang}/*.md: {lang} has no meaning here: expected a path pattern with * and **")
        let empty = #expect(throws: PathPatternError.self) { try PathPattern("", placeholders: true) }
        #expect(empty?.message == "the pattern is empty: expected a path such as {lang}/**/{page}.md")
        let unclosed = #expect(throws: PathPatternError.self) { try PathPattern("{lang/{page}.md", placeholders: true) }
        #expect(unclosed?.message == "{lang/{page}.md: {lang/{page} is not a placeholder: expected {lang} or {page}")
    }
}
