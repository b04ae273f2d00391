/// The attributes, annotations and modifiers in front of a declaration, and where the declaration itself starts.
struct DeclarationPrefix {
    /// Java annotations (`@Nullable`), C# attributes (`[Obsolete]`) and Unreal macros (`UPROPERTY(…)`), as written.
    var attributes: [String] = []
    /// Modifiers such as `public`, `static`, `final`, `const`.
    var modifiers: [String] = []
    /// The position in the run where the declaration starts.
    var end = 0

    /// Reads the prefix of `run` as `dialect` writes it; without `readsModifiers`, only attributes and annotations.
    init(_ run: TokenRun, dialect: DeclarationDialect, readsModifiers: Bool = true) {
        while end < run.count {
            let token = run.token(end)
            if token.is("@"), end + 1 < run.count, run.token(end + 1).kind == .identifier {
                var stop = end + 2
                while stop + 1 < run.count, run.token(stop).is("."), run.token(stop + 1).kind == .identifier { stop += 2 }
                if stop < run.count, run.token(stop).is("("), let close = run.closing(stop) { stop = close + 1 }
                attributes.append(run.slice(end, stop).written)
                end = stop
            } else if token.is("["), dialect.language == .csharp, let close = run.closing(end) {
                attributes.append(run.slice(end, close + 1).written)
                end = close + 1
            } else if token.kind == .identifier, Self.isMacro(run.bytes(end)), end + 1 < run.count, run.token(end + 1).is("("),
                let close = run.closing(end + 1)
            {
                attributes.append(run.slice(end, close + 1).written)
                end = close + 1
            } else if readsModifiers, token.kind == .identifier, case let text = run.text(end), dialect.modifiers.contains(text) {
                modifiers.append(text)
                end += 1
            } else {
                break
            }
        }
    }

    /// Whether an identifier is written like a macro (`UPROPERTY`, `MYSDK_API`): capitals, digits and `_`, two or more.
    /// Read on an identifier's UTF-8 bytes, without making its text.
    static func isMacro<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.count >= 2 && bytes.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
            && bytes.contains { $0 >= 0x41 && $0 <= 0x5A }
    }

    /// The annotations' and attributes' names without `@`, `[`, `]` and arguments (`Nullable`, `Obsolete`).
    var attributeNames: [String] {
        attributes.map { attribute in
            if CharacterBytes.isPlain(attribute) { return Self.plainName(attribute) }
            return String(
                attribute.drop { $0 == "@" || $0 == "[" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                    .split(separator: ".").last ?? "")
        }
    }

    /// An attribute's name read on its bytes, for an attribute whose characters are its bytes: there the letters and digits
    /// are `A`–`Z`, `a`–`z` and `0`–`9`.
    private static func plainName(_ attribute: String) -> String {
        let word = attribute.utf8.drop { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "[") }.prefix { byte in
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        return word.split(separator: UInt8(ascii: ".")).last.map { String(Substring($0)) } ?? ""
    }
}
