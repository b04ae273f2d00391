import GuideSpecWire
import Foundation
@testable import GuideSpecHarness
import Testing

/// An adapter whose hello allows several requests in flight gets them, may answer in any order, and every fault is still
/// charged to its own case: a fault not tied to one case is found by sending the cases in flight again one at a time.
@Suite struct HarnessPipelineTests {
    func run(_ mode: String) throws -> (HarnessRun, Double) {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = HarnessOptions(arguments: FixtureAdapter.arguments(mode, golden: folder), timeout: HarnessFaultTests.timeout)
        return FixtureAdapter.timed { ConformanceHarness.run(FixtureAdapter.cases, options: options) }
    }

    @Test func repliesInAnyOrderArePairedByID() throws {
        let (run, _) = try run("pipeline")
        #expect(run.hello?.pipeline == 8)
        HarnessFaultTests.expectBystanders(run)
        #expect(run.results[1].outcome == .passed)
        #expect(run.notes.isEmpty)
    }

    @Test(
        arguments: HarnessFaultTests.faults.filter {
            ["crash", "hang", "nonjson", "wrongid", "closed-stdout", "double-reply", "deep-known", "bad-utf8-id"].contains($0.mode)
        })
    func aFaultIsChargedToItsCaseWhileOthersAreInFlight(mode: String, fault: AdapterFault) throws {
        let (run, seconds) = try run("pipeline+" + mode)
        #expect(seconds < HarnessFaultTests.timeout * 3 + 5)
        #expect(run.results[1].outcome == .errored(fault))
        HarnessFaultTests.expectBystanders(run)
        #expect(run.notes.isEmpty)
    }

    @Test func aFaultThatDoesNotStrikeAgainAloneIsNotedNotCharged() throws {
        let (run, _) = try run("pipeline+crash-batched")
        HarnessFaultTests.expectBystanders(run)
        #expect(run.results[1].outcome == .passed)
        #expect(
            run.notes == [
                "a fault struck while 4 cases were in flight (t/ios/error-codes/a, t/ios/error-codes/victim, t/ios/value-objects/c-fails, "
                    + "t/ios/promotion-url/e) and not again when each was sent alone: adapter exited with status 5 while the case was in flight"
            ])
    }

    @Test func theHarnessKeepsAtMost64RequestsInFlight() throws {
        let connection = try AdapterConnection(
            arguments: FixtureAdapter.arguments("wide-pipeline", golden: nil),
            clock: RunClock(timeout: 10, deadlineSeconds: 60, interruption: nil))
        #expect(connection.hello.pipeline == 1000)
        #expect(connection.window == 64)
        #expect(connection.finish(timeout: 10).end == .exited(0))
    }
}
