import Conformance
import ReferenceAdapter

/// The implementation the generated suites check: the reference adapter, which must pass every case.
func adapterUnderTest() -> any PurchaseGuideImplementation {
    ReferenceImplementation()
}
