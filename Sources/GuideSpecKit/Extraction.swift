public import GuideSpecIO
public import GuideSpecExtractors
public import GuideSpecSource
import Foundation
import GuideSpecPacks
import GuideSpecSpecModel

/// The extract stage end to end: guide files in, one spec per (page, language) planned into a folder, a report out.
public enum Extraction {
    /// Every file's reading, the specs to write, and the exit code; the plan is empty unless every file was read.
    public struct Run: Sendable {
        /// Each file's reading without its document, at most `InputLimits.diagnosticsPerRule` diagnostics of each rule (the
        /// spec records the same).
        public var results: [SourceReading]
        public var plan: WritePlan
        public var exit: GuideSpecExit
    }

    /// The spec file name for a page and language: `<page>.<lang>.json`.
    public static func specFileName(page: String, language: String) -> String { "\(page).\(language).json" }

    /// Reads every file of a guide with `options` and this build's packs, on `threads` threads (every core when nil, as drift
    /// reads; the readings come back in the files' order, so the specs and the report are the same bytes on any number of
    /// threads) and, when all of them were read, plans their specs into `folder`; nothing is planned when any file is
    /// unusable (exit 2, or 3 when the system refused to read one) or two files give the same spec file.
    public static func run(
        _ files: [GuideFile], into folder: String, options: ExtractionOptions, threads: Int? = nil
    ) throws(GuideSpecFailure) -> Run {
        // Only the specs and the diagnostics are written and reported: each document goes as soon as its page is read.
        let threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        let readings = OrderedParallelMap.map(files, threads: threads) { GuideSource.read($0, options: .withPacks(options)).droppingDocument() }
        return try plan(readings, into: folder)
    }

    /// Plans the specs of `readings` into `folder` when every file was read, as `run` does.
    public static func plan(_ readings: [SourceReading], into folder: String) throws(GuideSpecFailure) -> Run {
        let exit = GuideSource.exit(for: readings.flatMap(\.diagnostics))
        guard exit == .success else { return Run(results: readings, plan: WritePlan(), exit: exit) }
        var plan = WritePlan()
        var sources: [String: String] = [:]
        for reading in readings {
            guard let spec = reading.spec else { continue }
            let name = specFileName(page: spec.page, language: spec.language)
            if let first = sources[name] {
                throw .badInput(reading.file.path, "gives the same spec file \(name) as \(first): pass each page and language once")
            }
            sources[name] = reading.file.path
            let data: Data
            do { data = try spec.jsonData() } catch { throw GuideSpecFailure(mapping: error) }
            try plan.write(data, named: name, inFolder: folder)
        }
        return Run(results: readings, plan: plan, exit: .success)
    }
}
