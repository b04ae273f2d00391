public import Foundation

/// Everything extracted from one page in one language: the spec file's top level.
public struct PageSpec: Codable, Hashable, Sendable {
    /// The version of this format; readers reject versions they do not know.
    public var specVersion: Int
    /// The page name, such as `ios-purchase`.
    public var page: String
    /// The language code, such as `zh`.
    public var language: String
    /// The file the spec was extracted from and its format.
    public var source: Source
    public var errors: [ErrorEntry]
    public var valueObjects: [ValueObject]
    public var urlSchemes: [URLScheme]
    public var apis: [APIEntry]
    public var flows: [Flow]
    public var tables: [GenericTable]
    /// What the front end and extractors reported, in line order.
    public var diagnostics: [SpecDiagnostic]

    /// The version this build writes.
    public static let currentVersion = 1

    /// Creates a spec.
    public init(
        page: String, language: String, source: Source, errors: [ErrorEntry] = [], valueObjects: [ValueObject] = [],
        urlSchemes: [URLScheme] = [], apis: [APIEntry] = [], flows: [Flow] = [], tables: [GenericTable] = [],
        diagnostics: [SpecDiagnostic] = []
    ) {
        self.specVersion = Self.currentVersion
        self.page = page
        self.language = language
        self.source = source
        self.errors = errors
        self.valueObjects = valueObjects
        self.urlSchemes = urlSchemes
        self.apis = apis
        self.flows = flows
        self.tables = tables
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
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
