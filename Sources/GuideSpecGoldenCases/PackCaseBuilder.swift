package import GuideSpecCatalogue
package import GuideSpecSpecModel
package import GuideSpecWire

/// What a pack adds to the golden stage: cases of a page seen for one platform, cases that rest on several pages, and what
/// its pages add to their platform's catalogue. Each requirement has a default that adds nothing.
package protocol PackCaseBuilder: Sendable {
    /// Whether `spec` is a page only this pack reads, such as an article about the code the pack checks: the generic areas
    /// give it no case and leave it out of every platform's catalogue.
    func readsAlone(_ spec: PageSpec) -> Bool
    /// The cases of one page seen for one platform.
    func drafts(_ view: PlatformPage) -> [CaseDraft]
    /// Cases that rest on several pages of a guide with `options`, each under the page and platform the pack gives it.
    func cases(from specs: [PageSpec], options: GoldenCaseOptions) -> [GoldenCase]
    /// Adds what `view`'s page documents beyond names to its platform's catalogue, such as the codes of its stores.
    func addFacts(of view: PlatformPage, to catalogue: inout PlatformCatalogue)
}

extension PackCaseBuilder {
    package func readsAlone(_ spec: PageSpec) -> Bool { false }
    package func drafts(_ view: PlatformPage) -> [CaseDraft] { [] }
    package func cases(from specs: [PageSpec], options: GoldenCaseOptions) -> [GoldenCase] { [] }
    package func addFacts(of view: PlatformPage, to catalogue: inout PlatformCatalogue) {}
}
