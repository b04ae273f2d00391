import GuideSpecSpecModel

/// The same class on two platforms' pages of one language that disagree: a field one platform declares and another
/// lacks, or a field whose neutral type differs (`AuthToken` on `aos-login`, `ios-login`,
/// `unity-login` and `unreal-login`). Classes and fields are found by their neutral names, so `bIsPromotion`,
/// `IsPromotion` and `isPromotion` are one field, and an Objective-C property is also found by its getter (`active`
/// with `getter=isActive` is `isActive`). Nullability is not compared: each language says it another way, or not at all.
/// Only classes declared in code are compared: a type read from a table is named by the prose around it, and two
/// platforms' pages may give one name to two things.
enum PlatformMismatchRule: DriftRule {
    static let id = "drift.platform-mismatch"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "The same class on two platforms' pages of one language, with a field one platform lacks or types otherwise."
    static let compares: DriftRuleText =
        "the same class on two or more platforms' pages (\(code: "aos-"), \(code: "ios-"), \(code: "unity-"), "
        + "\(code: "unreal-")) of one language, found by its neutral name: a field one platform declares and another "
        + "lacks (subject \(code: "field:<class>.<field>:platforms")), a field whose neutral type differs "
        + "(\(code: ":type"))"
    static let example = "class Receipt: field paymentType is on Android but not on iOS"
    static let details: [DriftRuleText] = [
        "Fields are found by neutral name (\(code: "bIsPromotion") is \(code: "isPromotion")) or by an Objective-C "
            + "getter (\(code: "active") with \(code: "getter=isActive") is \(code: "isActive")); nullability is not "
            + "compared, since each language says it another way, or not at all.",
        "Only classes declared in code are compared: a type read from a table is named by the prose around it, which two "
            + "platforms' pages may give to two things.",
    ]

    /// One class as one platform declares it: the first declaration of its neutral name on that platform's pages.
    private struct Declaration {
        var platform: Platform
        /// How the guide names the platform.
        var label: String
        var page: DriftPage
        var type: TypeDeclaration
        /// The fields under every name that finds them (neutral name, ObjC getter).
        var fields: [String: FieldDeclaration]
    }

    /// The findings for every language among `pages`: for each class at least two platforms declare, its fields one
    /// platform lacks and its fields whose neutral type differs.
    static func findings(in comparison: GuidePages) -> [DriftFinding] {
        let pages = comparison.pages
        return Dictionary(grouping: pages, by: \.language).sorted { $0.key < $1.key }.flatMap { _, group in
            declarations(group, guide: comparison.guide.platforms).flatMap(findings)
        }
    }

    /// The classes of one language's pages that at least two platforms declare, each platform's declaration in the guide's
    /// order of platforms.
    private static func declarations(_ pages: [DriftPage], guide: PlatformTable) -> [[Declaration]] {
        var byName: [String: [Platform: Declaration]] = [:]
        for page in pages.sorted(by: { $0.spec.page < $1.spec.page }) where page.spec.platform != .none {
            for type in page.spec.types where type.origin == nil && !type.fields.isEmpty && byName[type.neutralName]?[page.spec.platform] == nil {
                var fields: [String: FieldDeclaration] = [:]
                for field in type.fields {
                    if fields[field.neutralName] == nil { fields[field.neutralName] = field }
                    if let getter = field.getter, fields[getter] == nil { fields[getter] = field }
                }
                byName[type.neutralName, default: [:]][page.spec.platform] = Declaration(
                    platform: page.spec.platform, label: guide.label(of: page.spec.platform) ?? page.spec.platform.id, page: page, type: type,
                    fields: fields)
            }
        }
        return byName.keys.sorted().compactMap { name in
            let declarations = (byName[name] ?? [:]).values.sorted { guide.rank($0.platform) < guide.rank($1.platform) }
            return declarations.count > 1 ? declarations : nil
        }
    }

    private static func findings(_ declarations: [Declaration]) -> [DriftFinding] {
        let name = declarations[0].type.neutralName
        var seen: Set<String> = []
        var findings: [DriftFinding] = []
        for declaration in declarations {
            for field in declaration.type.fields where seen.insert(field.neutralName).inserted {
                let names = [field.neutralName] + (field.getter.map { [$0] } ?? [])
                // A BOOL's getter is the name callers use, and the one other platforms give the field (`isActive`).
                let fieldName = field.getter ?? field.neutralName
                let having = declarations.compactMap { other in names.lazy.compactMap { other.fields[$0] }.first.map { (other, $0) } }
                let lacking = declarations.filter { other in !having.contains { $0.0.platform == other.platform } }
                for found in having { seen.formUnion([found.1.neutralName] + (found.1.getter.map { [$0] } ?? [])) }
                if !lacking.isEmpty {
                    findings.append(missing(name, field: fieldName, having: having, lacking: lacking))
                }
                let groups = LanguageGroups.group(having.map { ($0.0.label, $0.1.type.neutral, $0) })
                if groups.count > 1 {
                    findings.append(
                        DriftFinding(
                            rule: id, severity: severity, message: typeMessage(name, field: fieldName, groups: groups),
                            page: having[0].0.page.spec.page, subject: "field:\(name).\(fieldName):type",
                            locations: groups.flatMap { group in
                                group.members.map { member in
                                    let (declaration, found) = member.member
                                    return DriftLocation(
                                        found.location, language: declaration.page.language,
                                        note: "\(member.language) \(declaration.page.spec.page): \(found.type.written) \(found.name) (\(group.value))"
                                    )
                                }
                            }))
                }
            }
        }
        return findings
    }

    private static func missing(_ name: String, field: String, having: [(Declaration, FieldDeclaration)], lacking: [Declaration]) -> DriftFinding {
        DriftFinding(
            rule: id, severity: severity,
            message: missingMessage(name, field: field, having: having.map(\.0.label), lacking: lacking.map(\.label)),
            page: having[0].0.page.spec.page, subject: "field:\(name).\(field):platforms",
            locations: having.map { declaration, found in
                DriftLocation(
                    found.location, language: declaration.page.language,
                    note: "\(declaration.label) \(declaration.page.spec.page): \(found.type.written) \(found.name)")
            }
                + lacking.map { declaration in
                    DriftLocation(
                        declaration.type.location, language: declaration.page.language,
                        note: "\(declaration.label) \(declaration.page.spec.page): \(declaration.type.name) has no \(field)")
                })
    }

    static func missingMessage(_ name: String, field: String, having: [String], lacking: [String]) -> String {
        "class \(name): field \(field) is on \(having.joined(separator: ", ")) but not on \(lacking.joined(separator: ", "))"
    }

    static func typeMessage<Member>(_ name: String, field: String, groups: [LanguageGroup<Member>]) -> String {
        "class \(name): field \(field) has type " + groups.map { "\($0.value) on \($0.languages)" }.joined(separator: "; ")
    }
}
