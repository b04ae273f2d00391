import GuideSpecDisplayText

/// One quoted location: its language, file and lines, what it shows, and the guide lines around it with the item's
/// own lines highlighted; or, in words, why the lines are not there.
enum SourcePanel {
    /// The panel for `file:line–endLine`.
    static func node(language: String?, file: String, line: Int, endLine: Int, note: String?, excerpt: SourceExcerpt) -> HTMLNode {
        let span = endLine > line ? ":\(line)–\(endLine)" : ":\(line)"
        var head: [HTMLNode] = []
        if let language { head += [.element("span", [.class("lang")], text: language), .text(" ")] }
        head.append(.element("code", [.class("path")], [.text(file), .text(span)]))
        var children: [HTMLNode] = [.element("div", [.class("location-head")], head)]
        if let note, !note.isEmpty { children.append(.element("p", [.class("note")], text: note)) }
        if let problem = excerpt.problem {
            children.append(.element("p", [.class("unreadable")], [.text("Guide lines not shown: "), .text(file), .text(": "), .text(problem)]))
        } else {
            children.append(lines(excerpt, file: file))
            if excerpt.omittedItemLines > 0 {
                children.append(.element("p", [.class("excerpt-note")], text: "… and \(excerpt.omittedItemLines) more lines of the item"))
            }
        }
        return .element("div", [.class("location")], children)
    }

    /// The quoted lines, each with its number; the item's lines marked.
    static func lines(_ excerpt: SourceExcerpt, file: String) -> HTMLNode {
        let first = excerpt.lines.first?.number ?? 0
        let last = excerpt.lines.last?.number ?? 0
        let rows = excerpt.lines.map { line -> HTMLNode in
            var text: [HTMLNode] = [line.highlighted ? .element("mark", text: line.text) : .text(line.text)]
            if line.cutCharacters > 0 { text.append(.element("span", [.class("cut")], text: " … \(line.cutCharacters) more characters")) }
            return .element(
                "div", [.class(line.highlighted ? "ln hit" : "ln")],
                [.element("span", [.class("no")], text: String(line.number)), .element("code", [], text)])
        }
        return .element(
            "div",
            [.class("code"), HTMLAttribute("role", "group"), HTMLAttribute("aria-label", "lines \(first)–\(last) of \(DisplayText.isolated(file))")],
            rows)
    }
}
