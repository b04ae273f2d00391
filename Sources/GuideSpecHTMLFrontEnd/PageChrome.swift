/// Decides which parts of a published page are site chrome (navigation, scripts, sidebars) rather than guide content.
enum PageChrome {
    /// Elements that never hold guide content.
    static let ignoredElements: Set<String> = [
        "head", "nav", "header", "footer", "aside", "script", "style", "noscript", "template", "form",
        "title", "meta", "link", "iframe", "object", "embed", "svg", "button", "select", "textarea",
    ]

    /// Words that mark a sidebar, menu or footer when they appear in an element's `class` or `id`.
    static let chromeWords = ["sidebar", "nav", "menu", "toc", "footer", "breadcrumb"]

    /// Block elements whose class never marks chrome: a code block's class names its language
    /// (`language-toc` is no table of contents), and a page's body or main element is content by definition.
    static let wordExemptElements: Set<String> = ["pre", "html", "body", "main", "article"]

    /// Whether `element` is chrome to skip with everything inside it. Chrome words mark only blocks
    /// (`div`, `ul`, …): a `<span class="nav-word">` inside a sentence is still part of the sentence.
    static func isChrome(_ element: HTMLElement) -> Bool {
        if ignoredElements.contains(element.name) { return true }
        if wordExemptElements.contains(element.name) || ElementRole(name: element.name) == .inline { return false }
        for key in ["class", "id"] {
            guard let value = element.attributes[key]?.lowercased() else { continue }
            if chromeWords.contains(where: value.contains) { return true }
        }
        return false
    }

    /// The elements holding the page's main content: every outermost `<main>` or `role="main"`,
    /// else every outermost `<article>`, else `<body>`, else the whole document.
    static func contentRoots(of document: HTMLElement) -> [HTMLElement] {
        let mains = outermost(in: document) { $0.name == "main" || $0.attributes["role"]?.lowercased() == "main" }
        if !mains.isEmpty { return mains }
        let articles = outermost(in: document) { $0.name == "article" }
        if !articles.isEmpty { return articles }
        let bodies = outermost(in: document) { $0.name == "body" }
        return bodies.isEmpty ? [document] : bodies
    }

    /// The elements matching `predicate` that are not inside chrome or inside another match, in document order.
    private static func outermost(in element: HTMLElement, where predicate: (HTMLElement) -> Bool) -> [HTMLElement] {
        var found: [HTMLElement] = []
        for child in element.childElements where !isChrome(child) {
            if predicate(child) { found.append(child) } else { found += outermost(in: child, where: predicate) }
        }
        return found
    }
}
