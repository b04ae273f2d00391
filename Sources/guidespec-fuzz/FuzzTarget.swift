import Foundation
import GuideSpecCodegen
import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecExtractors
import GuideSpecGoldenCases
import GuideSpecWire
import GuideSpecHTMLFrontEnd
import GuideSpecHTMLReport
import GuideSpecMarkdownFrontEnd
import GuideSpecPacks
import GuideSpecProject
import GuideSpecSpecModel
import GuideSpecTextFrontEnd

/// The fuzz targets: each feeds one input to the public entry points of a pipeline stage, the way the CLI does
/// (bytes checked and decoded by `SourceText` first). A target has found a bug when it crashes, or when libFuzzer's
/// time or memory limit stops it.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// `MarkdownFrontEnd.read` (cmark-gfm, the table-width guard, the nesting bound).
    case markdown
    /// `HTMLFrontEnd.read` (libxml2, the entity and attribute guards).
    case html
    /// `TextFrontEnd.read` (the scrape heuristics).
    case text
    /// Every front end, then `PageExtractor.extract` on each document.
    case extract
    /// Two pages (the input split at its first NUL byte, else at its middle line) through `DriftEngine`'s three
    /// comparisons and every report format.
    case drift
    /// `PageExtractor.extract`, then golden cases from the spec, written as a golden file and read back.
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
        case .markdown: _ = Self.document(bytes, as: .markdown)
        case .html: _ = Self.document(bytes, as: .html)
        case .text: _ = Self.document(bytes, as: .text)
        case .extract:
            for format in SourceFormat.allCases {
                guard let document = Self.document(bytes, as: format) else { continue }
                _ = PageExtractor.extract(document, page: "ios-purchase", language: "zh", options: FuzzGuide.extraction, packs: GuidePacks.extractors)
            }
        case .drift: Self.drift(bytes)
        case .golden: Self.golden(bytes)
        case .observer:
            for format in [SourceFormat.markdown, .text] {
                guard let document = Self.document(bytes, as: format) else { continue }
                let spec = PageExtractor.extract(document, page: "storekit-observer", language: "zh", options: FuzzGuide.extraction, packs: GuidePacks.extractors)
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

    /// The document a front end reads from `bytes`, or nil when `SourceText` refuses them.
    static func document(_ bytes: some Collection<UInt8>, as format: SourceFormat) -> GuideDocument? {
        let file = "fuzz.\(format.rawValue)"
        guard let text = SourceText(bytes: Array(bytes), file: file, lineByteLimit: format == .html ? nil : SourceText.defaultLineByteLimit).text else {
            return nil
        }
        switch format {
        case .markdown: return MarkdownFrontEnd.read(text, file: file)
        case .html: return HTMLFrontEnd.read(text, file: file)
        case .text: return TextFrontEnd.read(text, file: file)
        }
    }

    /// A drift page of `page` in `language`, read from `bytes` as `format`.
    static func page(_ bytes: some Collection<UInt8>, as format: SourceFormat, page: String, language: String) -> DriftPage? {
        document(bytes, as: format).map { DriftPage(spec: PageExtractor.extract($0, page: page, language: language, options: FuzzGuide.extraction), document: $0) }
    }

    /// The two halves of a drift input: before and after its first NUL byte, or before and after its middle line.
    static func halves(_ bytes: [UInt8]) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        if let separator = bytes.firstIndex(of: 0) { return (bytes[..<separator], bytes[(separator + 1)...]) }
        let middle = bytes[(bytes.count / 2)...].firstIndex(of: 0x0A) ?? bytes.count
        return (bytes[..<middle], bytes[middle...])
    }

    private static func drift(_ bytes: [UInt8]) {
        let (first, second) = halves(bytes)
        guard let zh = page(first, as: .markdown, page: "ios-purchase", language: "zh"),
              let en = page(second, as: .markdown, page: "ios-purchase", language: "en")
        else { return }
        var findings = DriftEngine.compareLanguages([zh, en] + [page(second, as: .text, page: "ios-purchase", language: "ko")].compactMap { $0 })
        findings += DriftEngine.compareRevisions(old: zh, new: en)
        var codes = en
        codes.spec.page = "error-code"
        codes.spec.language = "zh"
        findings += DriftEngine.comparePages([zh, codes], guide: FuzzGuide.drift)
        let report = DriftReport(findings: findings)
        for format in DriftReport.formats { _ = try? report.rendered(as: format, workingDirectory: "/", languages: FuzzGuide.goldenCases.languages) }
    }

    private static func golden(_ bytes: [UInt8]) {
        guard let document = document(bytes, as: .markdown) else { return }
        let spec = PageExtractor.extract(document, page: "ios-purchase", language: "zh", options: FuzzGuide.extraction, packs: GuidePacks.extractors)
        let cases = GoldenCaseBuilder.cases(from: [spec], options: FuzzGuide.goldenCases, packs: GuidePacks.caseBuilders)
        guard let data = try? GoldenFile.render(cases) else { return }
        _ = try? GoldenFile.parse(data, file: "golden/ios-purchase.jsonl")
    }
}
