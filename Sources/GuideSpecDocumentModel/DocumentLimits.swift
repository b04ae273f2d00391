/// Limits every front end holds a page to, so that no input makes a later stage slow, deep or huge.
/// Each front end reports a page over a limit as an error (exit 2) with its own rule ID; see docs/limits-and-complexity.md.
public enum DocumentLimits {
    /// The most cells a table row may have: cmark-gfm pads every row to its header's width, and the extractors
    /// look at each column of each row.
    public static let maximumTableColumns = 64
}
