import Foundation

@testable import GuideSpecHTMLReport

/// Guide files for the report's tests: on disk in a fresh folder, or in memory with a count of what was asked for.
enum GuideFiles {
    /// A fresh folder holding `files` (path → bytes); the caller removes it.
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return folder
    }

    /// A reader of the files under `folder`, for tests that quote the bundled guides.
    static func disk(_ folder: URL) -> (String) throws(ReportInputError) -> [UInt8] {
        { path throws(ReportInputError) in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else { throw ReportInputError(file: path, "does not exist") }
            return Array(data)
        }
    }

    /// Files held in memory (path → bytes), with every path a reader asked for, in order.
    final class Memory: @unchecked Sendable {
        let files: [String: [UInt8]]
        private(set) var asked: [String] = []

        init(_ files: [String: [UInt8]]) { self.files = files }

        /// The bytes of `path`, or "does not exist" for a file it does not hold.
        func read(_ path: String) throws(ReportInputError) -> [UInt8] {
            asked.append(path)
            guard let bytes = files[path] else { throw ReportInputError(file: path, "does not exist: expected a guide page") }
            return bytes
        }

        /// A reader asking this memory.
        func reader() -> GuideSourceReader {
            GuideSourceReader { path throws(ReportInputError) in try self.read(path) }
        }
    }
}
