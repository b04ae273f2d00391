import Foundation

/// The platforms GuideSpec knows until a guide's project file names its own: each with the page-name prefix that marks
/// its pages and the label its guide's error tables give it.
extension Platform {
    public static let ios = known("ios")
    public static let android = known("android")
    public static let unity = known("unity")
    public static let unreal = known("unreal")

    /// The known platforms, in the order cases, catalogues and findings list them.
    public static let known: [Platform] = [.ios, .android, .unity, .unreal]

    /// The platform of a page named like `aos-purchase` (`ios-*`, `aos-*`, `unity-*`, `unreal-*`); `none` for pages of no one
    /// platform (`error-code`, `api-guide`).
    public init(page: String) {
        switch page.prefix(while: { $0 != "-" }) {
        case "ios": self = .ios
        case "aos": self = .android
        case "unity": self = .unity
        case "unreal": self = .unreal
        default: self = .none
        }
    }

    /// The known platform an error table's Platform column names (`iOS`, `Android`, `Unity`, `Unreal`, in any case), or nil.
    public init?(label: String) {
        let wanted = label.trimmingCharacters(in: .whitespaces).lowercased()
        guard let platform = Self.known.first(where: { $0.label.lowercased() == wanted }) else { return nil }
        self = platform
    }

    /// How the guide's error tables, and messages, name the platform.
    public var label: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .unity: "Unity"
        case .unreal: "Unreal"
        case .none: "no platform"
        default: id
        }
    }

    private static func known(_ id: String) -> Platform {
        guard let platform = Platform(id: id) else { preconditionFailure("\(id) is a platform id") }
        return platform
    }
}

extension Platform: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) { json.string(id) }
}
