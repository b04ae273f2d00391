/// The lines of a guide file around one location, or why they could not be shown.
struct SourceExcerpt: Sendable {
    /// One quoted line.
    struct Line: Sendable {
        /// 1-based.
        var number: Int
        var text: String
        /// Whether the line belongs to the item the location points at.
        var highlighted: Bool
        /// How many characters were cut off the end of a very long line; zero when none.
        var cutCharacters: Int
    }

    /// The quoted lines, in order; empty when `problem` says why.
    var lines: [Line]
    /// How many lines of a long item were left out after the last highlighted one.
    var omittedItemLines: Int
    /// Why no lines are quoted: the file could not be read, or the location lies past its end.
    var problem: String?
}
