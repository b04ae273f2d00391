/// What docs/drift-rules.md says besides the rules themselves: its introduction and the sections on alignment, rule
/// settings and precision. The rules' own text comes from the registry; `DriftRulesMarkdown` writes the page.
public enum DriftRulesDocument {
    /// A section of prose under a heading.
    public struct Section: Hashable, Sendable {
        public var heading: String
        public var paragraphs: [DriftRuleText]
    }

    /// The page's path in the repository.
    public static let path = "docs/drift-rules.md"
    /// Where the page is published, the base of SARIF's `helpUri`: the repository's copy on its main branch.
    public static let publishedAddress = "https://github.com/guidespec/guidespec/blob/main/docs/drift-rules.md"
    /// The command that writes the page again from the registry.
    public static let regenerateCommand = "GUIDESPEC_WRITE_DRIFT_RULES=1 swift test --filter DriftRulesDocumentTests"

    /// The paragraphs under the title.
    public static let introduction: [DriftRuleText] = [
        "\(code: "DriftEngine") (target \(code: "GuideSpecDrift")) compares specs and never reads raw bytes: \(code: "compareLanguages") "
            + "takes the language versions of one page, \(code: "compareRevisions") two revisions of one page in one language, "
            + "\(code: "comparePages") the pages of a guide, one language at a time. Every finding has a stable rule ID, a severity, a "
            + "one-line message naming the item and the values on each side, a \(code: "subject") without line numbers (the fingerprint "
            + "is rule + page + subject + languages, so it survives line shifts; a subject names one finding, so one baseline entry never "
            + "accepts two), and locations with file, line, language and a note saying what that side shows. The primary location "
            + "comes first. Findings are sorted by rule, page, subject, then primary location."
    ]

    /// How the page is made, under the introduction of the page itself.
    public static let maintenance: [DriftRuleText] = [
        "Every rule is one file in \(code: "Sources/GuideSpecDrift") that states its ID, severity, scope, summary, what it compares, an "
            + "example message and the paragraphs below, listed once in \(code: "DriftRules.all"). This page, SARIF's rule descriptions "
            + "and the rules section of the HTML report are written from that list; a test fails when this page is out of date (run "
            + "\(code: regenerateCommand) to write it again)."
    ]

    /// The sections before the rules.
    public static let overview: [Section] = [
        Section(
            heading: "Alignment",
            paragraphs: [
                "Items are paired by key, never by prose: errors by constant (\(code: "error:APP_ERROR_USER_CANCELED"), or "
                    + "\(code: "error:-4000921") for code-only rows); types of every language by qualified name (\(code: "class:APPReceipt"), "
                    + "\(code: "class:FAppReceipt"), \(code: "enum:App.Tracking.AuthorizationStatus"); a type that declares no field and no "
                    + "member, such as a sample's \(code: "MainActivity"), is not an item); fields by the type and the field's neutral name "
                    + "(\(code: "field:FAppReceipt.isPromotion"), so \(code: "bIsPromotion") in one language and \(code: "isPromotion") in "
                    + "another is one field whose \(code: "name") facet differs); enum members (\(code: "enum-member:EAppStatus.Authorized")); "
                    + "URL schemes and parameters (\(code: "url-parameter:itms-services.action")); Objective-C declared selectors "
                    + "(\(code: "selector:…")) and other declared methods by owner, name and number of parameters "
                    + "(\(code: "method:App.Store.requestItem/3"), with the parameters' neutral types added when a page declares two "
                    + "overloads of one arity: \(code: "method:AddMapping/2(JsonObject,AuthTokenDelegate)")); literal values by what they "
                    + "belong to and their spelling (\(code: "literal:field:Receipt.paymentType=Promo")); flows and steps "
                    + "(\(code: "flow-step:Login Flow#2")). A method declared again in another section counts once, and so does a "
                    + "type: its first declaration gives the type, a later one (another sample, or a props table beside the code) only "
                    + "the fields it adds.",
                "Items read from tables, headings and lists (\(link: "spec-format.md", to: "spec-format.md#api-outside-code")) align "
                    + "with items read from code under the same keys, so a method written as a signature in a table row in one "
                    + "language and in a code block in another is one item (\(code: "method:setDebugMode/1")), whose return type and "
                    + "parameter types are compared. A type read from a props or member table keys its fields as a table's rows are "
                    + "keyed (case, \(code: "_"), \(code: "-") and the \(code: "b") of a C++ boolean aside: "
                    + "\(code: "field:FAppPushConfiguration.adagreement")), and each item has only the facets its shape states: a "
                    + "table's field its \(code: "name"), \(code: "type"), and its \(code: "value") (default), \(code: "required") and "
                    + "\(code: "since") where the table has those columns; a method a heading names no return type, and its parameter "
                    + "types only when a table gave them. A facet one language states and another does not is not compared.",
                "Descriptions, comments and step texts are never compared as text, so a translation is never a finding. What is "
                    + "compared is what code depends on: codes, names, types, nullability, other attributes, getters, default values, "
                    + "supertypes, enum members' values, fixed URL values, host and path, method signatures (static or instance, return "
                    + "type, parameter types), the selectors and error names a step mentions, per-platform constants, enumerated keys, "
                    + "and quoted literals. Literal items are aligned for the rules that compare values; "
                    + "\(code: "drift.missing-in-language") and \(code: "drift.duplicate") leave them alone (a value quoted in several "
                    + "places is no duplicate, and the values a field's comment enumerates are compared as that field's "
                    + "\(code: "enumeration")).",
            ]),
        Section(
            heading: "Rule settings",
            paragraphs: [
                "A project can set a rule off or give its findings another severity (\(code: "DriftRuleSettings"), read from the "
                    + "project file's rule settings), an input of the engine, so that every command that runs drift judges a guide alike. "
                    + "A rule set off runs nowhere; a severity applies to every finding of the rule (to the breaking and the additive "
                    + "changes of \(code: "revision.changed") alike). Turning a rule off never makes another report more: "
                    + "\(code: "drift.missing-in-language") stays silent on items a scrape loss explains, and \(code: "drift.literal-mismatch") "
                    + "on values one language translates, whether or not \(code: "drift.scrape-loss") and \(code: "drift.translated-literal") run."
            ]),
    ]

    /// The section on comparing values, before the normalizations it lists (`ValueNormalizations.all`).
    public static let values = Section(
        heading: "Values compared as what they mean",
        paragraphs: [
            "Before a facet of an item or a cell of a generic table is compared, both sides are normalized by what the value is: "
                + "a facet is compared as a type for \(code: "type"), \(code: "return type") and \(code: "parameter types"), as a "
                + "literal for \(code: "value"), as a version for \(code: "since") and as a mark for \(code: "required"). A generic "
                + "table's cell is compared by what its header says the column holds, in any language (\(code: "Type"), "
                + "\(code: "类型"), \(code: "型"), \(code: "タイプ"), \(code: "타입"); \(code: "Default"), \(code: "默认值"), "
                + "\(code: "기본값"); \(code: "Version"), \(code: "版本"); \(code: "Required"), \(code: "必填"), "
                + "\(code: "Mandatory(M) / Optional(O)")): such a cell is compared even when it is empty, several words long or a "
                + "mark such as \(code: "✅"), unless it holds East Asian prose; a cell joining requiredness and type "
                + "(\(code: "Required, String")) is compared as both; a cell of any other column only when it reads as code in "
                + "every language. One plain word is compared without case (\(code: "Boolean"), \(code: "boolean")). A finding "
                + "shows each side as it is written."
        ])

    /// The sections after the rules.
    public static let closing: [Section] = [
        Section(
            heading: "Precision",
            paragraphs: [
                "What every rule reports on the corpus this project is tested against, each finding read against the lines it names, "
                    + "and the examples that showed each rule's worth, are in "
                    + "\(link: "drift-rules-on-the-corpus.md", to: "drift-rules-on-the-corpus.md"): "
                    + "a test fails when a finding appears or goes without review, and when a rule's share of real findings falls under 90%."
            ])
    ]
}
