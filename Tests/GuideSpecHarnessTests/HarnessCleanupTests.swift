import GuideSpecWire
import Foundation
import GuideSpecHarness
import GuideSpecIO
import Testing
import GuideSpecTestSupport

/// Whatever an adapter starts ends with it: children in its process group, and children that left the group and the
/// session (setsid, double fork) while holding its stdout, both after a fault and after a clean end.
@Suite struct HarnessCleanupTests {
    /// Runs the fixture in `mode` over the fixture cases and returns the run and the pids its processes wrote.
    func run(_ mode: String) throws -> (HarnessRun, [pid_t], Double) {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids")
        let options = HarnessOptions(arguments: FixtureAdapter.arguments(mode, golden: folder, pids: pids), timeout: 5)
        let (run, seconds) = FixtureAdapter.timed { ConformanceHarness.run(FixtureAdapter.cases, options: options) }
        return (run, try ProcessProbe.pids(in: pids), seconds)
    }

    @Test func aChildHoldingStdoutAfterTheAdapterExitedIsEnded() throws {
        let (run, pids, seconds) = try run("child-holds-stdout")
        #expect(run.results[1].outcome == .errored(.exited(.exited(0))))
        #expect(seconds < 5)
        #expect(pids.count == 3, "the first adapter, its child, the restarted adapter")
        #expect(pids.filter(ProcessProbe.isRunning).isEmpty)
    }

    @Test(arguments: ["detached-child", "forking"])
    func childrenEndWithACleanRun(mode: String) throws {
        let (run, pids, seconds) = try run(mode)
        HarnessFaultTests.expectBystanders(run)
        #expect(run.results[1].outcome == .passed)
        #expect(run.finalExit == .exited(0))
        #expect(!run.killedAfterBye)
        #expect(seconds < 5, "a child holding stdout must not hold up the end of the run")
        #expect(pids.count == (mode == "forking" ? 3 : 2))
        #expect(pids.filter(ProcessProbe.isRunning).isEmpty)
    }

    /// The harness as a library leaves the process hosting it as it found it: a test runner made the subreaper would adopt
    /// the orphans of other tests' programs (a browser's helpers), and its exit tests would wait for those zombies forever.
    @Test func aRunLeavesTheHostProcessNoSubreaper() throws {
        let (run, pids, _) = try run("detached-child")
        #expect(run.results[1].outcome == .passed)
        #expect(pids.filter(ProcessProbe.isRunning).isEmpty)
        #expect(!ProcessCalls.adoptsOrphans)
    }

    @Test func childrenEndWhenTheAdapterIsKilledForAFault() throws {
        let (run, pids, _) = try run("forking+crash")
        #expect(run.results[1].outcome == .errored(.exited(.exited(3))))
        #expect(pids.count == 6, "two adapters, each with a child and a detached grandchild")
        #expect(pids.filter(ProcessProbe.isRunning).isEmpty)
    }
}
