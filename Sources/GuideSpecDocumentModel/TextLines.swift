/// The plain-text lines of a paragraph or table cell. Most hold one line, which is kept without an array, so reading a
/// page does not allocate an array per paragraph and cell (the front end's largest cost was its number of objects).
public struct TextLines: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// One line inline, or any other number in an array; `.many` never holds exactly one, so equal lines compare equal.
    /// The members that read it are inlinable: the extractors and drift read lines in other modules, a call each.
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case one(String)
        case many([String])
    }

    @usableFromInline
    let storage: Storage

    /// The lines `lines` holds.
    public init(_ lines: [String]) {
        storage = lines.count == 1 ? .one(lines[0]) : .many(lines)
    }

    /// A single line.
    public init(line: String) {
        storage = .one(line)
    }

    /// The lines of an array literal.
    public init(arrayLiteral lines: String...) {
        self.init(lines)
    }

    /// The position of the first line.
    @inlinable
    public var startIndex: Int { 0 }

    /// The position after the last line: the number of lines.
    @inlinable
    public var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let lines): lines.count
        }
    }

    /// The number of lines, read at once: `Collection`'s default counts through `distance(from:to:)`, a generic call each
    /// time in a debug build.
    @inlinable
    public var count: Int { endIndex }

    /// The position after `position`.
    @inlinable
    public func index(after position: Int) -> Int { position + 1 }

    /// The position before `position`.
    @inlinable
    public func index(before position: Int) -> Int { position - 1 }

    /// The line at `position`.
    @inlinable
    public subscript(position: Int) -> String {
        switch storage {
        case .one(let line):
            precondition(position == 0, "TextLines index out of range")
            return line
        case .many(let lines):
            return lines[position]
        }
    }

    /// The lines joined by `separator`; one line is returned as it is, without a copy.
    @inlinable
    public func joined(separator: String = "") -> String {
        switch storage {
        case .one(let line): line
        case .many(let lines): lines.joined(separator: separator)
        }
    }
}
