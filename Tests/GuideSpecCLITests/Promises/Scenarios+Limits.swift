import Foundation
import Testing
import GuideSpecTestSupport

extension Scenario {
    /// The files GuideSpec reads besides guide pages, each within a size (and line or entry) limit, and output within
    /// a count of repeated diagnostics.
    static let limits: [Scenario] = [
        Scenario(name: "golden verify with a 1 GiB golden file", exit: 2) { sandbox in
            try sandbox.sparse("golden/ios-purchase.jsonl", size: 1 << 30)
            let run = try sandbox.run(["golden", "verify"])
            #expect(run.standardError == "golden/ios-purchase.jsonl: is 1073741824 bytes, over the 67108864-byte limit for a golden file\n")
            #expect(run.standardOutput == "")
            return run
        },
        Scenario(name: "golden verify with a 2 MiB golden line", exit: 2) { sandbox in
            try sandbox.write("golden/ios-purchase.jsonl", String(repeating: "x", count: 2 << 20) + "\n")
            let run = try sandbox.run(["golden", "verify"])
            #expect(run.standardError == "golden/ios-purchase.jsonl:1: the line is 2097152 bytes, over the 1048576-byte limit for one golden case\n")
            return run
        },
        Scenario(name: "conform with a 1 GiB golden file", exit: 2) { sandbox in
            try sandbox.sparse("golden/ios-purchase.jsonl", size: 1 << 30)
            let run = try sandbox.run(["conform", "--adapter", referenceAdapter])
            #expect(
                run.standardError.hasPrefix(
                    "Error: \(sandbox.path("golden"))/ios-purchase.jsonl: is 1073741824 bytes, over the 67108864-byte limit for a golden file\n"))
            return run
        },
        Scenario(name: "conform --expectations with a 1 GiB file", exit: 2) { sandbox in
            try sandbox.sparse("expectations.json", size: 1 << 30)
            let run = try sandbox.run(["conform", "--adapter", referenceAdapter, "--expectations", "expectations.json"])
            #expect(
                run.standardError.hasPrefix("Error: expectations.json: is 1073741824 bytes, over the 16777216-byte limit for an expectations file\n"))
            return run
        },
        Scenario(name: "drift --baseline with a 1 GiB baseline", exit: 2) { sandbox in
            try sandbox.sparse("baseline.json", size: 1 << 30)
            let run = try sandbox.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt", "--baseline", "baseline.json"])
            #expect(run.standardError == "baseline.json: is 1073741824 bytes, over the 16777216-byte limit for a drift baseline\n")
            return run
        },
        Scenario(name: "drift --baseline with invalid UTF-8", exit: 2) { sandbox in
            try sandbox.write("baseline.json", Array("{\n  \"entries\" : [],\n  \"version\" : 1 \"".utf8) + [0xC3, 0x28] + Array("\"\n}\n".utf8))
            let run = try sandbox.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt", "--baseline", "baseline.json"])
            #expect(run.standardError == "baseline.json:3: error: not UTF-8 text: a baseline is JSON in UTF-8\n")
            return run
        },
        Scenario(name: "drift --update-baseline with fields GuideSpec does not know", exit: 0) { sandbox in
            let repository = try Data(contentsOf: Paths.packageRoot.appendingPathComponent("drift/baseline.json"))
            var baseline = try #require(try JSONSerialization.jsonObject(with: repository) as? [String: Any])
            var entries = try #require(baseline["entries"] as? [[String: Any]])
            entries[0]["note"] = "kept by hand"
            baseline["entries"] = entries
            baseline["owner"] = "docs team"
            try sandbox.write("baseline.json", Array(try JSONSerialization.data(withJSONObject: baseline)))
            let run = try sandbox.run([
                "drift", "zh/ios-purchase.md", "en/ios-purchase.txt", "--baseline", "baseline.json", "--update-baseline", "--reason", "x",
            ])
            #expect(
                run.standardError.hasSuffix(
                    """
                    baseline.json: warning: the rewritten baseline drops fields GuideSpec does not know: entries[0].note, \
                    owner\nupdated: baseline.json\n
                    """
                ))
            return run
        },
        Scenario(name: "extract of a page with 1,000 identical warnings", exit: 0) { sandbox in
            try sandbox.write("zh/warn.md", "| A | B |\n| - | - |\n" + String(repeating: "| a | b | c |\n", count: 1_000))
            let run = try sandbox.run(["extract", "zh/warn.md", "-o", "out"])
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.count == 101)
            #expect(lines.dropLast().allSatisfy { $0.hasSuffix("[markdown.table-cell-count]") })
            #expect(
                lines.last == """
                    zh/warn.md:103: note: 900 more warnings of rule markdown.table-cell-count from here on are not shown (the first 100 are) \
                    [diagnostics.capped]
                    """)
            let spec = try #require(try JSONSerialization.jsonObject(with: sandbox.bytes("out/warn.zh.json") ?? Data()) as? [String: Any])
            #expect((spec["diagnostics"] as? [Any])?.count == 101)
            return run
        },
    ]

    /// A mix of good and bad input: exit 2, and not one file written.
    static let mixes: [Scenario] = [
        Scenario(name: "extract of a good and a bad guide", exit: 2) { sandbox in
            try sandbox.write("en/bad.md", [0x00, 0x01])
            let run = try sandbox.run(["extract", "zh/ios-purchase.md", "en/bad.md", "-o", "out"])
            #expect(
                run.standardError
                    == """
                    en/bad.md:1: error: file looks like UTF-16 without a byte order mark (NUL bytes between characters); \
                    save it as UTF-8 [input.utf16]\nno spec written: 1 of 2 guide files could not be read\n
                    """
            )
            #expect(!sandbox.listing().contains("out/"))
            return run
        },
        Scenario(name: "drift -o report.txt with a good and a bad guide", exit: 2) { sandbox in
            try sandbox.write("en/bad.md", [0x00, 0x01])
            let run = try sandbox.run(["drift", "zh/ios-purchase.md", "en/bad.md", "-o", "report.txt"])
            #expect(run.standardError.hasSuffix("report.txt: not written: a guide could not be read\n"))
            #expect(sandbox.bytes("report.txt") == nil)
            return run
        },
        Scenario(name: "drift --update-baseline with a good and a bad guide", exit: 2) { sandbox in
            try sandbox.write("en/bad.md", [0x00, 0x01])
            try sandbox.write("baseline.json", "{\"entries\": [], \"version\": 1}\n")
            let run = try sandbox.run([
                "drift", "zh/ios-purchase.md", "en/bad.md", "--baseline", "baseline.json", "--update-baseline", "--reason", "x",
            ])
            #expect(sandbox.bytes("baseline.json") == Data("{\"entries\": [], \"version\": 1}\n".utf8))
            return run
        },
        Scenario(name: "golden record with a good and a bad spec", exit: 2) { sandbox in
            try FileManager.default.removeItem(atPath: sandbox.path("golden/ios-purchase.jsonl"))
            try FileManager.default.removeItem(atPath: sandbox.path("golden/storekit-observer.jsonl"))
            try sandbox.write("spec/bad.en.json", "{")
            let run = try sandbox.run(["golden", "record"], environment: ["CI": ""])
            #expect(run.standardError.hasPrefix("spec/bad.en.json: expected a spec (see docs/spec-format.md): "))
            #expect(sandbox.listing("golden") == [])
            return run
        },
        Scenario(name: "generate-tests with a good and a bad spec", exit: 2) { sandbox in
            try sandbox.write("spec/bad.en.json", "{")
            let run = try sandbox.run(["generate-tests", "-o", "gen"])
            #expect(run.standardError.hasPrefix("spec/bad.en.json: expected a spec (see docs/spec-format.md): "))
            #expect(!sandbox.listing().contains("gen/"))
            return run
        },
    ]
}
