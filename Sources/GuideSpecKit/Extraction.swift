public import DocumentModel
public import Foundation
public import SpecModel
import Extractors

/// The extract stage end to end: guide files in, one spec per (page, language) written atomically, a report out.
public enum Extraction {
    /// What extracting one file gave.
    public struct FileResult: Sendable {
        public var file: GuideFile
        /// The spec, or nil when the file could not be read.
        public var spec: PageSpec?
        public var diagnostics: [Diagnostic]
    }

    /// The spec of one file, with diagnostics; nil spec when the input is unusable.
    public static func extract(_ file: GuideFile, from url: URL? = nil) -> FileResult {
        let (document, diagnostics) = GuideReader.read(file, from: url)
        guard let document else { return FileResult(file: file, spec: nil, diagnostics: diagnostics) }
        let spec = PageExtractor.extract(document, page: file.page, language: file.language)
        let all = spec.diagnostics.compactMap { record in
            Severity(rawValue: record.severity).map { Diagnostic($0, rule: record.rule, file: file.path, line: record.line, record.message) }
        }
        return FileResult(file: file, spec: spec, diagnostics: all)
    }

    /// The spec file name for a page and language: `<page>.<lang>.json`.
    public static func specFileName(page: String, language: String) -> String { "\(page).\(language).json" }

    /// Extracts every file and writes the specs of the readable ones into `directory` (nothing for the others).
    /// Returns the results, the write outcome per spec file name, and the exit code.
    public static func run(_ files: [GuideFile], into directory: URL, dryRun: Bool = false) throws -> (results: [FileResult], written: [(String, AtomicFileWriter.Outcome)], exit: GuideSpecExit) {
        let results = files.map { extract($0) }
        var written: [(String, AtomicFileWriter.Outcome)] = []
        for result in results {
            guard let spec = result.spec else { continue }
            let name = specFileName(page: spec.page, language: spec.language)
            let url = directory.appendingPathComponent(name)
            let data = try spec.jsonData()
            if dryRun {
                let existing = try? Data(contentsOf: url)
                written.append((name, existing == data ? .unchanged : existing == nil ? .created : .updated))
            } else {
                written.append((name, try AtomicFileWriter.write(data, to: url)))
            }
        }
        let exit: GuideSpecExit = results.contains { $0.spec == nil } ? .badInput : .success
        return (results, written, exit)
    }
}
