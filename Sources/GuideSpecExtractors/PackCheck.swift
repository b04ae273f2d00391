package import GuideSpecDocumentModel
package import GuideSpecSpecModel

/// A pack's check of what its extractor read from a page against a contract the guide's code must keep. A command of its
/// own runs it (`guidespec observer-check`); drift, which compares pages and languages, does not.
package protocol PackCheck: Sendable {
    /// The name of the command that runs it, such as `observer-check`.
    var command: String { get }
    /// What the command checks, in one line of its help.
    var abstract: String { get }
    /// What the command prints and when it fails, for its help.
    var discussion: String { get }
    /// Every finding on one page, in line order.
    func findings(_ spec: PageSpec) -> [Diagnostic]
}
