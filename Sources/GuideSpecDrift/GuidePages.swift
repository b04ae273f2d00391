/// Pages of a guide compared against each other, of one language or several (the rules group them by language).
struct GuidePages: DriftComparison {
    static var scope: DriftScope { .pages }

    let pages: [DriftPage]
    /// The guide's platforms and roles.
    let guide: DriftGuide
}
