import GuideSpecKit
import GuideSpecProject
import Testing

/// The layout `init` proposes from file paths alone.
@Suite struct LayoutGuessTests {
    static func patterns(_ guess: LayoutGuess?) -> [String] {
        guess?.entries.map { $0.pattern.text + ($0.language.map { " (\($0))" } ?? "") } ?? []
    }

    @Test func languageFoldersThatMirrorEachOther() {
        let guess = LayoutGuess.guess(["en/a.md", "en/s/b.md", "ko/a.md", "ko/s/b.md", "ko/s/c.md", "README.md"])
        #expect(Self.patterns(guess) == ["{lang}/**/{page}.md"])
        #expect(guess?.languages == ["ko", "en"])
        #expect(guess?.placed == 5)
    }

    @Test func languageFoldersOneFolderDown() {
        let guess = LayoutGuess.guess(["guides/zh/a.md", "guides/zh/b.md", "guides/en/a.txt", "guides/en/b.md", "guides/README.md"])
        #expect(Self.patterns(guess) == ["guides/{lang}/**/{page}.md", "guides/{lang}/**/{page}.txt"])
    }

    @Test func languageTreesThatDifferByAFolder() {
        let guess = LayoutGuess.guess(["zh/p/a.md", "zh/p/b.md", "zh/q/c.md", "en/docs/p/a.md", "en/docs/p/b.md", "en/docs/r/d.md", "en/SUMMARY.md"])
        #expect(Self.patterns(guess) == ["en/docs/**/{page}.md (en)", "zh/**/{page}.md (zh)"], "most pages first")
        #expect(guess?.shape == .folderPerLanguage)
        #expect(guess?.placed == 6)
    }

    @Test func languageSuffixesWithTheUntaggedFileBesideThem() {
        let guess = LayoutGuess.guess([
            "README.md", "README.zh-CN.md", "c/A/README.en-US.md", "c/A/README.zh-CN.md", "c/B/README.en-US.md", "c/B/README.zh-CN.md",
            "c/B/notes.md",
        ])
        #expect(Self.patterns(guess) == ["**/{page}.{lang}.md", "{page}.md (en-US)"])
        #expect(guess?.languages == ["zh-CN", "en-US"])
        #expect(guess?.placed == 6)
    }

    @Test func oneLanguageIsNoLayout() {
        #expect(LayoutGuess.guess(["docs/a.md", "docs/b.md", "en/c.md"]) == nil)
    }
}
