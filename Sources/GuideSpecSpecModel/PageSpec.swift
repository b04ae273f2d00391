public import Foundation

/// Everything extracted from one page in one language: the spec file's top level.
public struct PageSpec: Codable, Hashable, Sendable {
    /// The version of this format; readers reject versions they do not know.
    public var specVersion: Int
    /// The page name, such as `ios-login`.
    public var page: String
    /// The language code, such as `zh`.
    public var language: String
    /// The SDK platform the page documents, as the guide's platforms say (`PlatformTable`); `none` for a page of no one platform.
    public var platform: Platform
    /// The file the spec was extracted from and its format.
    public var source: Source
    public var errors: [ErrorEntry]
    /// Classes, structs, interfaces, enums and namespaces of constants declared in code, in document order.
    public var types: [TypeDeclaration]
    /// Method signatures declared in code (API blocks), in document order; overloads are separate entries.
    public var methods: [MethodSignature]
    /// Literal values documented in code, comments, tables and prose, in document order.
    public var literals: [LiteralValue]
    public var urlSchemes: [URLScheme]
    /// Objective-C selectors the page mentions (declared, sent in examples, named in prose).
    public var apis: [APIEntry]
    public var flows: [Flow]
    public var tables: [GenericTable]
    /// What packs read from the page, each under its own member of the spec JSON; empty for most pages.
    package var packItems: PackItemList
    /// What the front end and extractors reported, in line order.
    public var diagnostics: [SpecDiagnostic]

    /// The version this build writes.
    public static let currentVersion = 2

    /// Creates a spec.
    public init(
        page: String, language: String, platform: Platform = .none, source: Source, errors: [ErrorEntry] = [], types: [TypeDeclaration] = [],
        methods: [MethodSignature] = [], literals: [LiteralValue] = [], urlSchemes: [URLScheme] = [], apis: [APIEntry] = [],
        flows: [Flow] = [], tables: [GenericTable] = [], diagnostics: [SpecDiagnostic] = []
    ) {
        self.specVersion = Self.currentVersion
        self.page = page
        self.language = language
        self.platform = platform
        self.source = source
        self.errors = errors
        self.types = types
        self.methods = methods
        self.literals = literals
        self.urlSchemes = urlSchemes
        self.apis = apis
        self.flows = flows
        self.tables = tables
        self.packItems = PackItemList()
        self.diagnostics = diagnostics
    }

    /// The input a spec was extracted from.
    public struct Source: Codable, Hashable, Sendable {
        public var file: String
        public var format: SourceFormat

        /// Creates a source record.
        public init(file: String, format: SourceFormat) {
            self.file = file
            self.format = format
        }
    }

    /// The spec as JSON with sorted keys and a trailing newline: the same spec always gives the same bytes.
    public func jsonData() throws -> Data {
        var json = SpecJSONWriter(capacity: 1 << 16)
        writeJSON(to: &json)
        return json.dataEndingWithNewline()
    }

    /// Reads a spec, refusing a `specVersion` this build does not know; the members of `packItems` are read as theirs,
    /// other members no core item has are left out.
    package static func decode(from data: Data, packItems: [any PackSpecItems.Type]) throws -> PageSpec {
        struct VersionProbe: Decodable { var specVersion: Int }
        let version = try JSONDecoder().decode(VersionProbe.self, from: data).specVersion
        guard version == currentVersion else { throw UnsupportedVersion(found: version) }
        let decoder = JSONDecoder()
        decoder.userInfo[packItemTypes] = packItems
        return try decoder.decode(PageSpec.self, from: data)
    }

    /// Where `decode(from:packItems:)` tells `init(from:)` the pack items to read.
    static let packItemTypes = CodingUserInfoKey(rawValue: "GuideSpec.packItemTypes")!

    /// A spec file written by another version of GuideSpec.
    public struct UnsupportedVersion: Error, CustomStringConvertible {
        public var found: Int
        public var description: String { "spec has specVersion \(found); this GuideSpec reads version \(PageSpec.currentVersion)" }
    }
}

extension PageSpec {
    /// The first method the page declares under `name` (an Objective-C selector or a method's name as written).
    public func declaredMethod(named name: String) -> MethodSignature? {
        methods.first { $0.name == name }
    }
}

extension PageSpec: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            var packs = PackMemberCursor(packItems)
            json.member("apis", apis, after: &packs)
            json.member("diagnostics", diagnostics, after: &packs)
            json.member("errors", errors, after: &packs)
            json.member("flows", flows, after: &packs)
            json.member("language", language, after: &packs)
            json.member("literals", literals, after: &packs)
            json.member("methods", methods, after: &packs)
            json.member("page", page, after: &packs)
            json.member("platform", platform, after: &packs)
            json.member("source", source, after: &packs)
            json.member("specVersion", specVersion, after: &packs)
            json.member("tables", tables, after: &packs)
            json.member("types", types, after: &packs)
            json.member("urlSchemes", urlSchemes, after: &packs)
            json.remainingMembers(of: &packs)
        }
    }
}

extension PageSpec.Source: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("file", file)
            json.member("format", format)
        }
    }
}
