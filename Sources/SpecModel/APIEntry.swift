/// How the guide shows an Objective-C selector: declared in an API block, used in example code, or named in prose.
public enum APIEvidence: String, Codable, Hashable, Sendable, Comparable {
    case declared, example, prose

    public static func < (lhs: APIEvidence, rhs: APIEvidence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One Objective-C selector the guide mentions, with its declaration when it has one.
public struct APIEntry: Codable, Hashable, Sendable {
    /// The full selector, such as `requestPurchaseWithGamebaseProductId:viewController:completion:`.
    public var selector: String
    /// The ways the guide shows it, sorted.
    public var foundAs: [APIEvidence]
    /// The declaration, when the guide declares the method.
    public var declaration: Declaration?
    /// The receivers example code sends it to, such as `TCGBPurchase`, sorted.
    public var receivers: [String]
    /// Where it first appears.
    public var location: SpecLocation
    /// Every other line it appears on, in document order.
    public var otherLines: [Int]

    /// Creates an API entry.
    public init(selector: String, foundAs: [APIEvidence], declaration: Declaration?, receivers: [String], location: SpecLocation, otherLines: [Int]) {
        self.selector = selector
        self.foundAs = foundAs
        self.declaration = declaration
        self.receivers = receivers
        self.location = location
        self.otherLines = otherLines
    }

    /// A declared method signature.
    public struct Declaration: Codable, Hashable, Sendable {
        /// `class` for `+`, `instance` for `-`.
        public var kind: Kind
        public var returnType: String
        /// The type of each parameter in order, as written (block types included).
        public var parameterTypes: [String]
        /// The parameter names in order.
        public var parameterNames: [String]
        /// True when a comment above marks it as legacy.
        public var legacy: Bool
        public var location: SpecLocation

        /// Creates a declaration.
        public init(kind: Kind, returnType: String, parameterTypes: [String], parameterNames: [String], legacy: Bool, location: SpecLocation) {
            self.kind = kind
            self.returnType = returnType
            self.parameterTypes = parameterTypes
            self.parameterNames = parameterNames
            self.legacy = legacy
            self.location = location
        }

        /// Whether the method belongs to the class or its instances.
        public enum Kind: String, Codable, Hashable, Sendable { case `class`, instance }
    }
}
