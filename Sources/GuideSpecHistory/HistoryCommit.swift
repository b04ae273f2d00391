/// One commit of the walked history, as reports name it.
public struct HistoryCommit: Hashable, Sendable {
    /// The full commit id.
    public var id: String
    /// The parents' ids, first parent first; more than one for a merge.
    public var parents: [String]
    /// The author date in strict ISO 8601, as the commit records it (`2021-03-02T10:09:32+09:00`).
    public var date: String
    /// The author's name, as the commit records it.
    public var author: String
    /// The first line of the message.
    public var subject: String

    /// Creates a commit record.
    public init(id: String, parents: [String], date: String, author: String, subject: String) {
        self.id = id
        self.parents = parents
        self.date = date
        self.author = author
        self.subject = subject
    }

    /// The id's first eight digits, as text reports show it.
    public var shortID: String { String(id.prefix(8)) }

    /// The date part of `date` (`2021-03-02`).
    public var day: String { String(date.prefix(10)) }
}
