import GuideSpecSpecModel

/// Where one state's transactions go through an `updatedTransactions` function: which statements finish them, where they leave
/// the loop, what they call after the switch. Followed statement by statement, cases in order, no recursion.
struct TransactionPath {
    /// The lines of `finishTransaction` calls the path reaches, with the condition each sits under (nil when unconditional);
    /// a helper's finishes count once however often the path calls it, so that the path grows with the code, not with
    /// calls times finishes.
    var finishes: [(line: Int, condition: String?, through: String?)] = []
    /// The line of the `return` that leaves the loop (and the callback), if one does.
    var leavesLoopAt: Int?
    /// Calls the path makes, in order.
    var calls: [CodeAction] = []
    /// Variables the path assigned, with their values.
    var assigned: [String: String] = [:]
    /// True when the case has no statement at all.
    var empty = false
    /// The helpers whose finishes the path holds already.
    private var followedHelpers: Set<String> = []

    /// The path of a transaction whose state is handled by the case at `caseIndex`, or by no case when it is nil.
    init(function: TransactionFunction, caseIndex: Int?, helpers: [String: TransactionFunction]) {
        var actions: [CodeAction] = []
        if let caseIndex {
            empty = function.cases[caseIndex].actions.isEmpty
            var index = caseIndex
            while index < function.cases.count {
                actions += function.cases[index].actions
                let last = function.cases[index].actions.last?.kind
                // Swift never falls into the next case; C and Objective-C do when a case ends without break or return.
                if function.language == "swift" || ["break", "return", "continue"].contains(last ?? "") { break }
                index += 1
            }
        }
        let lastCaseLine = function.cases.last.map { $0.actions.last?.line ?? $0.line } ?? (function.switchLine ?? 0)
        let afterSwitch = function.afterSwitch.filter { function.switchLine == nil || $0.line > lastCaseLine }
        for action in actions {
            switch follow(action, helpers: helpers) {
            case .next: continue
            case .leaveSwitch: break
            case .stop: return
            }
            break
        }
        for action in afterSwitch where follow(action, helpers: helpers) != .next { break }
    }

    /// Where a statement sends the path: on, out of the switch (`break`), or out of this transaction's turn (`return`, `continue`).
    private enum Flow { case next, leaveSwitch, stop }

    /// Takes one statement into the path; `.stop` when it ends the path.
    private mutating func follow(_ action: CodeAction, helpers: [String: TransactionFunction]) -> Flow {
        switch action.kind {
        case "return":
            leavesLoopAt = action.line
            return .stop
        case "continue": return .stop
        case "break": return .leaveSwitch
        case "assign":
            if let name = action.name, let value = action.value { assigned[name] = value }
        case "finish":
            if Self.holds(action.condition, given: assigned) != false { finishes.append((action.line, action.condition, nil)) }
        case "call":
            calls.append(action)
            if let name = action.name, let helper = helpers[name], followedHelpers.insert(name).inserted {
                for finish in helper.afterSwitch where finish.kind == "finish" {
                    finishes.append((finish.line, finish.condition, helper.name))
                }
            }
        default: break
        }
        return .next
    }

    /// Whether `VAR != VALUE` or `VAR == VALUE` holds for the values assigned; nil when it cannot be told.
    static func holds(_ condition: String?, given assigned: [String: String]) -> Bool? {
        guard let condition else { return true }
        for (symbol, equal) in [("!=", false), ("==", true)] {
            let parts = condition.components(separatedBy: symbol).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = assigned[parts[0]] else { continue }
            return (value == parts[1]) == equal
        }
        return nil
    }

    /// The names of the variables a condition compares whose values are never assigned on this path.
    func unassigned(in condition: String?) -> [String] {
        guard let condition else { return [] }
        for symbol in ["!=", "=="] {
            let parts = condition.components(separatedBy: symbol).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, assigned[parts[0]] == nil { return [parts[0]] }
        }
        return []
    }
}
