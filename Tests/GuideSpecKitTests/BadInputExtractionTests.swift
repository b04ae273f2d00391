import GuideSpecPacks
import GuideSpecSource
import GuideSpecIO
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// Every kind of bad input gets a diagnostic on the right line and the documented exit code, and no spec file
/// is written for an input that could not be read.
@Suite struct BadInputExtractionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var fileName: String
        var bytes: [UInt8]
        var exit: GuideSpecExit
        /// `line rule` of each diagnostic.
        var diagnostics: [String]
        var testDescription: String { name }
    }

    static let externalEntity = """
        <!DOCTYPE html [
          <!ENTITY secret SYSTEM "file:///etc/passwd">
        ]>
        <html><body><p>&secret;</p></body></html>
        """
    static let entityBomb = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lol">
         <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
         <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        ]>
        <html><body><p>&lol3;</p></body></html>
        """

    static let cases: [Case] = [
        Case(
            name: "invalid UTF-8", fileName: "zh/bad.md", bytes: Array("# T\n\nok\n".utf8) + [0xFF, 0x41], exit: .badInput,
            diagnostics: ["4 input.invalid-utf8"]),
        Case(name: "UTF-16", fileName: "zh/utf16.md", bytes: [0xFE, 0xFF, 0x00, 0x23], exit: .badInput, diagnostics: ["1 input.utf16"]),
        Case(
            name: "binary", fileName: "zh/binary.md", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00], exit: .badInput,
            diagnostics: ["3 input.binary"]),
        Case(name: "empty", fileName: "zh/empty.md", bytes: [], exit: .badInput, diagnostics: ["1 input.empty"]),
        Case(
            name: "unterminated fence runs to the end", fileName: "zh/fence.md", bytes: Array("# T\n\n```objectivec\n@interface A : NSObject\n".utf8),
            exit: .success,
            diagnostics: ["3 markdown.unterminated-fence", "4 extract.unterminated-interface"]),
        Case(
            name: "HTML external entity", fileName: "en/entity.html", bytes: Array(externalEntity.utf8), exit: .badInput,
            diagnostics: ["2 html.entity-declaration"]),
        Case(
            name: "HTML entity bomb", fileName: "en/bomb.html", bytes: Array(entityBomb.utf8), exit: .badInput,
            diagnostics: ["3 html.entity-declaration"]),
        Case(name: "only a BOM", fileName: "zh/bom-only.md", bytes: [0xEF, 0xBB, 0xBF, 0x0A], exit: .badInput, diagnostics: ["1 input.empty"]),
        Case(
            name: "HTML whose DOCTYPE never closes its quote", fileName: "en/doctype.html",
            bytes: Array("<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01//EN>\n<html><body><h1>Errors</h1><p>text</p></body></html>\n".utf8),
            exit: .badInput, diagnostics: ["1 input.no-content"]),
        Case(
            name: "Markdown with only a comment", fileName: "zh/comment.md", bytes: Array("<!-- nothing here -->\n".utf8), exit: .badInput,
            diagnostics: ["1 input.no-content"]),
        Case(
            name: "BOM is repaired", fileName: "zh/bom.md", bytes: [0xEF, 0xBB, 0xBF] + Array("# T\n".utf8), exit: .success,
            diagnostics: ["1 input.byte-order-mark"]),
        Case(
            name: "CRLF is repaired", fileName: "zh/crlf.md", bytes: Array("# T\r\n\r\n| a | b |\r\n| - | - |\r\n| 1 |\r\n".utf8), exit: .success,
            diagnostics: ["1 input.crlf", "5 markdown.table-cell-count"]),
        Case(
            name: "short and long table rows", fileName: "zh/rows.md", bytes: Array("| a | b |\n| - | - |\n| 1 |\n| 1 | 2 | 3 |\n".utf8),
            exit: .success, diagnostics: ["3 markdown.table-cell-count", "4 markdown.table-cell-count"]),
    ]

    @Test(arguments: cases)
    func badInputGetsItsDiagnosticAndExitCode(_ testCase: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in/" + testCase.fileName)
        try FileManager.default.createDirectory(at: input.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(testCase.bytes).write(to: input)
        let output = folder.appendingPathComponent("spec")
        let run = try Extraction.run([try GuideFile(path: input.path)], into: output.path, options: BundledProject.settings.extractionOptions)
        #expect(run.exit == testCase.exit)
        #expect(run.results.flatMap(\.diagnostics).map { "\($0.line) \($0.rule)" } == testCase.diagnostics)
        let written = try run.plan.commit()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if testCase.exit == .success {
            #expect(written.count == 1)
            #expect(files.count == 1)
        } else {
            #expect(written.isEmpty)
            #expect(files.isEmpty, "no spec, and no temporary file, may be left for unreadable input")
        }
    }

    /// Fails on 25bbb19, which wrote the good file's spec and exited 2.
    @Test func aBadFileAmongGoodOnesMeansNoSpecIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("zh/good.md")
        let bad = folder.appendingPathComponent("en/good.md")
        try FileManager.default.createDirectory(at: good.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("| E | Error Code |\n| - | - |\n| TCGB_ERROR_X | 1 |\n".utf8).write(to: good)
        try Data([0x00, 0x01]).write(to: bad)
        let output = folder.appendingPathComponent("spec")
        let previous = Data("previous en spec\n".utf8)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try previous.write(to: output.appendingPathComponent("good.en.json"))
        let run = try Extraction.run(
            [try GuideFile(path: good.path), try GuideFile(path: bad.path)], into: output.path, options: BundledProject.settings.extractionOptions)
        #expect(run.exit == .badInput)
        #expect(run.plan.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["good.en.json"])
        #expect(try Data(contentsOf: output.appendingPathComponent("good.en.json")) == previous)
        let alone = try Extraction.run([try GuideFile(path: good.path)], into: output.path, options: BundledProject.settings.extractionOptions)
        #expect(try alone.plan.commit().map(\.outcome) == [.created])
        #expect(
            try Extraction.run([try GuideFile(path: good.path)], into: output.path, options: BundledProject.settings.extractionOptions).plan.commit()
                .map(\.outcome) == [.unchanged])
    }

    @Test func twoFilesGivingOneSpecFileAreBadInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = folder.appendingPathComponent("zh/page.md")
        let html = folder.appendingPathComponent("zh/page.html")
        try FileManager.default.createDirectory(at: markdown.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: markdown)
        try Data("<h1>Page</h1>\n".utf8).write(to: html)
        let error = #expect(throws: GuideSpecFailure.self) {
            try Extraction.run(
                [try GuideFile(path: markdown.path), try GuideFile(path: html.path)], into: folder.appendingPathComponent("spec").path,
                options: BundledProject.settings.extractionOptions)
        }
        #expect(error?.exit == .badInput)
        #expect(error?.description == "\(html.path): gives the same spec file page.zh.json as \(markdown.path): pass each page and language once")
    }

    @Test func aHugeFileIsRefusedWithoutReadingItWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("zh/huge.md")
        try FileManager.default.createDirectory(at: huge.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Sparse: the file system reports 1 GiB without the bytes being on disk; reading it whole would take seconds.
        _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let result = GuideSource.read(try GuideFile(path: huge.path), options: .withPacks(BundledProject.settings.extractionOptions))
        #expect(result.spec == nil)
        #expect(result.diagnostics.map(\.message) == ["file is 1073741824 bytes, over the 33554432-byte limit for a guide page"])
        #expect(result.diagnostics.map(\.rule) == ["input.too-large"])
    }
}
