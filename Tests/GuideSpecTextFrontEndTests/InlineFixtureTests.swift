import GuideSpecDocumentModel
import Testing
import GuideSpecTextFrontEnd

/// One small scraped page with every artefact the text front end recovers, checked as an exact tree dump.
@Suite struct InlineFixtureTests {
    /// Line numbers are on the left of the comments in the expected dump below.
    static let page = """
        Game > Gamebase > Sample Guide

        Overview

        This page shows every scrape artefact.
        It has two lines.

        purchase flow

        Steps
          1. Open the console.
            • Select the store.
              which is required
          2. Call the API:
        - (void)viewDidLoad {
            [TCGBPurchase requestItemList];

            // Handle the result


        @interface TCGBItem : NSObject
        @property (nonatomic, strong) NSString *itemId;

        [Caution]

        Category Platform Error Error Code Description
        Common iOS TCGB_ERROR_NOT_INITIALIZED 1 Gamebase is not initialized.
        Call initialize first.
        Purchase iOS TCGB_ERROR_PURCHASE_USER_CANCELED 4002 Purchase has been cancelled.
        Please check error.message.
        Leftover of a lost row.

        Keys
        * First bullet
        - Second bullet
          3. Open the URL.
        URL Components keyname value
        scheme itms-services Fixed value
        queries action purchaseIntent

        See https://example.com/guide for more.
        E.g.) itms-services://?action=purchaseIntent

        """

    static let expected = #"""
        document text
          heading h2 @1 "Game > Gamebase > Sample Guide" #game--gamebase--sample-guide
          heading h3 @3 "Overview" #overview
          paragraph @5-6
            "This page shows every scrape artefact."
            "It has two lines."
          paragraph @8
            "purchase flow"
          heading h3 @10 "Steps" #steps
          list ordered @11-14
            item @11-13
              paragraph @11
                "Open the console."
              list bullet @12-13
                item @12-13
                  paragraph @12-13
                    "Select the store."
                    "which is required"
            item @14
              paragraph @14
                "Call the API:"
          code - @15-18 first@15
            |- (void)viewDidLoad {
            |    [TCGBPurchase requestItemList];
            |
            |    // Handle the result
          code - @21-22 first@21
            |@interface TCGBItem : NSObject
            |@property (nonatomic, strong) NSString *itemId;
          paragraph @24
            "[Caution]"
          table flattened @26-31
            header @26 | "Category Platform Error Error Code Description" |
            row @27-28 | "TCGB_ERROR_NOT_INITIALIZED" | "1" | "Gamebase is not initialized." ⏎ "Call initialize first." |
            row @29-30 | "TCGB_ERROR_PURCHASE_USER_CANCELED" | "4002" | "Purchase has been cancelled." ⏎ "Please check error.message." |
          heading h3 @33 "Keys" #keys
          list bullet @34-36
            item @34
              paragraph @34
                "First bullet"
            item @35-36
              paragraph @35
                "Second bullet"
              list ordered @36
                item @36
                  paragraph @36
                    "Open the URL."
          table flattened @37-39
            header @37 | "URL Components keyname value" |
            row @38 | "scheme itms-services Fixed value" |
            row @39 | "queries action purchaseIntent" |
          paragraph @41-42
            "See https://example.com/guide for more."
            "E.g.) itms-services://?action=purchaseIntent"
        diagnostic note @3 text.heading-levels-lost: headings were recovered from bare lines and all read as level 3 from line 3 on: the scrape \#
        lost their levels, so sub-sections sit beside their parents in section paths
        diagnostic note @26 text.table-columns-lost: coded rows carry words before the error name ("Common iOS" at line 27): the columns flattened \#
        in front of it, such as category or platform, could not be recovered and were left out of the rows
        diagnostic warning @31 text.orphan-table-line: line "Leftover of a lost row." follows the row of TCGB_ERROR_PURCHASE_USER_CANCELED (4002) \#
        but is not part of it: the first line of a row was probably lost in the scrape
        diagnostic note @37 text.table-columns-lost: flattened table with 2 rows: the scrape joined its cells with spaces, \#
        so column boundaries are unknown and each row is kept as one cell

        """#

    @Test func everyHeuristicAsATreeDump() {
        let dump = DocumentDump.render(TextFrontEnd.read(Self.page, file: "fixture.txt"))
        #expect(dump == Self.expected)
    }

    @Test func sectionPathsFollowTheRecoveredHeadings() {
        let document = TextFrontEnd.read(Self.page, file: "fixture.txt")
        let paths = document.blocks.map { "\($0.range.first) " + $0.sectionPath.joined(separator: " / ") }
        #expect(
            paths == [
                "1 Game > Gamebase > Sample Guide",
                "3 Game > Gamebase > Sample Guide / Overview",
                "5 Game > Gamebase > Sample Guide / Overview",
                "8 Game > Gamebase > Sample Guide / Overview",
                "10 Game > Gamebase > Sample Guide / Steps",
                "11 Game > Gamebase > Sample Guide / Steps",
                "15 Game > Gamebase > Sample Guide / Steps",
                "21 Game > Gamebase > Sample Guide / Steps",
                "24 Game > Gamebase > Sample Guide / Steps",
                "26 Game > Gamebase > Sample Guide / Steps",
                "33 Game > Gamebase > Sample Guide / Keys",
                "34 Game > Gamebase > Sample Guide / Keys",
                "37 Game > Gamebase > Sample Guide / Keys",
                "41 Game > Gamebase > Sample Guide / Keys",
            ])
        let nested = document.allBlocks.filter { $0.range.first == 12 }
        #expect(nested.allSatisfy { $0.sectionPath.last == "Steps" })
    }

    @Test func onlyRecoveredHeadingsGetTheLostLevelsNote() {
        let document = TextFrontEnd.read("Game > Gamebase > Sample\n\nJust a sentence.\n", file: "short.txt")
        #expect(document.diagnostics.isEmpty)
        #expect(document.blocks.count == 2)
    }
}
