import GuideSpecDocumentModel

/// Finds Objective-C message sends (`[Receiver keyword:arg other:arg]`) in example code, including nested ones
/// and sends whose closing bracket a scrape lost.
///
/// The sends still open are an explicit stack, not recursion, so brackets nested thousands deep cost memory
/// in proportion to the text and never exhaust the call stack; every character is looked at a bounded number
/// of times, so the scan is linear in the text.
struct MessageSendScanner {
    /// One send: its selector, the receiver as written, and the line of its first keyword.
    struct Send: Equatable {
        var selector: String
        var receiver: String
        var line: Int
    }

    /// Where an open send is in its reading.
    private enum Phase {
        /// Right after its `[`: the receiver comes next.
        case receiver
        /// Its receiver was a nested send, which just closed.
        case afterNestedReceiver
        /// Between keywords: the next keyword, `]`, or the end of a send whose `]` a scrape lost.
        case keywords
        /// Inside the argument of a keyword, `depth` parentheses or braces deep.
        case argument(depth: Int)
        /// After a one-word selector: skipping to the `]` (or `;`) that ends the send.
        case toClose
    }

    /// A send whose `]` has not been reached yet.
    private struct OpenSend {
        var phase = Phase.receiver
        /// The receiver's name, "" when it is itself a send, nil when there is none (or not yet read).
        var receiver: String?
        var selector = ""
        var keywordLine = 0
    }

    /// The text one byte per character (`CharacterBytes`): the scanner tells only ASCII characters apart.
    private let characters: [UInt8]
    private let lineStarts: [Int]
    private let firstLine: Int
    private var index = 0
    private var open: [OpenSend] = []
    private var sends: [Send] = []

    /// Scans `text`, whose first line is source line `firstLine`.
    private init(text: String, firstLine: Int) {
        characters = CharacterBytes.of(text)
        var starts = [0]
        for (offset, character) in characters.enumerated() where character == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        self.firstLine = firstLine
    }

    /// The sends in a code block, in the order their keywords appear.
    static func sends(in code: CodeBlock) -> [Send] {
        var scanner = MessageSendScanner(text: code.text, firstLine: code.firstLine)
        scanner.run()
        return scanner.sends.sorted { $0.line < $1.line }
    }

    /// Advances through the text until it is consumed and every open send is closed.
    private mutating func run() {
        while true {
            guard let phase = open.last?.phase else {
                guard index < characters.count else { return }
                step()
                continue
            }
            switch phase {
            case .receiver: readReceiver()
            case .afterNestedReceiver: startKeywords(receiver: "")
            case .keywords: readKeyword()
            case .argument(let depth): readArgument(depth: depth)
            case .toClose: readToClose()
            }
        }
    }

    /// Consumes one token outside a send's own syntax: a comment, a string, a send's `[` (opening it), or a character.
    private mutating func step() {
        switch characters[index] {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < characters.count, characters[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "\""):
            skipString()
        case UInt8(ascii: "[") where !isSubscript():
            index += 1
            open.append(OpenSend())
        default:
            index += 1
        }
    }

    /// The receiver: a nested send (opened here, read first), or an identifier path such as `self.store`.
    private mutating func readReceiver() {
        skipSpaces()
        if index < characters.count, characters[index] == UInt8(ascii: "[") {
            index += 1
            open[open.count - 1].phase = .afterNestedReceiver
            open.append(OpenSend())
            return
        }
        let start = index
        while index < characters.count, Identifiers.isIdentifierByte(characters[index]) || characters[index] == UInt8(ascii: ".") { index += 1 }
        startKeywords(receiver: index > start ? String(decoding: characters[start..<index], as: UTF8.self) : nil)
    }

    /// Records the receiver (nil when there is none, so the send is not recorded) and reads keywords next.
    private mutating func startKeywords(receiver: String?) {
        open[open.count - 1].receiver = receiver
        open[open.count - 1].keywordLine = line(at: index)
        open[open.count - 1].phase = .keywords
    }

    /// One keyword with its colon (then its argument), a one-word selector, the `]`, or a token between them.
    private mutating func readKeyword() {
        skipSpaces()
        guard index < characters.count else { return close() }
        if characters[index] == UInt8(ascii: "]") {
            index += 1
            return close()
        }
        let start = index
        while index < characters.count, Identifiers.isIdentifierByte(characters[index]) { index += 1 }
        guard index > start else {
            if characters[index] == UInt8(ascii: ";") || characters[index] == UInt8(ascii: "}") { return close() }  // the scrape lost the `]`
            return step()
        }
        let word = String(decoding: characters[start..<index], as: UTF8.self)
        if open[open.count - 1].selector.isEmpty { open[open.count - 1].keywordLine = line(at: start) }
        if index < characters.count, characters[index] == UInt8(ascii: ":") {
            open[open.count - 1].selector += word + ":"
            index += 1
            open[open.count - 1].phase = .argument(depth: 0)
        } else {
            if open[open.count - 1].selector.isEmpty { open[open.count - 1].selector = word }
            open[open.count - 1].phase = .toClose
        }
    }

    /// One token of an argument, which runs to the next `keyword:` at its depth, or to the `]` or `;` that ends it.
    private mutating func readArgument(depth: Int) {
        guard index < characters.count else { return open[open.count - 1].phase = .keywords }
        let character = characters[index]
        if depth == 0, character == UInt8(ascii: "]") || character == UInt8(ascii: ";") { return open[open.count - 1].phase = .keywords }
        if depth == 0, character == UInt8(ascii: " ") || character == UInt8(ascii: "\n") {
            let next = afterSpaces()
            if isKeyword(at: next) { return open[open.count - 1].phase = .keywords }
            index = next
            return
        }
        var newDepth = depth
        if character == UInt8(ascii: "(") || character == UInt8(ascii: "{") { newDepth += 1 }
        if character == UInt8(ascii: ")") || character == UInt8(ascii: "}") {
            newDepth -= 1
            if newDepth < 0 { return open[open.count - 1].phase = .keywords }
        }
        open[open.count - 1].phase = .argument(depth: newDepth)
        step()
    }

    /// One token on the way to the `]` that closes a one-word send; `;` ends it too.
    private mutating func readToClose() {
        guard index < characters.count, characters[index] != UInt8(ascii: "]"), characters[index] != UInt8(ascii: ";") else {
            if index < characters.count, characters[index] == UInt8(ascii: "]") { index += 1 }
            return close()
        }
        step()
    }

    /// Ends the innermost open send, recording it when it has both a receiver and a selector.
    private mutating func close() {
        let send = open.removeLast()
        if let receiver = send.receiver, !send.selector.isEmpty {
            sends.append(Send(selector: send.selector, receiver: receiver, line: send.keywordLine))
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func skipString() {
        index += 1
        while index < characters.count, characters[index] != UInt8(ascii: "\""), characters[index] != UInt8(ascii: "\n") {
            index += characters[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, characters.count)
    }

    /// `a[0]` indexes; `[a b]` sends. A bracket right after an identifier, `]` or `)` is a subscript.
    private func isSubscript() -> Bool {
        var back = index - 1
        while back >= 0, characters[back] == UInt8(ascii: " ") { back -= 1 }
        guard back >= 0 else { return false }
        let previous = characters[back]
        return Identifiers.isIdentifierByte(previous) || previous == UInt8(ascii: "]") || previous == UInt8(ascii: ")")
    }

    /// The index after the spaces and line breaks at `index`.
    private func afterSpaces() -> Int {
        var cursor = index
        while cursor < characters.count, characters[cursor] == UInt8(ascii: " ") || characters[cursor] == UInt8(ascii: "\n") { cursor += 1 }
        return cursor
    }

    /// Whether the text at `start` is `identifier:` (and not `::` or a number).
    private func isKeyword(at start: Int) -> Bool {
        var cursor = start
        while cursor < characters.count, Identifiers.isIdentifierByte(characters[cursor]) { cursor += 1 }
        return cursor > start && cursor < characters.count && characters[cursor] == UInt8(ascii: ":")
            && !(characters[start] >= UInt8(ascii: "0") && characters[start] <= UInt8(ascii: "9"))
    }

    private mutating func skipSpaces() {
        while index < characters.count,
            characters[index] == UInt8(ascii: " ") || characters[index] == UInt8(ascii: "\n") || characters[index] == UInt8(ascii: "\t")
        { index += 1 }
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
}
