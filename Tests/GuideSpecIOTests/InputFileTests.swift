import Foundation
import GuideSpecIO
import Testing

/// Input files are read only when they are regular files, never past their limit, and never by blocking in open().
@Suite struct InputFileTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("page.md").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let failure = try #require(InputFile.read(fifo, limit: 100, kind: "guide page").failureValue)
        #expect(failure.reason == .notARegularFile)
        #expect(failure.problem == "is a FIFO (named pipe): expected a guide page")
        #expect(failure.exit == .badInput)
    }

    @Test func folderAndDeviceAreRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(InputFile.read(folder.path, limit: 100, kind: "spec").failureValue?.problem == "is a folder: expected a spec")
        #expect(
            InputFile.read("/dev/zero", limit: 100, kind: "expectations file").failureValue?.problem == "is a device: expected an expectations file")
    }

    @Test func theRealSizeIsReportedWithoutReading() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.jsonl")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 5_000_000_000)
        try handle.close()
        let failure = try #require(InputFile.read(url.path, limit: 1 << 20, kind: "golden file").failureValue)
        #expect(failure.reason == .tooLarge(size: 5_000_000_000, limit: 1 << 20))
        #expect(failure.failure.description == "\(url.path): is 5000000000 bytes, over the 1048576-byte limit for a golden file")
    }

    @Test func aFileLargerThanItsReportedSizeIsStoppedAtTheBound() throws {
        // /proc files report a size of 0 and hold more: the read stops at the bound and says "more than".
        let failure = try #require(InputFile.read("/proc/self/maps", limit: 10, kind: "guide page").failureValue)
        #expect(failure.reason == .tooLarge(size: nil, limit: 10))
        #expect(failure.problem == "is more than 10 bytes, over the limit for a guide page")
    }

    @Test func missingIsNilForReadIfPresentAndBadInputOtherwise() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.json").path
        #expect(try InputFile.readIfPresent(missing, limit: 10, kind: "spec").get() == nil)
        #expect(InputFile.read(missing, limit: 10, kind: "spec").failureValue?.problem == "does not exist: expected a spec")
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let under = folder.appendingPathComponent("file/none.json").path
        #expect(try InputFile.readIfPresent(under, limit: 10, kind: "spec").get() == nil, "a path under a file cannot exist")
    }

    @Test func aReadTheSystemRefusesIsExitThree() throws {
        let failure = try #require(InputFile.read("/proc/self/mem", limit: 100, kind: "guide page").failureValue)
        #expect(failure.reason == .unreadable)
        #expect(failure.problem == "cannot be read: input/output error")
        #expect(failure.exit == .infrastructure)
    }
}

extension Result {
    /// The failure, or nil on success.
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
