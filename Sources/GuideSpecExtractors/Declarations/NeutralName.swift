import GuideSpecSpecModel

/// The names that find the same type, member or method on another platform, whatever each platform's conventions.
enum NeutralName {
    /// A type's neutral name: the last component of a qualified name, without generic arguments, without Unreal's one-letter
    /// `F`/`U`/`E`/`A`/`T` prefix, and without the guide's name `prefixes` (its project file's), each dropped in turn where
    /// a capital follows it (with `SDK` and `Acme`: `SDKReceipt`, `AcmeResponse.Store.Receipt`, `FAcmeReceipt` → `Receipt`).
    static func type(_ written: String, language: CodeLanguage, prefixes: [String]) -> String {
        if CharacterBytes.isPlain(written) { return plainType(written, language: language, prefixes: prefixes) }
        var name = Substring(written.prefix { $0 != "<" })
        if let dot = name.lastIndex(where: { $0 == "." || $0 == ":" }) { name = name[name.index(after: dot)...] }
        if language == .cpp, let first = name.first, "FUEAT".contains(first), startsWithUpperThenLower(name.dropFirst()) {
            name = name.dropFirst()
        }
        for prefix in prefixes { name = dropping(prefix, from: name) }
        return name.isEmpty ? written : String(name)
    }

    /// `type` for a name whose characters are its bytes (as type names are), read by bytes: capitals are `A`–`Z`.
    private static func plainType(_ written: String, language: CodeLanguage, prefixes: [String]) -> String {
        func isUpper(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x41 && $0 <= 0x5A } ?? false }
        func isLower(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x61 && $0 <= 0x7A } ?? false }
        func dropping(_ prefix: String, from name: Substring.UTF8View) -> Substring.UTF8View {
            guard name.starts(with: prefix.utf8) else { return name }
            let rest = name.dropFirst(prefix.utf8.count)
            return isUpper(rest.first) ? rest : name
        }
        var name = Substring(written).utf8.prefix { $0 != UInt8(ascii: "<") }
        if let dot = name.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }) { name = name[name.index(after: dot)...] }
        if language == .cpp, let first = name.first, "FUEAT".utf8.contains(first), isUpper(name.dropFirst().first), isLower(name.dropFirst(2).first) {
            name = name.dropFirst()
        }
        for prefix in prefixes { name = dropping(prefix, from: name) }
        return name.isEmpty ? written : String(Substring(name))
    }

    /// A field's or constant's neutral name: lowerCamel, without Unreal's `b` prefix of booleans
    /// (`bIsPromotion` → `isPromotion`, `ProductId` → `productId`); names without a lower-case letter
    /// (`STORE_CODE`) stay as written.
    static func member(_ written: String, language: CodeLanguage) -> String {
        var name = Substring(written)
        if language == .cpp, name.first == "b", startsWithUpperThenLower(name.dropFirst()) { name = name.dropFirst() }
        return lowerCamel(name)
    }

    /// A method's neutral name: lowerCamel; for an ObjC selector its first keyword up to `With`
    /// (`requestLoginWithType:viewController:completion:` → `requestLogin`).
    static func method(_ written: String, language: CodeLanguage) -> String {
        guard language == .objectiveC else { return lowerCamel(Substring(written)) }
        let keyword = written.prefix { $0 != ":" }
        // Searched by its bytes when every character is one byte (selectors are ASCII), else by Foundation.
        let with = CharacterBytes.isPlain(keyword) ? CharacterBytes.firstRange(of: "With", in: keyword) : keyword.range(of: "With")
        let stem = with.map { keyword[..<$0.lowerBound] } ?? keyword
        return lowerCamel(stem.isEmpty ? keyword : stem)
    }

    /// The name with its leading run of capitals lowered, keeping the last one when a lower-case letter follows it
    /// (`URLScheme` → `urlScheme`, `UserId` → `userId`).
    static func lowerCamel(_ name: Substring) -> String {
        if let plain = plainLowerCamel(name) { return plain }
        guard name.contains(where: { $0.isLowercase }) else { return String(name) }
        let capitals = name.prefix { $0.isUppercase }
        guard !capitals.isEmpty else { return String(name) }
        let rest = name.dropFirst(capitals.count)
        if capitals.count > 1, rest.first?.isLowercase == true {
            return capitals.dropLast().lowercased() + String(capitals.suffix(1)) + rest
        }
        return capitals.lowercased() + rest
    }

    /// `lowerCamel` for a name whose characters are its bytes (as names in code are), read by bytes: the only capitals and
    /// lower-case letters are `A`–`Z` and `a`–`z`; nil for any other name.
    private static func plainLowerCamel(_ name: Substring) -> String? {
        guard name.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        var bytes = Array(name.utf8)
        guard bytes.contains(where: isLower) else { return String(name) }
        let capitals = bytes.prefix(while: isUpper).count
        guard capitals > 0 else { return String(name) }
        let lowered = capitals > 1 && isLower(bytes[capitals]) ? capitals - 1 : capitals
        for position in 0..<lowered { bytes[position] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `name` without `prefix` when a capital letter follows the prefix.
    private static func dropping(_ prefix: String, from name: Substring) -> Substring {
        guard name.hasPrefix(prefix) else { return name }
        let rest = name.dropFirst(prefix.count)
        return rest.first?.isUppercase == true ? rest : name
    }

    /// Whether `text` starts with a capital followed by a lower-case letter, as `Login` does and `URL` does not.
    private static func startsWithUpperThenLower(_ text: Substring) -> Bool {
        guard let first = text.first, first.isUppercase, let second = text.dropFirst().first else { return false }
        return second.isLowercase
    }
}
