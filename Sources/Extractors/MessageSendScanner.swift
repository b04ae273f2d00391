/// Finds Objective-C message sends (`[Receiver keyword:arg other:arg]`) in example code, including nested ones
/// and sends whose closing bracket a scrape lost.
struct MessageSendScanner {
    /// One send: its selector, the receiver as written, and the line of its first keyword.
    struct Send: Equatable {
        var selector: String
        var receiver: String
        var line: Int
    }

    private let characters: [Character]
    private let lineStarts: [Int]
    private let firstLine: Int
    private var index = 0
    private(set) var sends: [Send] = []

    /// Scans `lines`, the first of which is source line `firstLine`.
    init(lines: [String], firstLine: Int) {
        let text = lines.joined(separator: "\n")
        characters = Array(text)
        var starts = [0]
        for (offset, character) in characters.enumerated() where character == "\n" { starts.append(offset + 1) }
        lineStarts = starts
        self.firstLine = firstLine
    }

    /// The sends in `lines`, in the order their keywords appear.
    static func sends(in lines: [String], firstLine: Int) -> [Send] {
        var scanner = MessageSendScanner(lines: lines, firstLine: firstLine)
        while scanner.index < scanner.characters.count { scanner.step(stopAt: []) }
        return scanner.sends.sorted { $0.line < $1.line }
    }

    private func line(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return firstLine + low
    }

    /// Consumes one token; returns the character it stopped at when that is in `stopAt`.
    @discardableResult
    private mutating func step(stopAt: Set<Character>) -> Character? {
        let character = characters[index]
        if stopAt.contains(character) { return character }
        switch character {
        case "/" where peek(1) == "/":
            while index < characters.count, characters[index] != "\n" { index += 1 }
        case "\"":
            skipString()
        case "[" where !isSubscript():
            index += 1
            scanSend()
        default:
            index += 1
        }
        return nil
    }

    private func peek(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func skipString() {
        index += 1
        while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
            index += characters[index] == "\\" ? 2 : 1
        }
        index += 1
    }

    /// `a[0]` indexes; `[a b]` sends. A bracket right after an identifier, `]` or `)` is a subscript.
    private func isSubscript() -> Bool {
        var back = index - 1
        while back >= 0, characters[back] == " " { back -= 1 }
        guard back >= 0 else { return false }
        let previous = characters[back]
        return Identifiers.isIdentifierCharacter(previous) || previous == "]" || previous == ")"
    }

    /// Reads a send after its `[`: the receiver, then keywords with their arguments, up to `]` or the end.
    private mutating func scanSend() {
        skipSpaces()
        let receiverStart = index
        if index < characters.count, characters[index] == "[" {
            index += 1
            scanSend()
        } else {
            while index < characters.count, Identifiers.isIdentifierCharacter(characters[index]) || characters[index] == "." { index += 1 }
        }
        let receiver = String(characters[receiverStart..<index]).trimmingCharacters(in: " \n")
        var selector = ""
        var keywordLine = line(at: index)
        while index < characters.count {
            skipSpaces()
            guard index < characters.count else { break }
            if characters[index] == "]" {
                index += 1
                break
            }
            let start = index
            while index < characters.count, Identifiers.isIdentifierCharacter(characters[index]) { index += 1 }
            let word = String(characters[start..<index])
            if word.isEmpty {
                if characters[index] == ";" || characters[index] == "}" { break }  // the scrape lost the `]`
                step(stopAt: [])
                continue
            }
            if selector.isEmpty { keywordLine = line(at: start) }
            if index < characters.count, characters[index] == ":" {
                selector += word + ":"
                index += 1
                skipArgument()
            } else {
                if selector.isEmpty { selector = word }
                skipToClose()
                break
            }
        }
        if !selector.isEmpty, !receiver.isEmpty {
            sends.append(Send(selector: selector, receiver: receiver.hasPrefix("[") ? "" : receiver, line: keywordLine))
        }
    }

    /// Skips one argument: up to the next `keyword:` at this depth, or to the `]` that closes the send.
    private mutating func skipArgument() {
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if depth == 0, character == "]" { return }
            if depth == 0, character == ";" { return }
            if depth == 0, character == " " || character == "\n", nextIsKeyword() { return }
            if character == "(" || character == "{" { depth += 1 }
            if character == ")" || character == "}" { depth -= 1; if depth < 0 { return } }
            step(stopAt: [])
        }
    }

    private mutating func skipToClose() {
        while index < characters.count, characters[index] != "]", characters[index] != ";" { step(stopAt: []) }
        if index < characters.count, characters[index] == "]" { index += 1 }
    }

    /// Whether the text after the spaces at `index` is `identifier:` (and not `::` or `: `).
    private func nextIsKeyword() -> Bool {
        var cursor = index
        while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\n" { cursor += 1 }
        let start = cursor
        while cursor < characters.count, Identifiers.isIdentifierCharacter(characters[cursor]) { cursor += 1 }
        return cursor > start && cursor < characters.count && characters[cursor] == ":" && !characters[start].isNumber
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\n" || characters[index] == "\t" { index += 1 }
    }
}
