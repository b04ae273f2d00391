import GuideSpecDocumentModel
import Testing
import GuideSpecTextFrontEnd

/// An article saved as text may keep its Markdown fences, indented under the list item they belong to: the reader
/// takes each fenced block as code, its lines without the fence's indentation, and a fence line never as prose, a
/// list item's text or unfenced code.
@Suite struct FencedCodeTests {
    static let page = """
        Steps

        * First, ask for the products:

          ```swift
          let request = SKProductsRequest(productIdentifiers: ids)
              request.start()
          ```

          The answer comes to the delegate.
        * Then watch the queue.
        ~~~~
        SKPaymentQueue.default().add(self)
        ~~~
        still code: a closing fence is at least as long as the opening one
        ~~~~
        Use ```inline``` code in a sentence.
        ```objc
        [queue finishTransaction:transaction];
        """

    static let expected = #"""
        document text
          heading h3 @1 "Steps" #steps
          list bullet @3
            item @3
              paragraph @3
                "First, ask for the products:"
          code swift @5-8 first@6
            |let request = SKProductsRequest(productIdentifiers: ids)
            |    request.start()
          paragraph @10
            "The answer comes to the delegate."
          list bullet @11
            item @11
              paragraph @11
                "Then watch the queue."
          code - @12-16 first@13
            |SKPaymentQueue.default().add(self)
            |~~~
            |still code: a closing fence is at least as long as the opening one
          paragraph @17
            "Use ```inline``` code in a sentence."
          code objc @18-19 first@19
            |[queue finishTransaction:transaction];
        diagnostic note @1 text.heading-levels-lost: headings were recovered from bare lines and all read as level 3 from line 1 on: the scrape \#
        lost their levels, so sub-sections sit beside their parents in section paths

        """#

    @Test func fencedBlocksAtTheTopAndUnderListItems() {
        let dump = DocumentDump.render(TextFrontEnd.read(Self.page, file: "fixture.txt"))
        #expect(dump == Self.expected)
    }
}
