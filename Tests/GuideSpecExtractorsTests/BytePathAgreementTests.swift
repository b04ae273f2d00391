import Foundation
import Testing

@testable import GuideSpecExtractors

/// The byte paths that read table cells and headings answer what the character paths they replace answered, where a byte
/// is not a character too: combining and prepended marks, CR LF, full-width punctuation, other scripts.
@Suite struct BytePathAgreementTests {
    static let cells = [
        "Required, String", "String / Optional", "필수，String", "选填，字符串", "", ",", "/", "，", "a,\u{301}b, c", "\u{600},x, y",
        "\u{600}，x", "e\u{301}/f", "\r\n,x", "x\r,", "한,국", "漢字/字", "no separator here", "A\u{FF0C}\u{301}b/c", "，\u{301}/",
    ]

    @Test(arguments: cells)
    func firstSeparatorIsTheFirstSeparatorCharacter(_ text: String) {
        #expect(CellText.firstSeparator(in: text) == text.firstIndex(where: { $0 == "," || $0 == "，" || $0 == "/" }))
    }

    @Test(arguments: [
        "Error Codes", "ERROR", "error", "Errors", "오류 코드", "에러", "エラーコード", "错误码", "錯誤", "Code", "Description", "Err or", "",
        "ＥＲＲＯＲ", "Fehler", "e\u{301}rror", "terror",
    ])
    func aHeaderSaysErrorAsItsLowercasedTextDoes(_ header: String) {
        let lowered = header.lowercased()
        let expected = ["error", "오류", "에러", "エラー", "错误", "錯誤"].contains(where: { lowered.contains($0) })
        #expect(ErrorTableExtractor.saysError(header) == expected)
    }

    @Test(arguments: [
        "API - setDebugMode", "接口 – init", "A -B - c", "no dash", "-", " - ", "a - ", "a  -  b", "x – – y", "漢字 - 名前", "a -\u{301} b", "",
        "trailing space ",
    ])
    func dashSeparatorIsFoundAfterTheFirstSpacedDash(_ heading: String) {
        for text in [Substring(heading), Substring(heading).dropFirst()] {
            #expect(HeadingName.dashSeparator(in: text) == Self.dashSeparatorByCollections(in: text))
        }
    }

    /// The reading `dashSeparator` replaced: the first space followed by `- ` or `– `, over the text's UTF-8 view.
    static func dashSeparatorByCollections(in text: Substring) -> Substring.Index? {
        var index = text.utf8.startIndex
        while let space = text.utf8[index...].firstIndex(of: 0x20) {
            let rest = text.utf8[text.utf8.index(after: space)...]
            for dash in [[UInt8(ascii: "-"), 0x20], [0xE2, 0x80, 0x93, 0x20]] where rest.starts(with: dash) {
                return text.utf8.index(space, offsetBy: 1 + dash.count)
            }
            index = text.utf8.index(after: space)
        }
        return nil
    }

    @Test(arguments: [
        "Select", "Select.Option", "CreateRoom", "createRoom", "create_room", "v2", "ALLCAPS", "aB", "Ab", "", "a", "é", "éB",
        "a\u{301}B", "漢字", "name漢Z", "x.", "getIntervalTime", "ＡＢ",
    ])
    func codeFeaturesAreWhatTheTwoByteScansFound(_ name: String) {
        for text in [Substring(name), Substring(name).dropFirst()] {
            let bytes = text.utf8
            let expected =
                bytes.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39) })
                || zip(bytes, bytes.dropFirst()).contains { $0 >= 0x61 && $0 <= 0x7A && $1 >= 0x41 && $1 <= 0x5A }
            #expect(HeadingName.hasCodeFeatures(text) == expected)
        }
    }

    @Test(arguments: [
        "String", "JSON Object", "string | string[]", " String", "String ", "a  b", "a\tb", "String\ndefault: true", "(e) => void",
        "String (Required)", "String（必填）", "", " ", "e\u{301} x", "x \u{301}y", "\r\nString", "String\r\n", "Map<K, V>",
    ])
    func aTypeCellReadsAsTheCharacterStepsReadIt(_ text: String) {
        var type = String(text.prefix { $0 != "\n" })
        var required: Bool?
        for marker in CellText.requiredMarkers where type.contains(marker) {
            type = type.replacingOccurrences(of: marker, with: " ")
            required = true
        }
        let expected = type.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        #expect(CellText.type(text).type == expected)
        #expect(CellText.type(text).required == required)
    }

    @Test(arguments: [
        "offsetTop", "`full-page`", "options.time_to_live", "$id", "child?", "'name'", "**bold**", "?", "", "a-", "a.", "@click", "1abc",
        "é", "x\u{301}", "x\u{600}?", "x?\u{301}", "with space", String(repeating: "a", count: 80), String(repeating: "a", count: 81) + "?",
        "名前", "\"quoted\"?", "a\r\n",
    ])
    func aNameCellReadsAsTheCharacterStepsReadIt(_ text: String) {
        var name = Substring(text.trimmingCharacters(in: " `'\"*"))
        var optional = false
        if name.last == "?" {
            optional = true
            name = name.dropLast()
        }
        let bytes = name.utf8
        let allowed = bytes.allSatisfy {
            SourceTokenizer.isIdentifierByte($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@")
        }
        let expected: (String, Bool)? =
            if let first = bytes.first, bytes.count <= 80, SourceTokenizer.isIdentifierStart(first) || first == UInt8(ascii: "@"), allowed,
                bytes.last != UInt8(ascii: "-"), bytes.last != UInt8(ascii: ".")
            {
                (String(name), optional)
            } else {
                nil
            }
        let read = CellText.name(text)
        #expect(read?.name == expected?.0)
        #expect(read?.optional == expected?.1)
    }

    @Test(arguments: ["`Select.Option`", "**Props**", " x ", "plain", "", "`", "*`*", "`\u{301}x", "x`\u{301}", "漢字", " `a` b` "])
    func textThatDoesNotEndInAnEdgeIsNotTrimmed(_ text: String) {
        for edges: StaticString in [" `*", " `"] where !HeadingName.endsIn(Substring(text), edges) {
            #expect(text.trimmingCharacters(in: CharacterSet(charactersIn: edges.description)) == text)
            #expect(Substring(text).trimmingCharacters(in: CharacterSet(charactersIn: edges.description)) == text)
        }
    }

    @Test(arguments: [
        "public void init()", "public", "public\u{301} x", "public \u{301}x", "publi", "", "@interface Foo", "@interface\u{301}", "//", "//\u{301}",
        "/", "+ (void)run", "+\u{301}(", "syntax = \"proto3\";", "class A", "\r\nclass", "漢字", "e\u{301}",
    ])
    func aPrefixIsFoundAsTheCharacterComparisonFindsIt(_ line: String) {
        let prefixes: [StaticString] = ["public ", "public", "@interface", "//", "+", "syntax = \"proto", "class ", "", "e"]
        for text in [Substring(line), Substring(line).dropFirst()] {
            for prefix in prefixes {
                #expect(CharacterBytes.hasPrefix(text, prefix) == text.hasPrefix(prefix.description), "\(text) \(prefix)")
            }
        }
    }

    @Test(arguments: [
        "API - setDebugMode", "接口 – init", "setDebugMode(boolean isDebuggable)", "Login (OAuth)", "Select", "Select.Option", "로그인",
        "Modal.method(config)", "Form.Provider(2.30.0)", "a -\u{301} b", "x – – y", "Method - filterValidTag", "", "Picker Props",
        "ResizeBox.SplitGroup in 2.27.0", "`init(context)`", "<CreateRoom()>",
    ])
    func aHeadingThatNamesAMethodMayNameOne(_ heading: String) {
        if case .method = HeadingName.of(heading)?.kind {
            #expect(HeadingName.mayNameMethod(heading))
        }
        let spotted = heading.contains("(") || HeadingName.dashSeparator(in: Substring(heading)) != nil
        #expect(HeadingName.mayNameMethod(heading) == spotted)
    }

    @Test(arguments: [
        "- (void)run;", "- (void)run {", "- (void)run\n{\n}", "{", "", "- (void)é {", "- (void)a {\u{301}", "x\r\n{", "no brace",
        "- (NSString *)名前 { return nil; }",
    ])
    func aMethodIsCutAtItsFirstBraceCharacter(_ text: String) {
        let expected = text.utf8.contains(0x7B) ? String(text.prefix { $0 != "{" }) : text
        #expect(ObjectiveCDeclarations.beforeBrace(text) == expected)
    }

    @Test(arguments: [
        "// Legacy API", "// LEGACY", "//legacy", "/ / legacy", "// leg acy", "legacy", "// 旧 legacy", "// Ｌegacy", "/\u{301}/ legacy",
        "// le\u{301}gacy", "", "//", "\r\n// Legacy",
    ])
    func aLegacyMarkIsFoundAsTheCharacterSearchFindsIt(_ line: String) {
        let text = Substring(line)
        let expected = CharacterBytes.contains("//", in: line) && text.contains("//") && text.lowercased().contains("legacy")
        #expect(ObjectiveCDeclarations.marksLegacy(text) == expected)
    }

    @Test(arguments: ["- (void)run;", "- (void)run", "x;\u{301}", "{", "", "名前;", "a\r\n;", ";\u{301}", "é {", "no mark"])
    func aMarkIsFoundInALineAsFoundationFindsIt(_ line: String) {
        for text in [Substring(line), Substring(line).dropFirst()] {
            #expect(ObjectiveCDeclarations.holds(";", text) == text.contains(";" as String))
            #expect(ObjectiveCDeclarations.holds("{", text) == text.contains("{" as String))
        }
    }

    @Test(arguments: [
        "@property (nonatomic, strong) NSString *name;", "  @property(nonatomic,copy,nullable)NSString*title ;  ",
        "@property (nonatomic, getter=isEnabled) BOOL enabled;", "@property NSInteger count",
        "@property (nonatomic) id<Delegate> _Nullable delegate;",
        "@property", "@property (", "@property () ;", "@propertyx int y;", "\t@property\t(readonly)\tint\tvalue;\t", "@property (nonatomic) int;",
        "@property (a, , b) void (^block)(int);", "@property (nonatomic, strong, nonnull) NSArray<NSString *> *items; // note", "not a property",
        "@property (nonatomic) NSString *名前;", "@property\u{3000}(nonatomic) int x;", "@property (nonatomic) Type\u{301} *x;", "@property int x\r\n",
    ])
    func aPropertyLineReadsAlikeOnBytesAndCharacters(_ line: String) {
        let byCharacters = ObjectiveCProperty.parse(Substring(line))
        #expect(ObjectiveCProperty(line: line) == byCharacters)
        if CharacterBytes.isPlain(line) { #expect(ObjectiveCProperty.parse(Substring(line).utf8) == byCharacters) }
    }
}
