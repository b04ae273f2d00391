public import GuideSpecSpecModel

/// A function of a guide's code that handles StoreKit transactions: a queue callback, the products answer, or a helper that
/// finishes transactions; read statement by statement so its paths can be checked against the observer contract.
public struct TransactionFunction: Codable, Hashable, Sendable {
    /// `updatedTransactions`, `removedTransactions`, `productsResponse`, or `helper` (another function that finishes transactions).
    public var role: String
    /// The function's name as written: `paymentQueue(_:updatedTransactions:)` in Swift, `paymentQueue:updatedTransactions:` in
    /// Objective-C, `transactionPurchased` for a helper.
    public var name: String
    /// `swift` or `objectivec` (Objective-C++ reads as Objective-C).
    public var language: String
    /// The line of the `for` loop over the transactions, when there is one.
    public var loopLine: Int?
    /// The line of the `switch` over the transaction state, when there is one.
    public var switchLine: Int?
    /// The switch's cases in order.
    public var cases: [StateCase]
    /// What the loop does after the switch (or the function's body when there is no switch), in order.
    public var afterSwitch: [CodeAction]
    /// Lines of `TODO` comments in the function.
    public var todoLines: [Int]
    /// From the signature to the closing brace.
    public var location: SpecLocation

    /// Creates a function.
    public init(
        role: String, name: String, language: String, loopLine: Int? = nil, switchLine: Int? = nil, cases: [StateCase] = [],
        afterSwitch: [CodeAction] = [], todoLines: [Int] = [], location: SpecLocation
    ) {
        self.role = role
        self.name = name
        self.language = language
        self.loopLine = loopLine
        self.switchLine = switchLine
        self.cases = cases
        self.afterSwitch = afterSwitch
        self.todoLines = todoLines
        self.location = location
    }
}

/// One `case` of a switch over the transaction state: the states it names and what it does, in order.
public struct StateCase: Codable, Hashable, Sendable {
    /// `purchasing`, `purchased`, `failed`, `restored`, `deferred`, or `default`.
    public var states: [String]
    public var line: Int
    /// The statements of the case; empty when the case has only comments.
    public var actions: [CodeAction]

    /// The states of `SKPaymentTransactionState`, in StoreKit's order.
    public static let transactionStates = ["purchasing", "purchased", "failed", "restored", "deferred"]

    /// Creates a case.
    public init(states: [String], line: Int, actions: [CodeAction]) {
        self.states = states
        self.line = line
        self.actions = actions
    }
}

/// One statement of a transaction function that matters to the contract.
public struct CodeAction: Codable, Hashable, Sendable {
    /// `finish` (a `finishTransaction` call), `call`, `assign`, `return`, `break` or `continue`.
    public var kind: String
    public var line: Int
    /// The function called or the variable assigned.
    public var name: String?
    /// The value assigned.
    public var value: String?
    /// How many arguments a call passes.
    public var arguments: Int?
    /// The condition of the `if` the statement is in, as written (`event != IOSIAP_PAYMENT_PURCHASING`).
    public var condition: String?

    /// Creates an action.
    public init(kind: String, line: Int, name: String? = nil, value: String? = nil, arguments: Int? = nil, condition: String? = nil) {
        self.kind = kind
        self.line = line
        self.name = name
        self.value = value
        self.arguments = arguments
        self.condition = condition
    }
}

extension TransactionFunction: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("afterSwitch", afterSwitch)
            json.member("cases", cases)
            json.member("language", language)
            json.member("location", location)
            json.member("loopLine", ifPresent: loopLine)
            json.member("name", name)
            json.member("role", role)
            json.member("switchLine", ifPresent: switchLine)
            json.member("todoLines", todoLines)
        }
    }
}

extension StateCase: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("actions", actions)
            json.member("line", line)
            json.member("states", states)
        }
    }
}

extension CodeAction: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("arguments", ifPresent: arguments)
            json.member("condition", ifPresent: condition)
            json.member("kind", kind)
            json.member("line", line)
            json.member("name", ifPresent: name)
            json.member("value", ifPresent: value)
        }
    }
}
