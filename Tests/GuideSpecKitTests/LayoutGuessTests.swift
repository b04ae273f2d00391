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

    /// A one-page guide: each language names one file, the same page.
    @Test func aOnePageGuideInLanguageFolders() {
        let guess = LayoutGuess.guess(["en/index.md", "zh/index.md", "LICENSE.md"])
        #expect(Self.patterns(guess) == ["{lang}/**/{page}.md"])
        #expect(guess?.languages == ["en", "zh"])
        #expect(guess?.placed == 2)
    }

    /// A one-page guide in a suffix layout: the untagged file is the language assumed for files with no tag.
    @Test func aOnePageGuideWithItsUntaggedFileBesideTheOneTagged() {
        let guess = LayoutGuess.guess(["README.md", "README.zh-CN.md", "CHANGELOG.md"])
        #expect(Self.patterns(guess) == ["**/{page}.{lang}.md", "{page}.md (en)"])
        #expect(guess?.languages == ["zh-CN", "en"])
        #expect(guess?.assumedLanguage == "en")
        #expect(guess?.placed == 2)
        // Beside an English tag the untagged file is not assumed English.
        #expect(LayoutGuess.guess(["README.md", "README.en-US.md"])?.languages == ["en-US", "zh"])
    }

    /// One file per folder or suffix makes no language unless its name is one beyond doubt, nor a page no other language has.
    @Test func oneFileIsALanguageOnlyWhenItIsAPageInAnother() {
        #expect(LayoutGuess.guess(["en/index.md", "zh/intro.md"]) == nil)
        #expect(
            LayoutGuess.guess(["README.md", "README.zh-CN.md"].map { "docs/" + $0 } + ["notes.min.md", "notes.md"])?.languages == ["zh-CN", "en"])
        #expect(LayoutGuess.guess(["index.min.md", "index.md"]) == nil)
        #expect(LayoutGuess.guess(["README.zh-CN.md", "GUIDE.md"]) == nil)
    }

    @Test func oneLanguageIsNoLayout() {
        #expect(LayoutGuess.guess(["docs/a.md", "docs/b.md", "en/c.md"]) == nil)
    }

    /// A site whose own language has no tag and whose translations are language folders inside it (`docs/zh/…`).
    @Test func translationsInLanguageFoldersInsideAnUntaggedTree() {
        let guess = LayoutGuess.guess([
            "docs/README.md", "docs/guide/a.md", "docs/guide/b.md", "docs/api/c.md",
            "docs/zh/README.md", "docs/zh/guide/a.md", "docs/zh/guide/b.md", "docs/ja/guide/a.md", "CHANGELOG.md",
        ])
        #expect(Self.patterns(guess) == ["docs/zh/**/{page}.md (zh)", "docs/ja/**/{page}.md (ja)", "docs/**/{page}.md (en)"])
        #expect(guess?.shape == .untaggedTree)
        #expect(guess?.assumedLanguage == "en")
        #expect(guess?.languages == ["en", "zh", "ja"])
        #expect(guess?.placed == 8)
    }

    /// Translations in a tree of their own, folders below the language (`i18n/zh/<plugin>/current/…` against `docs/…`).
    @Test func translationsFoldersBelowTheirLanguageFolder() {
        let guess = LayoutGuess.guess([
            "docs/intro.md", "docs/guide/a.md", "docs/guide/b.md", "blog/post.md",
            "i18n/zh-Hans/content-docs/current/intro.md", "i18n/zh-Hans/content-docs/current/guide/a.md",
            "i18n/zh-Hans/content-docs/current/guide/b.md", "i18n/zh-Hans/content-blog/post.md",
        ])
        #expect(Self.patterns(guess) == ["i18n/zh-Hans/content-docs/current/**/{page}.md (zh-Hans)", "docs/**/{page}.md (en)"])
        #expect(guess?.placed == 6)
    }

    /// Section folders whose names could be language tags (`api`, `ios`, `ui`) are no translations of the tree.
    @Test func sectionsNamedLikeLanguagesAreNoTranslations() {
        #expect(LayoutGuess.guess(["docs/api/setup.md", "docs/ios/setup.md", "docs/ui/setup.md", "docs/setup.md"]) == nil)
    }

    /// A root README beside a guide of language folders keeps the guide's layout: one untagged match is no tree.
    @Test func aRootReadmeBesideLanguageFoldersIsNoUntaggedTree() {
        let guess = LayoutGuess.guess(["README.md", "en/README.md", "zh/README.md", "en/a.md", "zh/a.md", "en/b.md", "zh/b.md"])
        #expect(Self.patterns(guess) == ["{lang}/**/{page}.md"])
    }
}
