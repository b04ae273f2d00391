public import Foundation

/// Where tests find the package's own files and the shared corpus, wherever `swift test` runs from.
public enum Paths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `../shared` beside the package, present on developer machines and CI.
    public static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The four-language Gamebase guide corpus.
    public static let corpus = shared.appendingPathComponent("corpus/gamebase-docs/head")

    /// The inputs that once crashed or stalled guidespec, one folder each with the command in `info.txt`.
    public static let fuzzFindings = shared.appendingPathComponent("fuzz-findings")

    /// Whether the fuzz findings are there; their tests are skipped, with a message, when they are not.
    public static var fuzzFindingsAvailable: Bool { FileManager.default.fileExists(atPath: fuzzFindings.path) }

    /// Whether the corpus is there; corpus tests are skipped, with a message, when it is not.
    public static var corpusAvailable: Bool { FileManager.default.fileExists(atPath: corpus.path) }

    /// The text of a corpus page such as `en/ios-purchase.md`.
    public static func corpusPage(_ relativePath: String) throws -> String {
        try String(contentsOf: corpus.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every Markdown page of the corpus as `lang/page.md`, sorted.
    public static func corpusPages() -> [String] {
        ["en", "ja", "ko", "zh"].flatMap { language -> [String] in
            let folder = corpus.appendingPathComponent(language)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(language)/\($0)" }
        }
    }
}
