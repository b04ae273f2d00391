import GuideSpecConformance
import GuideSpecWire
import Foundation
import TestSupport

/// The checked-in golden cases and how one implementation fares on them.
enum GoldenFile {
    /// `golden/ios-purchase.jsonl`, relative to the package root.
    static let path = "golden/ios-purchase.jsonl"
    /// `golden/storekit-observer.jsonl`, the transaction-observer cases.
    static let observerPath = "golden/storekit-observer.jsonl"

    /// Every case of a golden file, in file order; a line that does not decode throws, naming its line number.
    static func cases(_ path: String = path) throws -> [GoldenCase] {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(path), encoding: .utf8)
        var cases: [GoldenCase] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            do {
                cases.append(try JSONDecoder().decode(GoldenCase.self, from: Data(line.utf8)))
            } catch {
                throw GoldenFileError(description: "\(path):\(index + 1): \(error)")
            }
        }
        return cases
    }

    /// The ids of the cases `implementation` fails, sorted.
    static func failedIDs(of implementation: any GuideImplementation, on cases: [GoldenCase]) -> [String] {
        cases.filter { !$0.verdict(for: implementation).passed }.map(\.id).sorted()
    }
}

/// A golden file that cannot be read.
struct GoldenFileError: Error, CustomStringConvertible {
    var description: String
}

extension GoldenCase {
    /// The verdict on `implementation`'s output for this case; an unknown operation or an input it refuses as malformed fails.
    func verdict(for implementation: any GuideImplementation) -> CaseVerdict {
        guard let operation = Operation(rawValue: operation) else {
            return CaseVerdict.failed("unknown operation \"\(self.operation)\"")
        }
        do {
            let actual = try OperationDispatcher(implementation).perform(operation, input: input)
            return CaseVerdict(expected: expected, actual: actual)
        } catch {
            return CaseVerdict.failed("malformed input: \(error)")
        }
    }
}

extension CaseVerdict {
    /// A failed verdict with one difference that says why no output could be compared.
    static func failed(_ why: String) -> CaseVerdict {
        var verdict = CaseVerdict(expected: nil, actual: nil)
        verdict.differences = [why]
        return verdict
    }
}
