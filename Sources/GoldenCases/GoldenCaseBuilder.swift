public import GuideSpecWire
public import SpecModel

/// Turns page specs into golden cases: the golden-case stage of the pipeline.
public enum GoldenCaseBuilder {
    /// Every golden case the specs give, sorted by id: for each page, for each platform it covers, the cases of every area.
    /// Specs of one page in several languages are aligned by key; the drafters are shared by every page and platform. The
    /// transaction-observer cases rest on several pages (the articles and the purchase guide) and form their own iOS page; an
    /// article about StoreKit (a page of no SDK platform whose code handles transactions) is read for them only.
    public static func cases(from specs: [PageSpec]) -> [GoldenCase] {
        let guidePages = specs.filter { !ObserverCases.isArticle($0) }
        let documented = DocumentedNames(guidePages)
        let perPage = views(guidePages).flatMap { view in
            let drafts = ErrorCases.drafts(view, documented) + ValueObjectCases.drafts(view) + ValueObjectDecodeCases.drafts(view)
                + EnumCases.drafts(view) + APICases.drafts(view) + PromotionURLCases.drafts(view) + ScenarioCases.drafts(view)
            return drafts.map { $0.golden(page: view.page.page, platform: view.platform) }
        }
        let observer = ObserverCases.drafts(specs).map { $0.golden(page: ObserverCases.page, platform: .ios) }
        return (perPage + observer).sorted { $0.id < $1.id }
    }

    /// Each page seen for each platform it covers, pages sorted by name.
    static func views(_ specs: [PageSpec]) -> [PlatformPage] {
        PageLanguages.group(specs).flatMap { page in PlatformPage.platforms(of: page).map { PlatformPage(page: page, platform: $0) } }
    }
}
