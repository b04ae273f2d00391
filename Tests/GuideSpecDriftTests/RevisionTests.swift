import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// A changelog between en/ios-purchase.md and copies edited in the test, one edit of each kind.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct RevisionTests {
    static let path = "en/ios-purchase.md"

    /// The page after `edits` (each an exact text and its replacement, each expected exactly once).
    static func edited(_ edits: [(String, String)]) throws -> DriftPage {
        var text = try Paths.corpusPage(path)
        for (old, new) in edits {
            #expect(text.components(separatedBy: old).count == 2, "\(old) must occur once")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try DriftPages.parse(text, as: try GuideFile(path: "revised/en/ios-purchase.md"))
    }

    /// `rule subject change @old-or-new line…` for a changelog.
    static func lines(_ findings: [DriftFinding]) -> [String] {
        findings.map {
            "\($0.rule) \($0.subject) \($0.change?.rawValue ?? "-") @"
                + $0.locations.map { "\($0.file.hasPrefix("revised") ? "new" : "old")\($0.line)" }.joined(separator: ",")
        }
    }

    @Test func eachEditIsReportedWithItsMarkAndBothLocations() throws {
        let old = try DriftPages.corpus(Self.path)
        let new = try Self.edited([
            ("@property (nonatomic, assign) long expiryTime;\n", ""),
            (
                "| TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED                         | 4007 ",
                "| TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED                         | 4017 "
            ),
            ("@property (nonatomic, strong) NSString *userId;", "@property (nonatomic, strong, nullable) NSString *userId;"),
            ("@property (nonatomic, strong, nullable) NSString *paymentId;", "@property (nonatomic, strong) NSString *paymentId;"),
            (
                "@property (nonatomic, strong) NSString *storeCode;\n",
                "@property (nonatomic, strong) NSString *storeCode;\n@property (nonatomic, strong) NSString *storeReference;\n"
            ),
        ])
        #expect(
            Self.lines(DriftEngine.compareRevisions(old: old, new: new)) == [
                // One line removed at 167 and one added after storeCode (old 192, new 191): the error table keeps its lines.
                "revision.added field:TCGBPurchasableReceipt.storeReference additive @new192,old192",
                // Nullable → nonnull strengthens a promise (additive); nonnull → nullable breaks callers that never check nil.
                "revision.changed error:TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED:code breaking @new409,old409",
                "revision.changed field:TCGBPurchasableReceipt.paymentId:nullability additive @new164,old164",
                "revision.changed field:TCGBPurchasableReceipt.userId:nullability breaking @new161,old161",
                "revision.removed field:TCGBPurchasableReceipt.expiryTime breaking @old167,new164",
            ])
    }

    @Test func anUnchangedRevisionHasAnEmptyChangelog() throws {
        #expect(DriftEngine.compareRevisions(old: try DriftPages.corpus(Self.path), new: try Self.edited([])).isEmpty)
    }

    @Test func messagesGiveBothValues() throws {
        let new = try Self.edited([
            (
                "| TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED                         | 4007 ",
                "| TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED                         | 4017 "
            )
        ])
        let changelog = DriftEngine.compareRevisions(old: try DriftPages.corpus(Self.path), new: new)
        #expect(changelog.map(\.message) == ["error TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED (4007): code changed from 4007 to 4017 (breaking)"])
    }
}
