import GuideSpecWire
import Foundation
import GuideSpecTestSupport

/// The Python fixture adapter and a small golden set it answers from.
enum FixtureAdapter {
    static let script = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecHarnessTests/Fixtures/fixture_adapter.py").path

    /// Five cases: a pass, the fault victim (a pass when no fault), a wrong answer, an unsupported operation, a pass.
    static let cases: [GoldenCase] = [
        golden("t/ios/error-codes/a", "error.code-for-name", ["name": "A"], ["code": 1]),
        golden("t/ios/error-codes/victim", "error.name-for-code", ["code": 1], ["name": "A"]),
        golden(
            "t/ios/value-objects/c-fails", "vo.field", ["type": "T", "field": "f"], ["type": "string", "nullable": false],
            sources: [GoldenSource(item: "field:T.f", language: "en", file: "guides/en/t.txt", line: 7)]),
        golden("t/ios/api-surface/d", "api.method", ["owner": nil, "name": "x:", "parameters": nil], ["provided": true]),
        golden("t/ios/promotion-url/e", "url.build", ["bundleId": "b", "productIdentifier": "p"], ["url": "itms-services://?x"]),
    ]

    static func golden(_ id: String, _ operation: GuideSpecWire.Operation, _ input: JSONValue, _ expected: JSONValue, sources: [GoldenSource] = [])
        -> GoldenCase
    {
        GoldenCase(
            id: id, platform: Platform(id: String(id.split(separator: "/")[1])) ?? .none, operation: operation, input: input, expected: expected,
            languages: ["en"],
            sources: sources)
    }

    /// A fresh folder holding `cases.jsonl`; the caller removes it.
    static func goldenFolder(_ cases: [GoldenCase] = cases) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lines = try cases.map { try CanonicalJSON.string($0) + "\n" }.joined()
        try Data(lines.utf8).write(to: folder.appendingPathComponent("cases.jsonl"))
        return folder
    }

    /// The argument vector of the fixture in `mode`, answering from the golden folder's file, appending the pids of its
    /// processes to `pids`.
    static func arguments(_ mode: String, golden folder: URL?, pids: URL? = nil) -> [String] {
        ["python3", script, mode] + (folder.map { [$0.appendingPathComponent("cases.jsonl").path] } ?? []) + (pids.map { [$0.path] } ?? [])
    }

    /// Seconds `body` took.
    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = ContinuousClock.now
        let value = try body()
        let elapsed = (ContinuousClock.now - start).components
        return (value, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }
}
