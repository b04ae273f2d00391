import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Text that names an error constant of the page's own family (the prefix its table's names share) that no error table
/// of the guide lists: not the page's own, not the error-code page's, not another page's. Pages legitimately name
/// constants their own table leaves out (the common network errors, the error-code page's catalogue, another API's
/// subset of the table), so the rule needs the error-code page (the project file's `roles.error-codes`) among the pages
/// compared and stays silent without it.
/// Selectors named only in prose are not reported: prose names platform methods (`application:openURL:options:`) and
/// JSON keys (`beginDate:`) as often as SDK API; the renamed-reference rule covers a declared method under another selector.
enum UndeclaredMentionRule: DriftRule {
    static let id = "drift.undeclared-mention"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "A constant of a page's own error family that the page writes but no error table of the guide lists."
    static let compares: DriftRuleText =
        "a constant of a page's own error family (the prefix ≥ 90% of its table's names share) that the page writes "
        + "but that no error table of the guide lists: not its own, not the error-code page's catalogue, not another "
        + "page's; needs the error-code page among the pages"
    static let example = "en text mentions APP_ERROR_AUTH_BANNED_MEMBER, which no error table of the guide lists"
    static let details: [DriftRuleText] = [
        "A constant the page's own table leaves out is no finding when the guide lists it elsewhere: pages name the "
            + "common network errors and another API's errors without repeating their rows. Only a constant no table "
            + "documents is one a reader cannot look up. Selectors named only in prose are not reported: prose names "
            + "platform methods and JSON keys as often as the documented API, and \(code: "drift.renamed-reference") covers "
            + "a declared method under another selector."
    ]

    /// One finding per page and constant that no error table among `pages` lists, at its first mention, pointing at a
    /// listed constant it resembles when there is one; nothing unless an error-code page is among `pages`.
    static func findings(in comparison: GuidePages) -> [DriftFinding] {
        let pages = comparison.pages
        guard let errorCodePage = comparison.guide.errorCodePage, pages.contains(where: { $0.spec.page == errorCodePage }) else { return [] }
        let catalogue = Set(pages.flatMap { page in page.spec.errors.flatMap(names(of:)) })
        return pages.flatMap { findings($0, catalogue: catalogue) }
    }

    /// The findings of one page against every constant the guide's tables list.
    private static func findings(_ page: DriftPage, catalogue: Set<String>) -> [DriftFinding] {
        guard let prefix = sharedPrefix(page.spec.errors.compactMap(\.name)), let table = page.spec.errors.first else { return [] }
        let resembling = Resemblance(page.spec.errors)
        var reported: Set<String> = []
        var findings: [DriftFinding] = []
        for unit in TextUnit.all(in: page.document) {
            for token in constants(in: unit.text) where token.hasPrefix(prefix + "_") && !catalogue.contains(token) && reported.insert(token).inserted
            {
                let similar = resembling.row(for: token)
                findings.append(
                    DriftFinding(
                        rule: id, severity: severity, message: message(token, language: page.language, similar: similar?.name),
                        page: page.spec.page, subject: "error:\(token)",
                        locations: [
                            DriftLocation(
                                file: page.spec.source.file, line: unit.line, language: page.language, note: "\(page.language): mentions \(token)"),
                            similar.map {
                                DriftLocation(
                                    $0.location, language: page.language, note: "\(page.language): error table lists \($0.name ?? ""), not \(token)")
                            }
                                ?? DriftLocation(
                                    table.location, language: page.language, note: "\(page.language): the error table, which has no \(token)"),
                        ]))
            }
        }
        return findings
    }

    /// The page's rows by the names a mentioned constant may extend or shorten at an `_` (`AUTH_BANNED_MEMBER` and
    /// `BANNED_MEMBER`), so that finding the row it resembles is a few lookups, not a scan of the table. Names longer
    /// than `longestName` resemble nothing (their suffixes would cost the square of their length).
    private struct Resemblance {
        static let longestName = 128
        var rows: [ErrorEntry]
        /// The index of the first row under its name.
        var byName: [String: Int] = [:]
        /// The index of the first row under each part of its name after an `_` (`MEMBER`, `BANNED_MEMBER`).
        var bySuffix: [String: Int] = [:]

        init(_ rows: [ErrorEntry]) {
            self.rows = rows
            for (index, row) in rows.enumerated() {
                guard let name = row.name, name.count <= Self.longestName else { continue }
                if byName[name] == nil { byName[name] = index }
                for underscore in name.indices where name[underscore] == "_" {
                    let suffix = String(name[name.index(after: underscore)...])
                    if bySuffix[suffix] == nil { bySuffix[suffix] = index }
                }
            }
        }

        /// The first row whose name ends in `_` and the token, or which the token ends in after an `_`.
        func row(for token: String) -> ErrorEntry? {
            var candidates = [bySuffix[token]].compactMap { $0 }
            guard token.count <= Self.longestName else { return nil }
            for underscore in token.indices where token[underscore] == "_" {
                if let index = byName[String(token[token.index(after: underscore)...])] { candidates.append(index) }
            }
            return candidates.min().map { rows[$0] }
        }
    }

    /// Every constant a row names: its own and each platform's.
    private static func names(of error: ErrorEntry) -> [String] {
        [error.name].compactMap { $0 } + (error.platformNames.map { Array($0.values) } ?? [])
    }

    /// The prefix (up to the first `_`) that at least 90% of three or more names share.
    static func sharedPrefix(_ names: [String]) -> String? {
        guard names.count >= 3 else { return nil }
        var counts: [String: Int] = [:]
        for name in names { counts[String(name.prefix { $0 != "_" }), default: 0] += 1 }
        guard let (prefix, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 10 >= names.count * 9 else { return nil }
        return prefix
    }

    /// Words shaped like constants: letters, digits and underscores with at least two underscores, upper case after the prefix.
    /// Reads the UTF-8 bytes when every character of the text is one scalar (an ASCII byte is then a character).
    static func constants(in text: String) -> [String] {
        // Such a word has two underscores, which most prose lacks: two `_` bytes are looked for first, with `memchr`.
        guard holdsTwoUnderscores(text) else { return [] }
        guard text.unicodeScalars.allSatisfy(\.standsAlone) else {
            return text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init).filter { word in
                word.filter { $0 == "_" }.count >= 2 && word.drop { $0 != "_" }.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
            }
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
        }
        var result: [String] = []
        var bytes = text.utf8[...]
        while let start = bytes.firstIndex(where: isWordByte) {
            let word = bytes[start...].prefix(while: isWordByte)
            bytes = bytes[word.endIndex...]
            guard word.count(where: { $0 == 0x5F }) >= 2,
                word.drop(while: { $0 != 0x5F }).allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F })
            else { continue }
            result.append(String(Substring(word)))
        }
        return result
    }

    /// Whether the UTF-8 bytes of `text` hold two `_` (a `_` character is that byte, so text without two holds no constant).
    private static func holdsTwoUnderscores(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.firstOffset(of: 0x5F, in: 0..<bytes.count).map { bytes.firstOffset(of: 0x5F, in: ($0 + 1)..<bytes.count) != nil } ?? false
        }
        return found ?? (text.utf8.count { $0 == 0x5F } >= 2)
    }

    static func message(_ name: String, language: String, similar: String?) -> String {
        "\(language) text mentions \(name), which no error table of the guide lists" + (similar.map { " (this page lists \($0))" } ?? "")
    }
}
