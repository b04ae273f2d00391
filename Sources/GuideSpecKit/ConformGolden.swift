import GuideSpecIO
public import GuideSpecWire
public import Foundation

/// The golden cases of a folder: every `*.jsonl` file, in file-name order, one `GoldenCase` per line.
public struct ConformGolden: Sendable {
    /// The file names read, sorted.
    public var files: [String]
    public var cases: [GoldenCase]

    /// Reads `directory`; a missing folder, a file over its limit, an unreadable line or a duplicate id is a
    /// `ConformInputError` naming file and line.
    public static func load(directory: URL) throws(ConformInputError) -> ConformGolden {
        let listed: [String]?
        do { listed = try InputFolder.names(in: directory.path, extension: "jsonl") } catch { throw ConformInputError(error) }
        guard let names = listed else { throw ConformInputError("\(directory.path): cannot read the golden folder: pass --golden DIR") }
        var cases: [GoldenCase] = []
        var seen: [String: String] = [:]
        for name in names {
            let path = directory.appendingPathComponent(name).path
            let bytes: [UInt8]
            switch InputFile.read(path, limit: InputLimits.goldenFileBytes, kind: "golden file") {
            case .success(let read): bytes = read
            case .failure(let failure): throw ConformInputError(failure)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw ConformInputError("\(path): not readable as UTF-8 text") }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                guard line.utf8.count <= InputLimits.goldenLineBytes else {
                    throw ConformInputError("\(path):\(index + 1): the line is \(line.utf8.count) bytes, over the \(InputLimits.goldenLineBytes)-byte limit for one golden case")
                }
                let golden: GoldenCase
                do {
                    golden = try JSONDecoder().decode(GoldenCase.self, from: Data(line.utf8))
                } catch {
                    throw ConformInputError("\(path):\(index + 1): not a golden case: \(error)")
                }
                if let first = seen[golden.id] { throw ConformInputError("\(path):\(index + 1): duplicate case id \(golden.id) (first at \(first))") }
                seen[golden.id] = "\(name):\(index + 1)"
                cases.append(golden)
            }
        }
        guard !cases.isEmpty else { throw ConformInputError("\(directory.path): no golden cases (*.jsonl)") }
        return ConformGolden(files: names, cases: cases)
    }
}
