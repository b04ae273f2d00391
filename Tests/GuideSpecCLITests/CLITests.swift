import Foundation
import Testing
import GuideSpecTestSupport

/// The `guidespec` executable end to end: arguments, output streams and exit codes.
@Suite struct CLITests {
    struct Run {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The built `guidespec` beside the test bundle, or the one `GUIDESPEC_EXECUTABLE` names (to run these tests
    /// against another build, such as an older release, and see which promises it breaks).
    static var executable: URL {
        if let other = ProcessInfo.processInfo.environment["GUIDESPEC_EXECUTABLE"] { return URL(fileURLWithPath: other) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("guidespec")
    }

    /// Runs `guidespec` in `folder`; `environment` sets (or, with nil, removes) variables of this process's environment.
    static func run(_ arguments: [String], in folder: URL = Paths.packageRoot, environment changes: [String: String?] = [:]) throws -> Run {
        try run(program: executable, arguments, in: folder, environment: changes)
    }

    /// Runs `program` in `folder` as `run(_:in:environment:)` runs `guidespec` (the scripts and tools these tests drive).
    static func run(program: URL, _ arguments: [String], in folder: URL = Paths.packageRoot, environment changes: [String: String?] = [:]) throws
        -> Run
    {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !changes.isEmpty {
            var environment = ProcessInfo.processInfo.environment
            for (name, value) in changes { environment[name] = value }
            process.environment = environment
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            exitCode: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// The control characters of `output` other than line feed and tab (C0, DEL, C1, the line and paragraph separators, the
    /// bidirectional controls): what a report must never write raw.
    static func controls(in output: String) -> [Unicode.Scalar] {
        output.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}" || scalar.properties.isBidiControl
        }
    }

    /// Writes the bundled guide's project file (the package's guidespec.yml) into `folder`, for a test that runs guidespec
    /// there on Gamebase-shaped pages: its platforms, name prefixes, languages and error-code page.
    static func writeBundledProject(into folder: URL) throws {
        try FileManager.default.copyItem(
            at: Paths.packageRoot.appendingPathComponent("guidespec.yml"), to: folder.appendingPathComponent("guidespec.yml"))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh"), withIntermediateDirectories: true)
        return folder
    }

    @Test func dryRunOnTheBundledGuidesFindsTheCheckedInSpecsUnchanged() throws {
        let run = try Self.run(["extract", "--dry-run"])
        #expect(run.exitCode == 0)
        #expect(
            run.standardOutput.split(separator: "\n").map { String($0.split(separator: ":")[0]) } == Array(repeating: "unchanged (dry run)", count: 4)
        )
        #expect(run.standardOutput.contains("spec/ios-purchase.zh.json"))
        #expect(run.standardOutput.contains("spec/ios-purchase.en.json"))
        #expect(run.standardOutput.contains("spec/storekit-observer-swift.zh.json"))
        #expect(run.standardOutput.contains("spec/storekit-iosiap-cpp.zh.json"))
    }

    @Test func badInputPrintsFileLineAndExitsTwoWithoutWriting() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# T\n\n".utf8 + [0xC0, 0x80]).write(to: folder.appendingPathComponent("zh/page.md"))
        let run = try Self.run(["extract", "zh/page.md", "-o", "out"], in: folder)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError
                == """
                zh/page.md:3: error: invalid UTF-8 at line 3, byte 1: expected UTF-8 text [input.invalid-utf8]\nno spec written: 1 of 1 guide \
                files could not be read\n
                """
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func warningsArePrintedAndTheSpecIsWritten() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("| Error | Error Code |\r\n| - | - |\r\n| TCGB_ERROR_X | 1 | extra |\r\n".utf8).write(
            to: folder.appendingPathComponent("zh/page.md"))
        let run = try Self.run(["extract", "zh/page.md", "-o", "out"], in: folder)
        #expect(run.exitCode == 0)
        #expect(
            run.standardError == """
                zh/page.md:1: warning: Windows (CRLF) or old Mac (CR) line endings were read as LF [input.crlf]
                zh/page.md:3: warning: table row has 3 cells but the header has 2: the extra cells were dropped [markdown.table-cell-count]

                """)
        #expect(run.standardOutput == "created: out/page.zh.json\n")
    }

    @Test func usageMistakesExitTwo() throws {
        let unknownExtension = try Self.run(["extract", "guide.pdf"])
        #expect(unknownExtension.exitCode == 2)
        #expect(unknownExtension.standardError.contains("guide.pdf: unknown extension \".pdf\": expected .md, .html or .txt"))
        let noLanguage = try Self.run(["extract", "page.md"])
        #expect(noLanguage.exitCode == 2)
        #expect(noLanguage.standardError.contains("cannot tell the language"))
    }

    /// Help is an answer, not a failure: usage on standard output, exit 0, for the tool and for each command.
    @Test(arguments: [["--help"], ["extract", "--help"], ["help", "drift"]])
    func helpPrintsUsageAndExitsZero(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("USAGE: guidespec "))
        #expect(run.standardError.isEmpty)
    }

    @Test func dumpDocumentPrintsTheTreeWithLines() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("## Errors\n\n| Error | Error Code |\n| --- | --- |\n| TCGB\\_ERROR\\_X | 1 |\n".utf8).write(
            to: folder.appendingPathComponent("zh/page.md"))
        let run = try Self.run(["dump-document", "zh/page.md"], in: folder)
        #expect(run.exitCode == 0)
        #expect(
            run.standardOutput == """
                document markdown
                  heading h2 @1 "Errors" #errors
                  table @3-5
                    header @3 | "Error" | "Error Code" |
                    row @5 | "TCGB_ERROR_X" | "1" |

                """)
    }
}
