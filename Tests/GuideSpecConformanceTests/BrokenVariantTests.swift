import Testing

/// Each deliberately broken variant of the reference SDK is caught, by exactly the cases the catalogue names.
@Suite struct BrokenVariantTests {
    @Test(arguments: BrokenVariant.all)
    func goldenCasesCatchVariant(_ variant: BrokenVariant) throws {
        let caught = CheckedInCases.failedIDs(of: variant.implementation, on: try CheckedInCases.cases())
        #expect(!caught.isEmpty, "no golden case catches \"\(variant.name)\"")
        #expect(
            caught == variant.caughtBy,
            "\"\(variant.name)\" is caught by a different set of cases; actual ids:\n\(caught.map { "    \"\($0)\"," }.joined(separator: "\n"))")
    }

    @Test func variantNamesAreUnique() {
        #expect(Set(BrokenVariant.all.map(\.name)).count == BrokenVariant.all.count)
    }
}
