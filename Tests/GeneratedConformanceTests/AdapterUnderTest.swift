import GuideSpecConformance
import ReferenceAdapter

/// The implementation the generated suites check: the reference adapter, which must pass every case.
func adapterUnderTest() -> any GuideImplementation {
    ReferenceImplementation()
}

/// The cases the reference is known to fail, with why: none.
let guideKnownIssues: [String: String] = [:]
