import Foundation
import Testing

extension Scenario {
    static let notWritten = "no spec written: 1 of 1 guide files could not be read\n"

    /// Guides that are not regular files, that the system refuses, or that hold nothing: a diagnostic, never a hang,
    /// never an empty spec.
    static let reading: [Scenario] = [
        Scenario(name: "extract of an empty folder named zh/page.md", exit: 2) { sandbox in
            try FileManager.default.createDirectory(atPath: sandbox.path("zh/page.md"), withIntermediateDirectories: true)
            let run = try sandbox.run(["extract", "zh/page.md", "-o", "out"])
            // A folder is read as the guide files in it: this one has none.
            #expect(run.standardError.hasPrefix("Error: zh/page.md: no guide file found: expected .md, .html or .txt files\n"))
            return run
        },
        Scenario(name: "extract of a FIFO (zh/fifo.md), within 30 s", exit: 2) { sandbox in
            #expect(mkfifo(sandbox.path("zh/fifo.md"), 0o644) == 0)
            let run = try sandbox.run(["extract", "zh/fifo.md", "-o", "out"], timeout: 30)
            #expect(
                run.standardError == "zh/fifo.md:1: error: the path is a FIFO (named pipe): expected a guide page [input.not-a-file]\n" + notWritten)
            return run
        },
        Scenario(name: "extract of a device (zh/null.md, a link to /dev/null)", exit: 2) { sandbox in
            try sandbox.link("zh/null.md", to: "/dev/null")
            let run = try sandbox.run(["extract", "zh/null.md", "-o", "out"])
            #expect(run.standardError == "zh/null.md:1: error: the path is a device: expected a guide page [input.not-a-file]\n" + notWritten)
            return run
        },
        Scenario(name: "extract of a guide the system cannot read (zh/mem.md, a link to /proc/self/mem)", exit: 3) { sandbox in
            try sandbox.link("zh/mem.md", to: "/proc/self/mem")
            let run = try sandbox.run(["extract", "zh/mem.md", "-o", "out"])
            #expect(run.standardError == "zh/mem.md:1: error: file cannot be read: input/output error [input.read-failed]\n" + notWritten)
            return run
        },
        Scenario(name: "golden verify with a golden file the system cannot read", exit: 3) { sandbox in
            try FileManager.default.removeItem(atPath: sandbox.path("golden/ios-purchase.jsonl"))
            try sandbox.link("golden/ios-purchase.jsonl", to: "/proc/self/mem")
            let run = try sandbox.run(["golden", "verify"])
            #expect(run.standardError == "golden/ios-purchase.jsonl: cannot be read: input/output error\n")
            return run
        },
        Scenario(name: "extract of a file that is only a byte order mark", exit: 2) { sandbox in
            try sandbox.write("zh/bom.md", [0xEF, 0xBB, 0xBF])
            let run = try sandbox.run(["extract", "zh/bom.md", "-o", "out"])
            #expect(
                run.standardError == """
                    zh/bom.md:1: error: file is empty apart from a byte order mark: expected a guide page in Markdown, HTML or text [input.empty]
                    \(notWritten)
                    """)
            #expect(sandbox.bytes("out/bom.zh.json") == nil)
            return run
        },
        Scenario(name: "extract of HTML whose DOCTYPE quote never closes", exit: 2) { sandbox in
            try sandbox.write(
                "en/page.html", "<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01//EN>\n<html><body><h2>Errors</h2><p>text</p></body></html>\n")
            let run = try sandbox.run(["extract", "en/page.html", "-o", "out"])
            #expect(
                run.standardError == """
                    en/page.html:1: error: no heading, paragraph, list, table or code was read from the page, though it has text (an unterminated \
                    DOCTYPE, comment or quoted attribute can hide the whole page from the HTML parser): expected a guide page [input.no-content]
                    \(notWritten)
                    """)
            #expect(sandbox.bytes("out/page.en.json") == nil)
            return run
        },
        Scenario(name: "extract of a 1 GiB guide", exit: 2) { sandbox in
            try sandbox.sparse("zh/huge.md", size: 1 << 30)
            let run = try sandbox.run(["extract", "zh/huge.md", "-o", "out"])
            #expect(
                run.standardError == """
                    zh/huge.md:1: error: file is 1073741824 bytes, over the 33554432-byte limit for a guide page [input.too-large]
                    \(notWritten)
                    """)
            return run
        },
    ]
}
