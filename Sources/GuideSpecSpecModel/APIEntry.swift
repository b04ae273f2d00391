/// How the guide shows an Objective-C selector: declared in an API block, used in example code, or named in prose.
public enum APIEvidence: String, Codable, Hashable, Sendable, Comparable {
    case declared, example, prose

    public static func < (lhs: APIEvidence, rhs: APIEvidence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One Objective-C selector the guide mentions; its declaration, when it has one, is among the spec's `methods`.
public struct APIEntry: Codable, Hashable, Sendable {
    /// The full selector, such as `requestLoginWithType:viewController:completion:`.
    public var selector: String
    /// The ways the guide shows it, sorted.
    public var foundAs: [APIEvidence]
    /// The receivers example code sends it to, such as `SDKAuth`, sorted.
    public var receivers: [String]
    /// Where it first appears.
    public var location: SpecLocation
    /// Every other line it appears on, in document order.
    public var otherLines: [Int]

    /// Creates an API entry.
    public init(selector: String, foundAs: [APIEvidence], receivers: [String], location: SpecLocation, otherLines: [Int]) {
        self.selector = selector
        self.foundAs = foundAs
        self.receivers = receivers
        self.location = location
        self.otherLines = otherLines
    }

    /// Whether the page declares the selector.
    public var isDeclared: Bool { foundAs.contains(.declared) }
}

extension APIEvidence: SpecJSONWritable {}

extension APIEntry: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("foundAs", foundAs)
            json.member("location", location)
            json.member("otherLines", otherLines)
            json.member("receivers", receivers)
            json.member("selector", selector)
        }
    }
}
