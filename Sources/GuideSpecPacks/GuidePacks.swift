package import GuideSpecExtractors
package import GuideSpecGoldenCases
package import GuideSpecSpecModel
import GuideSpecPurchasePack
import GuideSpecStoreKitObserverPack

/// The packs this build of GuideSpec carries, pipeline side: what the commands hand to each stage so that a pack's items are
/// extracted, kept in specs, read back, turned into golden cases and checked. The one list a new pack joins.
package enum GuidePacks {
    /// Each pack's items, for reading specs back from their files.
    package static let specItems: [any PackSpecItems.Type] = [TransactionFunctions.self]

    /// Each pack's extractor, run by every extraction after the generic extractors.
    package static let extractors: [any PackExtractor] = [TransactionCodeExtractor()]

    /// Each pack's golden cases.
    package static let caseBuilders: [any PackCaseBuilder] = [PromotionURLCases(), ScenarioCases(), ObserverCases()]

    /// The check `guidespec observer-check` runs.
    package static let observerCheck: any PackCheck = TransactionObserverCheck()
}
