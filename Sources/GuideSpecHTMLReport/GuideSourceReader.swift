import GuideSpecDocumentModel

/// The lines a report quotes from the guide files its findings and cases name, each file read once.
///
/// Only files with a guide extension are asked for (a report's input is written by whoever ran the tool, and its
/// HTML may be published); `read` gets the bytes, as the caller's file rules allow. Bytes go through `SourceText`,
/// so lines are numbered as the front ends numbered them.
struct GuideSourceReader {
    /// Lines shown before the first and after the last highlighted line.
    static let contextLines = 2
    /// Highlighted lines shown at most for one location; the rest are counted.
    static let highlightedLimit = 8
    /// Characters shown of one line; the rest are counted.
    static let lineCharacterLimit = 320
    /// The extensions of the guide formats GuideSpec reads.
    static let guideExtensions: Set<String> = ["htm", "html", "markdown", "md", "text", "txt"]

    /// The bytes of a file, named as the report names it, or why they cannot be read.
    let read: (String) throws(ReportInputError) -> [UInt8]
    private var files: [String: Result<[Substring], FileProblem>] = [:]

    /// Why a file's lines cannot be quoted, as the report says it.
    struct FileProblem: Error, Sendable {
        var message: String
    }

    /// A reader getting each file's bytes from `read`.
    init(read: @escaping (String) throws(ReportInputError) -> [UInt8]) {
        self.read = read
    }

    /// The lines around `line...endLine` of `file`.
    mutating func excerpt(file: String, line: Int, endLine: Int) -> SourceExcerpt {
        let lines: [Substring]
        switch fileLines(file) {
        case .failure(let problem): return SourceExcerpt(lines: [], omittedItemLines: 0, problem: problem.message)
        case .success(let read): lines = read
        }
        guard line >= 1 else { return SourceExcerpt(lines: [], omittedItemLines: 0, problem: Messages.notALine(line)) }
        guard line <= lines.count else {
            return SourceExcerpt(lines: [], omittedItemLines: 0, problem: Messages.pastTheEnd(line: line, file: file, count: lines.count))
        }
        let lastItemLine = min(max(endLine, line), lines.count)
        let lastShownItemLine = min(lastItemLine, line + Self.highlightedLimit - 1)
        let first = max(1, line - Self.contextLines)
        let last = lastShownItemLine < lastItemLine ? lastShownItemLine : min(lines.count, lastItemLine + Self.contextLines)
        let quoted = (first...last).map { number in
            let text = lines[number - 1]
            let kept = text.prefix(Self.lineCharacterLimit)
            return SourceExcerpt.Line(
                number: number, text: String(kept), highlighted: (line...lastShownItemLine).contains(number),
                cutCharacters: kept.endIndex == text.endIndex ? 0 : text.count - kept.count)
        }
        return SourceExcerpt(lines: quoted, omittedItemLines: lastItemLine - lastShownItemLine, problem: nil)
    }

    /// The problem of every file that could not be read so far, by path.
    var unreadableFiles: [(file: String, problem: String)] {
        files.compactMap { entry in
            guard case .failure(let problem) = entry.value else { return nil }
            return (entry.key, problem.message)
        }.sorted { $0.file < $1.file }
    }

    private mutating func fileLines(_ file: String) -> Result<[Substring], FileProblem> {
        if let known = files[file] { return known }
        let lines = load(file)
        files[file] = lines
        return lines
    }

    private func load(_ file: String) -> Result<[Substring], FileProblem> {
        let name = file.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), Self.guideExtensions.contains(name[name.index(after: dot)...].lowercased()) else {
            return .failure(FileProblem(message: Messages.notAGuide))
        }
        let bytes: [UInt8]
        do {
            bytes = try read(file)
        } catch {
            return .failure(FileProblem(message: error.message))
        }
        let source = SourceText(bytes: bytes, file: file)
        guard let text = source.text else {
            return .failure(FileProblem(message: source.diagnostics.first { $0.severity == .error }?.message ?? Messages.unreadable))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return .success(lines)
    }

    enum Messages {
        static let notAGuide = "not quoted: only guide files (.md, .html, .txt) are read for a report"
        static let unreadable = "cannot be read"

        static func notALine(_ line: Int) -> String { "line \(line) is not a line number" }

        static func pastTheEnd(line: Int, file: String, count: Int) -> String {
            "line \(line) is past the end of \(file) (\(count) lines): the file has changed since the report was made"
        }
    }
}
