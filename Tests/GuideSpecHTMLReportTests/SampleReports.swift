import GuideSpecSource
import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecHTMLReport
import GuideSpecTestSupport

/// The reports the tests render: the bundled guide's drift against its baseline, conformance runs of both adapters
/// and of a failing implementation (a fixture), and a drift run over the whole corpus; each made once.
enum SampleReports {
    /// `guidespec drift --baseline drift/baseline.json --format json` on the bundled guide.
    static let bundledDrift: DriftReportDocument? = {
        guard let files = try? BundledProject.guidePaths.map({ try GuideFile(path: $0) }) else { return nil }
        let outcome = DriftRun.run(
            DriftRun.Options(
                files: files, baseline: "drift/baseline.json", extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        return outcome.report.map(DriftReportDocument.init)
    }()

    /// `guidespec drift --pages ../shared/corpus/gamebase-docs/head/*/*.md --format json`, run from the package root.
    static let corpusDrift: DriftReportDocument? = {
        let files = Paths.corpusPages().compactMap { try? GuideFile(path: "../shared/corpus/gamebase-docs/head/" + $0) }
        let outcome = DriftRun.run(
            DriftRun.Options(
                files: files, crossPage: true, extraction: BundledProject.settings.extractionOptions, guide: BundledProject.settings.driftGuide),
            in: Paths.packageRoot)
        return outcome.report.map(DriftReportDocument.init)
    }()

    /// `guidespec conform --format json` through `adapter`, read back as `guidespec report --conform` reads it.
    static func conformRun(_ adapter: [String]) throws -> ConformRunDocument {
        let outcome = try Conform.run(ConformOptions(adapter: adapter, golden: Paths.packageRoot.appendingPathComponent("golden")))
        return try ReportInput.decodeConformRun(
            Data((outcome.rendered(as: .json) ?? "").utf8), file: "conform-\(URL(fileURLWithPath: adapter.last ?? "").lastPathComponent).json")
    }

    /// The reference adapter built beside the tests.
    static var referenceAdapter: [String] {
        [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("guidespec-reference-adapter").path]
    }

    /// The Python adapter, run by the `python3` on `PATH`.
    static let pythonAdapter = ["python3", Paths.packageRoot.appendingPathComponent("adapters/python/guidespec_adapter.py").path]

    /// A run of a made-up implementation that fails, errors, skips and knows a failure, with inputs and guide
    /// sources (the members `guidespec conform` adds) and text written to break out of the page.
    static func failingRun() throws -> ConformRunDocument {
        let path = "Tests/GuideSpecHTMLReportTests/Fixtures/conform-failing-run.json"
        return try ReportInput.decodeConformRun(Data(contentsOf: Paths.packageRoot.appendingPathComponent(path)), file: path)
    }
}
