import GuideSpecExtractors
import GuideSpecSpecModel

/// Reads one function body statement by statement: the loop over transactions, the switch over their state with each case's
/// actions, and what happens outside the switch. One forward pass; open braces, `if` conditions and the switch are counted
/// on explicit depths, never by recursion.
struct TransactionBodyReader {
    let tokens: [SourceToken]
    let range: Range<Int>
    let tokenizer: SourceTokenizer

    /// What the body holds.
    struct Body {
        var loopLine: Int?
        var switchLine: Int?
        var cases: [StateCase] = []
        var outside: [CodeAction] = []
        var todoLines: [Int] = []
        /// Whether any path calls `finishTransaction`.
        var finishes = false
    }

    /// Words that are statements, not calls, when a `(` follows them.
    static let keywords: Set<String> = ["if", "for", "while", "switch", "guard", "return", "sizeof", "catch", "else", "case", "in"]

    /// The state a case label names: `.purchasing`, `SKPaymentTransactionStatePurchasing` → `purchasing`; nil for other words.
    static func state(named label: String) -> String? {
        var name = label
        if name.hasPrefix("SKPaymentTransactionState") { name.removeFirst("SKPaymentTransactionState".count) }
        guard let first = name.first else { return nil }
        let lowered = first.lowercased() + name.dropFirst()
        return StateCase.transactionStates.contains(lowered) ? lowered : nil
    }

    func read() -> Body {
        var body = Body()
        var depth = 0
        var switchDepth: Int?
        var pendingLoop = false
        var pendingSwitch = false
        var pendingCondition: String?
        var conditions: [(depth: Int, text: String)] = []
        var index = range.lowerBound
        var statementStart = true

        func append(_ action: CodeAction) {
            if action.kind == "finish" { body.finishes = true }
            if let switchDepth, depth >= switchDepth, !body.cases.isEmpty {
                body.cases[body.cases.count - 1].actions.append(action)
            } else {
                body.outside.append(action)
            }
        }

        while index < range.upperBound {
            let token = tokens[index]
            let text = tokenizer.text(token)
            let condition = conditions.last?.text
            if token.isComment {
                if text.contains("TODO") { body.todoLines.append(token.line) }
                index += 1
                continue
            }
            if token.is("{") {
                depth += 1
                if pendingSwitch {
                    switchDepth = depth
                    pendingSwitch = false
                } else if pendingLoop {
                    pendingLoop = false
                } else if let text = pendingCondition {
                    conditions.append((depth, text))
                    pendingCondition = nil
                }
                statementStart = true
            } else if token.is("}") {
                if depth == switchDepth { switchDepth = nil }
                while let last = conditions.last, last.depth == depth { conditions.removeLast() }
                depth -= 1
                statementStart = true
            } else if token.is(";") {
                statementStart = true
            } else if token.kind == .identifier {
                let next = index + 1 < range.upperBound ? tokens[index + 1] : nil
                switch text {
                case "for":
                    if body.loopLine == nil { body.loopLine = token.line }
                    pendingLoop = true
                case "switch":
                    if body.switchLine == nil, body.loopLine != nil || body.cases.isEmpty { body.switchLine = token.line }
                    pendingSwitch = true
                case "if", "guard":
                    let (conditionText, end) = conditionText(from: index + 1)
                    pendingCondition = text == "guard" ? "guard \(conditionText)" : conditionText
                    index = end
                    continue
                // `default` is a label only before its colon: `SKPaymentQueue.default()` in a case is a call.
                case "case" where switchDepth == depth, "default" where switchDepth == depth && next?.is(":") == true:
                    let (states, end) = labels(from: index, isDefault: text == "default")
                    body.cases.append(StateCase(states: states, line: token.line, actions: []))
                    index = end + 1
                    statementStart = true
                    continue
                case "return", "break", "continue":
                    append(CodeAction(kind: text, line: token.line, condition: condition))
                case "finishTransaction":
                    append(CodeAction(kind: "finish", line: token.line, condition: condition))
                default:
                    if let next, next.is("("), !Self.keywords.contains(text) {
                        let (arguments, end) = argumentCount(from: index + 1)
                        append(CodeAction(kind: "call", line: token.line, name: text, arguments: arguments, condition: condition))
                        index = end + 1
                        statementStart = false
                        continue
                    }
                    if statementStart, let next, next.is("="), index + 2 < range.upperBound, !tokens[index + 2].is("=") {
                        let value = tokenizer.text(tokens[index + 2])
                        append(CodeAction(kind: "assign", line: token.line, name: text, value: value, condition: condition))
                    }
                }
                statementStart = false
            } else {
                statementStart = false
            }
            index += 1
        }
        return body
    }

    /// The text of an `if`/`guard` condition as written up to its `{` (outer parentheses dropped, spaces collapsed) and the
    /// index of that `{`.
    func conditionText(from start: Int) -> (String, Int) {
        var index = start
        var depth = 0
        while index < range.upperBound, !(depth == 0 && tokens[index].is("{")) {
            if tokens[index].is("(") { depth += 1 } else if tokens[index].is(")") { depth -= 1 }
            index += 1
        }
        guard index > start else { return ("", index) }
        var first = start
        var last = index - 1
        if tokens[first].is("("), tokens[last].is(")") {
            first += 1
            last -= 1
        }
        guard first <= last else { return ("", index) }
        let text = String(decoding: tokenizer.bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
        return (text.split(whereSeparator: \.isWhitespace).joined(separator: " "), index)
    }

    /// The states a `case` names up to its `:` (or `default`), and the index of that `:`.
    func labels(from start: Int, isDefault: Bool) -> ([String], Int) {
        var index = start + 1
        var states: [String] = []
        while index < range.upperBound, !tokens[index].is(":") {
            if tokens[index].kind == .identifier, let state = Self.state(named: tokenizer.text(tokens[index])) { states.append(state) }
            index += 1
        }
        return (isDefault ? ["default"] : states, index)
    }

    /// How many arguments the call whose `(` is at `open` passes, and the index of its `)`.
    func argumentCount(from open: Int) -> (Int, Int) {
        var depth = 0
        var commas = 0
        var empty = true
        var index = open
        while index < range.upperBound {
            let token = tokens[index]
            if token.is("(") || token.is("[") || token.is("{") {
                depth += 1
            } else if token.is(")") || token.is("]") || token.is("}") {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1 && token.is(",") {
                commas += 1
            } else if !token.isComment {
                empty = false
            }
            index += 1
        }
        return (empty ? 0 : commas + 1, index)
    }
}
