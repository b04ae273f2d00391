import GuideSpecDocumentModel
import GuideSpecMarkdownFrontEnd
import Testing
import GuideSpecTestSupport
import GuideSpecTextFrontEnd

/// Current Markdown pages rendered as the site's text scrape and read back: what the scrape keeps must survive the text front end.
@Suite(.enabled(if: Fixtures.exists(Fixtures.corpus), "corpus ../shared/corpus/gamebase-docs/head is not next to the package"))
struct ScrapeRoundTripTests {
    /// One Markdown page of the corpus.
    struct Page: Codable, Sendable, CustomTestStringConvertible {
        var language: String
        var page: String
        var testDescription: String { "\(language)/\(page).md" }
    }

    static let pages = ["en", "zh", "ko", "ja"].flatMap { language in
        ["ios-purchase", "error-code"].map { Page(language: language, page: $0) }
    }

    /// The Markdown document and its scrape read back by the text front end.
    private func roundTrip(_ page: Page) throws -> (markdown: GuideDocument, text: GuideDocument) {
        let url = Fixtures.corpusPage(language: page.language, page: page.page)
        let markdown = MarkdownFrontEnd.read(try Fixtures.text(url), file: page.testDescription)
        let scraped = ScrapedTextRendering.render(markdown)
        return (markdown, TextFrontEnd.read(scraped, file: page.testDescription))
    }

    @Test(arguments: pages)
    func headingsSurviveAsHeadingsOrParagraphLines(_ page: Page) throws {
        let (markdown, text) = try roundTrip(page)
        var found = Set<String>()
        for block in text.allBlocks {
            switch block.kind {
            case .heading(let heading): found.insert(heading.text)
            case .paragraph(let paragraph): found.formUnion(paragraph.lines)
            default: break
            }
        }
        let headings = markdown.allBlocks.compactMap { block -> String? in
            if case .heading(let heading) = block.kind { return heading.text }
            return nil
        }
        #expect(!headings.isEmpty)
        for heading in headings {
            #expect(found.contains(heading), "heading \"\(heading)\" was not read back")
        }
    }

    @Test(arguments: pages)
    func interfaceAndPropertyLinesSurviveInCodeBlocks(_ page: Page) throws {
        let (markdown, text) = try roundTrip(page)
        let textCode = Set(text.allBlocks.flatMap(Self.codeLines))
        let declarations = markdown.allBlocks.flatMap(Self.codeLines).filter { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("@interface") || trimmed.hasPrefix("@property")
        }
        for line in declarations {
            #expect(textCode.contains(line), "\(line) is in no code block")
        }
    }

    @Test(arguments: pages)
    func errorNamesWithTheirCodesSurviveAsCodedRows(_ page: Page) throws {
        let (markdown, text) = try roundTrip(page)
        let rows = Set(
            text.allBlocks.flatMap { block -> [String] in
                guard case .table(let table) = block.kind, table.flattened else { return [] }
                return table.rows.filter { $0.cells.count == 3 }.map { "\($0[column: 0].text) \($0[column: 1].text)" }
            })
        let pairs = markdown.allBlocks.flatMap(Self.singleNamePairs)
        if page.page == "error-code" || page.page == "ios-purchase" { #expect(pairs.count >= 10) }
        for pair in pairs {
            #expect(rows.contains(pair), "\(pair) is not a coded row")
        }
    }

    private static func codeLines(_ block: Block) -> [String] {
        if case .code(let code) = block.kind { return code.lines.map(String.init) }
        return []
    }

    /// `NAME CODE` for each table row with a cell holding exactly one UPPER_SNAKE name followed by a cell holding one integer.
    private static func singleNamePairs(_ block: Block) -> [String] {
        guard case .table(let table) = block.kind else { return [] }
        return table.rows.compactMap { row in
            for column in row.cells.indices.dropLast() {
                let name = row.cells[column].lines
                let code = row.cells[column + 1].lines
                guard name.count == 1, code.count == 1, isConstantName(name[0]), isInteger(code[0]) else { continue }
                return "\(name[0]) \(code[0])"
            }
            return nil
        }
    }

    private static func isConstantName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isUppercase, text.contains("_"), text.last != "_" else { return false }
        return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isUppercase || $0.isNumber)) }
    }

    private static func isInteger(_ text: String) -> Bool {
        let digits = text.first == "-" ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
