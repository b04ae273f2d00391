import Foundation
import Glibc
import GuideSpecWire
import Testing

/// The one golden reader over a folder: every `*.jsonl` in name order, the limits of the README, ids once in the folder,
/// and what a folder that cannot give cases is told.
@Suite struct GoldenFolderTests {
    /// A fresh folder holding `files` (name → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-golden-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static func line(_ id: String) -> String { GoldenFileTests.line.replacingOccurrences(of: "p/ios/error-codes/X", with: id) + "\n" }

    @Test func everyGoldenFileInNameOrderHiddenOnesLeftOut() throws {
        let folder = try Self.folder([
            "b.jsonl": Self.line("b/ios/error-codes/X"), "a.jsonl": Self.line("a/ios/error-codes/X") + Self.line("a/ios/error-codes/Y"),
            ".tmp.jsonl": "not json\n", "notes.txt": "not json\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try GoldenFolder.read(folder.path, requiringCases: true)
        #expect(read.files.map(\.name) == ["a.jsonl", "b.jsonl"])
        #expect(read.files.map(\.page) == ["a", "b"])
        #expect(read.files[0].path == folder.path + "/a.jsonl")
        #expect(read.cases.map(\.id) == ["a/ios/error-codes/X", "a/ios/error-codes/Y", "b/ios/error-codes/X"])
        #expect(read.files[1].bytes == Data(Self.line("b/ios/error-codes/X").utf8))
    }

    @Test func anIdTwiceInTheFolderNamesBothPlaces() throws {
        let folder = try Self.folder([
            "a.jsonl": Self.line("p/ios/error-codes/X"), "b.jsonl": Self.line("q/ios/error-codes/Y") + Self.line("p/ios/error-codes/X"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: GoldenFileError.self) { try GoldenFolder.read(folder.path, requiringCases: false) }
        #expect(
            error?.description
                == "\(folder.path)/b.jsonl:2: duplicate id \"p/ios/error-codes/X\" (first at \(folder.path)/a.jsonl:1): expected each id once")
    }

    @Test func aFolderThatGivesNoCaseIsAnErrorOnlyWhereCasesAreRun() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-no-such-folder-\(UUID().uuidString)").path
        #expect(throws: GoldenFileError(file: missing, "cannot read the golden folder")) { try GoldenFolder.read(missing, requiringCases: true) }
        #expect(try GoldenFolder.read(missing, requiringCases: false).files.isEmpty)
        let empty = try Self.folder(["a.jsonl": ""])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: GoldenFileError(file: empty.path, "no golden cases (*.jsonl)")) { try GoldenFolder.read(empty.path, requiringCases: true) }
        #expect(try GoldenFolder.read(empty.path, requiringCases: false).cases.isEmpty)
    }

    /// A FIFO is refused without blocking on it, and a file over the limit by its real size, without reading it.
    @Test func onlyRegularFilesWithinTheLimitAreRead() throws {
        let folder = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.jsonl").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let refused = #expect(throws: GoldenFileError.self) { try GoldenFolder.read(folder.path, requiringCases: true) }
        #expect(refused?.description == "\(fifo): is a FIFO (named pipe): expected a golden file")
        #expect(refused?.exit == .badInput)
        try FileManager.default.removeItem(atPath: fifo)
        let large = folder.appendingPathComponent("large.jsonl")
        #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: 64 << 20 + 1)
        try handle.close()
        let tooLarge = #expect(throws: GoldenFileError.self) { try GoldenFolder.read(folder.path, requiringCases: true) }
        #expect(tooLarge?.description == "\(large.path): is 67108865 bytes, over the 67108864-byte limit for a golden file")
    }
}
