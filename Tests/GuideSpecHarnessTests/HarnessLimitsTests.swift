import GuideSpecWire
import Foundation
import GuideSpecHarness
import Testing
import GuideSpecTestSupport

/// The harness's own limits (docs/conform.md, "The harness's limits"): the run's deadline, timeouts in a row, failed starts
/// in a row. Line length, stderr kept and nesting depth are checked in HarnessFaultTests, the pipeline in HarnessPipelineTests.
@Suite struct HarnessLimitsTests {
    @Test func aHangingAdapterEndsAtTheDeadline() throws {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = HarnessOptions(arguments: FixtureAdapter.arguments("sleep-after-hello", golden: folder), timeout: 30, deadline: 1.5)
        let (run, seconds) = FixtureAdapter.timed { ConformanceHarness.run(FixtureAdapter.cases, options: options) }
        #expect(seconds >= 1.5 && seconds < 1.5 + 3)
        #expect(run.results[0].outcome == .errored(.deadline(seconds: 1.5)))
        #expect(run.results.dropFirst().allSatisfy { $0.outcome == .errored(.notRun("the run's deadline of 1.5 s passed")) })
        #expect(run.abort == .notRun("the run's deadline of 1.5 s passed"))
    }

    /// The command line refuses such waits (`timeout-inf-crash`); a program calling the harness directly gets the longest.
    @Test func aWaitNoClockCanHoldIsTheLongestWaitNotATrap() throws {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = HarnessOptions(arguments: FixtureAdapter.arguments("good", golden: folder), timeout: .infinity, deadline: 1e308)
        let run = ConformanceHarness.run(FixtureAdapter.cases, options: options)
        #expect(run.abort == nil)
        #expect(run.results.count == FixtureAdapter.cases.count)
        #expect(!HarnessOptions.isWait(.infinity) && !HarnessOptions.isWait(.nan) && !HarnessOptions.isWait(0))
        #expect(HarnessOptions.isWait(HarnessOptions.longestWait) && !HarnessOptions.isWait(HarnessOptions.longestWait.nextUp))
    }

    @Test func anAdapterThatTimesOutThreeTimesInARowIsNotRestarted() throws {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = HarnessOptions(arguments: FixtureAdapter.arguments("sleep-after-hello", golden: folder), timeout: 1.5)
        let (run, seconds) = FixtureAdapter.timed { ConformanceHarness.run(FixtureAdapter.cases, options: options) }
        #expect(seconds < 3 * (1.5 + 1) + 3)
        #expect(run.results.prefix(3).map(\.outcome) == Array(repeating: .errored(.timeout(seconds: 1.5)), count: 3))
        let reason = "the adapter timed out on 3 cases in a row"
        #expect(run.results[3].outcome == .skipped(reason: "unsupported operation api.method"), "known unsupported before the third timeout")
        #expect(run.results[4].outcome == .errored(.notRun(reason)))
        #expect(run.abort == .notRun(reason))
    }

    @Test func anAdapterThatFailsToRestartThreeTimesInARowIsGivenUp() throws {
        let cases =
            [FixtureAdapter.cases[0], FixtureAdapter.cases[1]]
            + (1...4).map { FixtureAdapter.golden("t/ios/error-codes/x\($0)", "error.code-for-name", ["name": "X"], ["code": 1]) }
        let folder = try FixtureAdapter.goldenFolder(cases)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids")
        let options = HarnessOptions(arguments: FixtureAdapter.arguments("crash+fail-restarts", golden: folder, pids: pids), timeout: 2)
        let run = ConformanceHarness.run(cases, options: options)
        let failed = AdapterFault.handshake("adapter exited with status 4 before sending hello")
        #expect(
            run.results.map(\.outcome) == [
                .passed, .errored(.exited(.exited(3))), .errored(failed), .errored(failed), .errored(failed),
                .errored(.notRun("adapter failed to start 3 times in a row")),
            ])
    }
}

/// An interruption (what SIGINT and SIGTERM trigger in the CLI) ends a run at once, below the CLI.
@Suite struct HarnessInterruptionTests {
    @Test func anInterruptedRunChargesTheCaseInFlightAndMarksTheRestNotRun() throws {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids")
        let interruption = HarnessInterruption()
        let options = HarnessOptions(
            arguments: FixtureAdapter.arguments("hang+forking", golden: folder, pids: pids), timeout: 60, interruption: interruption)
        let trigger = Thread {
            while (try? ProcessProbe.pids(in: pids).count) ?? 0 < 3 { usleep(20_000) }
            usleep(500_000)
            interruption.interrupt(signal: SIGTERM)
        }
        trigger.start()
        let (run, seconds) = FixtureAdapter.timed { ConformanceHarness.run(FixtureAdapter.cases, options: options) }
        #expect(seconds < 30)
        #expect(interruption.signal == SIGTERM)
        #expect(
            run.results.map(\.outcome) == [
                .passed, .errored(.interrupted(signal: SIGTERM)), .errored(.notRun("interrupted by SIGTERM")),
                .errored(.notRun("interrupted by SIGTERM")), .errored(.notRun("interrupted by SIGTERM")),
            ])
        #expect(run.abort == .notRun("interrupted by SIGTERM"))
        #expect(try ProcessProbe.pids(in: pids).filter(ProcessProbe.isRunning).isEmpty)
    }
}
