import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecExtractors
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

    /// A page from text in memory, read with the front end of `file`'s format and extracted with `options` (the bundled
    /// guide's unless given).
    static func parse(_ text: String, as file: GuideFile, options: ExtractionOptions = BundledProject.settings.extractionOptions) -> DriftPage {
        let document = GuideReader.parse(text, file: file.path, format: file.format)
        return DriftPage(spec: PageExtractor.extract(document, page: file.page, language: file.language, options: options), document: document)
    }

    private static func read(_ file: GuideFile, from url: URL) throws -> DriftPage {
        let document = try #require(GuideReader.read(file, from: url).document, "\(file.path) could not be read")
        return DriftPage(spec: PageExtractor.extract(document, page: file.page, language: file.language, options: BundledProject.settings.extractionOptions), document: document)
    }

    /// Every readable page of a shared corpus, each read as the page and language its layout gives.
    static func shared(_ corpus: SharedCorpus) -> [DriftPage] {
        corpus.files().compactMap { entry -> DriftPage? in
            guard let file = try? GuideFile(path: entry.path, language: entry.language, page: entry.page),
                  let document = GuideReader.read(file, from: corpus.root.appendingPathComponent(entry.path)).document
            else { return nil }
            return DriftPage(spec: PageExtractor.extract(document, page: file.page, language: file.language), document: document)
        }
    }

    /// Every readable corpus page grouped by page name, each group in language order.
    static func corpusByPage() -> [String: [DriftPage]] {
        let pages = Paths.corpusPages().compactMap { path -> DriftPage? in
            guard let file = try? GuideFile(path: path),
                  let document = GuideReader.read(file, from: Paths.corpus.appendingPathComponent(path)).document
            else { return nil }
            return DriftPage(spec: PageExtractor.extract(document, page: file.page, language: file.language, options: BundledProject.settings.extractionOptions), document: document)
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
