import GuideSpecDocumentModel
import GuideSpecHTMLFrontEnd
import Testing

/// A published guide page: site chrome (head assets, navigation, a sidebar, a footer, scripts) around an `<article>`
/// holding every kind of block, inline markup, entities, a comment, `<br>`/`</br>` breaks and one loose line.
private let richPage = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Purchase &mdash; Gamebase</title>
    <style>.sidebar { float: left; } h2::after { content: "<h2>"; }</style>
    <script>const tpl = "<h1>Not a heading</h1><p>nor a paragraph</p>";</script>
    </head>
    <body>
    <header><nav class="top"><a href="/">Home</a> <a href="/guides">Guides</a></nav></header>
    <div id="sidebar-left"><h2>Contents</h2><ul><li><a href="#purchase">Purchase</a></li></ul></div>
    <nav class="breadcrumb"><ol><li>Home</li><li>iOS</li></ol></nav>
    <article class="markdown-body">
    <h1 id="purchase">Purchase &amp; <em>Refunds</em></h1>
    <!-- a comment: <p>never read</p> -->
    <p>Call <code>requestPurchase</code> with an <strong>item&nbsp;ID</strong>.<br />
    Then wait for the <a href="#callback">callback</a>
    <img src="flow.png" alt="purchase flow"> and check <font color="red">the error</font>.</p>
    <h2>Steps</h2>
    <ol>
    <li>Initialize the SDK
    <ul>
    <li>Set the <span class="nav-word">app ID</span></li>
    <li><del>Old</del> New store code</li>
    </ul>
    </li>
    <li>
    <p>Log in.</p>
    <pre><code>[TCGBGamebase loginWithType:@&quot;guest&quot;];
    </code></pre>
    </li>
    </ol>
    <table>
    <thead>
    <tr>
    <th>Error</th>
    <th>Code</th>
    </tr>
    </thead>
    <tbody>
    <tr>
    <td>TCGB_ERROR_PURCHASE_USER_CANCELED</td>
    <td>4002<br>user
    canceled</br>retry</td>
    </tr>
    </tbody>
    </table>
    <section class="note">
    <h3>Sample</h3>
    <pre><code class="language-objectivec">- (void)purchase {
        // a &lt;comment&gt;

    }
    </code></pre>
    </section>
    <blockquote>
    <p><strong>[Note]</strong></p>
    <p>Restore &quot;unconsumed&quot; items.</p>
    </blockquote>
    <div class="toc"><p>Table of contents</p></div>
    Loose text after the quote
    </article>
    <aside><h2>Related</h2><p>See also the Android guide.</p></aside>
    <footer class="site"><p>&copy; NHN</p></footer>
    <script src="/site.js"></script>
    </body>
    </html>
    """#

@Suite("HTML front end tree dump")
struct HTMLFrontEndDumpTests {
    @Test("the rich page dumps to the expected tree with line ranges")
    func richPageDump() {
        let document = HTMLFrontEnd.read(richPage, file: "purchase.html")
        #expect(
            DocumentDump.render(document) == #"""
                document html
                  heading h1 @14 "Purchase & Refunds" #purchase--refunds
                  paragraph @16-18
                    "Call requestPurchase with an item ID."
                    "Then wait for the callback"
                    "and check the error."
                  heading h2 @19 "Steps" #steps
                  list ordered @20-29
                    item @21-24
                      paragraph @21
                        "Initialize the SDK"
                      list bullet @22-24
                        item @23
                          paragraph @23
                            "Set the app ID"
                        item @24
                          paragraph @24
                            "Old New store code"
                    item @27-29
                      paragraph @28
                        "Log in."
                      code - @29 first@29
                        |[TCGBGamebase loginWithType:@"guest"];
                  table @33-44
                    header @35 | "Error" | "Code" |
                    row @41 | "TCGB_ERROR_PURCHASE_USER_CANCELED" | "4002" ⏎ "user canceled" ⏎ "retry" |
                  heading h3 @49 "Sample" #sample
                  code objectivec @50-53 first@50
                    |- (void)purchase {
                    |    // a <comment>
                    |
                    |}
                  quote @56-58
                    paragraph @57
                      "[Note]"
                    paragraph @58
                      "Restore \"unconsumed\" items."
                diagnostic note @61 html.loose-text: text outside any paragraph was not read: "Loose text after the quote"; in Markdown, \#
                a raw HTML line such as <br/> passes the lines after it through as HTML up to the next blank line

                """#)
    }

    @Test("blocks carry the headings they sit under, and nothing from the sidebar or footer counts")
    func sectionPaths() {
        let document = HTMLFrontEnd.read(richPage, file: "purchase.html")
        let paths = document.allBlocks.map(\.sectionPath)
        #expect(paths.first == ["Purchase & Refunds"])
        #expect(paths.last == ["Purchase & Refunds", "Steps", "Sample"])
        #expect(
            document.blocks.filter { if case .code = $0.kind { true } else { false } }.map(\.sectionPath) == [
                ["Purchase & Refunds", "Steps", "Sample"]
            ])
        #expect(document.format == .html)
    }
}
