public import GuideSpecIO
public import GuideSpecDocumentModel
public import Foundation
public import GuideSpecSpecModel
public import GuideSpecExtractors
import GuideSpecPacks

/// The extract stage end to end: guide files in, one spec per (page, language) planned into a folder, a report out.
public enum Extraction {
    /// What extracting one file gave.
    public struct FileResult: Sendable {
        public var file: GuideFile
        /// The spec, or nil when the file could not be read.
        public var spec: PageSpec?
        /// The diagnostics, at most `InputLimits.diagnosticsPerRule` of each rule (the spec records the same).
        public var diagnostics: [Diagnostic]
    }

    /// Every file's result, the specs to write, and the exit code; the plan is empty unless every file was read.
    public struct Run: Sendable {
        public var results: [FileResult]
        public var plan: WritePlan
        public var exit: GuideSpecExit
    }

    /// The spec of one file of a guide with `options`, with diagnostics; nil spec when the input is unusable.
    public static func extract(_ file: GuideFile, from url: URL? = nil, options: ExtractionOptions) -> FileResult {
        let (document, diagnostics) = GuideReader.read(file, from: url)
        guard let document else { return FileResult(file: file, spec: nil, diagnostics: DiagnosticCap.apply(diagnostics)) }
        var spec = PageExtractor.extract(document, page: file.page, language: file.language, options: options, packs: GuidePacks.extractors)
        let all = DiagnosticCap.apply(spec.diagnostics.map { record in
            Diagnostic(record.severity, rule: record.rule, file: file.path, line: record.line, record.message)
        })
        spec.diagnostics = all.map { SpecDiagnostic(severity: $0.severity, rule: $0.rule, line: $0.line, message: $0.message) }
        return FileResult(file: file, spec: spec, diagnostics: all)
    }

    /// The spec file name for a page and language: `<page>.<lang>.json`.
    public static func specFileName(page: String, language: String) -> String { "\(page).\(language).json" }

    /// Extracts every file and, when all of them were read, plans their specs into `folder`; nothing is planned when
    /// any file is unusable (exit 2, or 3 when the system refused to read one) or two files give the same spec file.
    public static func run(_ files: [GuideFile], into folder: String, options: ExtractionOptions) throws(GuideSpecFailure) -> Run {
        let results = files.map { extract($0, options: options) }
        let exit = GuideReader.exit(for: results.flatMap(\.diagnostics))
        guard exit == .success else { return Run(results: results, plan: WritePlan(), exit: exit) }
        var plan = WritePlan()
        var sources: [String: String] = [:]
        for result in results {
            guard let spec = result.spec else { continue }
            let name = specFileName(page: spec.page, language: spec.language)
            if let first = sources[name] {
                throw .badInput(result.file.path, "gives the same spec file \(name) as \(first): pass each page and language once")
            }
            sources[name] = result.file.path
            let data: Data
            do { data = try spec.jsonData() } catch { throw GuideSpecFailure(mapping: error) }
            try plan.write(data, named: name, inFolder: folder)
        }
        return Run(results: results, plan: plan, exit: .success)
    }
}
