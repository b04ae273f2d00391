import GuideSpecSpecModel

/// An example URL taken apart into scheme, host, path and query, to compare with its components table.
struct ExampleURL {
    var scheme: String
    var host: String
    var path: String
    var query: [(name: String, value: String)]

    /// Splits `text` (`scheme://host/path?a=1&b=2`); percent-escapes are kept as written.
    init(_ text: String) {
        let afterScheme = text.split(separator: ":", maxSplits: 1)
        scheme = afterScheme.first.map(String.init) ?? ""
        var rest = afterScheme.count > 1 ? afterScheme[1].drop { $0 == "/" } : ""
        let queryText = rest.firstIndex(of: "?").map { rest[rest.index(after: $0)...] } ?? ""
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        host = String(rest.prefix { $0 != "/" })
        path = String(rest.drop { $0 != "/" })
        query = queryText.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return (String(parts.first ?? ""), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// A components table prepared for checking many examples: its parameters by name (the first row of a name
    /// counts), so that one example costs time in proportion to its own length, not to the table's.
    struct Table {
        let scheme: URLScheme
        let parameters: [URLScheme.Parameter]
        let position: [String: Int]

        /// Indexes `scheme`'s parameters.
        init(_ scheme: URLScheme) {
            var position: [String: Int] = [:]
            var parameters: [URLScheme.Parameter] = []
            for parameter in scheme.parameters where position[parameter.name] == nil {
                position[parameter.name] = parameters.count
                parameters.append(parameter)
            }
            self.scheme = scheme
            self.parameters = parameters
            self.position = position
        }
    }

    /// The most missing parameters named one by one; the rest are counted in one problem.
    static let listedMissingLimit = 10

    /// What disagrees with `table`, one sentence each: scheme, host and path; then, in the table's order, each
    /// parameter the example lacks (the first `listedMissingLimit`, then a count) or gives another fixed value;
    /// then each query parameter the table does not list.
    func problems(against table: Table) -> [String] {
        let components = table.scheme
        var problems: [String] = []
        if scheme != components.scheme { problems.append("scheme is \"\(scheme)\" but the table gives \"\(components.scheme)\"") }
        if host != (components.host ?? "") {
            problems.append(
                components.host == nil
                    ? "has host \"\(host)\" but the table says there is none" : "host is \"\(host)\" but the table gives \"\(components.host ?? "")\""
            )
        }
        if path != (components.path ?? "") {
            problems.append(
                components.path == nil
                    ? "has path \"\(path)\" but the table says there is none" : "path is \"\(path)\" but the table gives \"\(components.path ?? "")\""
            )
        }
        var given: [String: String] = [:]
        for (name, value) in query where given[name] == nil { given[name] = value }
        // The table's parameters the example gives, in table order: every other one is missing.
        let present = given.keys.compactMap { table.position[$0] }.sorted()
        var nextPresent = 0
        var missing = 0
        var position = 0
        while position < table.parameters.count {
            let parameter = table.parameters[position]
            if let value = given[parameter.name] {
                nextPresent += 1
                if let fixed = parameter.fixedValue, value != fixed {
                    problems.append("gives \(parameter.name)=\(value) but the table fixes it to \(fixed)")
                }
                position += 1
            } else if missing < Self.listedMissingLimit {
                problems.append("lacks the query parameter \(parameter.name)")
                missing += 1
                position += 1
            } else {
                // Past the limit only the given parameters are visited; the ones between them are counted.
                let next = nextPresent < present.count ? present[nextPresent] : table.parameters.count
                missing += next - position
                position = next
            }
        }
        if missing > Self.listedMissingLimit {
            problems.append("lacks \(missing - Self.listedMissingLimit) more query parameters of the table")
        }
        for (name, _) in query where table.position[name] == nil {
            problems.append("has the query parameter \(name), which the table does not list")
        }
        return problems
    }
}
