public import GuideSpecVocabulary

/// What one platform's guide documents that an implementation looks names up in: error constants, value types, enums,
/// methods and the store codes its pages document, each spelled as the platform spells it.
///
/// `GoldenCaseBuilder.catalogues(from:)` reads it from specs by the same rules the golden cases follow; the reference adapter
/// answers the catalogue areas from a snapshot of it taken into source (`guidespec catalogue`).
public struct PlatformCatalogue: Hashable, Sendable {
    public var platform: Platform
    public var errors: [ErrorConstant]
    public var valueTypes: [ValueType]
    public var enums: [EnumType]
    public var methods: [Method]
    /// The store codes the platform's pages document (a pack fills them), the first being the one stories use.
    public var stores: [String]

    /// Creates a catalogue.
    public init(
        platform: Platform, errors: [ErrorConstant] = [], valueTypes: [ValueType] = [], enums: [EnumType] = [], methods: [Method] = [],
        stores: [String] = []
    ) {
        self.platform = platform
        self.errors = errors
        self.valueTypes = valueTypes
        self.enums = enums
        self.methods = methods
        self.stores = stores
    }
}
