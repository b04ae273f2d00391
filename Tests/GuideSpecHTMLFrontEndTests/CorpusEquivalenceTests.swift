import GuideSpecDocumentModel
import Foundation
import GuideSpecHTMLFrontEnd
import GuideSpecMarkdownFrontEnd
import Testing
import GuideSpecTestSupport

/// The Gamebase guide corpus beside the package (`<package>/../shared/corpus/...`), when this checkout has one.
private let corpusRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/corpus/gamebase-docs/head").standardizedFileURL

private let corpusLanguages = ["en", "zh", "ko", "ja"]

private let corpusAvailable = FileManager.default.fileExists(atPath: corpusRoot.appendingPathComponent("en").path)

/// Every `*.md` page of the corpus, sorted so runs are reproducible.
private func corpusPages() -> [URL] {
    corpusLanguages.flatMap { language -> [URL] in
        let folder = corpusRoot.appendingPathComponent(language)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0) }
    }
}

/// How one page compared: nil when the Markdown and the published HTML gave the same blocks.
private func mismatch(markdown: String, name: String) -> (mismatch: String?, skippedTexts: Int) {
    let expected = blocksWithoutLines(MarkdownFrontEnd.read(markdown, file: name))
    let html = HTMLFrontEnd.read(wrapInRealisticPage(body: MarkdownFrontEnd.renderHTML(markdown)), file: name)
    let actual = blocksWithoutLines(html)
    // Notes name loose text that was skipped: raw HTML blocks, which the Markdown front end skips too.
    let skipped = html.diagnostics.count { $0.severity == .note }
    let problems = html.diagnostics.filter { $0.severity != .note }
    if actual == expected && problems.isEmpty { return (nil, skipped) }
    let (left, right) = (dumpWithoutLines(expected), dumpWithoutLines(actual))
    let detail = left == right ? "same blocks, different section paths or diagnostics \(problems)" : firstDifference(left, right)
    return ("\(name) reads differently as HTML: \(detail)", skipped)
}

@Suite("HTML front end agrees with the Markdown front end")
struct CorpusEquivalenceTests {
    @Test(
        "every corpus page reads the same as Markdown and as its published HTML",
        .enabled(if: corpusAvailable, "the Gamebase corpus is not checked out at ../shared/corpus/gamebase-docs/head"))
    func corpusPagesAgree() async throws {
        let pages = corpusPages()
        try #require(!pages.isEmpty, "no Markdown pages under \(corpusRoot.path)")
        let results = try await withThrowingTaskGroup(of: (String?, Int).self) { group in
            for page in pages {
                group.addTask {
                    let name = page.pathComponents.suffix(2).joined(separator: "/")
                    return mismatch(markdown: try String(contentsOf: page, encoding: .utf8), name: name)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let mismatches = results.compactMap(\.0).sorted()
        for message in mismatches { Issue.record(Comment(rawValue: message)) }
        let matched = pages.count - mismatches.count
        print("HTML/Markdown equivalence: \(matched) of \(pages.count) corpus pages matched; \(results.map(\.1).reduce(0, +)) loose texts skipped")
        #expect(matched == pages.count)
    }
}
