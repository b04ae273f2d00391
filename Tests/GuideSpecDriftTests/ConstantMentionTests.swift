@testable import GuideSpecDrift
import Testing

/// The constants a text mentions, read from its bytes, are the ones a reading by characters finds.
@Suite struct ConstantMentionTests {
    /// The reading by characters, kept as the reference.
    static func reference(_ text: String) -> [String] {
        text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init).filter { word in
            word.filter { $0 == "_" }.count >= 2 && word.drop { $0 != "_" }.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
        }
    }

    @Test(arguments: [
        "returns TCGB_ERROR_PURCHASE_USER_CANCELED (3001) or GamebaseError.AUTH_BANNED_MEMBER, not auth_user_x",
        "오류 TCGB_ERROR_NOT_INITIALIZED가 반환됩니다、PURCHASE_NOT_ENOUGH_CASH。iCGB_ERROR_AUTH_X_Y",
        "A_B_C\r\nD_E_F\tg_H_I j_k_L _X_Y X__ __",
        "TCGB_ERROR_A\u{301}_B e\u{301}_X_Y 👩‍💻A_B_C",
        "",
    ])
    func theBytesGiveTheReferenceConstants(_ text: String) {
        #expect(UndeclaredMentionRule.constants(in: text) == Self.reference(text))
    }
}
