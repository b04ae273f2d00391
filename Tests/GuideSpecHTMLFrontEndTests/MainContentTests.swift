import GuideSpecDocumentModel
import GuideSpecHTMLFrontEnd
import Testing

/// A small page and the dump it must give.
struct MainContentCase: Codable, Sendable, CustomTestStringConvertible {
    var name: String
    var html: String
    var dump: String

    var testDescription: String { name }
}

private let cases: [MainContentCase] = [
    MainContentCase(
        name: "role=main wins over the sidebar and header around it",
        html: """
            <body><header><h1>Site</h1></header>
            <div class="sidebar"><h2>Menu</h2></div>
            <div role="main"><h2>Guide</h2>
            <p>Text</p></div></body>
            """,
        dump: "document html\n  heading h2 @3 \"Guide\" #guide\n  paragraph @4\n    \"Text\"\n"),
    MainContentCase(
        name: "without main or article the body is read, minus menus, tables of contents and breadcrumbs",
        html: """
            <body>
            <ul id="main-menu"><li>Home</li></ul>
            <div class="page-toc"><p>On this page</p></div>
            <div class="breadcrumbs"><p>Home &gt; Guide</p></div>
            <p>Body text</p>
            </body>
            """,
        dump: "document html\n  paragraph @5\n    \"Body text\"\n"),
    MainContentCase(
        name: "several articles are read in order, scripts and forms inside them skipped",
        html: """
            <article><h1>One</h1><script>document.write("<p>x</p>")</script></article>
            <aside><article><h1>Ad</h1></article></aside>
            <article><form><p>Search</p></form><h1>Two</h1></article>
            """,
        dump: "document html\n  heading h1 @1 \"One\" #one\n  heading h1 @3 \"Two\" #two\n"),
    MainContentCase(
        name: "a code block's language class is no chrome, and a newline right after <pre> is not code",
        html: """
            <main><pre class="language-toc"><code>
            line one
            </code></pre>
            <pre>
            plain</pre></main>
            """,
        dump: "document html\n  code toc @1-2 first@1\n    |\n    |line one\n  code - @4-5 first@5\n    |plain\n"),
    MainContentCase(
        name: "a list nested directly in a list joins the item before it; images and empty paragraphs vanish",
        html: """
            <main><ul><li>one</li><ul><li>inner</li></ul></ul>
            <p><img src="a.png" alt="diagram"></p>
            <h2>A <a href="#x"><code>link</code></a><br>heading</h2></main>
            """,
        dump: """
            document html
              list bullet @1
                item @1
                  paragraph @1
                    "one"
                  list bullet @1
                    item @1
                      paragraph @1
                        "inner"
              heading h2 @3 "A link heading" #a-link-heading

            """),
]

@Suite("HTML front end finds the main content")
struct MainContentTests {
    @Test("page chrome is skipped and content read", arguments: cases)
    func mainContent(_ testCase: MainContentCase) {
        #expect(DocumentDump.render(HTMLFrontEnd.read(testCase.html, file: "page.html")) == testCase.dump)
    }
}
