/// The shape of the guide a declaration was read from when it was not code: a table row, a heading, a list item.
public enum DeclarationOrigin: String, Codable, Hashable, Sendable {
    /// A table: a signature in a cell, a props or member table, a parameter table.
    case table
    /// A heading that names the item (`### API - setDebugMode`, `#### CreateRoom`), its parameters from what follows it.
    case heading
    /// A bulleted list under such a heading, its items naming parameters.
    case list
}

extension DeclarationOrigin: SpecJSONWritable {}
