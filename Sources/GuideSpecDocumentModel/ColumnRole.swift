/// What a table column holds: the item's name, its type, its default, whether it is required, the version that added it,
/// a description, or a whole method signature. Read from the header's meaning in any of the languages guides are written
/// in; the extractors check it against the cells, drift compares a column's cells as what the column holds.
public enum ColumnRole: Equatable, Sendable {
    case name, type, defaultValue, required, since, description, signature

    /// The role a header cell names, or nil when it names none of them. A header that joins two words
    /// (`Mandatory(M) / Optional(O)`, `Required/Optional`) is read by its first word when the whole names nothing.
    public init?(header: String) {
        // Headers longer than any word of the vocabulary with a few words around it are sentences, not column names.
        guard header.utf8.count <= 48 else { return nil }
        if let role = Self.vocabulary[Self.key(header)] {
            self = role
            return
        }
        guard let first = Self.firstWord(of: header), let role = Self.vocabulary[Self.key(String(first))] else { return nil }
        self = role
    }

    /// The header before its first space, `/`, `(`, `（`, `_` or `-`, or nil when it holds none of them; an ASCII header is
    /// cut at the byte, any other walked by character.
    private static func firstWord(of header: String) -> Substring? {
        if header.utf8.allSatisfy({ $0 < 0x80 }) {
            let cut = header.utf8.firstIndex {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "_")
                    || $0 == UInt8(ascii: "-")
            }
            return cut.map { header[..<$0] }
        }
        let first = header.prefix { !" /(（_-".contains($0) }
        return first.endIndex < header.endIndex ? first : nil
    }

    /// A header reduced to what its words say: lower-cased, without spaces, punctuation and symbols (`Default value`,
    /// `DefaultValue` and `default-value` all read `defaultvalue`).
    public static func key(_ header: String) -> String {
        caselessKey(header) ?? keyByUnicodeProperties(header)
    }

    /// The key of a header whose characters are all ASCII or letters of a script without case (CJK ideographs, Hangul
    /// syllables, kana), as most headers are: read byte by byte, its ASCII letters lower-cased and such letters kept as
    /// they are, without the Unicode tables. Nil for any other header.
    static func caselessKey(_ header: String) -> String? {
        var header = header
        return header.withUTF8 { bytes in
            var caseless = true
            // Written straight into the new string's storage: no array of bytes in between.
            let key = String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        buffer[count] = byte | 0x20
                        count += 1
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        buffer[count] = byte
                        count += 1
                    case 0..<0x80:
                        break
                    case 0xE0...0xEF where index + 2 < bytes.count:
                        // A three-byte character (U+0800 to U+FFFF), kept when it is a letter without case.
                        let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                        guard isCaselessLetter(scalar) else {
                            caseless = false
                            return 0
                        }
                        buffer[count] = byte
                        buffer[count + 1] = bytes[index + 1]
                        buffer[count + 2] = bytes[index + 2]
                        count += 3
                        index += 2
                    default:
                        caseless = false
                        return 0
                    }
                    index += 1
                }
                return count
            }
            return caseless ? key : nil
        }
    }

    /// Whether `scalar` is a CJK ideograph, a Hangul syllable, a kana letter or the prolonged sound mark: letters that
    /// lower-casing leaves as they are.
    static func isCaselessLetter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC: true
        default: false
        }
    }

    /// The key of any header: lower-cased, keeping the letters and digits the Unicode tables name.
    static func keyByUnicodeProperties(_ header: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: header.lowercased().unicodeScalars.lazy.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        return String(kept)
    }

    /// Header words by meaning, in English, Chinese, Japanese and Korean, as keys (`key(_:)`).
    static let vocabulary: [String: ColumnRole] = {
        var words: [String: ColumnRole] = [:]
        let byRole: [(ColumnRole, [String])] = [
            (
                .name,
                [
                    "name", "property", "properties", "prop", "props", "attribute", "attributes", "parameter", "parameters", "param", "params",
                    "parametername", "paramname", "argument", "arguments", "field", "fields", "fieldname", "key", "keys", "keyname", "nameofkey",
                    "option", "options", "member", "members", "variable", "keyword", "keywords",
                    "参数", "参数名", "参数名称", "属性", "属性名", "字段", "字段名", "名称", "关键字", "键", "键名", "key名称", "选项", "变量",
                    "名前", "引数", "引数名", "パラメータ", "パラメーター", "プロパティ", "フィールド", "キー", "オプション", "項目", "変数",
                    "이름", "매개변수", "파라미터", "프로퍼티", "속성", "필드", "키", "옵션", "항목", "명칭", "변수",
                ]
            ),
            (
                .type,
                [
                    "type", "types", "datatype", "parametertype", "paramtype", "valuetype", "fieldtype", "returntype",
                    "类型", "参数类型", "数据类型", "值类型", "值的类型", "型", "データ型", "タイプ", "引数型", "値の種類", "値種類", "値の型", "타입", "자료형",
                    "데이터타입", "유형", "형식", "값종류", "값의종류", "값타입",
                ]
            ),
            (
                .defaultValue,
                [
                    "default", "defaults", "defaultvalue", "defaultvalues", "默认值", "默认", "缺省值", "デフォルト値", "デフォルト", "既定値", "初期値",
                    "기본값", "디폴트", "디폴트값",
                ]
            ),
            (
                .required,
                [
                    "required", "require", "requires", "requirement", "mandatory", "optional", "necessary", "isitnecessary", "whetherrequired",
                    "isrequired", "requiredoptional", "是否必须", "是否必填", "是否必需", "是否必选", "必填", "必须", "必需", "必选", "可选",
                    "必須", "必須項目", "필수", "필수여부", "필수선택", "필수값",
                ]
            ),
            (
                .since,
                [
                    "version", "versions", "since", "sinceversion", "addedin", "版本", "支持版本", "起始版本", "最低版本", "バージョン", "버전", "지원버전",
                ]
            ),
            (
                .description,
                [
                    "description", "descriptions", "desc", "meaning", "remark", "remarks", "note", "notes", "comment", "comments", "explanation",
                    "details", "parameterdescription", "描述", "说明", "含义", "备注", "参数说明", "解释", "説明", "意味", "備考", "설명", "의미",
                    "비고", "내용",
                ]
            ),
            (
                .signature,
                [
                    "method", "methods", "function", "functions", "syntax", "signature", "api", "apis", "interface", "declaration", "definition",
                    "方法", "函数", "接口", "语法", "接口定义", "方法名", "メソッド", "関数", "構文", "シグネチャ", "메서드", "메소드", "함수", "구문",
                    "시그니처",
                ]
            ),
        ]
        for (role, list) in byRole {
            for word in list { words[key(word)] = role }
        }
        return words
    }()
}
