import Foundation
import Testing
import GuideSpecTestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The repository's two adapters, one Swift and one Python, pass every golden case through `guidespec conform`.
@Suite struct AdapterConformanceCLITests {
    /// How many cases a golden file holds.
    static func caseCount(_ page: String) throws -> Int {
        try String(contentsOf: Paths.packageRoot.appendingPathComponent("golden/\(page).jsonl"), encoding: .utf8).split(separator: "\n").count
    }

    static let adapters: [(name: String, command: String, title: String)] = [
        (
            "reference", CLITests.executable.deletingLastPathComponent().appendingPathComponent("guidespec-reference-adapter").path,
            "guidespec-reference 2.0.0 (swift, ios)"
        ),
        ("python", "python3 adapters/python/guidespec_adapter.py", "guidespec-python-adapter 1.0.0 (python, ios)"),
    ]

    @Test(arguments: adapters.map(\.name))
    func passesEveryGoldenCase(adapter name: String) throws {
        let adapter = try #require(Self.adapters.first { $0.name == name })
        let run = try CLITests.run(["conform", "--adapter", adapter.command])
        let (count, observer) = (try Self.caseCount("ios-purchase"), try Self.caseCount("storekit-observer"))
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        // Neither answers storekit.observer. The Python adapter's hello names its page, ios-purchase, so the observer cases are
        // not sent; the reference names no pages and does not list the operation, so they are sent to no one and skipped.
        let summary =
            name == "python"
            ? "\(count) cases: \(count) passed, 0 failed, 0 errored, 0 skipped, 0 expected failures; not run: \(observer) on pages not selected\n"
            : "skipped \(observer): unsupported operation storekit.observer\n"
                + "\(count + observer) cases: \(count) passed, 0 failed, 0 errored, \(observer) skipped, 0 expected failures; "
                + "every case skipped in transaction-observer\n"
        #expect(run.standardOutput == "adapter: \(adapter.title)\n" + summary)
    }

    @Test(arguments: adapters.map(\.name))
    func speaksTheProtocol(adapter name: String) throws {
        let adapter = try #require(Self.adapters.first { $0.name == name })
        let run = try CLITests.run(["smoke", "--adapter", adapter.command])
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
    }

    @Test func theJUnitReportHasOneTestCasePerGoldenCase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("conform.xml")
        let run = try CLITests.run(["conform", "--adapter", Self.adapters[0].command, "--format", "junit", "--output", report.path])
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        // FoundationXML parses with libxml2's XML parser on Linux.
        let document = try XMLDocument(contentsOf: report, options: [])
        let names = try document.nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        let ids = try ["ios-purchase", "storekit-observer"].flatMap { page in
            try String(contentsOf: Paths.packageRoot.appendingPathComponent("golden/\(page).jsonl"), encoding: .utf8).split(separator: "\n")
        }.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["id"] as? String
        }
        #expect(names.count == ids.count)
        #expect(Set(names) == Set(ids.compactMap { $0 }))
        #expect(try document.nodes(forXPath: "//failure|//error").isEmpty)
    }
}
