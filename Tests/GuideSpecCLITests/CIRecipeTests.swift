import Foundation
import Testing
import GuideSpecTestSupport

/// The GitHub Actions recipe of docs/ci.md passes the checks this machine can run in actionlint's place
/// (`scripts/check-ci-recipe`: SchemaStore's workflow schema through check-jsonschema, and shellcheck on every `run:`),
/// and those checks catch what they are there for.
@Suite struct CIRecipeTests {
    static let workflow = "docs/examples/guidespec.yml"

    /// Runs `scripts/check-ci-recipe` on `files` from the package root.
    static func check(_ files: [String]) throws -> CLITests.Run {
        try CLITests.run(program: Paths.packageRoot.appendingPathComponent("scripts/check-ci-recipe"), files)
    }

    @Test func theDocumentedWorkflowPassesTheSchemaAndShellcheck() throws {
        let run = try Self.check([Self.workflow])
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "")
    }

    @Test func aRunScriptShellcheckFlagsAndAJobTheSchemaRefusesAreNamed() throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(Self.workflow), encoding: .utf8)
        let broken =
            text
            .replacingOccurrences(of: #"cat guidespec-summary.md >>"$GITHUB_STEP_SUMMARY""#, with: "cat guidespec-summary.md >>$GITHUB_STEP_SUMMARY")
            .replacingOccurrences(of: "runs-on: ubuntu-latest", with: "runs-on: 12")
        #expect(broken != text)
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("guidespec.yml")
        try Data(broken.utf8).write(to: file)
        let run = try Self.check([file.path])
        #expect(run.exitCode == 1)
        #expect(run.standardOutput.hasPrefix("\(file.path): does not match vendor.github-workflows:\n"))
        #expect(run.standardOutput.contains("$.jobs.guidespec['runs-on']: 12 is not of type 'string'"))
        #expect(
            run.standardOutput.hasSuffix(
                """
                \(file.path): job guidespec, step 5 (Job summary), script line 2:30: note: Double quote to prevent globbing and word splitting. \
                [SC2086]\n
                """
            ))
    }

    @Test func theWorkflowAsksCheckForTheReportsItUploads() throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(Self.workflow), encoding: .utf8)
        for option in ["--format sarif=guidespec.sarif", "--format markdown=guidespec-summary.md", "--format html=guidespec-report.html"] {
            #expect(text.contains("\n          \(option)\n"), "\(option)")
        }
        #expect(text.contains("sarif_file: guidespec.sarif"))
        #expect(text.contains("path: guidespec-report.html"))
        #expect(text.contains(#"cat guidespec-summary.md >>"$GITHUB_STEP_SUMMARY""#))
    }
}
