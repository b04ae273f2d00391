import GuideSpecDocumentModel
import Testing

@testable import GuideSpecExtractors

/// The byte readers answer what the character readers they replace answer, including where bytes and characters differ:
/// combining marks, CR LF, prepended marks, other scripts.
@Suite struct CharacterBytesTests {
    /// Texts where a byte is not a character.
    static let awkward = [
        "plain ASCII", "a\u{301}b", "\r\nx", "x\r", "<\u{301}T>", "\u{600}\"", "\"\u{301}", "漢字 and 한글", "TCGB\u{301}Name", "", " \u{301}",
        "\u{3000}\u{A0}x", "１２", "foo:bar", "e\u{301}:x", "a line longer than a word\r\nand more", "a line longer than a word, then é",
        "sixteen bytes ok",
    ]

    @Test(arguments: awkward)
    func oneBytePerCharacter(_ text: String) {
        let bytes = CharacterBytes.of(text)
        #expect(bytes.count == text.count)
        for (byte, character) in zip(bytes, text) {
            if character.utf8.count == 1 {
                #expect(byte == character.utf8.first)
            } else {
                #expect(byte == (character == "\r\n" ? 0x0D : 0x80))
            }
        }
        #expect(CharacterBytes.isPlain(text) == (text.utf8.allSatisfy { $0 < 0x80 } && !text.utf8.contains(0x0D)))
    }

    @Test(arguments: awkward)
    func firstAndLastAsCharacters(_ text: String) {
        for byte in [UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: "a"), UInt8(ascii: "x")] {
            #expect(CharacterBytes.first(of: Substring(text), is: byte) == (text.first == Character(Unicode.Scalar(byte))))
            #expect(CharacterBytes.last(of: Substring(text), is: byte) == (text.last == Character(Unicode.Scalar(byte))))
        }
    }

    @Test(arguments: awkward + ["void(^)(int)", "(^", "x(^(^", "requestWithId:", "WithWith", "With", "Wit", "cref=\"X\"", "a\u{301}(^"])
    func firstRangeOfPlainTextIsFoundationsRange(_ text: String) {
        for piece in [Substring(text), Substring(text).dropFirst()] {
            let needles: [StaticString] = ["(^", "With", "cref=\"", "x"]
            for needle in needles {
                let found = CharacterBytes.firstRange(of: needle, in: piece)
                #expect(found.map { piece.utf8[$0].elementsEqual(needle.description.utf8) } ?? true)
                if CharacterBytes.isPlain(piece) { #expect(found == piece.range(of: needle.description)) }
            }
        }
        #expect(CharacterBytes.isPlain(Substring(text)) == CharacterBytes.isPlain(text))
    }

    @Test func containsFindsBytesInEitherCaseWhenAsked() {
        #expect(CharacterBytes.contains("(^", in: "void(^)(int)"))
        #expect(!CharacterBytes.contains("(^", in: "void (*)(int)"))
        #expect(CharacterBytes.contains("", in: "x"))
        var text = "A Legacy API"
        #expect(text.withUTF8 { CharacterBytes.contains("legacy", in: $0, caseless: true) })
        #expect(!text.withUTF8 { CharacterBytes.contains("legacy", in: $0) })
    }

    @Test(arguments: awkward + ["a\nb", "\n", "x\n\ny\n", "漢\n字\u{301}\n"])
    func byteSearchesAnswerAsTheGenericOnes(_ text: String) {
        for piece in [Substring(text), Substring(text).dropFirst()] {
            for byte in [UInt8(0x0A), 0x0D, UInt8(ascii: "<"), UInt8(ascii: "x")] {
                #expect(CharacterBytes.contains(byte, in: piece) == piece.utf8.contains(byte))
            }
            #expect(
                CharacterBytes.lineFeedLines(of: piece) == piece.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) })
        }
    }

    @Test(arguments: awkward + ["  x  ", " \t", "\t\u{301}x \u{301}", "x\r\n", "x\u{600} ", " \r\nx", "\n\n", "x \n"])
    func trimmingPlainCharactersAnswersAsTheCharacterTrim(_ text: String) {
        for set in [" ", " \t", " \t\n"] {
            let kept = text.drop { $0.utf8.count == 1 && set.utf8.contains($0.utf8.first ?? 0) }
            let byCharacters = String(kept.reversed().drop { $0.utf8.count == 1 && set.utf8.contains($0.utf8.first ?? 0) }.reversed())
            #expect(text.trimmingCharacters(in: set) == byCharacters, "\(Array(text.unicodeScalars)) in \(Array(set.unicodeScalars))")
            // A code line is a slice of its block's text: trimmed as a substring, inside a longer text, it answers the same.
            let framed = "ab" + text + "cd"
            let slice = framed.dropFirst(2).dropLast(2)
            #expect(String(slice.trimmingCharacters(in: set)) == byCharacters, "\(Array(text.unicodeScalars)) in \(Array(set.unicodeScalars))")
        }
    }

    @Test func theSelectorPrefilterFindsWhatItLooksFor() {
        #expect(Identifiers.proseSelectors(in: "call requestItem:completion: then see https://x.y/a:b") == ["requestItem:completion:"])
        #expect(Identifiers.proseSelectors(in: "times: and http://a") == [])
        #expect(Identifiers.proseSelectors(in: ":") == [])
        // The reading jumps from part colon to part colon: colons that end no part, and text between, are passed over.
        #expect(Identifiers.proseSelectors(in: "참고: 먼저 requestItem:completion:을 부르고 https://a.b 다음 setUp:") == ["requestItem:completion:", "setUp:"])
        #expect(Identifiers.proseSelectors(in: "Note: see fooBar:baz: and self.doIt: or a:b") == ["fooBar:baz:"])
    }

    @Test func objectiveCMethodReadsCharactersThatAreNotOneByte() throws {
        let method = try #require(ObjectiveCMethod(text: "+ (void)\u{3000}request:(NSString\u{3000}*)name\r\n  with:(Type\u{301} *)value, ...;"))
        #expect(method.isClassMethod)
        #expect(method.returnType == "void")
        #expect(method.selector == "request:with:")
        #expect(method.parameterTypes == [ObjectiveCProperty.normalizedType("NSString *"), ObjectiveCProperty.normalizedType("Type\u{301} *")])
        #expect(method.parameterNames == ["name", "value"])
        #expect(method.variadic)
        #expect(ObjectiveCMethod(text: "+\u{301} (void)run;") == nil)
        #expect(ObjectiveCMethod(text: "- (void)run;\u{301}") == nil)
    }

    @Test func unquotedDropsOnlyMarksThatAreCharactersOfTheirOwn() {
        for (literal, expected) in [
            ("\"GG\"", "GG"), ("@\"de\"", "de"), ("\"", ""), ("@\"", ""), ("\"open", "open"), ("\"é\"", "é"), ("\"\u{301}x\"", "\"\u{301}x"),
            ("\"x\u{600}\"", "x\u{600}\""), ("@\u{301}\"x\"", "@\u{301}\"x"), ("", ""),
        ] {
            #expect(FieldShape.unquoted(literal) == expected, "\(literal.unicodeScalars.map(\.value))")
        }
    }

    /// Every ASCII character and some that are not: the byte answers are the Unicode-property answers.
    static let characters: [Character] =
        (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + [
            "\r\n", "é", "e\u{301}", "１", "\u{3000}", "\u{A0}", "\u{2028}", " \u{301}", "_\u{301}", "漢",
        ]

    @Test func identifierAndWhitespaceTestsAnswerAsCharacterProperties() {
        for character in Self.characters {
            #expect(
                Identifiers.isIdentifierCharacter(character) == (character.isASCII && (character.isLetter || character.isNumber || character == "_")),
                "\(character.unicodeScalars.map(\.value))")
            #expect(Identifiers.isWhitespace(character) == character.isWhitespace, "\(character.unicodeScalars.map(\.value))")
        }
    }

    @Test func typeNamesOutsideASCIIAreReadByCharacters() {
        #expect(NeutralName.type("TCGBÉtat", language: .objectiveC, prefixes: bundledOptions.namePrefixes) == "État")
        #expect(NeutralName.type("TCGBétat", language: .objectiveC, prefixes: bundledOptions.namePrefixes) == "TCGBétat")
        #expect(NeutralName.type("ns.TCGBÉtat<X>", language: .objectiveC, prefixes: bundledOptions.namePrefixes) == "État")
    }
}
