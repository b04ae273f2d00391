import SpecModel

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

    /// What disagrees with `table`, one sentence each.
    func problems(against table: URLScheme) -> [String] {
        var problems: [String] = []
        if scheme != table.scheme { problems.append("scheme is \"\(scheme)\" but the table gives \"\(table.scheme)\"") }
        if host != (table.host ?? "") {
            problems.append(table.host == nil ? "has host \"\(host)\" but the table says there is none" : "host is \"\(host)\" but the table gives \"\(table.host ?? "")\"")
        }
        if path != (table.path ?? "") {
            problems.append(table.path == nil ? "has path \"\(path)\" but the table says there is none" : "path is \"\(path)\" but the table gives \"\(table.path ?? "")\"")
        }
        for parameter in table.parameters {
            guard let value = query.first(where: { $0.name == parameter.name })?.value else {
                problems.append("lacks the query parameter \(parameter.name)")
                continue
            }
            if let fixed = parameter.fixedValue, value != fixed {
                problems.append("gives \(parameter.name)=\(value) but the table fixes it to \(fixed)")
            }
        }
        for (name, _) in query where !table.parameters.contains(where: { $0.name == name }) {
            problems.append("has the query parameter \(name), which the table does not list")
        }
        return problems
    }
}
