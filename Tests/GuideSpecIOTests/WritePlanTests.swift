import Foundation
import GuideSpecIO
import Testing

/// GuideSpec's one writer: paths checked before anything is written, files replaced whole and only when their bytes
/// change, output folders locked, and temporary files of ended runs removed.
@Suite struct WritePlanTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func writesOnlyWhatChangesAndSaysWhat() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out/deeper").path
        var plan = WritePlan()
        try plan.write(Data("a\n".utf8), named: "a.json", inFolder: out)
        try plan.write(Data("b\n".utf8), named: "b.json", inFolder: out)
        #expect(try plan.preview().map(\.outcome) == [.created, .created])
        #expect(!FileManager.default.fileExists(atPath: out), "a preview creates nothing")
        #expect(
            try plan.commit() == [
                WriteChange(path: "\(out)/a.json", outcome: .created), WriteChange(path: "\(out)/b.json", outcome: .created),
            ])
        let inode = try FileManager.default.attributesOfItem(atPath: "\(out)/a.json")[.systemFileNumber] as? Int
        var again = WritePlan()
        try again.write(Data("a\n".utf8), named: "a.json", inFolder: out)
        try again.write(Data("B\n".utf8), named: "b.json", inFolder: out)
        try again.remove(named: "gone.json", inFolder: out)
        #expect(try again.commit().map(\.outcome) == [.unchanged, .updated, .unchanged])
        #expect(
            try FileManager.default.attributesOfItem(atPath: "\(out)/a.json")[.systemFileNumber] as? Int == inode,
            "an unchanged file is not rewritten")
        #expect(try String(contentsOfFile: "\(out)/b.json", encoding: .utf8) == "B\n")
        #expect(Self.names(URL(fileURLWithPath: out)) == ["a.json", "b.json"])
    }

    @Test func anUpdateKeepsTheFilesPermissions() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("report.json")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        #expect(try AtomicFileWriter.write(Data("new".utf8), to: file) == .updated)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
    }

    @Test(arguments: ["../x.json", "a/b.json", ".", "..", "", ".guidespec-tmp.1.h.r.x"])
    func aNameThatWouldLeaveItsFolderIsBadInput(_ name: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var plan = WritePlan()
        let error = #expect(throws: GuideSpecFailure.self) { try plan.write(Data(), named: name, inFolder: root.appendingPathComponent("out").path) }
        #expect(error?.exit == .badInput)
        #expect(error?.description.hasSuffix("nothing is written outside \(root.path)/out") == true)
        #expect(plan.isEmpty)
    }

    @Test func aLinkAtTheDestinationIsRefusedWhenPlannedAndWhenCommitted() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("x.json").path, withDestinationPath: "../outside.json")
        var plan = WritePlan()
        #expect(throws: GuideSpecFailure.self) { try plan.write(Data("x".utf8), named: "x.json", inFolder: out.path) }
        try plan.write(Data("y".utf8), named: "y.json", inFolder: out.path)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("y.json").path, withDestinationPath: "../outside.json")
        let error = #expect(throws: GuideSpecFailure.self) { try plan.commit() }
        #expect(error?.exit == .badInput)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("outside.json").path))
    }

    @Test func aFolderHeldByAnotherRunIsExitThree() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        var plan = WritePlan()
        try plan.write(Data("x".utf8), named: "x.json", inFolder: root.path)
        let error = #expect(throws: GuideSpecFailure.self) { try plan.commit() }
        #expect(error?.exit == .infrastructure)
        #expect(error?.description == "\(root.path): another guidespec run is writing into this folder; wait for it to end, then run again")
        #expect(Self.names(root) == [])
        var report = WritePlan()
        try report.write(Data("r".utf8), toFile: root.appendingPathComponent("report.txt").path)
        #expect(try report.commit().map(\.outcome) == [.created], "a file the user names does not lock its folder")
    }

    @Test func aDestinationThatCannotBeAFileIsExitThreeBeforeAnythingIsWritten() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("file"))
        var plan = WritePlan()
        try plan.write(Data("ok".utf8), named: "first.json", inFolder: root.appendingPathComponent("out").path)
        let under = #expect(throws: GuideSpecFailure.self) { try plan.write(Data(), toFile: root.appendingPathComponent("file/report.txt").path) }
        #expect(under?.exit == .infrastructure)
        #expect(under?.description == "\(root.path)/file/report.txt: cannot be written: \(root.path)/file is not a folder")
        let folder = #expect(throws: GuideSpecFailure.self) { try WritePlan.check(toFile: root.path) }
        #expect(folder?.description == "\(root.path): is a folder: expected a file")
        #expect(Self.names(root) == ["file"], "planning writes nothing")
    }
}
