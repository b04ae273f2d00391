import GuideSpecAreas
import GuideSpecConformance
import GuideSpecReferenceAdapter
import GuideSpecSwiftStoreObserver
import GuideSpecWire
import Testing

/// The list every dispatcher of the commands, adapters and generated suites is given: one answerer for each area of the
/// vocabulary, and a smoke sample that fits each operation.
@Suite struct GuideAreasTests {
    @Test func everyAreaHasExactlyOneAnswerer() {
        #expect(GuideAreas.all.map(\.area) == Operation.Area.allCases)
    }

    /// Each sample is answered, not refused as malformed, by a reference that implements its area.
    @Test func everyOperationHasASmokeSampleThatFitsIt() throws {
        #expect(Set(GuideAreas.smokeSamples.keys) == Set(Operation.documented))
        let references: [any GuideImplementation] = [ReferenceImplementation(), StoreObserverImplementation()]
        for (operation, input) in GuideAreas.smokeSamples {
            let dispatcher = try #require(
                references.map { OperationDispatcher($0, areas: GuideAreas.all) }.first { dispatcher in
                    operation.area.map(dispatcher.supports) == true
                }, "\(operation)")
            #expect(throws: Never.self, "\(operation)") { try dispatcher.perform(operation, input: input) }
        }
    }
}
