/// One Swift source file: a header comment, imports and top-level declarations.
public struct SwiftFile: Hashable, Sendable {
    /// The `//` comment lines at the top, without the slashes.
    public var header: [String]
    /// Module names, written in this order.
    public var imports: [String]
    public var declarations: [SwiftDeclaration]

    /// Creates a file.
    public init(header: [String], imports: [String], declarations: [SwiftDeclaration]) {
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}
