import GuideSpecIO
import GuideSpecDrift
import Foundation
import GuideSpecKit

/// The HTML page `drift`, `conform` and `check` write with `--format html` or `--report`. Guide lines are quoted from
/// the files the run was given and from inside the working directory: a golden file names the guide of each case, and
/// a page must not quote any other file of the machine because a golden file says so.
enum HTMLPage {
    /// The page, with a warning on standard error for each guide file left out; a run this build cannot read back from
    /// its own JSON report is a tool failure, exit 3.
    static func render(drift: DriftReport?, conformance: [ConformOutcome], given: [String] = []) throws(GuideSpecFailure) -> String {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let root = try ReportRoot(folder.path, shown: ".")
            let (html, warnings) = try ReportRun.html(drift: drift, conformance: conformance, in: folder, root: root, given: Set(given))
            StandardStreams.error(warnings.map { $0 + "\n" }.joined())
            return html
        } catch {
            throw .infrastructure("guidespec", "cannot make the HTML report: \(error)")
        }
    }
}
