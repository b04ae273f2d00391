import GuideSpecDocumentModel
import GuideSpecExtractors
import Foundation
import GuideSpecHTMLFrontEnd
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// Every corpus page, rendered to HTML by cmark-gfm and wrapped in a realistic published page, extracts to the
/// same spec as its Markdown: the same items with the same values; only line numbers and file names differ.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct HTMLSpecEquivalenceTests {
    /// The spec as JSON with everything that depends on the file's own lines removed.
    static func comparable(_ spec: PageSpec) throws -> String {
        var copy = spec
        copy.source = PageSpec.Source(file: "", format: .markdown)
        copy.diagnostics = []
        let object = try JSONSerialization.jsonObject(with: try copy.jsonData())
        let stripped = strip(object)
        return String(decoding: try JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
    }

    private static func strip(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            // A method's introduction is a location too: its section must agree, its lines and file cannot.
            return dictionary.filter { !["location", "line", "otherLines"].contains($0.key) }.reduce(into: [:]) { stripped, member in
                let introduction = (member.value as? [String: Any]).map { $0.filter { $0.key == "section" } }
                stripped[member.key] = member.key == "introduction" ? introduction as Any : strip(member.value)
            }
        }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }

    @Test func everyPageGivesTheSameSpecAsMarkdownAndHTML() throws {
        var compared = 0
        var differing: [String] = []
        for page in Paths.corpusPages() {
            guard let text = SourceText(bytes: Array(try Paths.corpusPage(page).utf8), file: page).text else { continue }
            let markdown = MarkdownFrontEnd.read(text, file: page)
            guard !markdown.diagnostics.containsError else { continue }
            let html = HTMLFrontEnd.read(wrapInRealisticPage(body: MarkdownFrontEnd.renderHTML(text)), file: page + ".html")
            let language = String(page.prefix(2))
            let fromMarkdown = try Self.comparable(
                PageExtractor.extract(markdown, page: "p", language: language, options: BundledProject.settings.extractionOptions))
            let fromHTML = try Self.comparable(
                PageExtractor.extract(html, page: "p", language: language, options: BundledProject.settings.extractionOptions))
            if fromMarkdown != fromHTML { differing.append(page) }
            compared += 1
        }
        #expect(compared == 270, "every page is compared, en/unity-etc.md with its unclosed fence too")
        #expect(differing.isEmpty)
    }

    @Test func thePurchasePagesKeepTheirItemsInHTML() throws {
        let text = try Paths.corpusPage("zh/ios-purchase.md")
        let html = HTMLFrontEnd.read(wrapInRealisticPage(body: MarkdownFrontEnd.renderHTML(text)), file: "zh/ios-purchase.html")
        let spec = PageExtractor.extract(html, page: "ios-purchase", language: "zh", options: BundledProject.settings.extractionOptions)
        #expect(spec.errors.count == 11)
        #expect(spec.types.map(\.fields.count) == [17, 11])
        #expect(spec.urlSchemes.first?.parameters.map(\.name) == ["action", "bundleId", "productIdentifier"])
        #expect(spec.methods.count == 5)
        #expect(spec.diagnostics.map(\.rule) == ["extract.orphan-comment"])
    }
}
