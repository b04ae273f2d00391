public import ConformanceWire
public import SpecModel

/// Turns page specs into golden cases: the golden-case stage of the pipeline.
public enum GoldenCaseBuilder {
    /// Every golden case the specs of one or more pages give, sorted by id; specs of one page in several languages are aligned by key.
    /// The transaction-observer cases rest on several pages (the articles and the purchase guide) and form their own page; an
    /// article about StoreKit (a page of no SDK platform whose code handles transactions) is read for them only.
    public static func cases(from specs: [PageSpec]) -> [GoldenCase] {
        let guidePages = specs.filter { !ObserverCases.isArticle($0) }
        let perPage = PageLanguages.group(guidePages).flatMap { page in
            let drafts = ErrorCases.drafts(page) + ValueObjectCases.drafts(page) + ValueObjectDecodeCases.drafts(page)
                + PromotionURLCases.drafts(page) + APICases.drafts(page) + ScenarioCases.drafts(page)
            return drafts.map { $0.golden(page: page.page) }
        }
        let observer = ObserverCases.drafts(specs).map { $0.golden(page: ObserverCases.page) }
        return (perPage + observer).sorted { $0.id < $1.id }
    }
}
