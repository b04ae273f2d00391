/// The programming language a declaration was read from.
public enum CodeLanguage: String, Codable, Hashable, Sendable, CaseIterable {
    case objectiveC = "objectivec", java, kotlin, csharp, cpp, typescript, protobuf
}
