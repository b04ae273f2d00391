import GuideSpecConformance
import GuideSpecPurchaseConformance

/// A deliberately broken copy of the reference SDK and the golden cases that must catch it.
struct BrokenVariant: Sendable, CustomStringConvertible {
    /// What is broken, in a few words.
    let name: String
    let implementation: any GuideImplementation
    /// The ids of exactly the cases the variant fails, sorted.
    let caughtBy: [String]

    var description: String { name }
}
