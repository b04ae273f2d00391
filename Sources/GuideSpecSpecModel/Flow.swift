/// A documented procedure (Login Flow, Logout Flow, …) as ordered steps.
public struct Flow: Codable, Hashable, Sendable {
    /// The section heading that names the flow.
    public var name: String
    /// The steps in order.
    public var steps: [Step]
    /// Where the heading stands.
    public var location: SpecLocation

    /// Creates a flow.
    public init(name: String, steps: [Step], location: SpecLocation) {
        self.name = name
        self.steps = steps
        self.location = location
    }

    /// One step: its text, its sub-steps and the API names it mentions.
    public struct Step: Codable, Hashable, Sendable {
        /// The 1-based position in the flow.
        public var number: Int
        /// The step's own text, lines joined by a newline.
        public var text: String
        /// The nested items under the step, flattened in order.
        public var details: [String]
        /// Selectors the step or its details mention, in order of appearance, without repeats.
        public var selectors: [String]
        /// Error constants the step or its details mention.
        public var errorNames: [String]
        public var location: SpecLocation

        /// Creates a step.
        public init(number: Int, text: String, details: [String], selectors: [String], errorNames: [String], location: SpecLocation) {
            self.number = number
            self.text = text
            self.details = details
            self.selectors = selectors
            self.errorNames = errorNames
            self.location = location
        }
    }
}

extension Flow: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("location", location)
            json.member("name", name)
            json.member("steps", steps)
        }
    }
}

extension Flow.Step: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("details", details)
            json.member("errorNames", errorNames)
            json.member("location", location)
            json.member("number", number)
            json.member("selectors", selectors)
            json.member("text", text)
        }
    }
}
