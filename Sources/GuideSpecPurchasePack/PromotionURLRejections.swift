import GuideSpecGoldenCases
import GuideSpecWire
import GuideSpecSpecModel

/// `url.parse` cases for each rejection row of docs/operations.md, each a copy of the example URL with one problem.
enum PromotionURLRejections {
    static func drafts(scheme: URLScheme, example: String, table: Claim, parameters: [String: Claim]) -> [CaseDraft] {
        guard let start = example.firstIndex(of: "?") else { return [] }
        let query = String(example[example.index(after: start)...])
        func draft(_ name: String, _ url: String, _ expected: JSONValue, _ claims: [Claim]) -> CaseDraft {
            CaseDraft(operation: .promotionURLParse, subject: "parse-\(name)", input: ["url": .string(url)], expected: expected, claims: claims)
        }
        var drafts = [
            draft("wrong-scheme", "\(scheme.scheme == "https" ? "http" : "https")://?\(query)", CaseDraft.rejected("wrong-scheme"), [table]),
            // The scheme is the table's exactly: one that starts with it, or with all of it but its last letter, is another.
            draft("scheme-that-extends-it", "\(scheme.scheme)x://?\(query)", CaseDraft.rejected("wrong-scheme"), [table]),
        ]
        if scheme.scheme.count > 1 {
            drafts.append(draft("scheme-cut-short", "\(scheme.scheme.dropLast())://?\(query)", CaseDraft.rejected("wrong-scheme"), [table]))
        }
        if scheme.host == nil {
            drafts.append(draft("unexpected-host", "\(scheme.scheme)://example.com?\(query)", CaseDraft.rejected("unexpected-host"), [table]))
        }
        if scheme.path == nil && scheme.host == nil {
            drafts.append(draft("unexpected-path", "\(scheme.scheme):///purchase?\(query)", CaseDraft.rejected("unexpected-path"), [table]))
        }
        let pairs = query.split(separator: "&").map(String.init)
        for parameter in scheme.parameters {
            let claims = [table] + (parameters[parameter.name].map { [$0] } ?? [])
            let others = pairs.filter { !$0.hasPrefix("\(parameter.name)=") }
            drafts.append(
                draft(
                    "missing-\(parameter.name)", "\(scheme.scheme)://?" + others.joined(separator: "&"),
                    CaseDraft.rejected("missing-parameter", subject: parameter.name), claims))
            if let fixed = parameter.fixedValue {
                let wrong = pairs.map { $0.hasPrefix("\(parameter.name)=") ? "\(parameter.name)=not-\(fixed)" : $0 }
                drafts.append(
                    draft(
                        "wrong-\(parameter.name)", "\(scheme.scheme)://?" + wrong.joined(separator: "&"),
                        CaseDraft.rejected("wrong-\(parameter.name)", subject: parameter.name), claims))
            }
        }
        return drafts
    }
}
