import GuideSpecDrift

/// Hand-built findings covering every field a report renders: two languages, a revision change, Markdown-hostile text.
enum SampleFindings {
    static let missing = DriftFinding(
        rule: "drift.missing-in-language", severity: .error,
        message: "en documents TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED (4007) but zh does not", page: "ios-purchase",
        subject: "error:4007",
        locations: [
            DriftLocation(file: "guides/en/ios-purchase.txt", line: 331, language: "en", note: "en lists 4007"),
            DriftLocation(file: "guides/zh/ios-purchase.md", line: 392, endLine: 402, language: "zh", note: "zh error table has no 4007"),
        ])

    static let fieldType = DriftFinding(
        rule: "drift.field-type", severity: .warning,
        message: "TCGBStoreItem.price: zh declares NSString * | en declares `long`", page: "ios-purchase",
        subject: "field:TCGBStoreItem.price",
        locations: [
            DriftLocation(file: "guides/zh/ios-purchase.md", line: 120, language: "zh", note: "zh declares NSString *"),
            DriftLocation(file: "guides/en/ios-purchase.txt", line: 98, language: "en", note: "en declares long"),
        ])

    static let removed = DriftFinding(
        rule: "drift.revision-error-removed", severity: .error, message: "error 4010 was removed", page: "ios-purchase",
        subject: "error:4010",
        locations: [
            DriftLocation(file: "old/zh/ios-purchase.md", line: 400, language: "zh", note: "the old revision lists 4010"),
            DriftLocation(file: "guides/zh/ios-purchase.md", line: 392, language: "zh", note: "the new revision does not"),
        ],
        change: .breaking)

    static let all = [removed, fieldType, missing]

    /// A baseline entry accepting `finding`.
    static func accept(_ finding: DriftFinding, _ reason: String = "known") -> DriftBaselineEntry {
        DriftBaselineEntry(accepting: finding, reason: reason)
    }

    /// An entry that matches none of the samples.
    static let stale = DriftBaselineEntry(
        fingerprint: "00000000deadbeef", rule: "drift.missing-in-language", page: "ios-purchase", subject: "error:4999", reason: "fixed long ago")

    /// All three samples, `missing` accepted, plus the stale entry.
    static var mixedReport: DriftReport {
        DriftReport(findings: all, baseline: DriftBaseline(entries: [accept(missing, "zh predates 4007"), stale]))
    }
}
