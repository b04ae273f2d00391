/// The tokens of one declaration-sized piece of code, cut at `;`, `{`, `}`, an enum's `,` or a line break after a
/// parameter list; comments inside it are kept apart.
struct Statement {
    /// What ended the statement.
    enum Terminator: Equatable {
        case semicolon, openBrace, closeBrace, comma, elision, lineBreak, end
    }

    /// The indices of its code tokens (comments excluded), in order.
    var tokens: [Int]
    /// The indices of the comments among its tokens.
    var comments: [Int]
    var terminator: Terminator
    /// The index of the terminating token (for `end`, the token count).
    var terminatorIndex: Int
    /// The index reading resumes at: after the terminator, or at the `}` or line-starting token that ended it.
    var next: Int
}
