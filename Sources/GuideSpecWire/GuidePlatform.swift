/// The SDK platforms the guide documents; every golden case is written in the spelling of exactly one of them.
public enum GuidePlatform: String, CaseIterable, Codable, Hashable, Sendable {
    case ios, android, unity, unreal

    /// The platform an adapter whose `hello` names none implements: vocabulary v1 knew only the iOS purchase page.
    public static let vocabularyOneDefault = GuidePlatform.ios
}
