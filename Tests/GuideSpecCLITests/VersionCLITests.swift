import Foundation
import GuideSpecIO
import Testing
import GuideSpecTestSupport

/// `guidespec --version` and the version every machine-readable report carries: all of them `GuideSpecVersion.tool`.
@Suite struct VersionCLITests {
    @Test func versionPrintsTheOneVersionAndExitsZero() throws {
        let run = try CLITests.run(["--version"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "\(GuideSpecVersion.tool)\n")
        #expect(run.standardError == "")
    }

    @Test func driftsJSONAndSARIFReportsCarryTheVersion() throws {
        let (repository, _, _) = try HistoryCLITests.repository()
        let arguments = ["drift", "en/purchase.md", "zh/purchase.md", "--format"]
        let json = try CLITests.run(arguments + ["json"], in: repository.folder)
        #expect(json.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(report["tool"] as? String == "guidespec")
        #expect(report["toolVersion"] as? String == GuideSpecVersion.tool)
        let sarif = try CLITests.run(arguments + ["sarif"], in: repository.folder)
        #expect(sarif.exitCode == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let driver = ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "guidespec")
        #expect(driver?["version"] as? String == GuideSpecVersion.tool)
    }

    @Test func historysJSONReportCarriesTheVersion() throws {
        let (repository, _, _) = try HistoryCLITests.repository()
        let run = try CLITests.run(["history", repository.path, "--format", "json"])
        #expect(run.exitCode == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(report["tool"] as? String == "guidespec")
        #expect(report["toolVersion"] as? String == GuideSpecVersion.tool)
    }

    @Test func conformsJSONAndJUnitReportsCarryTheVersion() throws {
        let folder = try ConformCLITests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapter = "python3 \(ConformCLITests.fixture) good golden/cases.jsonl"
        let json = try CLITests.run(["conform", "--adapter", adapter, "--format", "json"], in: folder)
        #expect(json.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let header = report["header"] as? [String: Any]
        #expect(header?["tool"] as? String == "guidespec")
        #expect(header?["toolVersion"] as? String == GuideSpecVersion.tool)
        let junit = try CLITests.run(["conform", "--adapter", adapter, "--format", "junit"], in: folder)
        #expect(junit.exitCode == 1)
        let suites = junit.standardOutput.components(separatedBy: "<testsuite ").count - 1
        let property = "<properties>\n      <property name=\"guidespec.version\" value=\"\(GuideSpecVersion.tool)\"/>\n    </properties>"
        #expect(suites == 1)
        #expect(junit.standardOutput.components(separatedBy: property).count - 1 == suites)
    }
}
