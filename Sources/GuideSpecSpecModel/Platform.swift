/// The SDK platform a page documents, read from its name: `ios-*`, `aos-*`, `unity-*`, `unreal-*`.
public enum Platform: String, Codable, Hashable, Sendable, CaseIterable {
    case ios, android, unity, unreal, none

    /// The platform of a page named like `aos-purchase`; `none` for pages of no one platform (`error-code`, `api-guide`).
    public init(page: String) {
        let prefix = page.prefix { $0 != "-" }
        switch prefix {
        case "ios": self = .ios
        case "aos": self = .android
        case "unity": self = .unity
        case "unreal": self = .unreal
        default: self = .none
        }
    }
}

extension Platform: SpecJSONWritable {}
