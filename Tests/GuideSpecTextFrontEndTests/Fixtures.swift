import Foundation

/// Locates the shared seed and corpus files next to the package, so tests can skip when a checkout lacks them.
enum Fixtures {
    /// The package root: two folders above this file's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The scraped English iOS purchase page, the real example of the text format.
    static let seedPage = packageRoot.appendingPathComponent("../shared/seeds/002_b0b331b3136dd53d.txt").standardizedFileURL

    /// The current Markdown pages in every language.
    static let corpus = packageRoot.appendingPathComponent("../shared/corpus/gamebase-docs/head").standardizedFileURL

    /// The Markdown page `page` in `language`.
    static func corpusPage(language: String, page: String) -> URL {
        corpus.appendingPathComponent(language).appendingPathComponent(page + ".md")
    }

    /// Whether a file exists.
    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// The file's text.
    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
}
