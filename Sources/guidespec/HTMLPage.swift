import Drift
import Foundation
import GuideSpecKit

/// The HTML page `drift`, `conform` and `check` write with `--format html` or `--report`, with guide lines read
/// relative to the working directory.
enum HTMLPage {
    /// The page; a run this build cannot read back from its own JSON report is a tool failure, exit 3.
    static func render(drift: DriftReport?, conformance: [ConformOutcome]) throws(GuideSpecFailure) -> String {
        do {
            return try ReportRun.html(
                drift: drift, conformance: conformance, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        } catch {
            throw .infrastructure("guidespec", "cannot make the HTML report: \(error)")
        }
    }
}
