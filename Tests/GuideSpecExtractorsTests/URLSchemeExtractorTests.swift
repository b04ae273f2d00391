import GuideSpecSpecModel
import Testing

@Suite struct URLSchemeExtractorTests {
    static func page(example: String) -> String {
        """
        ### Test

        | URL Components | keyname | value |
        | --- | --- | --- |
        | scheme | itms-services | Fixed value |
        | host &amp; path | None | None |
        | queries | action | purchaseIntent |
        | | bundleId | bundle identifier of the app |
        | | productIdentifier | product identifier |

        E.g.) `\(example)`
        """
    }

    @Test func readsSchemeParametersAndAConsistentExample() throws {
        let spec = extract(Self.page(example: "itms-services://?action=purchaseIntent&bundleId=com.example&productIdentifier=p.001"))
        let scheme = try #require(spec.urlSchemes.first)
        #expect(scheme.scheme == "itms-services")
        #expect(scheme.host == nil)
        #expect(scheme.path == nil)
        #expect(
            scheme.parameters.map { "\($0.name)=\($0.fixedValue ?? "*") @\($0.location.line)" } == [
                "action=purchaseIntent @7", "bundleId=* @8", "productIdentifier=* @9",
            ])
        #expect(scheme.parameters[1].description == "bundle identifier of the app")
        #expect(scheme.examples.map(\.location.line) == [11])
        #expect(scheme.examples.first?.consistent == true)
        #expect(spec.tables.isEmpty)
    }

    @Test func explainsEveryWayAnExampleDisagreesWithItsTable() throws {
        let spec = extract(Self.page(example: "itms-services://store/buy?action=purchase&bundleId=com.example&extra=1"))
        let example = try #require(spec.urlSchemes.first?.examples.first)
        #expect(!example.consistent)
        #expect(
            example.problems == [
                #"has host "store" but the table says there is none"#,
                #"has path "/buy" but the table says there is none"#,
                "gives action=purchase but the table fixes it to purchaseIntent",
                "lacks the query parameter productIdentifier",
                "has the query parameter extra, which the table does not list",
            ])
    }
}
