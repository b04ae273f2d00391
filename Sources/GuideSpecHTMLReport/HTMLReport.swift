import GuideSpecDrift

/// The report stage: a drift report and conformance runs in, one self-contained HTML page out (inline style and
/// script, no network, readable without JavaScript, printable), with the guide lines each finding and failing case
/// points at. The same input and guide files give the same bytes.
public enum HTMLReport {
    /// The page for `input`; `readGuide` gives the bytes of a guide file its findings and cases name (as they name
    /// it), or why it cannot, which the page then says.
    public static func render(_ input: ReportInput, readGuide: @escaping (String) throws(ReportInputError) -> [UInt8]) -> String {
        var sources = GuideSourceReader(read: readGuide)
        return HTMLRenderer.document(ReportPage.node(input, rules: DriftRules.descriptions, sources: &sources))
    }
}
