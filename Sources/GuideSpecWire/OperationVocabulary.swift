/// The versions of the operation vocabulary (docs/operations.md): which one this build speaks, and what each later version
/// renamed, so that an adapter written against an older one is told what changed instead of having its cases skipped.
public enum OperationVocabulary {
    /// The version this build speaks.
    public static let version = 2

    /// For each older version, its operations that a later version renamed, with their names now.
    public static let renamed: [Int: [String: String]] = [1: ["api.selector": "api.method"]]

    /// The version an adapter speaks: the one its hello names, else 1 when it lists an operation only version 1 had, else
    /// this build's (adapters of version 2 written before the hello named a version).
    public static func spoken(by hello: AdapterHello) -> Int {
        if let vocabulary = hello.vocabulary { return vocabulary }
        let old = Set(renamed.values.flatMap(\.keys))
        return hello.operations.contains { old.contains($0.name) } ? 1 : version
    }

    /// The operations renamed since `older`, as `old → new`, sorted; empty for this version.
    public static func renames(since older: Int) -> [String] {
        renamed.filter { $0.key >= older && $0.key < version }.values.flatMap { $0.map { "\($0.key) → \($0.value)" } }.sorted()
    }
}
