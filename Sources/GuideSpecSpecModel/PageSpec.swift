public import Foundation

/// Everything extracted from one page in one language: the spec file's top level.
public struct PageSpec: Codable, Hashable, Sendable {
    /// The version of this format; readers reject versions they do not know.
    public var specVersion: Int
    /// The page name, such as `ios-purchase`.
    public var page: String
    /// The language code, such as `zh`.
    public var language: String
    /// The SDK platform the page documents, from its name.
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
    /// Functions of the page's code that handle StoreKit transactions; absent when the page has none.
    public var transactionFunctions: [TransactionFunction]?
    /// What the front end and extractors reported, in line order.
    public var diagnostics: [SpecDiagnostic]

    /// The version this build writes.
    public static let currentVersion = 2

    /// Creates a spec.
    public init(
        page: String, language: String, platform: Platform? = nil, source: Source, errors: [ErrorEntry] = [], types: [TypeDeclaration] = [],
        methods: [MethodSignature] = [], literals: [LiteralValue] = [], urlSchemes: [URLScheme] = [], apis: [APIEntry] = [],
        flows: [Flow] = [], tables: [GenericTable] = [], transactionFunctions: [TransactionFunction] = [], diagnostics: [SpecDiagnostic] = []
    ) {
        self.specVersion = Self.currentVersion
        self.page = page
        self.language = language
        self.platform = platform ?? Platform(page: page)
        self.source = source
        self.errors = errors
        self.types = types
        self.methods = methods
        self.literals = literals
        self.urlSchemes = urlSchemes
        self.apis = apis
        self.flows = flows
        self.tables = tables
        self.transactionFunctions = transactionFunctions.isEmpty ? nil : transactionFunctions
        self.diagnostics = diagnostics
    }

    /// The input a spec was extracted from.
    public struct Source: Codable, Hashable, Sendable {
        public var file: String
        /// `markdown`, `html` or `text`.
        public var format: String

        /// Creates a source record.
        public init(file: String, format: String) {
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

    /// Reads a spec, refusing a `specVersion` this build does not know.
    public static func decode(from data: Data) throws -> PageSpec {
        struct VersionProbe: Decodable { var specVersion: Int }
        let version = try JSONDecoder().decode(VersionProbe.self, from: data).specVersion
        guard version == currentVersion else { throw UnsupportedVersion(found: version) }
        return try JSONDecoder().decode(PageSpec.self, from: data)
    }

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
    func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("apis", apis)
            json.member("diagnostics", diagnostics)
            json.member("errors", errors)
            json.member("flows", flows)
            json.member("language", language)
            json.member("literals", literals)
            json.member("methods", methods)
            json.member("page", page)
            json.member("platform", platform)
            json.member("source", source)
            json.member("specVersion", specVersion)
            json.member("tables", tables)
            json.member("transactionFunctions", ifPresent: transactionFunctions)
            json.member("types", types)
            json.member("urlSchemes", urlSchemes)
        }
    }
}

extension PageSpec.Source: SpecJSONWritable {
    func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("file", file)
            json.member("format", format)
        }
    }
}
