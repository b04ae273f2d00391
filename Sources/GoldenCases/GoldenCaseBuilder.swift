public import ConformanceWire
public import SpecModel

/// Turns page specs into golden cases: the golden-case stage of the pipeline.
public enum GoldenCaseBuilder {
    /// Every golden case the specs of one or more pages give, sorted by id; specs of one page in several languages are aligned by key.
    public static func cases(from specs: [PageSpec]) -> [GoldenCase] {
        PageLanguages.group(specs).flatMap { page in
            let drafts = ErrorCases.drafts(page) + ValueObjectCases.drafts(page) + ValueObjectDecodeCases.drafts(page)
                + PromotionURLCases.drafts(page) + APICases.drafts(page) + ScenarioCases.drafts(page)
            return drafts.map { $0.golden(page: page.page) }
        }
        .sorted { $0.id < $1.id }
    }
}
