import GuideSpecVocabulary

/// The name a page goes by in specs, golden ids, fingerprints and suite names, made from where its file is: the folders a
/// layout's `**/` matched and the name `{page}` matched, joined by `.` (`server/intro` is `server.intro`), so that pages of
/// the same name in different sections stay apart. Each part keeps ASCII letters, digits, `-`, `_` and `.`; any other run
/// of characters becomes one `-`, and a part starts and ends with a letter or digit (`_util` is `util`,
/// ``Developer`s Guide v1.3`` is `Developer-s-Guide-v1.3`).
public enum PageIdentity {
    /// The longest page name, so that `<page>.<lang>.json` and generated type names stay well under file-name limits.
    public static let maximumLength = 100

    /// The page name of `parts`, or nil when nothing of them can be kept or the name would be longer than the limit.
    public static func name(_ parts: [String]) -> String? {
        var kept: [String] = []
        for part in parts {
            var safe = ""
            var replaced = false
            for scalar in part.unicodeScalars {
                if isKept(scalar) {
                    safe.unicodeScalars.append(scalar)
                    replaced = false
                } else if !replaced {
                    safe.append("-")
                    replaced = true
                }
            }
            let trimmed = safe.drop { !isLetterOrDigit($0) }.reversed().drop { !isLetterOrDigit($0) }.reversed()
            var collapsed = String(trimmed)
            while collapsed.contains("..") { collapsed = collapsed.replacing("..", with: ".") }
            if !collapsed.isEmpty { kept.append(collapsed) }
        }
        let name = kept.joined(separator: ".")
        guard !name.isEmpty, name.unicodeScalars.count <= maximumLength else { return nil }
        return name
    }

    static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
    }

    static func isLetterOrDigit(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
}
