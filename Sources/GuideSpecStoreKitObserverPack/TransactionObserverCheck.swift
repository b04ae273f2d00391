package import GuideSpecDocumentModel
import GuideSpecExtractors
package import GuideSpecSpecModel

/// Checks the transaction code of a page's spec against the StoreKit observer contract: which states each switch handles,
/// which paths finish the transaction, which leave the loop, and whether delegate calls pass as many arguments as declared.
/// `guidespec observer-check` runs it.
package struct TransactionObserverCheck: PackCheck {
    package init() {}

    package var command: String { "observer-check" }

    package var abstract: String {
        "Check the StoreKit transaction-observer code of guides: states each switch handles, paths that finish, early returns, delegate arity."
    }

    package var discussion: String { "Prints one line per finding, `file:line: severity: message [rule]`; exit 1 when any is an error." }

    /// What the contract says each state needs: true when its transactions must be finished, false when they must not be.
    static let mustFinish: [String: Bool] = ["purchasing": false, "purchased": true, "failed": true, "restored": true, "deferred": false]

    /// Every finding on one page, in line order.
    package func findings(_ spec: PageSpec) -> [Diagnostic] {
        let file = spec.source.file
        let functions = spec.transactionFunctions ?? []
        let helpers = Dictionary(
            functions.filter { $0.role == "helper" }.map { (String($0.name.prefix { $0 != "(" && $0 != ":" }), $0) },
            uniquingKeysWith: { first, _ in first })
        let declarations = Dictionary(spec.methods.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [Diagnostic] = []
        for function in functions {
            switch function.role {
            case "updatedTransactions": found += Self.updatedTransactions(function, helpers: helpers, file: file)
            case "productsResponse":
                found += function.todoLines.map { Diagnostic(.warning, rule: Self.todo, file: file, line: $0, Self.todoMessage(function.name)) }
            default: break
            }
            found += Self.arity(function, declarations: declarations, file: file)
        }
        return found.sortedForReport()
    }

    /// The findings of one `updatedTransactions` callback.
    static func updatedTransactions(_ function: TransactionFunction, helpers: [String: TransactionFunction], file: String) -> [Diagnostic] {
        guard let switchLine = function.switchLine else { return [] }
        var found: [Diagnostic] = []
        let handled = function.cases.flatMap { entry in entry.states.map { ($0, entry.line) } }
        found.append(Diagnostic(.note, rule: switchStates, file: file, line: switchLine, switchStatesMessage(function.name, handled)))
        let hasDefault = handled.contains { $0.0 == "default" }
        for state in StateCase.transactionStates {
            let caseIndex =
                function.cases.firstIndex { $0.states.contains(state) }
                ?? (hasDefault ? function.cases.firstIndex { $0.states.contains("default") } : nil)
            let path = TransactionPath(function: function, caseIndex: caseIndex, helpers: helpers)
            let line = caseIndex.map { function.cases[$0].line } ?? switchLine
            if caseIndex == nil {
                found.append(Diagnostic(.error, rule: missingState, file: file, line: switchLine, missingStateMessage(state, path)))
            }
            if let caseIndex, path.empty, function.language == "swift" {
                found.append(Diagnostic(.error, rule: emptyCase, file: file, line: function.cases[caseIndex].line, emptyCaseMessage(state)))
            }
            found.append(Diagnostic(.note, rule: finishPath, file: file, line: line, finishPathMessage(state, path, handled: caseIndex != nil)))
            if let leaves = path.leavesLoopAt, function.loopLine != nil {
                found.append(Diagnostic(.error, rule: leavesLoop, file: file, line: leaves, leavesLoopMessage(state, function.name)))
            }
            let finishes = !path.finishes.isEmpty
            if mustFinish[state] == true, !finishes {
                found.append(Diagnostic(.error, rule: unfinished, file: file, line: line, unfinishedMessage(state)))
            }
            if mustFinish[state] == false, let first = path.finishes.first {
                found.append(Diagnostic(.error, rule: finishesWaiting, file: file, line: first.line, finishesWaitingMessage(state, first.line)))
            }
        }
        return found
    }

    /// A call that passes a different number of arguments than the method of that name the page declares first
    /// (`declarations`, by name) takes.
    static func arity(_ function: TransactionFunction, declarations: [String: MethodSignature], file: String) -> [Diagnostic] {
        let calls = function.afterSwitch + function.cases.flatMap(\.actions)
        return calls.filter { $0.kind == "call" }.sorted { $0.line < $1.line }.compactMap { call in
            guard let name = call.name, let arguments = call.arguments, let declared = declarations[name] else { return nil }
            let most = declared.parameters.count
            let fewest = declared.parameters.filter { $0.defaultValue == nil }.count
            guard arguments < fewest || (!declared.variadic && arguments > most) else { return nil }
            return Diagnostic(.error, rule: arityMismatch, file: file, line: call.line, arityMessage(name, arguments: arguments, declared: declared))
        }
    }

    // MARK: - Rules and messages

    static let switchStates = "observer.switch-states"
    static func switchStatesMessage(_ function: String, _ handled: [(String, Int)]) -> String {
        "the switch over the transaction state in \(function) handles " + handled.map { "\($0.0) (line \($0.1))" }.joined(separator: ", ")
    }

    static let missingState = "observer.missing-state"
    static func missingStateMessage(_ state: String, _ path: TransactionPath) -> String {
        var consequence = "such a transaction is not handled"
        let reached = path.calls.map { "\($0.name ?? "a call") at line \($0.line)" } + path.finishes.map { "finishTransaction at line \($0.line)" }
        if !reached.isEmpty {
            let unset = Set(path.finishes.flatMap { path.unassigned(in: $0.condition) }).sorted()
            consequence =
                "such a transaction falls through to " + listed(reached, separator: " and ")
                + (unset.isEmpty ? "" : " with \(unset.map { "`\($0)`" }.joined(separator: ", ")) never assigned")
        }
        return "no case for \(state): \(consequence); the contract: \(duty(state))"
    }

    static let emptyCase = "observer.empty-case"
    static func emptyCaseMessage(_ state: String) -> String {
        "case \(state) has no statement: Swift does not compile a case with only a comment, and nothing happens to the transaction"
    }

    static let finishPath = "observer.finish-path"
    static func finishPathMessage(_ state: String, _ path: TransactionPath, handled: Bool) -> String {
        let subject = handled ? "\(state)" : "\(state) (no case)"
        if let leaves = path.leavesLoopAt, path.finishes.isEmpty { return "\(subject): leaves the loop at line \(leaves) without finishing" }
        if path.finishes.isEmpty { return "\(subject): never finished" }
        let finishes = path.finishes.map { finish in
            "line \(finish.line)" + (finish.through.map { " through \($0)" } ?? "") + (finish.condition.map(conditionPhrase) ?? "")
        }
        return "\(subject): finished at " + listed(finishes, separator: "; ")
    }

    /// A message lists at most this many lines of code…
    static let listLimit = 10

    /// …the rest counted: `a; b; …; and 990 more`, so that a message stays short however long the code is.
    static func listed(_ parts: [String], separator: String) -> String {
        guard parts.count > listLimit else { return parts.joined(separator: separator) }
        return (parts.prefix(listLimit) + ["and \(parts.count - listLimit) more"]).joined(separator: separator)
    }

    /// `when X`, or `in the else branch of guard X` for a Swift guard.
    static func conditionPhrase(_ condition: String) -> String {
        guard condition.hasPrefix("guard ") else { return " when `\(condition)`" }
        var guarded = condition.dropFirst("guard ".count)
        if guarded.hasSuffix(" else") { guarded = guarded.dropLast(" else".count) }
        return " in the else branch of `guard \(guarded)`"
    }

    static let leavesLoop = "observer.leaves-loop"
    static func leavesLoopMessage(_ state: String, _ function: String) -> String {
        """
        `return` in the \(state) case leaves \(function) early: the transactions after it in the same batch are neither delivered nor finished; \
        end the case with `break`
        """
    }

    static let unfinished = "observer.unfinished-state"
    static func unfinishedMessage(_ state: String) -> String {
        "a \(state) transaction is never finished: the queue hands it back on every launch; the contract: \(duty(state))"
    }

    static let finishesWaiting = "observer.finishes-waiting-state"
    static func finishesWaitingMessage(_ state: String, _ line: Int) -> String {
        "a \(state) transaction reaches finishTransaction at line \(line); the contract: \(duty(state))"
    }

    static let arityMismatch = "observer.arity"
    static func arityMessage(_ name: String, arguments: Int, declared: MethodSignature) -> String {
        let owner = declared.owner.map { "\($0)::" } ?? ""
        return
            """
            \(name) is called with \(arguments) arguments but \(owner)\(name) is declared with \(declared.parameters.count) parameters at line \
            \(declared.location.line)
            """
    }

    static let todo = "observer.todo"
    static func todoMessage(_ function: String) -> String {
        "TODO left in \(function): an empty or invalid product list must be reported to the user"
    }

    /// What the contract asks for a state, in a few words.
    static func duty(_ state: String) -> String {
        switch state {
        case "purchasing": "wait: neither deliver nor finish"
        case "deferred": "tell the user the purchase waits for approval; do not finish"
        case "failed": "tell the user (unless cancelled), never deliver, finish"
        default: "deliver, then finish"
        }
    }
}
