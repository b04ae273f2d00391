import GuideSpecSpecModel

/// A platform page's error table (`ios-login`, `aos-login`, …) against the error-code page of the same language (the
/// project file's `roles.error-codes`): the code must be there, list the page's platform by the label the project file
/// gives it, and give that platform the same constant.
enum ErrorCodePageRule: DriftRule {
    static let id = "drift.error-code-page"
    static let severity = Severity.error
    static let summary: DriftRuleText =
        "A platform page's error that the error-code page contradicts: a code it lacks, another constant, a platform "
        + "it does not list."
    static let compares: DriftRuleText =
        "each named error of a platform page (\(code: "ios-"), \(code: "aos-"), \(code: "unity-"), \(code: "unreal-") "
        + "→ iOS, Android, Unity, Unreal) against the \(code: "error-code") page: the code is there (\(code: ":absent"), "
        + "\(code: ":code") when the name sits under another code), the row lists the platform (\(code: ":platform")), "
        + "and gives it the same constant (\(code: ":name"))"
    static let example =
        "ios-store lists APP_ERROR_NOT_ENOUGH_CASH (4004), but the error-code page lists 4004 only for Android, not iOS"
    static let details: [DriftRuleText] = [
        "Only tables (errors grouped by section) of which at least half the codes are on the error-code page are "
            + "checked: tables of other code spaces are left out. When the error-code page lists a platform on under 10% of "
            + "its rows, the page's platform findings collapse into one (\(code: "platform:<platform>:unlisted")): the "
            + "column is missing, not each row.",
        "When a page lists one constant with one code in several tables, the rule reports it once with every row; a "
            + "constant listed under two codes carries the code in its subject (\(code: "error:<name>=<code>:<aspect>")), so "
            + "every subject names one finding.",
    ]

    /// Findings for every named error of every platform page that the error-code page of its language contradicts.
    static func findings(in comparison: GuidePages) -> [DriftFinding] {
        let pages = comparison.pages
        guard let errorCodePage = comparison.guide.errorCodePage else { return [] }
        return Dictionary(grouping: pages, by: \.language).values.flatMap { group -> [DriftFinding] in
            guard let reference = group.first(where: { $0.spec.page == errorCodePage }) else { return [] }
            // Rows a table names without a code are not compared: the error-code page is checked code by code.
            let client = reference.spec.errors.filter { $0.name != nil && $0.code != nil }
            let catalogue = Catalogue(client)
            return group.flatMap { page -> [DriftFinding] in
                guard page.spec.page != errorCodePage, let platform = comparison.guide.platforms.label(of: page.spec.platform) else { return [] }
                let tables = Dictionary(grouping: page.spec.errors.filter { $0.name != nil && $0.code != nil }, by: \.location.section).values
                let checked = tables.filter { table in table.filter { $0.code.flatMap { catalogue.byCode[$0] } != nil }.count * 2 >= table.count }
                let findings = listings(checked.flatMap { $0 }).compactMap { listing in
                    check(listing, on: page, platform: platform, against: catalogue, reference: reference)
                }
                return collapseUnlisted(findings, page: page, platform: platform, client: client, reference: reference)
            }
        }
    }

    /// Replaces the platform findings of a page by one when the error-code page hardly lists the platform at all
    /// (under 10% of its rows): the column is missing, not each row.
    private static func collapseUnlisted(_ findings: [DriftFinding], page: DriftPage, platform: String, client: [ErrorEntry], reference: DriftPage)
        -> [DriftFinding]
    {
        let unlisted = findings.filter { $0.subject.hasSuffix(":platform") }
        let listedRows = client.filter { $0.platforms?.contains(platform) == true }.count
        guard unlisted.count >= 3, listedRows * 10 < client.count, let first = unlisted.first else { return findings }
        let finding = DriftFinding(
            rule: id, severity: severity,
            message: columnMessage(page.spec.page, platform: platform, count: unlisted.count, listed: listedRows, rows: client.count),
            page: page.spec.page, subject: "platform:\(platform):unlisted", locations: first.locations)
        return findings.filter { !$0.subject.hasSuffix(":platform") } + [finding]
    }

    /// One constant with one code as a page lists it, in every row that does (pages repeat common errors under each API).
    private struct Listing {
        var rows: [ErrorEntry]
        /// Whether the page gives the constant another code elsewhere, so the code must be part of the subject.
        var ambiguous: Bool
    }

    /// The rows with a name and a code grouped by constant and code, in the order the page first lists each.
    private static func listings(_ rows: [ErrorEntry]) -> [Listing] {
        let named = rows.filter { $0.name != nil && $0.code != nil }.sorted { $0.location.line < $1.location.line }
        func key(_ row: ErrorEntry) -> String { "\(row.name ?? "")=\(row.code.map(String.init) ?? "")" }
        let groups = Dictionary(grouping: named, by: key)
        var codesPerName: [String: Set<Int>] = [:]
        for row in named { codesPerName[row.name ?? "", default: []].formUnion([row.code].compactMap { $0 }) }
        var seen: Set<String> = []
        return named.compactMap { row in
            let key = key(row)
            guard seen.insert(key).inserted, let rows = groups[key] else { return nil }
            return Listing(rows: rows, ambiguous: (codesPerName[row.name ?? ""]?.count ?? 0) > 1)
        }
    }

    /// The error-code page's named rows, indexed so that each check is a lookup, not a scan.
    private struct Catalogue {
        var rows: [ErrorEntry]
        var byCode: [Int: [ErrorEntry]] = [:]
        /// The index of the first row naming a constant on one platform (`platform`, U+001F, name) or as its own name
        /// (U+001F, name).
        var firstByName: [String: Int] = [:]

        init(_ rows: [ErrorEntry]) {
            self.rows = rows
            for (index, row) in rows.enumerated() {
                if let code = row.code { byCode[code, default: []].append(row) }
                let names = [row.name.map { "\u{1F}\($0)" }].compactMap { $0 } + (row.platformNames ?? [:]).map { "\($0.key)\u{1F}\($0.value)" }
                for name in names where firstByName[name] == nil { firstByName[name] = index }
            }
        }

        /// The first row that names `name` on `platform` or as its own name.
        func first(named name: String, on platform: String) -> ErrorEntry? {
            [firstByName["\(platform)\u{1F}\(name)"], firstByName["\u{1F}\(name)"]].compactMap { $0 }.min().map { rows[$0] }
        }
    }

    private static func check(_ listing: Listing, on page: DriftPage, platform: String, against catalogue: Catalogue, reference: DriftPage)
        -> DriftFinding?
    {
        let error = listing.rows[0]
        guard let name = error.name, let code = error.code else { return nil }
        let rows = catalogue.byCode[code] ?? []
        let aspect: String
        let message: String
        let row: ErrorEntry?
        if rows.isEmpty {
            row = catalogue.first(named: name, on: platform)
            aspect = row == nil ? "absent" : "code"
            message =
                row.flatMap(\.code).map { codeMessage(name, code: code, page: page.spec.page, otherCode: $0) }
                ?? absentMessage(name, code: code, page: page.spec.page)
        } else if let listed = rows.first(where: { $0.platforms?.contains(platform) == true }) {
            let expected = listed.platformNames?[platform] ?? listed.name ?? ""
            guard expected != name else { return nil }
            row = listed
            aspect = "name"
            message = nameMessage(name, code: code, page: page.spec.page, platform: platform, expected: expected)
        } else {
            row = rows[0]
            aspect = "platform"
            message = platformMessage(name, code: code, page: page.spec.page, platform: platform, listed: rows[0].platforms ?? [])
        }
        let target = row?.location ?? catalogue.rows.first?.location ?? reference.spec.errors.first?.location
        var locations = listing.rows.map {
            DriftLocation($0.location, language: page.language, note: "\(page.language) \(page.spec.page): \(name) = \(code)")
        }
        if let target {
            let shown =
                row.map { "\($0.name ?? "") = \($0.code.map(String.init) ?? ""), platforms \(($0.platforms ?? []).joined(separator: ", "))" }
                ?? "no row for \(code)"
            locations.append(DriftLocation(target, language: reference.language, note: "\(reference.language) \(reference.spec.page): \(shown)"))
        }
        return DriftFinding(
            rule: id, severity: severity, message: message, page: page.spec.page,
            subject: "error:\(name)\(listing.ambiguous ? "=\(code)" : ""):\(aspect)", locations: locations)
    }

    static func columnMessage(_ page: String, platform: String, count: Int, listed: Int, rows: Int) -> String {
        "\(page) lists \(count) errors for \(platform), but the error-code page lists \(platform) on only \(listed) of its \(rows) client rows"
    }

    static func absentMessage(_ name: String, code: Int, page: String) -> String {
        "\(page) lists \(name) (\(code)), but the error-code page has no client error \(code)"
    }

    static func codeMessage(_ name: String, code: Int, page: String, otherCode: Int) -> String {
        "\(page) gives \(name) code \(code), the error-code page gives it \(otherCode)"
    }

    static func nameMessage(_ name: String, code: Int, page: String, platform: String, expected: String) -> String {
        "\(page) names \(code) \(name), the error-code page names it \(expected) on \(platform)"
    }

    static func platformMessage(_ name: String, code: Int, page: String, platform: String, listed: [String]) -> String {
        "\(page) lists \(name) (\(code)), but the error-code page lists \(code) only for \(listed.joined(separator: ", ")), not \(platform)"
    }
}
