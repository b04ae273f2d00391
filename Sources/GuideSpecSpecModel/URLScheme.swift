/// A custom URL scheme the guide documents, from its components table and its example URLs.
public struct URLScheme: Codable, Hashable, Sendable {
    /// The scheme, such as `itms-services`.
    public var scheme: String
    /// The host the table requires; nil when it says there is none.
    public var host: String?
    /// The path the table requires; nil when it says there is none.
    public var path: String?
    /// The query parameters in table order.
    public var parameters: [Parameter]
    /// The example URLs written next to the table, each checked against it.
    public var examples: [Example]
    /// Where the components table stands.
    public var location: SpecLocation

    /// Creates a URL scheme.
    public init(scheme: String, host: String?, path: String?, parameters: [Parameter], examples: [Example], location: SpecLocation) {
        self.scheme = scheme
        self.host = host
        self.path = path
        self.parameters = parameters
        self.examples = examples
        self.location = location
    }

    /// One query parameter: a fixed value when the guide gives a literal, otherwise a description.
    public struct Parameter: Codable, Hashable, Sendable {
        public var name: String
        /// The literal the parameter must carry, such as `open`.
        public var fixedValue: String?
        /// The explanation of a free value, in the page's language.
        public var description: String?
        public var location: SpecLocation

        /// Creates a parameter.
        public init(name: String, fixedValue: String?, description: String?, location: SpecLocation) {
            self.name = name
            self.fixedValue = fixedValue
            self.description = description
            self.location = location
        }
    }

    /// An example URL and whether it agrees with the table.
    public struct Example: Codable, Hashable, Sendable {
        public var url: String
        /// True when scheme, host, path, parameter names and fixed values match the table.
        public var consistent: Bool
        /// What disagrees, one sentence each; empty when consistent.
        public var problems: [String]
        public var location: SpecLocation

        /// Creates an example.
        public init(url: String, consistent: Bool, problems: [String], location: SpecLocation) {
            self.url = url
            self.consistent = consistent
            self.problems = problems
            self.location = location
        }
    }
}

extension URLScheme: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("examples", examples)
            json.member("host", ifPresent: host)
            json.member("location", location)
            json.member("parameters", parameters)
            json.member("path", ifPresent: path)
            json.member("scheme", scheme)
        }
    }
}

extension URLScheme.Parameter: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("description", ifPresent: description)
            json.member("fixedValue", ifPresent: fixedValue)
            json.member("location", location)
            json.member("name", name)
        }
    }
}

extension URLScheme.Example: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("consistent", consistent)
            json.member("location", location)
            json.member("problems", problems)
            json.member("url", url)
        }
    }
}
