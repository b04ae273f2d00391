import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecExtractors
import GuideSpecHTMLFrontEnd
import GuideSpecMarkdownFrontEnd
import Testing
import GuideSpecTestSupport

/// Pairs that hold the same content report nothing across languages: a page against itself under another tag, and a
/// Markdown page against the published HTML cmark-gfm renders from it.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct CleanPairTests {
    static let pages = ["en", "ja", "ko", "zh"].flatMap { language in
        ["ios-purchase", "aos-purchase", "unity-purchase", "unreal-purchase", "error-code"].map { "\(language)/\($0).md" }
    }

    /// `rule subject` of each finding, for comparing findings whose lines differ.
    static func keys(_ findings: [DriftFinding]) -> [String] { findings.map { "\($0.rule) \($0.subject)" } }

    /// The same page with its language tag changed; a private-use subtag keeps the script expectations of the original.
    static func relabelled(_ page: DriftPage, as language: String) -> DriftPage {
        var spec = page.spec
        spec.language = language
        return DriftPage(spec: spec, document: page.document)
    }

    @Test(arguments: pages)
    func samePageUnderTwoTagsHasNoCrossLanguageFinding(_ path: String) throws {
        let page = try DriftPages.corpus(path)
        let pair = DriftEngine.compareLanguages([page, Self.relabelled(page, as: page.spec.language + "-x-copy")])
        #expect(pair.filter { Set($0.locations.map(\.language)).count > 1 }.isEmpty)
        let alone = Self.keys(DriftEngine.compareLanguages([page]))
        #expect(Self.keys(pair) == alone.flatMap { [$0, $0] }.sorted())
    }

    @Test(arguments: pages)
    func markdownAgainstItsHTMLHasNoCrossLanguageFinding(_ path: String) throws {
        let markdown = try DriftPages.corpus(path)
        let html = HTMLFrontEnd.read(wrapInRealisticPage(body: MarkdownFrontEnd.renderHTML(try Paths.corpusPage(path))), file: path + ".html")
        let language = markdown.spec.language + "-x-html"
        let published = DriftPage(
            spec: PageExtractor.extract(html, page: markdown.spec.page, language: language, options: BundledProject.settings.extractionOptions),
            document: html)
        let pair = DriftEngine.compareLanguages([markdown, published])
        #expect(pair.filter { Set($0.locations.map(\.language)).count > 1 }.isEmpty)
        #expect(Self.keys(DriftEngine.compareLanguages([published])) == Self.keys(DriftEngine.compareLanguages([markdown])))
    }
}
