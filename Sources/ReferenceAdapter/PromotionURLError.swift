public import GuideSpecConformance

/// Why a promotion URL is refused.
public enum PromotionURLError: Error, Hashable, Sendable {
    /// The scheme is not exactly `itms-services`.
    case wrongScheme
    /// Something stands between `//` and the query.
    case unexpectedHost
    /// A path follows the (empty) host.
    case unexpectedPath
    /// A required parameter is absent or, for `bundleId` and `productIdentifier`, empty.
    case missingParameter(String)
    /// `action` is not `purchaseIntent`.
    case wrongAction

    /// The rejection docs/operations.md names for this problem.
    public var rejection: Rejection {
        switch self {
        case .wrongScheme: Rejection("wrong-scheme")
        case .unexpectedHost: Rejection("unexpected-host")
        case .unexpectedPath: Rejection("unexpected-path")
        case .missingParameter(let name): Rejection("missing-parameter", subject: name)
        case .wrongAction: Rejection("wrong-action", subject: "action")
        }
    }
}
