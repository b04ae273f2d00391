import GuideSpecDocumentModel
import Testing
import GuideSpecTextFrontEnd

/// The scraped English iOS purchase page: every structure the scrape flattened, checked by exact line.
@Suite(.enabled(if: Fixtures.exists(Fixtures.seedPage), "seed page ../shared/seeds/002_b0b331b3136dd53d.txt is not next to the package"))
struct SeedPageTests {
    let document: GuideDocument

    init() throws {
        document = TextFrontEnd.read(try Fixtures.text(Fixtures.seedPage), file: "002_b0b331b3136dd53d.txt")
    }

    private var headings: [(text: String, level: Int, line: Int)] {
        document.blocks.compactMap { block in
            guard case .heading(let heading) = block.kind else { return nil }
            return (heading.text, heading.level, block.range.first)
        }
    }

    /// The top-level lists of the section under the heading `section`.
    private func lists(in section: String) -> [(list: ListBlock, range: SourceRange)] {
        document.blocks.compactMap { block in
            guard block.sectionPath.last == section, case .list(let list) = block.kind else { return nil }
            return (list, block.range)
        }
    }

    private var tables: [(table: TableBlock, range: SourceRange)] {
        document.blocks.compactMap { block in
            guard case .table(let table) = block.kind else { return nil }
            return (table, block.range)
        }
    }

    @Test func formatIsText() {
        #expect(document.format == .text)
        #expect(document.file == "002_b0b331b3136dd53d.txt")
    }

    @Test func breadcrumbIsALevelTwoHeadingOnLineOne() throws {
        let first = try #require(headings.first)
        #expect(first.text == "Game > Gamebase > iOS Developer's Guide> Purchase")
        #expect(first.level == 2)
        #expect(first.line == 1)
    }

    @Test(arguments: [
        ("Purchase Flow", 43), ("Consume Flow", 53), ("Retry Transaction Flow", 70), ("Purchase Item", 82),
        ("List Purchasable Items", 178), ("Error Handling", 320), ("How to Test App Store Promotion IAP", 305),
    ])
    func recoveredHeading(text: String, line: Int) {
        #expect(headings.contains { $0.text == text && $0.line == line && $0.level == 3 })
    }

    @Test func imageAltTextStaysAParagraph() {
        let lowercase = document.blocks.filter { block in
            if case .paragraph(let paragraph) = block.kind { return paragraph.lines == ["purchase flow"] }
            return false
        }
        #expect(lowercase.map(\.range) == [SourceRange(line: 47)])
        #expect(!headings.contains { $0.text.lowercased() == $0.text })
    }

    @Test func purchaseFlowHasAnOrderedListOfThreeItems() throws {
        let lists = lists(in: "Purchase Flow")
        try #require(lists.count == 1)
        #expect(lists[0].list.ordered)
        #expect(lists[0].list.items.map(\.range) == [SourceRange(line: 49), SourceRange(line: 50), SourceRange(line: 51)])
        #expect(
            lists[0].list.items[1].textLines == [
                """
                The game client attempts to make a purchase by calling requestPurchaseWithGamebaseProductId:viewController:completion: of the \
                Gamebase SDK.
                """
            ])
    }

    @Test func consumeFlowHasAnOrderedListWithNestedBullets() throws {
        let lists = lists(in: "Consume Flow")
        try #require(lists.count == 1)
        let list = lists[0].list
        #expect(list.ordered)
        #expect(list.items.map(\.range) == [SourceRange(62, 63), SourceRange(64, 67), SourceRange(line: 68)])
        let nested = list.items.map { item in
            item.blocks.compactMap { block -> (Bool, Int)? in
                guard case .list(let inner) = block.kind else { return nil }
                return (inner.ordered, inner.items.count)
            }
        }
        #expect(nested.map { $0.map(\.0) } == [[false], [false], []])
        #expect(nested.map { $0.map(\.1) } == [[1], [3], []])
        guard case .list(let second)? = list.items[1].blocks.last?.kind else { return }
        #expect(
            second.items[0].textLines == [
                """
                2-1. If the item has not been provided yet, call the Gamebase server's Payment Transaction API to verify that the paymentSeq and \
                purchaseToken values are valid.
                """
            ])
    }

    @Test func retryTransactionFlowHasABulletListOfThreeItems() throws {
        let lists = lists(in: "Retry Transaction Flow")
        try #require(lists.count == 1)
        #expect(!lists[0].list.ordered)
        #expect(lists[0].list.items.map(\.range) == [SourceRange(line: 74), SourceRange(line: 75), SourceRange(76, 80)])
        guard case .list(let times)? = lists[0].list.items[2].blocks.last?.kind else {
            Issue.record("the third item has no nested list")
            return
        }
        #expect(times.items.count == 4)
    }

    @Test func codeBlocksStartWhereTheUnfencedCodeStarts() {
        let code = document.allBlocks.compactMap { block -> (CodeBlock, SourceRange)? in
            guard case .code(let code) = block.kind else { return nil }
            return (code, block.range)
        }
        #expect(code.map(\.1.first) == [41, 89, 99, 112, 182, 194, 250, 267, 278, 341])
        #expect(code.map(\.1.last) == [41, 96, 109, 175, 191, 234, 256, 272, 283, 347])
        #expect(code.allSatisfy { $0.0.language == nil && $0.0.firstLine == $0.1.first })
        #expect(code.allSatisfy { $0.0.lines.count == $0.1.last - $0.1.first + 1 })
    }

    @Test func methodLineAfterAListIsCodeNotABullet() throws {
        let block = try #require(document.blocks.first { $0.range.first == 250 })
        guard case .code(let code) = block.kind else {
            Issue.record("line 250 is not code: \(block.kind)")
            return
        }
        #expect(code.lines.first == "- (void)viewDidLoad {")
    }

    @Test func errorTableHasTenRowsWithTheirSecondLines() throws {
        let (table, range) = try #require(tables.first { $0.range.first == 322 })
        #expect(range == SourceRange(322, 336))
        #expect(table.flattened)
        #expect(table.header.cells.map(\.lines) == [["Error Error Code Description"]])
        #expect(table.header.range == SourceRange(line: 322))
        #expect(table.rows.map { $0[column: 1].text } == ["10", "4001", "4002", "4003", "4004", "4005", "4006", "4007", "4010", "4999"])
        #expect(table.rows.allSatisfy { $0.cells.count == 3 })
        #expect(
            table.rows.map(\.range) == [
                SourceRange(323, 324), SourceRange(line: 325), SourceRange(line: 326), SourceRange(line: 327), SourceRange(line: 328),
                SourceRange(line: 329), SourceRange(line: 330), SourceRange(line: 331), SourceRange(332, 333), SourceRange(335, 336),
            ])
        #expect(table.rows[0][column: 0].text == "TCGB_ERROR_NOT_SUPPORTED")
        #expect(
            table.rows[0][column: 2].lines == [
                "GamebaseAdapter is not included.",
                "If domain of the error object is \"TCGB.Gamebase.TCGBPurchase\", see if PurchaseAdapter exists.",
            ])
        #expect(table.rows[8][column: 0].text == "TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET")
        #expect(table.rows[8][column: 2].lines == ["The store is not supported.", "iOS supports \"AS\"."])
        #expect(
            table.rows[9][column: 2].lines == [
                "Unknown error in purchase.",
                "Please upload the entire logs to the Customer Center and we'll return at the earliest possible moment.",
            ])
    }

    @Test func lineLeftFromALostRowIsReportedOnce() {
        let orphans = document.diagnostics.filter { $0.rule == "text.orphan-table-line" }
        #expect(orphans.map(\.line) == [334])
        #expect(orphans.map(\.severity) == [.warning])
        #expect(
            orphans.first?.message
                == """
                line \"Please check error.message.\" follows the row of TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET (4010) but is not part of it: \
                the first line of a row was probably lost in the scrape
                """
        )
    }

    @Test func urlSchemeTableUnderAListItemKeepsEachRowAsOneCell() throws {
        let (table, range) = try #require(tables.first { $0.range.first == 311 })
        #expect(range == SourceRange(311, 316))
        #expect(table.flattened)
        #expect(table.header.cells.map(\.text) == ["URL Components keyname value"])
        #expect(
            table.rows.map { $0.cells.map(\.text) } == [
                ["scheme itms-services Fixed value"], ["host & path None None"], ["queries action purchaseIntent"],
                ["bundleId bundled identifier of the app"], ["productIdentifier product identifier of the purchased item"],
            ])
        let list = try #require(document.blocks.first { $0.range.last == 310 })
        guard case .list(let steps) = list.kind else {
            Issue.record("lines 309-310 are not a list")
            return
        }
        #expect(steps.ordered && steps.items.count == 2)
    }

    @Test func diagnosticsSayWhatTheScrapeLost() {
        #expect(
            document.diagnostics.map { "\($0.severity) \($0.line) \($0.rule)" } == [
                "note 11 text.heading-levels-lost",
                "note 311 text.table-columns-lost",
                "warning 334 text.orphan-table-line",
            ])
        #expect(!document.diagnostics.containsError)
    }

    @Test func blocksSitUnderTheirRecoveredHeadings() throws {
        let table = try #require(document.blocks.first { $0.range.first == 322 })
        #expect(table.sectionPath == ["Game > Gamebase > iOS Developer's Guide> Purchase", "Error Handling"])
    }
}
