import Foundation
import Testing
import GuideSpecTestSupport

extension Scenario {
    static let noSpace = "standard output: cannot be written: no space left on device\n"

    /// Destinations that cannot become files: exit 3 with one `file: what happened` line, nothing written.
    static let writes: [Scenario] = [
        Scenario(name: "extract -o a path under a file", exit: 3) { sandbox in
            try sandbox.write("afile", "not a folder\n")
            let run = try sandbox.run(["extract", "zh/ios-purchase.md", "-o", "afile/out"])
            #expect(run.standardError == "afile/out/ios-purchase.zh.json: cannot be written: afile is not a folder\n")
            #expect(sandbox.bytes("afile") == Data("not a folder\n".utf8))
            return run
        },
        Scenario(name: "drift -o a folder", exit: 3) { sandbox in
            try FileManager.default.createDirectory(atPath: sandbox.path("report"), withIntermediateDirectories: true)
            let run = try sandbox.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt", "-o", "report"])
            #expect(run.standardError == "report: is a folder: expected a file\n")
            #expect(sandbox.listing("report") == [])
            return run
        },
        Scenario(name: "conform --output a folder", exit: 3) { sandbox in
            try FileManager.default.createDirectory(atPath: sandbox.path("report"), withIntermediateDirectories: true)
            let run = try sandbox.run(["conform", "--adapter", referenceAdapter, "--output", "report"])
            #expect(run.standardError == "report: is a folder: expected a file\n")
            #expect(run.standardOutput == "", "checked before the adapter runs")
            return run
        },
        Scenario(name: "history -o a folder", exit: 3) { sandbox in
            let repository = try historyRepository()
            try FileManager.default.createDirectory(atPath: sandbox.path("report"), withIntermediateDirectories: true)
            let run = try sandbox.run(["history", repository.path, "-o", "report"])
            #expect(run.standardError == "report: is a folder: expected a file\n")
            #expect(sandbox.listing("report") == [])
            return run
        },
        Scenario(name: "golden record into a golden path that is a file", exit: 3) { sandbox in
            try sandbox.write("golden2", "a file\n")
            let run = try sandbox.run(["golden", "record", "--golden", "golden2"], environment: ["CI": ""])
            #expect(run.standardError == "golden2/ios-purchase.jsonl: cannot be written: golden2 is not a folder\n")
            #expect(sandbox.bytes("golden2") == Data("a file\n".utf8))
            return run
        },
        Scenario(name: "generate-tests -o a path under a file", exit: 3) { sandbox in
            try sandbox.write("afile", "")
            let run = try sandbox.run(["generate-tests", "-o", "afile/gen"])
            #expect(run.standardError.hasSuffix(": cannot be written: afile is not a folder\n"))
            #expect(run.standardError.split(separator: "\n").count == 1)
            return run
        },
    ]

    /// Every command whose report cannot reach standard output: exit 3, never a silent success or a finding.
    static let standardOutput: [Scenario] = [
        fullOutput("extract --dry-run > /dev/full", ["extract", "zh/ios-purchase.md", "--dry-run"]),
        fullOutput("drift > /dev/full", ["drift", "zh/ios-purchase.md", "en/ios-purchase.txt"]),
        fullOutput("golden verify > /dev/full", ["golden", "verify"]),
        fullOutput("generate-tests --dry-run > /dev/full", ["generate-tests", "-o", "gen", "--dry-run"]),
        fullOutput("conform > /dev/full", ["conform", "--adapter", referenceAdapter]),
        fullOutput("smoke > /dev/full", ["smoke", "--adapter", referenceAdapter]),
        fullOutput("dump-document > /dev/full", ["dump-document", "zh/ios-purchase.md"]),
        Scenario(name: "history > /dev/full", exit: 3) { sandbox in
            let repository = try historyRepository()
            let run = try sandbox.run(["history", repository.path], output: .full)
            #expect(run.standardError == noSpace)
            return run
        },
        Scenario(name: "check > /dev/full", exit: 3) { sandbox in
            let run = try sandbox.run(["check"], output: .full, in: Paths.packageRoot)
            #expect(run.standardError == noSpace)
            return run
        },
        Scenario(name: "drift with standard output closed", exit: 3) { sandbox in
            let run = try sandbox.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt"], output: .closed)
            #expect(run.standardError == "standard output: cannot be written: closed\n")
            return run
        },
        Scenario(name: "drift to a pipe whose reader has gone", exit: 3) { sandbox in
            let run = try sandbox.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt"], output: .brokenPipe)
            #expect(run.standardError == "standard output: cannot be written: broken pipe: the reader closed it\n")
            return run
        },
    ]

    /// A git repository of one committed page, for `guidespec history`.
    static func historyRepository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write(
            "en/purchase.md", "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n")
        _ = try repository.commit("Start the purchase page")
        return repository
    }

    /// `guidespec ARGUMENTS > /dev/full` in the sandbox: exit 3 and the one line that says so.
    static func fullOutput(_ name: String, _ arguments: [String]) -> Scenario {
        Scenario(name: name, exit: 3) { sandbox in
            let run = try sandbox.run(arguments, output: .full)
            #expect(run.standardError.hasSuffix(noSpace))
            #expect(!run.standardError.contains("Error"))
            return run
        }
    }
}
