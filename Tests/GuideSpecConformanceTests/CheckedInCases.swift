import Foundation
import GuideSpecAreas
import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecTestSupport
import GuideSpecWire

/// The checked-in golden cases, read as GuideSpec reads a golden file, and how one implementation fares on them.
enum CheckedInCases {
    /// `golden/ios-purchase.jsonl`, relative to the package root.
    static let purchasePath = "golden/ios-purchase.jsonl"
    /// `golden/storekit-observer.jsonl`, the transaction-observer cases.
    static let observerPath = "golden/storekit-observer.jsonl"

    /// Every case of a golden file, in file order.
    static func cases(_ path: String = purchasePath) throws -> [GoldenCase] {
        try GoldenFile.parse(Data(contentsOf: Paths.packageRoot.appendingPathComponent(path)), file: path)
    }

    /// The ids of the cases `implementation` fails, sorted.
    static func failedIDs(of implementation: any GuideImplementation, on cases: [GoldenCase]) -> [String] {
        let dispatcher = OperationDispatcher(implementation, areas: GuideAreas.all)
        return cases.filter { !dispatcher.verdict(on: $0).passed }.map(\.id).sorted()
    }
}
