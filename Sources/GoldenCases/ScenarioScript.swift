import ConformanceWire

/// A purchase story: its world, its steps, what each step must give, and the guide text it enforces.
struct ScenarioScript {
    /// The case name after `scenario/`.
    var name: String
    var setup: JSONValue
    var steps: [Step]
    /// Guide items the story enforces besides the errors its steps expect.
    var citations: [Citation]

    /// One step and the result it must give.
    struct Step {
        var action: JSONValue
        var result: Result
    }

    /// A step's result: a documented error (its code looked up in the spec by name) or a fixed value.
    enum Result {
        case error(String)
        case value(JSONValue)
    }

    /// A spec item a story cites.
    enum Citation {
        case api(String)
        case flowStep(String, Int)
        case field(String, String)
    }

    /// The error names the steps expect.
    var errorNames: [String] {
        steps.compactMap { if case .error(let name) = $0.result { name } else { nil } }
    }
}
