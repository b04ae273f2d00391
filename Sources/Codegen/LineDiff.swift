/// A unified diff of two texts, line by line, bounded so that any pair of files gives a readable, finite report.
public enum LineDiff {
    /// The most lines one diff prints; the rest is counted.
    public static let maximumLines = 80
    /// The most lines either side may have between the common start and end for a line-by-line comparison; beyond it the
    /// whole middle is shown as replaced.
    static let maximumCompared = 4000

    /// `--- old` and `+++ new` headers, then hunks `@@ -a,b +c,d @@` of removed (`-`) and added (`+`) lines with up to two
    /// lines of context (` `); empty when the texts are equal.
    public static func unified(old: String, new: String, oldName: String, newName: String) -> [String] {
        let before = lines(of: old)
        let after = lines(of: new)
        guard before != after else { return [] }
        var prefix = 0
        while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(before[prefix..<(before.count - suffix)])
        let newMiddle = Array(after[prefix..<(after.count - suffix)])
        var removed = Set<Int>()
        var inserted = Set<Int>()
        if oldMiddle.count <= maximumCompared && newMiddle.count <= maximumCompared {
            for change in newMiddle.difference(from: oldMiddle) {
                switch change {
                case .remove(let offset, _, _): removed.insert(prefix + offset)
                case .insert(let offset, _, _): inserted.insert(prefix + offset)
                }
            }
        } else {
            removed = Set(prefix..<(before.count - suffix))
            inserted = Set(prefix..<(after.count - suffix))
        }
        var lines = ["--- \(oldName)", "+++ \(newName)"]
        var (o, n) = (0, 0)
        var printed = 0
        var hidden = 0
        while o < before.count || n < after.count {
            guard removed.contains(o) || inserted.contains(n) else {
                o += 1
                n += 1
                continue
            }
            let start = (max(0, o - 2), max(0, n - 2))
            var hunk = (start.0..<o).map { " " + before[$0] }
            var (oEnd, nEnd) = (o, n)
            while oEnd < before.count || nEnd < after.count {
                if removed.contains(oEnd) {
                    hunk.append("-" + before[oEnd])
                    oEnd += 1
                } else if inserted.contains(nEnd) {
                    hunk.append("+" + after[nEnd])
                    nEnd += 1
                } else if oEnd < before.count, nEnd < after.count,
                    (1...4).contains(where: { removed.contains(oEnd + $0) || inserted.contains(nEnd + $0) })
                {
                    hunk.append(" " + before[oEnd])
                    oEnd += 1
                    nEnd += 1
                } else {
                    break
                }
            }
            let context = (oEnd..<min(before.count, oEnd + 2)).map { " " + before[$0] }
            hunk += context
            let header = "@@ -\(range(start.0, oEnd + context.count)) +\(range(start.1, nEnd + context.count)) @@"
            for line in [header] + hunk {
                if printed < maximumLines { lines.append(line) } else { hidden += 1 }
                printed += 1
            }
            (o, n) = (oEnd, nEnd)
        }
        if hidden > 0 { lines.append("… \(hidden) more diff lines") }
        return lines
    }

    /// The lines of `text`; an empty text has none (a missing file), a final newline ends the last line.
    static func lines(of text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A hunk's `start,count` for the lines `start..<end` (0-based): 1-based, or `start,0` for an empty range, as diff writes it.
    static func range(_ start: Int, _ end: Int) -> String {
        end > start ? "\(start + 1),\(end - start)" : "\(start),0"
    }
}
