import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecExtractors
import GuideSpecSource
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// Builds drift inputs the way the CLI does: the file's front end, then every extractor.
enum DriftPages {
    /// A guide file of the package, such as `guides/zh/ios-purchase.md`, labelled with that path.
    static func bundled(_ path: String) throws -> DriftPage {
        try read(GuideFile(path: path), from: Paths.packageRoot.appendingPathComponent(path))
    }

    /// A corpus page such as `en/ios-purchase.md`, labelled with that relative path.
    static func corpus(_ path: String) throws -> DriftPage {
        try read(GuideFile(path: path), from: Paths.corpus.appendingPathComponent(path))
    }

    /// A page from text in memory, read through the one read path as `file` and extracted with `options` (the bundled
    /// guide's unless given).
    static func parse(_ text: String, as file: GuideFile, options: ExtractionOptions = BundledProject.settings.extractionOptions) throws -> DriftPage
    {
        try page(GuideSource.read(bytes: Array(text.utf8), as: file, options: SourceOptions(diagnosticsPerRule: nil, extraction: options)))
    }

    private static func read(_ file: GuideFile, from url: URL) throws -> DriftPage {
        try page(GuideSource.read(file, at: url.path, options: bundledOptions))
    }

    /// How drift reads a page of the bundled guide: with every diagnostic, and the guide's project file.
    private static let bundledOptions = SourceOptions(diagnosticsPerRule: nil, extraction: BundledProject.settings.extractionOptions)

    /// The page drift compares of `reading`, which must be readable.
    private static func page(_ reading: SourceReading) throws -> DriftPage {
        try #require(DriftRun.page(of: reading), "\(reading.file.path) could not be read: \(reading.diagnostics.map(\.description))")
    }

    /// Every file of a shared corpus read as the page and language its layout gives, those that cannot be read among them
    /// (they are still their page's version in their language, as in a run of the command).
    static func shared(_ corpus: SharedCorpus) -> [SourceReading] {
        corpus.files().compactMap { entry -> SourceReading? in
            guard let file = try? GuideFile(path: entry.path, language: entry.language, page: entry.page) else { return nil }
            let location = corpus.root.appendingPathComponent(entry.path).path
            return GuideSource.read(file, at: location, options: SourceOptions(diagnosticsPerRule: nil))
        }
    }

    /// Every readable corpus page grouped by page name, each group in language order.
    static func corpusByPage() -> [String: [DriftPage]] {
        let pages = Paths.corpusPages().compactMap { path -> DriftPage? in
            guard let file = try? GuideFile(path: path) else { return nil }
            return DriftRun.page(of: GuideSource.read(file, at: Paths.corpus.appendingPathComponent(path).path, options: bundledOptions))
        }
        return Dictionary(grouping: pages, by: \.spec.page)
    }
}

extension DriftFinding {
    /// `rule subject @line,line` with every location's line: the compact form the expectations use.
    var brief: String {
        "\(rule) \(subject) @" + locations.map { "\($0.language)\($0.line)" }.joined(separator: ",")
    }
}
