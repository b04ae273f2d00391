import GuideSpecDocumentModel
@testable import GuideSpecTextFrontEnd
import Testing

/// The single-line checks each heuristic builds on, one argument per case so a failure names its line.
@Suite struct LineHeuristicTests {
    @Test(arguments: [
        "#import <Gamebase/Gamebase.h>", "@interface TCGBPurchasableItem : NSObject", "@property (assign) long itemSeq;",
        "@end", "// Currency code", "+ (void)requestRestoreWithCompletion:(void(^)(NSArray *array))completion;",
        "- (void)viewDidLoad {", "[TCGBPurchase requestItemListPurchasableWithCompletion:^(NSArray *array) {",
        "[[NSMutableArray alloc] init]", "}];", "NSString *userPayload = @\"USER_PAYLOAD\"",
        "NSError *moduleError = [tcgbError.userInfo objectForKey:NSUnderlyingErrorKey]; // NSError object",
        "NSInteger moduleErrorCode = moduleError.code", "NSLog(@\"TCGBError: %@\", [tcgbError description])",
        "TCGBError *tcgbError = error; // TCGBError object via callback", "return;", "if (error != nil) {",
        "SDKError *sdkError = error;", "MyModuleError * error",
    ])
    func codeLine(_ text: String) {
        let facts = LineFacts(ScrapedLine(number: 1, raw: text))
        #expect(facts.isCode)
        #expect(facts.listMarker == nil)
    }

    @Test(arguments: [
        "[Caution]", "Purchase Flow", "  • Passes UserID, paymentSeq, and purchaseToken;", "  1. Open the store {",
        "TCGB_ERROR_PURCHASE_USER_CANCELED 4002 Purchase has been cancelled;", "It is recommended to call reprocessing:",
        "TCGBPurchasableReceipt is returned.", "Error * marks a pointer.",
    ])
    func notCode(_ text: String) {
        #expect(!LineFacts(ScrapedLine(number: 1, raw: text)).isCode)
    }

    @Test(arguments: [
        ("  1. Upload a tester app-build", true, "Upload a tester app-build"),
        ("    • Store: Select App Store.", false, "Store: Select App Store."),
        ("* In case there is any non-purchased item", false, "In case there is any non-purchased item"),
        ("- All Stores: YES", false, "All Stores: YES"),
        ("•", false, ""),
        ("12. Twelfth", true, "Twelfth"),
    ])
    func listMarker(_ raw: String, ordered: Bool, text: String) throws {
        let marker = try #require(LineFacts(ScrapedLine(number: 1, raw: raw)).listMarker)
        #expect(marker.ordered == ordered)
        #expect(marker.text == text)
    }

    @Test(arguments: ["-4000006", "*ptr", "2-1. If the item", "1.5 seconds", "- (void)viewDidLoad {", "E.g.) example"])
    func notAListItem(_ raw: String) {
        #expect(LineFacts(ScrapedLine(number: 1, raw: raw)).listMarker == nil)
    }

    @Test(arguments: [
        ("TCGB_ERROR_NOT_SUPPORTED 10 GamebaseAdapter is not included.", "", "TCGB_ERROR_NOT_SUPPORTED", "10", "GamebaseAdapter is not included."),
        ("Common Android NOT_INITIALIZED 1 Gamebase is not initialized.", "Common Android", "NOT_INITIALIZED", "1", "Gamebase is not initialized."),
        ("Unity PURCHASE_NOT_ENOUGH_CASH 4004", "Unity", "PURCHASE_NOT_ENOUGH_CASH", "4004", ""),
        ("Gateway AUTH_X_Y -4010202   Called  invalid App ID.", "Gateway", "AUTH_X_Y", "-4010202", "Called  invalid App ID."),
        ("a b c d e f TCGB_ERROR_X 7 seven", "a b c d e f", "TCGB_ERROR_X", "7", "seven"),
    ])
    func codedRow(_ text: String, prefix: String, name: String, code: String, description: String) throws {
        let row = try #require(CodedRow(text))
        #expect(row.prefixWords.joined(separator: " ") == prefix)
        #expect(row.name == name)
        #expect(row.code == code)
        #expect(row.description == description)
    }

    @Test(arguments: [
        "TCGB_ERROR_NOT_SUPPORTED is returned.", "ERROR 10 plain word", "TCGB_ERROR_ 10 trailing underscore",
        "Tcgb_Error 10 mixed case", "a b c d e f g TCGB_ERROR_X 7 too many words in front", "TCGB_ERROR_X 12345678901 too long",
    ])
    func notACodedRow(_ text: String) {
        #expect(CodedRow(text) == nil)
    }

    @Test func sentencePunctuationIncludesFullWidthForms() {
        for text in ["end.", "结束。", "注意：", "ask?", "list;", "列表，", "wow!"] {
            #expect(ScrapedLine(number: 1, raw: text).endsWithSentencePunctuation, "\(text)")
        }
        #expect(!ScrapedLine(number: 1, raw: "Purchase Flow").endsWithSentencePunctuation)
    }

    @Test func misalignedItemNestsUnderTheShallowerItem() throws {
        let document = TextFrontEnd.read("• top\n    • deep\n  • middle\n• next", file: "nesting.txt")
        try #require(document.blocks.count == 1)
        guard case .list(let list) = document.blocks[0].kind else { return }
        #expect(list.items.map(\.range) == [SourceRange(1, 3), SourceRange(line: 4)])
        guard case .list(let nested)? = list.items[0].blocks.last?.kind else {
            Issue.record("no nested list")
            return
        }
        #expect(nested.items.map(\.textLines) == [["deep"], ["middle"]])
    }
}
