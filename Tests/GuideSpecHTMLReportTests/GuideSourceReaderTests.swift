import Testing

@testable import GuideSpecHTMLReport

/// The guide lines a report quotes: context around the item, the item highlighted, long items and lines cut with a
/// count, and every file that cannot be quoted named with the reason.
@Suite struct GuideSourceReaderTests {
    static let page = (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n"

    func summary(_ excerpt: SourceExcerpt) -> [String] {
        excerpt.lines.map { "\($0.highlighted ? "*" : " ")\($0.number) \($0.text)" + ($0.cutCharacters > 0 ? " +\($0.cutCharacters)" : "") }
    }

    @Test func twoLinesAroundTheItemWithTheItemHighlighted() throws {
        var reader = GuideFiles.Memory(["zh/page.md": Array(Self.page.utf8)]).reader()
        let excerpt = reader.excerpt(file: "zh/page.md", line: 10, endLine: 11)
        #expect(summary(excerpt) == [" 8 line 8", " 9 line 9", "*10 line 10", "*11 line 11", " 12 line 12", " 13 line 13"])
        #expect(excerpt.problem == nil)
        #expect(excerpt.omittedItemLines == 0)
    }

    @Test func theFirstAndLastLinesHaveNoContextBeyondTheFile() throws {
        var reader = GuideFiles.Memory(["zh/page.md": Array(Self.page.utf8)]).reader()
        #expect(summary(reader.excerpt(file: "zh/page.md", line: 1, endLine: 1)) == ["*1 line 1", " 2 line 2", " 3 line 3"])
        #expect(summary(reader.excerpt(file: "zh/page.md", line: 30, endLine: 30)) == [" 28 line 28", " 29 line 29", "*30 line 30"])
    }

    @Test func aLongItemShowsItsFirstEightLinesAndCountsTheRest() throws {
        var reader = GuideFiles.Memory(["zh/page.md": Array(Self.page.utf8)]).reader()
        let excerpt = reader.excerpt(file: "zh/page.md", line: 5, endLine: 20)
        #expect(summary(excerpt).first == " 3 line 3")
        #expect(summary(excerpt).last == "*12 line 12")
        #expect(excerpt.omittedItemLines == 8)
    }

    @Test func aVeryLongLineIsCutWithItsCount() throws {
        let long = String(repeating: "表", count: 400)
        var reader = GuideFiles.Memory(["ja/page.md": Array("# T\n\(long)\n".utf8)]).reader()
        let line = try #require(reader.excerpt(file: "ja/page.md", line: 2, endLine: 2).lines.last)
        #expect(line.text.count == GuideSourceReader.lineCharacterLimit)
        #expect(line.cutCharacters == 400 - GuideSourceReader.lineCharacterLimit)
    }

    @Test func linesAreNumberedAsTheFrontEndsNumberThem() throws {
        var reader = GuideFiles.Memory(["en/page.txt": [0xEF, 0xBB, 0xBF] + Array("one\r\ntwo\r\nthree".utf8)]).reader()
        #expect(summary(reader.excerpt(file: "en/page.txt", line: 2, endLine: 2)) == [" 1 one", "*2 two", " 3 three"])
    }

    @Test func filesThatCannotBeQuotedSayWhyAndAreAskedForOnce() throws {
        let memory = GuideFiles.Memory([
            "zh/page.md": Array(Self.page.utf8), "zh/bad.md": [0x23, 0x20, 0xC0, 0x80], "notes/secret.json": Array("{}".utf8),
        ])
        var reader = memory.reader()
        let problems = [
            ("zh/missing.md", 1), ("zh/bad.md", 1), ("notes/secret.json", 1), ("/etc/passwd", 1), ("zh/page.md", 31), ("zh/page.md", 0),
            ("zh/missing.md", 2),
        ].map { reader.excerpt(file: $0.0, line: $0.1, endLine: $0.1).problem }
        #expect(
            problems == [
                "does not exist: expected a guide page", "invalid UTF-8 at line 1, byte 3: expected UTF-8 text", GuideSourceReader.Messages.notAGuide,
                GuideSourceReader.Messages.notAGuide,
                "line 31 is past the end of zh/page.md (30 lines): the file has changed since the report was made",
                "line 0 is not a line number", "does not exist: expected a guide page",
            ])
        #expect(memory.asked == ["zh/missing.md", "zh/bad.md", "zh/page.md"], "only guide files are asked for, each once")
        #expect(reader.unreadableFiles.map(\.file) == ["/etc/passwd", "notes/secret.json", "zh/bad.md", "zh/missing.md"])
    }
}
