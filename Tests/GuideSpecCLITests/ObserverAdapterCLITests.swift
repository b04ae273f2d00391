import Foundation
import Testing
import GuideSpecTestSupport

/// The two article-style observers pass every transaction-observer case through `guidespec conform`: the Swift one as its own
/// adapter, the C++ one built with the system compiler; each IOSiAP flaw is caught by exactly the cases named for it.
@Suite(.serialized) struct ObserverAdapterCLITests {
    static let swiftAdapter = CLITests.executable.deletingLastPathComponent().appendingPathComponent("guidespec-swift-observer-adapter").path

    /// Builds the IOSiAP adapter with `flaws` compiled in, into a fresh temporary folder.
    static func buildIOSiAP(_ flaws: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-iosiap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = folder.appendingPathComponent("iosiap").path
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/bin/bash")
        build.arguments = [Paths.packageRoot.appendingPathComponent("adapters/cpp-iosiap/build.sh").path, binary] + flaws
        try build.run()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0, "adapters/cpp-iosiap/build.sh \(flaws) failed; run scripts/bootstrap for g++ and nlohmann-json3-dev")
        return binary
    }

    /// The case names (after `transaction-observer/`) an adapter does not pass.
    static func failing(_ adapter: String) throws -> [String] {
        let run = try CLITests.run(["conform", "--adapter", adapter, "--only", "storekit-observer/*", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        return cases.filter { $0["status"] as? String != "passed" }.compactMap { ($0["id"] as? String)?.split(separator: "/").last.map(String.init) }
            .sorted()
    }

    @Test(arguments: ["swift", "c++"])
    func passesEveryObserverCaseAndSkipsTheRest(language: String) throws {
        let adapter = language == "swift" ? Self.swiftAdapter : try Self.buildIOSiAP([])
        let title = language == "swift" ? "swift-store-observer 1.0.0 (swift, ios)" : "cpp-iosiap 1.0.0 (c++, ios)"
        let run = try CLITests.run(["conform", "--adapter", adapter])
        let (purchase, observer) = (
            try AdapterConformanceCLITests.caseCount("ios-purchase"), try AdapterConformanceCLITests.caseCount("storekit-observer")
        )
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("adapter: \(title)\n"))
        // Their hello names the page storekit-observer: the purchase guide's cases are not sent, only counted.
        #expect(
            run.standardOutput == """
                adapter: \(title)
                \(observer) cases: \(observer) passed, 0 failed, 0 errored, 0 skipped, 0 expected failures; not run: \(purchase) on pages not selected

                """)
    }

    /// Each IOSiAP flaw and the observer cases that catch it: the mutation table of adapters/cpp-iosiap/README.md.
    static let flaws: [String: [String]] = [
        "EARLY_RETURN": ["every-state-in-one-batch", "purchasing-does-not-end-the-batch", "relaunch-hands-back-unfinished-transactions"],
        "NO_DEFERRED_CASE": [
            "deferred-waits-unfinished-until-approved-or-declined", "every-state-in-one-batch", "relaunch-hands-back-unfinished-transactions",
        ],
        "FINISH_PURCHASING": [
            "every-state-in-one-batch", "finished-transactions-are-removed-not-finished-again", "purchased-is-delivered-then-finished",
            "purchasing-does-not-end-the-batch", "purchasing-is-neither-delivered-nor-finished", "relaunch-hands-back-unfinished-transactions",
        ],
        "FINISH_DEFERRED": [
            "deferred-waits-unfinished-until-approved-or-declined", "every-state-in-one-batch", "relaunch-hands-back-unfinished-transactions",
        ],
        "NEVER_FINISH_FAILED": [
            "cancelled-is-told-apart-from-failed", "deferred-waits-unfinished-until-approved-or-declined", "every-state-in-one-batch",
            "failed-is-reported-and-finished-never-delivered", "finished-transactions-are-removed-not-finished-again",
            "purchasing-does-not-end-the-batch",
        ],
        "FINISH_TWICE": [
            "cancelled-is-told-apart-from-failed", "deferred-waits-unfinished-until-approved-or-declined", "every-state-in-one-batch",
            "failed-is-reported-and-finished-never-delivered", "finished-transactions-are-removed-not-finished-again",
            "purchase-the-app-did-not-start-is-delivered", "purchased-is-delivered-then-finished", "purchasing-does-not-end-the-batch",
            "quantity-reaches-the-delivery", "relaunch-hands-back-unfinished-transactions", "restore-brings-back-no-consumables",
            "restore-delivers-and-finishes-what-can-be-restored",
        ],
        "DELIVER_ON_FAILURE": [
            "cancelled-is-told-apart-from-failed", "deferred-waits-unfinished-until-approved-or-declined", "every-state-in-one-batch",
            "failed-is-reported-and-finished-never-delivered", "finished-transactions-are-removed-not-finished-again",
            "purchasing-does-not-end-the-batch",
        ],
        "DROP_REST_OF_BATCH": [
            "cancelled-is-told-apart-from-failed", "deferred-waits-unfinished-until-approved-or-declined", "every-state-in-one-batch",
            "finished-transactions-are-removed-not-finished-again", "purchasing-does-not-end-the-batch",
            "relaunch-hands-back-unfinished-transactions",
            "restore-delivers-and-finishes-what-can-be-restored",
        ],
        "TWO_PARAMETER_DELEGATE": ["every-state-in-one-batch", "quantity-reaches-the-delivery"],
    ]

    @Test(arguments: flaws.keys.sorted())
    func eachIOSiAPFlawIsCaughtByItsCases(flaw: String) throws {
        #expect(try Self.failing(try Self.buildIOSiAP([flaw])) == Self.flaws[flaw])
    }
}
