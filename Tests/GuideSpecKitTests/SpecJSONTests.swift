import Foundation
import GuideSpecPacks
import GuideSpecSource
import GuideSpecExtractors
import GuideSpecKit
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import GuideSpecStoreKitObserverPack
import GuideSpecTestSupport
import Testing

/// `PageSpec.jsonData()` has each spec type write its own members; its bytes must be Foundation's `JSONEncoder`'s with
/// pretty printing, sorted keys and unescaped slashes (the format `spec/` was written in), and the specs they are checked
/// on must set every stored property of every spec type, so that a property a writer leaves out cannot go unnoticed.
@Suite struct SpecJSONTests {
    static func foundation(_ spec: PageSpec) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(spec)) + [0x0A]
    }

    /// A page that sets what none of the guides sets: a URL scheme with a host and a path and an example that disagrees
    /// with it, a flow step naming an error constant, enum members with values, a method in a table row with a version,
    /// a props table with a version column, and a method a heading names with a parameter table saying what is required.
    static let unusualPage = PageExtractor.extract(
        MarkdownFrontEnd.read(
            """
            # Deep links

            | URL Components | keyname | value |
            | --- | --- | --- |
            | scheme | gamebase | Fixed value |
            | host & path | store | /purchase |
            | queries | productId | The product to buy |

            E.g.) `gamebase://shop/purchase?productId=gold`

            ### Purchase Flow

            1. Call the purchase API.
                * On TCGB_ERROR_PURCHASE_USER_CANCELED, stop.

            | Method | Description | Version |
            | --- | --- | --- |
            | boolean isValid(int storeId) | Checks a store | 2.1.0 |

            ### StoreOptions

            | Property | Type | Default | Version |
            | --- | --- | --- | --- |
            | sandbox | boolean | `false` | 2.2.0 |

            ### API - openStore

            | Parameter | Required | Type | Description |
            | --- | --- | --- | --- |
            | storeId | Required | int | The store |

            ```cpp
            enum class EGamebaseStore : uint8
            {
                Google = 1,
                Apple = 2
            };
            ```
            """, file: "unreal-deep-links.md"),
        page: "unreal-deep-links", language: "en")

    /// The bundled guides' specs and the page above.
    static func bundledSpecs() throws -> [PageSpec] {
        try BundledProject.guidePaths.map { path in
            let result = GuideSource.read(
                try GuideFile(path: path), at: Paths.packageRoot.appendingPathComponent(path).path,
                options: .withPacks(BundledProject.settings.extractionOptions))
            return try #require(result.spec, "\(path): \(result.diagnostics)")
        } + [unusualPage]
    }

    @Test func bundledSpecsHaveFoundationsBytes() throws {
        for spec in try Self.bundledSpecs() {
            #expect(Array(try spec.jsonData()) == (try Self.foundation(spec)), "\(spec.source.file)")
        }
    }

    @Test(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
    func everyCorpusSpecHasFoundationsBytes() throws {
        for (page, spec) in CorpusSpecs.all {
            let spec = try #require(spec, "\(page)")
            #expect(Array(try spec.jsonData()) == (try Self.foundation(spec)), "\(page)")
        }
    }

    @Test(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
    func theCheckedSpecsSetEveryPropertyOfEverySpecType() throws {
        var properties = PropertyCoverage()
        for spec in try Self.bundledSpecs() + CorpusSpecs.all.compactMap(\.spec) { properties.visit(spec) }
        #expect(properties.types[String(reflecting: CodeAction.self)] != nil, "the walk reaches the deepest spec type")
        for (type, coverage) in properties.types.sorted(by: { $0.key < $1.key }) {
            let unset = coverage.all.subtracting(coverage.set).sorted()
            #expect(unset.isEmpty, "\(type): no checked spec sets \(unset); add a page that does to `unusualPage`")
        }
    }
}

/// Which stored properties of each struct reached from a spec some value sets: not nil and, for a collection, not empty
/// (so that its element type is reached too).
struct PropertyCoverage {
    var types: [String: (all: Set<String>, set: Set<String>)] = [:]

    mutating func visit(_ value: Any) {
        if value is String || value is Int || value is Bool { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct:
            let type = String(reflecting: Swift.type(of: value))
            for child in mirror.children {
                guard let label = child.label else { continue }
                types[type, default: ([], [])].all.insert(label)
                if Self.isSet(child.value) { types[type, default: ([], [])].set.insert(label) }
                visit(child.value)
            }
        case .optional, .collection, .dictionary, .tuple, .set:
            for child in mirror.children { visit(child.value) }
        default:
            return
        }
    }

    static func isSet(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { isSet($0.value) } ?? false
        case .collection, .dictionary, .set: return !mirror.children.isEmpty
        default: return true
        }
    }
}
