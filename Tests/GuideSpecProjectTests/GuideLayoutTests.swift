import GuideSpecProject
import GuideSpecVocabulary
import Testing

/// Placing files by a layout: which pattern matches, the page name made from the path, the language made canonical.
@Suite struct GuideLayoutTests {
    static func layout(_ entries: [(String, String?)], exclude: [String] = []) throws -> GuideLayout {
        GuideLayout(
            entries: try entries.map { GuideLayout.Entry(pattern: try PathPattern($0.0, placeholders: true), language: $0.1) },
            exclude: exclude.map(CaseGlob.init))
    }

    static func placed(_ layout: GuideLayout, _ path: String, aliases: LanguageAliases = .none, languages: Set<String>? = nil) -> String? {
        guard case .placed(let placement) = layout.place(path, aliases: aliases, languages: languages) else { return nil }
        return "\(placement.page) \(placement.language)"
    }

    @Test func aLanguageFolderKeepsNestedSectionsApart() throws {
        let layout = try Self.layout([("{lang}/**/{page}.md", nil)])
        #expect(Self.placed(layout, "en/server/intro.md") == "server.intro en")
        #expect(Self.placed(layout, "en/client/intro.md") == "client.intro en")
        #expect(Self.placed(layout, "ko/overview.md") == "overview ko")
        #expect(Self.placed(layout, "images/logo.md") == nil, "images is not a language tag")
        #expect(Self.placed(layout, "README.md") == nil)
    }

    @Test func aSuffixLayoutWithAnUntaggedEnglishFile() throws {
        let layout = try Self.layout([("**/{page}.{lang}.md", nil), ("{page}.md", "en-US")])
        #expect(Self.placed(layout, "components/Affix/README.zh-CN.md") == "components.Affix.README zh-CN")
        #expect(Self.placed(layout, "components/Affix/README.en-US.md") == "components.Affix.README en-US")
        #expect(
            Self.placed(layout, "site/docs/material/1.x/api.group.en-US.md") == "site.docs.material.1.x.api.group en-US",
            "the page takes the longest name")
        #expect(Self.placed(layout, "README.zh-CN.md") == "README zh-CN")
        #expect(Self.placed(layout, "README.md") == "README en-US")
        #expect(Self.placed(layout, "components/Affix/notes.md") == nil, "the untagged pattern is for the root only")
    }

    @Test func treesOfDifferentShapesForEachLanguage() throws {
        let layout = try Self.layout([("zh/**/{page}.md", "zh"), ("en/docs/**/{page}.md", "en")])
        #expect(Self.placed(layout, "zh/jpush/client/Android/android_api.md") == "jpush.client.Android.android_api zh")
        #expect(Self.placed(layout, "en/docs/jpush/client/Android/android_api.md") == "jpush.client.Android.android_api en")
        #expect(Self.placed(layout, "en/SUMMARY.md") == nil)
    }

    @Test func aliasesGiveOneTagAndNamedLanguagesLimitWhatIsALanguage() throws {
        let layout = try Self.layout([("{lang}/{page}.md", nil)])
        let aliases = LanguageAliases([("zh", ["zh-CN", "zh-Hans"])])
        #expect(Self.placed(layout, "zh_CN/intro.md", aliases: aliases) == "intro zh")
        #expect(Self.placed(layout, "zh-hans/intro.md", aliases: aliases) == "intro zh")
        #expect(Self.placed(layout, "pt_br/intro.md") == "intro pt-BR", "canonical case, - for _")
        #expect(Self.placed(layout, "api/intro.md", languages: ["zh", "en"]) == nil, "api is a well-formed tag, but not one of the guide's")
        #expect(Self.placed(layout, "api/intro.md") == "intro api")
    }

    @Test func namesThatAreNotSafeAreMadeSafeAndExcludedPagesLeftOut() throws {
        let layout = try Self.layout([("{lang}/**/{page}.md", nil)], exclude: ["old.*"])
        #expect(Self.placed(layout, "en/_util/README.md") == "util.README en")
        #expect(Self.placed(layout, "en/guide/Developer`s Guide v1.3.md") == "guide.Developer-s-Guide-v1.3 en")
        #expect(layout.place("en/old/api.md", aliases: .none, languages: nil) == .excluded("old.api"))
        #expect(layout.place("en/指南.md", aliases: .none, languages: nil) == .unnamed(try PathPattern("{lang}/**/{page}.md", placeholders: true)))
    }

    @Test func pageNamesAreSafe() {
        #expect(PageIdentity.name(["server", "intro"]) == "server.intro")
        #expect(PageIdentity.name(["..", "a..b", "-x-"]) == "a.b.x")
        #expect(PageIdentity.name(["__"]) == nil)
        #expect(PageIdentity.name([String(repeating: "a", count: 101)]) == nil)
    }
}
