import GuideSpecDocumentModel
import GuideSpecSpecModel

/// A page of two minds about what a callback hands back: a method declared with a callback of a list of one type, and an
/// example on the same page that passes it a closure and iterates that list as another type.
enum ExampleElementTypeRule: DriftRule {
    static let id = "drift.example-element-type"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "A page whose example iterates a callback's list as another type than the method's declaration gives it."
    static let compares: DriftRuleText =
        "a method the page declares with a callback that holds a list of one type (\(code: "Delegate<List<Receipt>>"), "
        + "\(code: "void (^)(NSArray<Receipt *> *list, NSError *error)")) against the loops of the page's examples that "
        + "name their element type and run over a parameter of a closure passed to that method "
        + "(\(code: "foreach (Status s in list)"), \(code: "for (Status s : list)"), \(code: "for (const Status& s : *list)")), "
        + "subject \(code: "callback:<method>")"
    static let example =
        "en declares Sdk.Store.Load's callback Sdk.Delegate<List<Sdk.Receipt>> (line 4), but its example iterates the list as "
        + "Sdk.Status (line 12)"
    static let details: [DriftRuleText] = [
        "A callback is a parameter whose type holds a list among its arguments (the neutral type "
            + "\(code: "Delegate<array<Receipt>>") or \(code: "callback(array<Receipt>, Error)")); a method whose parameters hold "
            + "lists of several types, or whose overloads disagree, is left out, as it is unclear which list a loop reads.",
        "A loop counts only when it runs over a parameter of a closure written among the call's own arguments (a lambda "
            + "\(code: "(list, error) =>"), \(code: "(list, error) -> {"), \(code: "list =>"), a C++ lambda's, a block's or an "
            + "anonymous class method's parameters), not within a nested call of another declared method, and only when it names "
            + "a type: \(code: "var"), \(code: "auto"), \(code: "let") and untyped loops name none. Namespaces are set aside, "
            + "and so is a prefix one side carries (\(code: "SDKReceipt") iterates a list of \(code: "Receipt")), so that only "
            + "two types of different names are reported.",
    ]

    /// A declared method whose callback holds a list of one element type.
    private struct Declared {
        var method: MethodSignature
        /// The callback parameter's type.
        var callback: TypeReference
        /// The neutral name of the list's element, such as `Receipt`.
        var element: String
    }

    /// A loop of an example that names its element type, over a closure parameter of a call of a declared method.
    struct Loop: Equatable {
        /// The called method's name.
        var method: String
        /// The element type as written, such as `Sdk.Status`.
        var type: String
        var line: Int
    }

    static func findings(in comparison: PageItems) -> [DriftFinding] {
        let page = comparison.page
        let declared = declarations(page.spec)
        guard !declared.isEmpty else { return [] }
        // The word a call starts with: the name, or an Objective-C selector's first keyword.
        let callWords = Dictionary(declared.keys.map { (String($0.prefix { $0 != ":" }), $0) }, uniquingKeysWith: { first, _ in first })
        var loops: [Loop] = []
        BlockWalk(page.document.blocks).forEachCode { code, _ in loops += typedLoops(in: code, calling: callWords) }
        var order: [String] = []
        var contradicting: [String: [Loop]] = [:]
        for loop in loops {
            guard let declaration = declared[loop.method], !agrees(unqualified(loop.type), declaration.element) else { continue }
            if contradicting[loop.method] == nil { order.append(loop.method) }
            if contradicting[loop.method]?.contains(where: { $0.type == loop.type }) != true {
                contradicting[loop.method, default: []].append(loop)
            }
        }
        return order.compactMap { name in
            guard let declaration = declared[name], let loops = contradicting[name] else { return nil }
            let method = declaration.method
            let label = (method.owner ?? method.calledOn?.receiver).map { "\($0).\(method.name)" } ?? method.name
            return DriftFinding(
                rule: id, severity: severity,
                message: message(
                    page.language, method: label, callback: declaration.callback.written, line: method.location.line,
                    iterated: loops.map { ($0.type, $0.line) }),
                page: page.spec.page, subject: "callback:\(label)",
                locations: [
                    DriftLocation(
                        method.location, language: page.language, note: "\(page.language): callback declared \(declaration.callback.written)")
                ]
                    + loops.map {
                        DriftLocation(
                            file: page.spec.source.file, line: $0.line, language: page.language, note: "\(page.language): example iterates \($0.type)"
                        )
                    })
        }
    }

    /// The methods of `spec` declared in code whose parameters hold one list type inside a callback, by name; a name whose
    /// declarations hold several is left out.
    private static func declarations(_ spec: PageSpec) -> [String: Declared] {
        var found: [String: Declared] = [:]
        var unclear: Set<String> = []
        for method in spec.methods where method.origin == nil {
            let lists = method.parameters.compactMap { parameter in listElement(of: parameter.type.neutral).map { (parameter.type, $0) } }
            guard let first = lists.first, lists.allSatisfy({ $0.1 == first.1 }) else {
                if !lists.isEmpty { unclear.insert(method.name) }
                continue
            }
            if let earlier = found[method.name] {
                if earlier.element != first.1 { unclear.insert(method.name) }
            } else {
                found[method.name] = Declared(method: method, callback: first.0, element: first.1)
            }
        }
        return found.filter { !unclear.contains($0.key) }
    }

    /// The element of the one list a callback type holds among its arguments (`Receipt` of `Delegate<array<Receipt>>` or
    /// `callback(array<Receipt>, Error)`), when it is a named type; nil for a list itself, a list of values or of lists, or
    /// lists of two types.
    static func listElement(of neutral: String) -> String? {
        let bytes = Array(neutral.utf8)
        let marker = Array("array<".utf8)
        var elements: Set<String> = []
        var index = 1
        while index + marker.count <= bytes.count {
            guard bytes[index..<(index + marker.count)].elementsEqual(marker), !isIdentifier(bytes[index - 1]) else {
                index += 1
                continue
            }
            let start = index + marker.count
            var end = start
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            guard end > start, end < bytes.count, bytes[end] == UInt8(ascii: ">"), isUpper(bytes[start]) else { return nil }
            elements.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
        }
        return elements.count == 1 ? elements.first : nil
    }

    /// Every loop of `code` that names its element type and runs over a parameter of a closure passed to a call of one of
    /// the methods `names` gives by the word their calls start with, attributed to the innermost such call.
    static func typedLoops(in code: CodeBlock, calling names: [String: String]) -> [Loop] {
        let bytes = Array(code.text.utf8)
        let calls = self.calls(in: bytes, of: names)
        guard !calls.isEmpty else { return [] }
        var loops: [Loop] = []
        for loop in self.loops(in: bytes) {
            guard let call = calls.filter({ $0.arguments.contains(loop.start) }).min(by: { $0.arguments.count < $1.arguments.count }) else {
                continue
            }
            let nested = calls.filter { $0.arguments.count < call.arguments.count && call.arguments.contains($0.arguments.lowerBound) }
            let parameters = closureParameters(in: bytes, call.arguments, excluding: nested.map(\.arguments))
            guard parameters.contains(loop.collection) else { continue }
            let line = code.firstLine + bytes[..<loop.start].count { $0 == UInt8(ascii: "\n") }
            loops.append(Loop(method: call.name, type: loop.type, line: line))
        }
        return loops
    }

    /// Each call of one of `names` with the range of its arguments: `Name(…)` to the closing parenthesis, or for an
    /// Objective-C selector `[receiver name:…]` from its first keyword to the closing bracket (or the block's end).
    private static func calls(in bytes: [UInt8], of names: [String: String]) -> [(name: String, arguments: Range<Int>)] {
        var calls: [(name: String, arguments: Range<Int>)] = []
        forEachWord(in: bytes) { word in
            let next = skippingSpaces(bytes, from: word.upperBound)
            guard next < bytes.count, let name = names[String(decoding: bytes[word], as: UTF8.self)] else { return }
            if bytes[next] == UInt8(ascii: "("), !name.hasSuffix(":") {
                calls.append((name, (next + 1)..<closing(bytes, open: next)))
            } else if bytes[next] == UInt8(ascii: ":"), name.hasSuffix(":") {
                calls.append((name, (next + 1)..<closingBracket(bytes, from: next + 1)))
            }
        }
        return calls
    }

    /// Every `for`/`foreach` loop whose header names an element type and a variable before `in` or `:`, with the name of
    /// the collection it runs over (`list` of `*list`), and where it starts.
    private static func loops(in bytes: [UInt8]) -> [(start: Int, type: String, collection: String)] {
        var loops: [(start: Int, type: String, collection: String)] = []
        forEachWord(in: bytes) { word in
            let open = skippingSpaces(bytes, from: word.upperBound)
            let keyword = String(decoding: bytes[word], as: UTF8.self)
            guard keyword == "for" || keyword == "foreach", open < bytes.count, bytes[open] == UInt8(ascii: "(") else { return }
            if let header = loopHeader(String(decoding: bytes[(open + 1)..<closing(bytes, open: open)], as: UTF8.self)) {
                loops.append((word.lowerBound, header.type, header.collection))
            }
        }
        return loops
    }

    /// Calls `body` with the range of each word of `bytes` (a run of letters, digits and underscores), in order.
    private static func forEachWord(in bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < bytes.count {
            guard isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            body(index..<end)
            index = end
        }
    }

    /// The element type and the collection of a loop header (`const Sdk::Status& s : *list`, `Status s in list`); nil when
    /// the header names no type (`var`, `auto`, `let`, or only the variable) or is a counting loop.
    static func loopHeader(_ header: String) -> (type: String, collection: String)? {
        let words = header.split { $0 == " " || $0 == "\t" || $0 == "\n" }
        var left: [Substring] = []
        var right: [Substring] = []
        if let inIndex = words.firstIndex(of: "in") {
            left = Array(words[..<inIndex])
            right = Array(words[(inIndex + 1)...])
        } else if let colon = header.firstColonNotDoubled {
            left = header[..<colon].split { $0 == " " || $0 == "\t" || $0 == "\n" }
            right = header[header.index(after: colon)...].split { $0 == " " || $0 == "\t" || $0 == "\n" }
        }
        let collection = String(right.joined().filter { !"*&()".contains($0) })
        let declaration = left.joined(separator: " ").filter { !"&*".contains($0) }.split(separator: " ").filter { !["const", "final"].contains($0) }
        guard declaration.count == 2, !collection.isEmpty, collection.utf8.allSatisfy(isIdentifier),
            !["var", "auto", "let", "val"].contains(declaration[0]), !header.contains(";"),
            declaration[0].utf8.allSatisfy({ isIdentifier($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") })
        else { return nil }
        return (String(declaration[0]), collection)
    }

    /// The parameter names of every closure written in `range` of `bytes` outside `excluded`: the parenthesised list before
    /// `=>`, before `->` followed by a space or brace, or before `{` (not of `if`, `for`, `while` and the like), and a single
    /// name before `=>`.
    private static func closureParameters(in bytes: [UInt8], _ range: Range<Int>, excluding excluded: [Range<Int>]) -> Set<String> {
        var names: Set<String> = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let inner = excluded.first(where: { $0.contains(index) }) {
                index = inner.upperBound
                continue
            }
            defer { index += 1 }
            let byte = bytes[index]
            let arrow = byte == UInt8(ascii: "=") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">")
            let javaArrow =
                byte == UInt8(ascii: "-") && index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: ">")
                && [UInt8(ascii: " "), UInt8(ascii: "{"), UInt8(ascii: "\n")].contains(bytes[index + 2])
            guard arrow || javaArrow || byte == UInt8(ascii: "{") else { continue }
            var before = index
            while before > range.lowerBound, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[before - 1]) { before -= 1 }
            guard before > range.lowerBound else { continue }
            if bytes[before - 1] == UInt8(ascii: ")"), let open = opening(bytes, close: before - 1, from: range.lowerBound) {
                guard !isControlKeyword(bytes, before: open) else { continue }
                for parameter in String(decoding: bytes[(open + 1)..<(before - 1)], as: UTF8.self).split(separator: ",") {
                    if let name = parameter.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last { names.insert(String(name)) }
                }
            } else if arrow, isIdentifier(bytes[before - 1]) {
                var start = before - 1
                while start > range.lowerBound, isIdentifier(bytes[start - 1]) { start -= 1 }
                names.insert(String(decoding: bytes[start..<before], as: UTF8.self))
            }
        }
        return names
    }

    /// Whether the parenthesis at `open` follows `if`, `for`, `foreach`, `while`, `switch`, `catch`, `using` or `lock`.
    private static func isControlKeyword(_ bytes: [UInt8], before open: Int) -> Bool {
        var end = open
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var start = end
        while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
        return ["if", "for", "foreach", "while", "switch", "catch", "using", "lock"].contains(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// The index of the parenthesis that closes the one at `open`, skipping string literals; the end when none does.
    private static func closing(_ bytes: [UInt8], open: Int) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    /// The index of the `]` that closes the bracket a message send from `start` is in; the end when none does.
    private static func closingBracket(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        for index in start..<bytes.count {
            if bytes[index] == UInt8(ascii: "[") { depth += 1 }
            if bytes[index] == UInt8(ascii: "]") {
                if depth == 0 { return index }
                depth -= 1
            }
        }
        return bytes.count
    }

    /// The index of the parenthesis that opens the one at `close`, not before `start`; nil when none does.
    private static func opening(_ bytes: [UInt8], close: Int, from start: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= start {
            if bytes[index] == UInt8(ascii: ")") { depth += 1 }
            if bytes[index] == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    private static func skippingSpaces(_ bytes: [UInt8], from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// Whether two type names name one type once a prefix one of them carries is set aside (`SDKReceipt`, `Receipt`).
    static func agrees(_ written: String, _ element: String) -> Bool {
        written.hasSuffix(element) || element.hasSuffix(written)
    }

    /// A type name without its namespaces: `Sdk.Status` and `Sdk::Status` read `Status`.
    static func unqualified(_ type: String) -> String {
        String(type.split { $0 == "." || $0 == ":" }.last ?? Substring(type))
    }

    /// Whether a byte may be part of a name: an ASCII letter, digit or underscore.
    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || isUpper(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

    static func message(_ language: String, method: String, callback: String, line: Int, iterated: [(String, Int)]) -> String {
        "\(language) declares \(method)'s callback \(callback) (line \(line)), but its example iterates the list as "
            + iterated.map { "\($0.0) (line \($0.1))" }.joined(separator: ", ")
    }
}

extension String {
    /// The first `:` that is not half of `::`.
    fileprivate var firstColonNotDoubled: String.Index? {
        var index = startIndex
        while index < endIndex {
            if self[index] == ":" {
                let next = self.index(after: index)
                if next < endIndex, self[next] == ":" {
                    index = self.index(after: next)
                    continue
                }
                return index
            }
            index = self.index(after: index)
        }
        return nil
    }
}
