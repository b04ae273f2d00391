import GuideSpecDocumentModel
import GuideSpecExtractors
import Foundation
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport
import GuideSpecTextFrontEnd

/// A corpus page rendered to plain text the way the published site's scrape shows it (tables flattened, fences
/// dropped) extracts to the same errors, fields and URL parameters as its Markdown, or says what it lost.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct ScrapedTextEquivalenceTests {
    static let pages = ["en", "ko", "ja", "zh"].flatMap { ["\($0)/ios-purchase.md", "\($0)/error-code.md"] }

    static func specs(_ page: String) throws -> (markdown: PageSpec, text: PageSpec) {
        let source = try #require(SourceText(bytes: Array(try Paths.corpusPage(page).utf8), file: page).text)
        let document = MarkdownFrontEnd.read(source, file: page)
        let language = String(page.prefix(2))
        let scraped = TextFrontEnd.read(ScrapedTextRendering.render(document), file: page + ".txt")
        return (
            PageExtractor.extract(document, page: "p", language: language, options: BundledProject.settings.extractionOptions),
            PageExtractor.extract(scraped, page: "p", language: language, options: BundledProject.settings.extractionOptions)
        )
    }

    @Test(arguments: pages)
    func sameFieldsAndURLParameters(_ page: String) throws {
        let (markdown, text) = try Self.specs(page)
        #expect(text.types.map(\.name) == markdown.types.map(\.name))
        #expect(text.types.map { $0.fields.map(\.name) } == markdown.types.map { $0.fields.map(\.name) })
        #expect(text.types.map { $0.fields.map(\.nullability) } == markdown.types.map { $0.fields.map(\.nullability) })
        #expect(text.urlSchemes.map { $0.parameters.map(\.name) } == markdown.urlSchemes.map { $0.parameters.map(\.name) })
        #expect(text.urlSchemes.map { $0.parameters.map(\.fixedValue) } == markdown.urlSchemes.map { $0.parameters.map(\.fixedValue) })
        let lostEnds = text.diagnostics.filter { $0.rule == "extract.unterminated-interface" }.count
        #expect(lostEnds == 0, "the rendering keeps @end, so no class may be reported unterminated")
    }

    @Test(arguments: pages)
    func sameErrorsOrADiagnosticForWhatWasLost(_ page: String) throws {
        let (markdown, text) = try Self.specs(page)
        for error in markdown.errors where error.name != nil {
            let names = Set([error.name].compactMap { $0 } + (error.platformNames?.values.map { $0 } ?? []))
            #expect(
                text.errors.contains { $0.code == error.code && $0.name.map(names.contains) == true },
                "\(page): \(error.name ?? "") \(error.code) lost")
        }
        #expect(text.errors.filter { $0.name != nil }.count == markdown.errors.filter { $0.name != nil }.count)
        let serverErrors = markdown.errors.filter { $0.name == nil }
        if !serverErrors.isEmpty {
            #expect(text.errors.allSatisfy { $0.name != nil }, "code-only rows cannot be recovered from flattened text")
            #expect(text.diagnostics.contains { $0.rule == "text.table-columns-lost" }, "\(page): the lost code-only table must be reported")
        }
        if markdown.errors.contains(where: { $0.platforms != nil }) {
            #expect(
                text.diagnostics.contains { $0.rule == "text.table-columns-lost" }, "\(page): the lost category and platform columns must be reported"
            )
        }
    }
}
