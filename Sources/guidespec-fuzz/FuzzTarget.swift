import Foundation
import GuideSpecCodegen
import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecGoldenCases
import GuideSpecWire
import GuideSpecHTMLReport
import GuideSpecPacks
import GuideSpecProject
import GuideSpecSource

/// The fuzz targets: each feeds one input to the public entry points of a pipeline stage, the way the CLI does (through
/// `GuideSource`, the one read path: bytes checked and decoded by `SourceText`, a front end, the extractors). A target has
/// found a bug when it crashes, or when libFuzzer's time or memory limit stops it.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// The Markdown front end (cmark-gfm, the table-width guard, the nesting bound).
    case markdown
    /// The HTML front end (libxml2, the entity and attribute guards).
    case html
    /// The text front end (the scrape heuristics).
    case text
    /// Every front end, then the extractors on each document.
    case extract
    /// Two pages (the input split at its first NUL byte, else at its middle line) through `DriftEngine`'s three
    /// comparisons and every report format.
    case drift
    /// A Markdown page's spec, then golden cases from it, written as a golden file and read back.
    case golden
    /// observer-check: the transaction-observer contract on the page's code, read as Markdown and as text.
    case observer
    /// The HTML report of the input read as a drift, a conform (two runs of it) and a history JSON report, each kind
    /// it decodes as.
    case report
    /// The project file reader (`guidespec.yml`, through Yams).
    case project
    /// A golden file read, then Swift Testing suites generated from it for every platform its cases name.
    case codegen

    /// Runs the target on one input.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .markdown: _ = Self.read(bytes, as: .markdown, options: .documentOnly)
        case .html: _ = Self.read(bytes, as: .html, options: .documentOnly)
        case .text: _ = Self.read(bytes, as: .text, options: .documentOnly)
        case .extract:
            for format in SourceFormat.allCases { _ = Self.read(bytes, as: format, options: .withPacks(FuzzGuide.extraction)) }
        case .drift: Self.drift(bytes)
        case .golden: Self.golden(bytes)
        case .observer:
            for format in [SourceFormat.markdown, .text] {
                guard let spec = Self.read(bytes, as: format, page: "storekit-observer", options: .withPacks(FuzzGuide.extraction))?.spec else {
                    continue
                }
                _ = GuidePacks.observerCheck.findings(spec)
            }
        case .report: Self.report(bytes)
        case .project: _ = try? ProjectFileReader.read(bytes, file: "guidespec.yml")
        case .codegen:
            guard let cases = try? GoldenFile.parse(Data(bytes), file: "golden/fuzz.jsonl") else { return }
            for platform in Set(cases.map(\.platform)) {
                _ = try? SuiteGenerator(regenerateCommand: "guidespec generate-tests", platform: platform).files(cases: cases)
            }
        }
    }

    /// Every report page the input gives: read as each kind of report, rendered with every guide file it names
    /// quoted from one line of text.
    private static func report(_ bytes: [UInt8]) {
        let data = Data(bytes)
        var inputs: [ReportInput] = []
        if let drift = try? ReportInput.decodeDrift(data, file: "fuzz.json") { inputs.append(ReportInput(drift: drift)) }
        if let run = try? ReportInput.decodeConformRun(data, file: "fuzz.json") { inputs.append(ReportInput(conformRuns: [run, run])) }
        if let history = try? ReportInput.decodeHistory(data, file: "fuzz.json") { inputs.append(ReportInput(history: history)) }
        for input in inputs {
            _ = HTMLReport.render(input) { (_: String) throws(ReportInputError) -> [UInt8] in Array("a line of the guide\n".utf8) }
        }
    }

    /// `bytes` read as `page` in `language`, from a file of `format`; nil only if that name were refused.
    static func read(
        _ bytes: some Collection<UInt8>, as format: SourceFormat, language: String = "zh", page: String = "ios-purchase", options: SourceOptions
    ) -> SourceReading? {
        guard let file = try? GuideFile(path: "fuzz.\(format.rawValue)", language: language, page: page) else { return nil }
        return GuideSource.read(bytes: Array(bytes), as: file, options: options)
    }

    /// A drift page in `language`, read from `bytes` as `format` as drift reads it.
    static func page(_ bytes: some Collection<UInt8>, as format: SourceFormat, language: String) -> DriftPage? {
        guard
            let reading = read(
                bytes, as: format, language: language, options: SourceOptions(diagnosticsPerRule: nil, extraction: FuzzGuide.extraction)),
            let document = reading.document, let spec = reading.spec
        else { return nil }
        return DriftPage(spec: spec, document: document)
    }

    /// The two halves of a drift input: before and after its first NUL byte, or before and after its middle line.
    static func halves(_ bytes: [UInt8]) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        if let separator = bytes.firstIndex(of: 0) { return (bytes[..<separator], bytes[(separator + 1)...]) }
        let middle = bytes[(bytes.count / 2)...].firstIndex(of: 0x0A) ?? bytes.count
        return (bytes[..<middle], bytes[middle...])
    }

    private static func drift(_ bytes: [UInt8]) {
        let (first, second) = halves(bytes)
        guard let zh = page(first, as: .markdown, language: "zh"), let en = page(second, as: .markdown, language: "en") else { return }
        var findings = DriftEngine.compareLanguages([zh, en] + [page(second, as: .text, language: "ko")].compactMap { $0 })
        findings += DriftEngine.compareRevisions(old: zh, new: en)
        var codes = en
        codes.spec.page = "error-code"
        codes.spec.language = "zh"
        findings += DriftEngine.comparePages([zh, codes], guide: FuzzGuide.drift)
        let report = DriftReport(findings: findings)
        for format in DriftReport.formats { _ = try? report.rendered(as: format, workingDirectory: "/", languages: FuzzGuide.goldenCases.languages) }
    }

    private static func golden(_ bytes: [UInt8]) {
        guard let spec = read(bytes, as: .markdown, options: .withPacks(FuzzGuide.extraction))?.spec else { return }
        let cases = GoldenCaseBuilder.cases(from: [spec], options: FuzzGuide.goldenCases, packs: GuidePacks.caseBuilders)
        guard let data = try? GoldenFile.render(cases) else { return }
        _ = try? GoldenFile.parse(data, file: "golden/ios-purchase.jsonl")
    }
}
