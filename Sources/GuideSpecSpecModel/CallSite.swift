/// A call of a method in a page's code and the type path it is called on: `Sdk.Store` at the line of
/// `Sdk.Store.RequestItem(…)`.
public struct CallSite: Codable, Hashable, Sendable {
    /// The type path written before the method's name, such as `Sdk.Store`.
    public var receiver: String
    /// The line of the first such call.
    public var location: SpecLocation

    /// Creates a call site.
    public init(receiver: String, location: SpecLocation) {
        self.receiver = receiver
        self.location = location
    }
}

extension CallSite: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("location", location)
            json.member("receiver", receiver)
        }
    }
}
