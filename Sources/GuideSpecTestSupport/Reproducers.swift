/// Minimised forms of the inputs that once crashed or stalled guidespec (../shared/fuzz-findings): the regression tests
/// read them, and `guidespec-fuzz seeds` writes them into the fuzz targets' seed corpus. Their sizes make the old
/// quadratic passes take minutes and the linear ones milliseconds.
public enum Reproducers {
    /// One page of a given format (`md`, `html` or `txt`).
    public struct Page: Sendable {
        public let name: String
        public let format: String
        public let text: String
    }

    /// Two language versions of one Markdown page (zh, then en), for drift.
    public struct Pair: Sendable {
        public let name: String
        public let zh: String
        public let en: String
    }

    /// An error table with one row per code, named `TCGB_ERROR_X<code>`.
    public static func errorTable(_ codes: some Sequence<Int>) -> String {
        "# T\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n"
            + codes.map { "| TCGB_ERROR_X\($0) | \($0) | d |" }.joined(separator: "\n") + "\n"
    }

    /// Codes beyond what an `Int` or a JSON number holds (`abs` of the most negative integer trapped).
    public static let hugeCodes = Page(
        name: "huge-codes", format: "md",
        text: """
            | Error | Error Code |
            | --- | --- |
            | TCGB_ERROR_MIN | -9223372036854775808 ~ 1 |
            | TCGB_ERROR_HUGE | 99999999999999999999 |
            | TCGB_ERROR_OVER | 9007199254740992 |
            | TCGB_ERROR_RANGE_OVER | 9007199254740990 ~ 9999 |
            | TCGB_ERROR_LARGEST | -9007199254740991 |
            """)

    /// Error codes as ranges of every width up to 18 digits (building golden cases counted through them).
    public static let codeRanges = Page(
        name: "code-ranges", format: "md",
        text: """
            | Error | Error Code | Description |
            | --- | --- | --- |
            | TCGB_ERROR_A | 1 | a |
            """ + "\n"
                + (5...18).map { "| TCGB_ERROR_R\($0) | 1\(String(repeating: "0", count: $0 - 1)) ~ \(String(repeating: "9", count: $0)) | r |" }
                .joined(separator: "\n") + "\n")

    /// Message sends nested 50,000 deep (the scanner recursed once per bracket).
    public static let nestedSends = Page(
        name: "nested-sends", format: "md", text: "```objc\n" + String(repeating: "[a b:", count: 50_000) + "\n```\n")

    /// A run of 100,000 opening brackets before one send (each nested receiver copied the text after it).
    public static let bracketRun = Page(
        name: "bracket-run", format: "md", text: "```objc\n" + String(repeating: "[", count: 100_000) + "TCGBPurchase requestItem:x]\n```\n")

    /// 200,000 spaces inside an argument (each space looked ahead over all the others).
    public static let spacesInArgument = Page(
        name: "spaces-in-argument", format: "md",
        text: "```objc\n[TCGBPurchase requestItem: " + String(repeating: " ", count: 200_000) + "x completion:y];\n```\n")

    /// One selector named on 20,000 lines (each mention searched the lines recorded before).
    public static let repeatedSelector = Page(
        name: "repeated-selector", format: "md",
        text: (0..<20_000).map { "Call requestItemListWithCompletion: \($0 % 2 == 0 ? "now" : "again")." }.joined(separator: "\n\n"))

    /// 2,000 tables of one URL scheme and 2,000 example lines (the page was rescanned for every table).
    public static let schemeTables = Page(
        name: "scheme-tables", format: "md",
        text: Array(
            repeating: "| URL Components | keyname | value |\n| --- | --- | --- |\n| scheme | s | Fixed value |\n| queries | a | 1 |\n", count: 2_000
        )
        .joined(separator: "\n") + "\n" + (0..<2_000).map { "Example: s://?a=\($0 % 2) and https://example.com" }.joined(separator: "\n\n"))

    /// Quotations, lists and emphasis nested tens of thousands deep (the tree walk recursed once per level).
    public static let deepQuotes = Page(name: "deep-quotes", format: "md", text: "# T\n\n" + String(repeating: "> ", count: 20_000) + "deep\n")
    public static let deepLists = Page(name: "deep-lists", format: "md", text: "# T\n\n" + String(repeating: "- ", count: 30_000) + "deep\n")
    public static let deepEmphasis = Page(
        name: "deep-emphasis", format: "md", text: "# T\n\n" + String(repeating: "*a ", count: 30_000) + String(repeating: "b*", count: 30_000) + "\n"
    )

    /// A 5,000-column header over short rows (cmark-gfm padded every row: gigabytes).
    public static let wideHeader = Page(
        name: "wide-header", format: "md",
        text: "# T\n\n|" + String(repeating: "a|", count: 5_000) + "\n|" + String(repeating: "-|", count: 5_000) + "\n"
            + String(repeating: "|x|\n", count: 1_000))

    /// One row of 64,000 cells (cmark-gfm appends each cell from the head of its list).
    public static let wideRow = Page(name: "wide-row", format: "md", text: "|a|b|\n|-|-|\n" + String(repeating: "| x ", count: 64_000) + "|\n")

    /// An element with 40,000 attributes (libxml2 compares each with every one before it).
    public static let manyAttributes = Page(
        name: "many-attributes", format: "html",
        text: "<html><body>\n<h1>T</h1>\n<p " + (0..<40_000).map { "a\($0)=\"x\"" }.joined(separator: " ") + ">text</p></body></html>")

    /// A 20,000-row error table whose every other row is missing in en (each missing row scanned the other page).
    public static let missingRows = Pair(name: "missing-rows", zh: errorTable(0..<20_000), en: errorTable(stride(from: 0, to: 20_000, by: 2)))

    /// Every page reproducer.
    public static let pages = [
        hugeCodes, codeRanges, nestedSends, bracketRun, spacesInArgument, repeatedSelector, schemeTables, deepQuotes, deepLists, deepEmphasis,
        wideHeader, wideRow, manyAttributes,
    ]

    /// Every pair reproducer.
    public static let pairs = [missingRows]
}
