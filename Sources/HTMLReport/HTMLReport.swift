public import Foundation

/// The report stage: a drift report and conformance runs in, one self-contained HTML page out (inline style and
/// script, no network, readable without JavaScript, printable), with the guide lines each finding and failing case
/// points at. The same input and guide files give the same bytes.
public enum HTMLReport {
    /// The page for `input`, quoting guide lines from the files its findings and cases name, relative to `folder`
    /// (the folder the reports were made in).
    public static func render(_ input: ReportInput, guidesIn folder: URL) -> String {
        var sources = GuideSourceReader(folder: folder)
        return HTMLRenderer.document(ReportPage.node(input, catalog: .embedded, sources: &sources))
    }
}
