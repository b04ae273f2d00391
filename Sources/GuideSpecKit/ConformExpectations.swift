import GuideSpecIO
public import Foundation

/// Known failures: cases whose failure or error is expected and stays quiet, each with why.
///
/// The file is JSON: `{"version": 1, "expectations": [{"id": CASE_ID, "reason": WHY}, …]}`.
public struct ConformExpectations: Codable, Hashable, Sendable {
    /// One known failure.
    public struct Entry: Codable, Hashable, Sendable {
        public var id: String
        public var reason: String

        /// Creates an entry.
        public init(id: String, reason: String) {
            self.id = id
            self.reason = reason
        }
    }

    /// The file format version this build reads and writes.
    public static let currentVersion = 1

    public var version: Int
    public var expectations: [Entry]

    /// Creates a file's contents.
    public init(expectations: [Entry]) {
        version = Self.currentVersion
        self.expectations = expectations
    }

    /// Reads a file; a missing, oversized or malformed file, too many entries, or a duplicate id, is a `ConformInputError`.
    public static func load(_ url: URL) throws(ConformInputError) -> ConformExpectations {
        let data: Data
        switch InputFile.read(url.relativePath, limit: InputLimits.expectationsBytes, kind: "expectations file") {
        case .success(let bytes): data = Data(bytes)
        case .failure(let failure): throw ConformInputError(failure)
        }
        let file: ConformExpectations
        do {
            file = try JSONDecoder().decode(ConformExpectations.self, from: data)
        } catch {
            throw ConformInputError(
                "\(url.path): not an expectations file ({\"version\": 1, \"expectations\": [{\"id\": …, \"reason\": …}]}): \(error)")
        }
        guard file.version == currentVersion else {
            throw ConformInputError("\(url.path): expectations version \(file.version); this GuideSpec reads version \(currentVersion)")
        }
        guard file.expectations.count <= InputLimits.expectationsEntries else {
            throw ConformInputError("\(url.path): \(file.expectations.count) entries, over the limit of \(InputLimits.expectationsEntries)")
        }
        var seen = Set<String>()
        for entry in file.expectations where !seen.insert(entry.id).inserted {
            throw ConformInputError("\(url.path): case \(entry.id) is listed twice")
        }
        return file
    }

    /// The reason each listed case is expected to fail, by id.
    public var reasons: [String: String] {
        Dictionary(expectations.map { ($0.id, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    /// The file without the entries for `ids`.
    public func removing(_ ids: Set<String>) -> ConformExpectations {
        ConformExpectations(expectations: expectations.filter { !ids.contains($0.id) })
    }

    /// The file's bytes: sorted keys, one entry per line, sorted by id.
    public func data() throws -> Data {
        var sorted = self
        sorted.expectations.sort { $0.id < $1.id }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(sorted) + Data("\n".utf8)
    }
}
