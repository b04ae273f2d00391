public import Foundation
import GuideSpecIO

/// The golden files of a folder, read by the one golden reader that `conform`, `golden verify` and `record`,
/// `generate-tests`, the plugin's tool and the tests all use, with the limits of the README: every `*.jsonl` but hidden
/// ones, in name order, at most `InputLimits.filesPerFolder` of them; each a regular file of at most
/// `InputLimits.goldenFileBytes`, read without blocking, and parsed by `GoldenFile.parse` (UTF-8, lines of at most
/// `InputLimits.goldenLineBytes`, one case a line with every member and a known operation); each id once in the folder.
public struct GoldenFolder: Sendable {
    /// One golden file: its page's cases.
    public struct File: Sendable {
        /// The file name, `<page>.jsonl`.
        public var name: String
        /// The file as messages name it: the folder as given, then the name.
        public var path: String
        public var bytes: Data
        public var cases: [GoldenCase]

        /// The page the file holds the cases of.
        public var page: String { String(name.dropLast(".jsonl".count)) }
    }

    /// The files, sorted by name.
    public var files: [File]

    /// Every case, file by file.
    public var cases: [GoldenCase] { files.flatMap(\.cases) }

    /// Cases built in memory, one file a page (the first part of the case id) as `golden record` writes it: named
    /// `<page>.jsonl`, its cases sorted by id.
    public init(built cases: [GoldenCase]) throws {
        files = try Dictionary(grouping: cases) { String($0.id.prefix { $0 != "/" }) }.sorted { $0.key < $1.key }.map { page, cases in
            let data = try GoldenFile.render(cases)
            return File(name: "\(page).jsonl", path: "\(page).jsonl", bytes: data, cases: cases.sorted { $0.id < $1.id })
        }
    }

    private init(files: [File]) {
        self.files = files
    }

    /// Reads `folder`. Where cases are run (`requiringCases`), a folder that cannot be listed or holds no case is an error;
    /// where golden files are compared or recorded, an absent folder reads as empty. Every error names the file and, where
    /// it has one, the line.
    public static func read(_ folder: String, requiringCases: Bool) throws(GoldenFileError) -> GoldenFolder {
        let listed: [String]?
        do { listed = try InputFolder.names(in: folder, extension: "jsonl") } catch { throw GoldenFileError(error) }
        guard let names = listed else {
            guard !requiringCases else { throw GoldenFileError(file: folder, "cannot read the golden folder") }
            return GoldenFolder(files: [])
        }
        var files: [File] = []
        var firstLine: [String: (path: String, line: Int)] = [:]
        for name in names {
            let path = WritePlan.location(folder, name)
            let bytes: [UInt8]
            switch InputFile.read(path, limit: InputLimits.goldenFileBytes, kind: "golden file") {
            case .success(let read): bytes = read
            case .failure(let failure): throw GoldenFileError(failure)
            }
            let data = Data(bytes)
            let cases = try GoldenFile.parse(data, file: path)
            for (index, golden) in cases.enumerated() {
                if let first = firstLine[golden.id] {
                    throw GoldenFileError(
                        file: path, line: index + 1, "duplicate id \"\(golden.id)\" (first at \(first.path):\(first.line)): expected each id once")
                }
                firstLine[golden.id] = (path, index + 1)
            }
            files.append(File(name: name, path: path, bytes: data, cases: cases))
        }
        if requiringCases && files.allSatisfy(\.cases.isEmpty) { throw GoldenFileError(file: folder, "no golden cases (*.jsonl)") }
        return GoldenFolder(files: files)
    }
}
