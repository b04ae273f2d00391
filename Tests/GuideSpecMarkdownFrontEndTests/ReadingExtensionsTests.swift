import Foundation
@testable import GuideSpecMarkdownFrontEnd
import GuideSpecTestSupport
import Testing

/// A page is parsed without a GFM extension (autolinks, strikethrough) only when the extension cannot change what the front
/// end reads.
@Suite struct ReadingExtensionsTests {
    /// Pages whose bare URLs and addresses hold no markup: the scan lets them go without the extension, and they read the
    /// same either way.
    static let plainPages = [
        "No address at all: a `code` span, *emphasis* and a [link](./x).",
        "See https://example.com/path_name/file-1.png?a=1&b=2#top for details.",
        "Visit www.example.com/help. Mail someone_else@example.com, or press @ once.",
        "Open https://example.com/x<br>*emphasis* after the tag.",
        "A scheme alone: myapp://open?id=1, then _emphasis_ elsewhere.",
        "| Key | URL |\n| --- | --- |\n| a | https://example.com/a_b |\n",
        "[@\"mygame://test\", @\"other\"] in Objective-C.",
        // The link would end before the marks after it: trailing punctuation and an unbalanced `)` are not taken.
        "**Read the [guide](https://example.com/a_b/)**.",
        // Nothing is linked inside a bracket.
        "[https://example.com/a_(b)_](https://example.com/x)",
    ]

    /// Pages where a bare URL or address holds markup, each with how the two readings differ (nil where this cmark-gfm
    /// reads them alike, which newer versions may not).
    static let markupPages: [(page: String, withExtension: String?, without: String?)] = [
        ("See https://a.example/*x*y here.", "See https://a.example/*x*y here.", "See https://a.example/xy here."),
        ("See www.example.com/_u_ here.", "See www.example.com/_u_ here.", "See www.example.com/u here."),
        ("See https://c.example/a&amp;b here.", "See https://c.example/a&amp;b here.", "See https://c.example/a&b here."),
        (#"See https://d.example/\_e here."#, #"See https://d.example/\_e here."#, "See https://d.example/_e here."),
        ("See https://e.example/~f~ here.", "See https://e.example/~f~ here.", "See https://e.example/f here."),
        ("See https://f.example/`g` here.", "See https://f.example/`g` here.", "See https://f.example/g here."),
        // Markup starts inside the link even where what it reads runs past the link's end.
        (#"See https://d.example/x\. here."#, #"See https://d.example/x\. here."#, "See https://d.example/x. here."),
        ("See https://e.example/x&#39; here.", "See https://e.example/x&#39; here.", "See https://e.example/x' here."),
        // A link ends at `<`, and the address after the tag makes one of its own.
        (
            "See http://a.example/<b>x</b>http://b.example/*y* here.", "See http://a.example/xhttp://b.example/*y* here.",
            "See http://a.example/xhttp://b.example/y here."
        ),
        // An escaped bracket opens nothing.
        (#"See \[https://a.example/*x* here."#, "See [https://a.example/*x* here.", "See [https://a.example/x here."),
        ("See _first@example.com_ here.", nil, nil),
    ]

    @Test("a page whose bare URLs hold no markup is read without the extension, as with it", arguments: plainPages)
    func plainPage(page: String) {
        #expect(!needsAutolinks(page))
        #expect(paragraphText(page, autolinks: false) == paragraphText(page, autolinks: true))
        #expect(CmarkConverter.convert(page, file: "p.md").blocks == CmarkConverter.convert(page, file: "p.md", extensions: Self.every).blocks)
    }

    @Test("a page whose bare URL holds markup is read with the extension", arguments: 0..<markupPages.count)
    func markupPage(index: Int) {
        let (page, withExtension, without) = Self.markupPages[index]
        #expect(needsAutolinks(page))
        #expect(CmarkConverter.convert(page, file: "p.md").blocks == CmarkConverter.convert(page, file: "p.md", extensions: Self.every).blocks)
        if let withExtension, let without {
            #expect(paragraphText(page, autolinks: true) == withExtension)
            #expect(paragraphText(page, autolinks: false) == without)
        }
    }

    @Test("strikethrough is attached where a page holds a tilde, and reads as with every extension")
    func strikethroughWhereATildeStands() {
        for (page, struck) in [("Some ~~gone~~ text.", true), ("Versions 1~3.", true), ("No tilde here.", false)] {
            var bytes = page
            #expect(bytes.withUTF8(CmarkConverter.readingExtensions).contains("strikethrough") == struck)
            #expect(CmarkConverter.convert(page, file: "p.md").blocks == CmarkConverter.convert(page, file: "p.md", extensions: Self.every).blocks)
        }
        #expect(paragraphText("Some ~~gone~~ text.", autolinks: false) == "Some gone text.")
    }

    @Test(
        "every Markdown page of the shared corpora reads the same as with every extension",
        .enabled(if: FileManager.default.fileExists(atPath: Self.corpora.path), "../shared/corpus is not checked out beside the package"))
    func corpusPagesReadAlike() async throws {
        let pages = markdownPages(under: Self.corpora)
        try #require(pages.count > 1000, "expected the five corpora's Markdown pages under \(Self.corpora.path)")
        let differing = try await withThrowingTaskGroup(of: (String?, [String]).self) { group in
            for page in pages {
                group.addTask {
                    let text = try String(contentsOf: page, encoding: .utf8)
                    let scanned = CmarkConverter.convert(text, file: page.path)
                    let attached = CmarkConverter.convert(text, file: page.path, extensions: Self.every)
                    var copy = text
                    let attachedNames = copy.withUTF8(CmarkConverter.readingExtensions)
                    return (scanned.blocks == attached.blocks && scanned.diagnostics == attached.diagnostics ? nil : page.path, attachedNames)
                }
            }
            return try await group.reduce(into: [(String?, [String])]()) { $0.append($1) }
        }
        #expect(differing.compactMap(\.0).sorted() == [])
        let withoutAutolinks = differing.count { !$0.1.contains("autolink") }
        let withoutStrikethrough = differing.count { !$0.1.contains("strikethrough") }
        let counts = "\(withoutAutolinks) without autolinks, \(withoutStrikethrough) without strikethrough"
        print("reading extensions: of \(pages.count) corpus pages, \(counts)")
        #expect(withoutAutolinks > pages.count / 2)
    }

    static let corpora = Paths.shared.appendingPathComponent("corpus")
    static let every = CmarkConverter.everyExtension
    static let withoutAutolinks = every.filter { $0 != "autolink" }

    private func needsAutolinks(_ page: String) -> Bool {
        var page = page
        return page.withUTF8(BareLinkScan.needsAutolinks)
    }

    /// The text of the page's first paragraph, read with the extension or without.
    private func paragraphText(_ page: String, autolinks: Bool) -> String? {
        for block in CmarkConverter.convert(page, file: "p.md", extensions: autolinks ? Self.every : Self.withoutAutolinks).blocks {
            if case .paragraph(let paragraph) = block.kind { return paragraph.lines.joined(separator: "\n") }
        }
        return nil
    }

    private func markdownPages(under folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }
}
