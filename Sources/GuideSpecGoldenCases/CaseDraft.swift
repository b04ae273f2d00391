package import GuideSpecWire

/// A golden case before its languages are worked out: the operation, its subject, input and output, and the claims it rests on.
package struct CaseDraft {
    package var operation: Operation
    /// The id's last segment: stable and semantic, such as `SDK_ERROR_USER_CANCELED` or `AuthToken.expiry`.
    package var subject: String
    package var input: JSONValue
    package var expected: JSONValue
    package var claims: [Claim]

    /// A draft of a case of `operation` on `subject`.
    package init(operation: Operation, subject: String, input: JSONValue, expected: JSONValue, claims: [Claim]) {
        self.operation = operation
        self.subject = subject
        self.input = input
        self.expected = expected
        self.claims = claims
    }

    /// The case on `page` for `platform`: languages whose statements all agree with the claims, the others as disputes, every
    /// statement as a source. Its id is `<page>/<platform>/<area>/<subject>`.
    package func golden(page: String, platform: Platform) -> GoldenCase {
        // Builders draft cases of operations of docs/operations.md only, written as constants of the vocabulary.
        guard let area = operation.area else { preconditionFailure("\(operation) is not an operation of docs/operations.md") }
        var documenting: Set<String> = []
        var disputes: [String: [String]] = [:]
        var sources: Set<GoldenSource> = []
        for claim in claims {
            for statement in claim.statements {
                documenting.insert(statement.language)
                sources.insert(
                    GoldenSource(
                        item: statement.item, language: statement.language, file: statement.location.file, line: statement.location.line))
                if statement.value != claim.expected {
                    disputes[statement.language, default: []].append(claims.count > 1 ? "\(claim.label): \(statement.says)" : statement.says)
                }
            }
        }
        return GoldenCase(
            id: "\(page)/\(platform.id)/\(area.rawValue)/\(CaseSubject.safe(subject))", platform: platform,
            operation: operation, input: input, expected: expected,
            languages: documenting.subtracting(disputes.keys).sorted(),
            sources: sources.sorted { ($0.language, $0.file, $0.line, $0.item) < ($1.language, $1.file, $1.line, $1.item) },
            disputedBy: disputes.keys.sorted().map { GoldenDispute(language: $0, says: disputes[$0, default: []].joined(separator: "; ")) })
    }

    /// The output of a refused input.
    package static func rejected(_ reason: String, subject: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["reason": .string(reason)]
        if let subject { members["subject"] = .string(subject) }
        return ["rejected": .object(members)]
    }
}
