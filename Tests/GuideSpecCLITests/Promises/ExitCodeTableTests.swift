import Foundation
import Testing
import GuideSpecTestSupport

/// The README's exit-code table ("What GuideSpec promises"), case by case: each row is a scenario run end to end, and
/// the table lists exactly these scenarios with these codes.
@Suite struct ExitCodeTableTests {
    static let scenarios =
        Scenario.names + Scenario.writes + Scenario.standardOutput + Scenario.reading + Scenario.limits
        + Scenario.mixes + Scenario.locks

    @Test(arguments: scenarios)
    func endsWithItsExitCodeAndAOneLineMessage(_ scenario: Scenario) throws {
        try Self.check(scenario)
    }

    @Test(
        .enabled(if: Sandbox.mountNamespacesAvailable, "needs a private mount namespace (unshare -m) to mount a read-only folder and a small tmpfs"),
        arguments: Scenario.mounted)
    func endsWithItsExitCodeOnMountedFileSystems(_ scenario: Scenario) throws {
        try Self.check(scenario)
    }

    @Test func theREADMETableListsEveryScenarioWithItsExitCode() throws {
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "### Exit codes, case by case").dropFirst().first?.components(separatedBy: "\n#").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| case ") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let listed = rows.map { "\($0[0]) → \($0[1])" }
        let tested = (Self.scenarios + Scenario.mounted).map { "\($0.name) → \($0.exit)" }
        #expect(listed == tested)
    }

    /// Runs one scenario in a fresh sandbox: its exit code, and no Foundation error dump on standard error.
    static func check(_ scenario: Scenario) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = try scenario.body(sandbox)
        #expect(run.exitCode == scenario.exit, "\(run.standardError)")
        #expect(!run.standardError.contains("Error Domain") && !run.standardError.contains("NSCocoaErrorDomain"))
    }
}
