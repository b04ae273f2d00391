/// The areas every guide has: error codes, value objects, enums and the API surface.
public enum GenericAreas {
    /// Their answerers, in the order of docs/operations.md.
    public static let all: [any AreaAnswering] = [ErrorCodesArea(), ValueObjectsArea(), EnumsArea(), APISurfaceArea()]
}
