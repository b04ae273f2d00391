import Testing

@testable import GuideSpecExtractors

/// Comment markers and C# documentation tags come off; generic types written in a comment stay.
@Suite struct CommentTextTests {
    @Test func documentationTagsAreReducedToTheirText() {
        #expect(CommentText.lines(of: "/// <summary>") == [])
        #expect(
            CommentText.lines(of: "/// See <see cref=\"GamebasePurchase.ProductType\"/> and <see href=\"https://x.test\">the guide</see>.") == [
                "See GamebasePurchase.ProductType and the guide (https://x.test)."
            ])
        #expect(CommentText.lines(of: "// Returns a List<PurchasableReceipt> of items") == ["Returns a List<PurchasableReceipt> of items"])
        #expect(CommentText.lines(of: "/**\n * First line.\n *\n * * KEY: a value\n */") == ["First line.", "", "* KEY: a value"])
    }

    @Test func tagsInCommentsOfOtherScriptsAreReducedAsInPlainOnes() {
        #expect(CommentText.lines(of: "/// <see cref=\"GamebaseProductId\"/> 상품 ID") == ["GamebaseProductId 상품 ID"])
        #expect(CommentText.lines(of: "/// 商品 <see href=\"https://x.test\">ガイド</see>") == ["商品 ガイド (https://x.test)"])
        #expect(CommentText.lines(of: "// List<결제> 목록") == ["List<결제> 목록"])
        // A `<` that a combining mark joins is no `<` character: the line is kept as written.
        #expect(CommentText.lines(of: "// a <\u{301}summary> b") == ["a <\u{301}summary> b"])
    }

    /// Plain comments of every shape the reader handles: markers, stars, blank lines, tags kept and removed, whitespace runs.
    static let plainComments = [
        "/// <summary>", "/// <summary>Gets the <see cref=\"Item\"/> list.</summary>", "// List<Receipt> of items",
        "/**\n * First line.\n *\n * * KEY: a value\n */", "/*** stars ***/", "/* one */", "/**/", "////", "//",
        "/// <see href=\"https://x.test\">the guide</see> and <SEE cref=\"Y\" />", "/// <para>\t</para>", "/// a <b>bold</b> <x> tag",
        "/// <param name=\"id\">The id.</param>", "// \t a \u{0B}\u{0C} b \t", "/// <summary\n/// >text", "/// <see cref=\"unclosed/>",
        "/* a\n\n   b */", "/// < summary>", "/// </summary>\n/// <returns>x</returns>", "// x > y < z",
    ]

    @Test(arguments: plainComments)
    func plainCommentsReadByBytesAsByCharacters(_ comment: String) {
        #expect(CharacterBytes.isPlain(comment))
        #expect(CommentText.lines(of: comment, byBytes: true) == CommentText.lines(of: comment, byBytes: false))
    }

    @Test(arguments: [
        "CONSUMABLE : A consumable product.", "* Promotion: promotion payment", "- null: Normal payment", "  * KEY_1 :value ",
        "Caution : call it from the server", "* two words: no", "* (x): no", "* a/b: no", "* key: /path", "*: empty key", "* key:",
        "A: b", "AB:", ":", "* \t K \t : \t v \t", "- " + String(repeating: "k", count: 41) + ": too long", "KEY:a:b",
    ])
    func plainEnumerationLinesReadByBytesAsByCharacters(_ line: String) {
        let byBytes = CommentText.enumerationValue(line, line: 1, byBytes: true)
        let byCharacters = CommentText.enumerationValue(line, line: 1, byBytes: false)
        #expect(byBytes?.key == byCharacters?.key)
        #expect(byBytes?.meaning == byCharacters?.meaning)
    }

    @Test func enumeratedValuesNeedAnUpperCaseKeyOrABullet() {
        #expect(CommentText.enumerationValue("CONSUMABLE : A consumable product.", line: 3)?.key == "CONSUMABLE")
        #expect(CommentText.enumerationValue("* Promotion: promotion payment", line: 3)?.meaning == "promotion payment")
        #expect(CommentText.enumerationValue("* プロモーション：プロモーション決済", line: 3)?.key == "プロモーション")
        #expect(CommentText.enumerationValue("Caution : call it from the server", line: 3) == nil)
        #expect(CommentText.enumerationValue("* Consume API : https://example.com", line: 3) == nil)
        #expect(CommentText.enumerationValue("- (Android) If the logic is off: false", line: 3) == nil)
    }
}
