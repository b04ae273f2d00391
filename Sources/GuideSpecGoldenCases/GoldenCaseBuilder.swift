package import GuideSpecWire
package import GuideSpecSpecModel

/// Turns page specs into golden cases: the golden-case stage of the pipeline.
public enum GoldenCaseBuilder {
    /// Every golden case the specs give, sorted by id: for each page, for each platform it covers, the cases of every area,
    /// the generic ones and each pack's, then the cases packs build on several pages. Specs of one page in several languages
    /// are aligned by key; the drafters are shared by every page and platform. A page a pack reads alone (an article) gives
    /// no case of its own.
    package static func cases(from specs: [PageSpec], options: GoldenCaseOptions, packs: [any PackCaseBuilder]) -> [GoldenCase] {
        let guidePages = specs.filter { spec in !packs.contains { $0.readsAlone(spec) } }
        let documented = DocumentedNames(guidePages)
        let perPage = views(guidePages, options: options).flatMap { view in
            let drafts =
                ErrorCases.drafts(view, documented) + ValueObjectCases.drafts(view) + ValueObjectDecodeCases.drafts(view)
                + EnumCases.drafts(view) + APICases.drafts(view) + packs.flatMap { $0.drafts(view) }
            return drafts.map { $0.golden(page: view.page.page, platform: view.platform) }
        }
        return (perPage + packs.flatMap { $0.cases(from: specs, options: options) }).sorted { $0.id < $1.id }
    }

    /// Each page seen for each platform it covers, pages sorted by name.
    static func views(_ specs: [PageSpec], options: GoldenCaseOptions) -> [PlatformPage] {
        PageLanguages.group(specs, order: options.languages).flatMap { page in
            PlatformPage.platforms(of: page, guide: options.platforms).map { PlatformPage(page: page, platform: $0, guide: options.platforms) }
        }
    }
}
