import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecExtractors
import GuideSpecSource

/// One file state read and extracted: its items by key, and the page drift compares.
struct ExtractedState {
    /// The first item under each key; later ones are duplicates, which drift reports on its own.
    var items: [String: SpecItem]
    /// The page as drift compares it, with its document; nil for a file with no text (no items, no part in drift), and
    /// once the family's drift comparisons are done.
    var page: PreparedPage?

    /// Reads `bytes`, the file at `path`, as page `page` in `language` of a guide with `options`, running the single-page
    /// drift rules in `rules` (every rule when nil) as `settings` says; nil with the error diagnostics when nothing can be read.
    static func extract(
        _ bytes: [UInt8], path: String, language: String, page: String, rules: Set<String>?, settings: DriftRuleSettings, options: ExtractionOptions
    ) -> (state: ExtractedState?, errors: [Diagnostic]) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return (ExtractedState(items: [:], page: nil), []) }
        let file: GuideFile
        do {
            file = try GuideFile(path: path, language: language, page: page)
        } catch {
            return (nil, [Diagnostic(.error, rule: "history.unknown-format", file: path, line: 1, error.problem)])
        }
        let reading = GuideSource.read(bytes: bytes, as: file, options: SourceOptions(diagnosticsPerRule: nil, extraction: options))
        guard let document = reading.document, let spec = reading.spec else { return (nil, reading.diagnostics.filter { $0.severity == .error }) }
        let prepared = PreparedPage(DriftPage(spec: spec, document: document), singlePageRules: rules, settings: settings)
        var items: [String: SpecItem] = [:]
        for item in prepared.items where items[item.key] == nil { items[item.key] = item }
        return (ExtractedState(items: items, page: prepared), [])
    }
}
