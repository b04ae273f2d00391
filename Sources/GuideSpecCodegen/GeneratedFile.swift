/// One generated source file: its name inside the output folder and its text.
public struct GeneratedFile: Hashable, Sendable {
    public var name: String
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
