public import GuideSpecIO
public import GuideSpecDrift
public import GuideSpecExtractors
public import GuideSpecGoldenCases
public import GuideSpecProject

/// The part of a guide's settings each stage takes: the stages read no project file, they are handed plain options.
extension GuideProject {
    /// What extraction needs: the platforms (pages, code, error-constant prefixes) and the name prefixes.
    public var extractionOptions: ExtractionOptions {
        ExtractionOptions(platforms: platforms, namePrefixes: namePrefixes)
    }

    /// What golden cases need: the order the languages decide in, and the platforms.
    public var goldenCaseOptions: GoldenCaseOptions {
        GoldenCaseOptions(languages: languages, platforms: platforms)
    }

    /// What the cross-page drift rules need: the platforms and the error-code page; and `drift.missing-page`, the pages in parts.
    public var driftGuide: DriftGuide {
        DriftGuide(platforms: platforms, errorCodePage: roles.errorCodes, pageParts: pageParts)
    }

    /// The drift rules' settings; a rule the file names that drift does not have is bad input naming its line.
    public func driftRuleSettings() throws(GuideSpecFailure) -> DriftRuleSettings {
        let settings = DriftRuleSettings(Dictionary(rules.map { ($0.id, $0.setting) }, uniquingKeysWith: { _, last in last }))
        if let unknown = rules.first(where: { settings.unknownRules.contains($0.id) }) {
            throw GuideSpecFailure(
                .badInput,
                line:
                    """
                    \(file ?? ProjectFileReader.fileName):\(unknown.line): rules: \(QuotedName.quoted(unknown.id)) is not a rule: expected a \
                    rule ID of docs/drift-rules.md
                    """
            )
        }
        return settings
    }
}
