import Foundation
import Testing
import GuideSpecTestSupport

extension Scenario {
    static let pageNameRule =
        "expected a page name of ASCII letters, digits, '-', '_' and '.', starting with a letter or digit, at most 100 characters"
    static let linkRefusal = "is a symbolic link: GuideSpec writes only regular files, never through a link that could lead out of its folder"

    /// The bundled zh spec with its page renamed, as a stranger's spec file could say.
    static func spec(page: String) throws -> String {
        let url = Paths.packageRoot.appendingPathComponent("spec/ios-purchase.zh.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        object["page"] = page
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Names that would put a file outside its folder, and links that would lead out of it: exit 2, nothing written.
    static let names: [Scenario] = [
        Scenario(name: "extract --page ../../../../x/PWNED", exit: 2) { sandbox in
            let run = try sandbox.run(["extract", "zh/ios-purchase.md", "--page", "../../../../x/PWNED", "-o", "a/b/c/out"])
            #expect(
                run.standardError.hasPrefix(#"Error: zh/ios-purchase.md: "../../../../x/PWNED" is not a page name: \#(pageNameRule) (from --page)"#))
            #expect(!sandbox.listing().contains { $0.hasPrefix("a") || $0.contains("PWNED") })
            return run
        },
        Scenario(name: "extract --lang 'x y/../../z'", exit: 2) { sandbox in
            let run = try sandbox.run(["extract", "zh/ios-purchase.md", "--lang", "x y/../../z", "-o", "a/b/out"])
            #expect(
                run.standardError.hasPrefix(
                    #"""
                    Error: zh/ios-purchase.md: "x y/../../z" is not a language tag: expected a BCP 47 language tag such as zh, \#
                    en-US or zh-Hant (from --lang)
                    """#
                ))
            #expect(!sandbox.listing().contains { $0.hasPrefix("a") })
            return run
        },
        Scenario(name: "extract of a guide whose file name is not a page name (zh/a b.md)", exit: 2) { sandbox in
            try sandbox.write("zh/a b.md", "# Page\n\ntext\n")
            let run = try sandbox.run(["extract", "zh/a b.md", "-o", "out"])
            #expect(
                run.standardError.hasPrefix(
                    #"""
                    Error: zh/a b.md: "a b" is not a page name: \#(pageNameRule) (the page name comes from the file name: rename the file or \#
                    pass --page)
                    """#
                ))
            #expect(sandbox.bytes("out/a b.zh.json") == nil)
            return run
        },
        Scenario(name: "golden record with a spec whose page is ../../PWNED", exit: 2) { sandbox in
            try sandbox.write("spec/evil.zh.json", try spec(page: "../../PWNED"))
            let before = sandbox.listing()
            let run = try sandbox.run(["golden", "record"], environment: ["CI": ""])
            #expect(run.standardError == #"spec/evil.zh.json: "../../PWNED" is not a page name: \#(pageNameRule)"# + "\n")
            #expect(sandbox.listing() == before)
            return run
        },
        Scenario(name: "generate-tests with a spec whose page is ../../PWNED", exit: 2) { sandbox in
            try sandbox.write("spec/evil.zh.json", try spec(page: "../../PWNED"))
            let run = try sandbox.run(["generate-tests", "-o", "gen"])
            #expect(run.standardError == #"spec/evil.zh.json: "../../PWNED" is not a page name: \#(pageNameRule)"# + "\n")
            #expect(sandbox.bytes("gen") == nil && !sandbox.listing().contains("gen/"))
            return run
        },
        Scenario(name: "extract -o out where out/ios-purchase.zh.json is a symbolic link", exit: 2) { sandbox in
            try sandbox.link("out/ios-purchase.zh.json", to: "../outside.json")
            let run = try sandbox.run(["extract", "zh/ios-purchase.md", "-o", "out"])
            #expect(run.standardError == "out/ios-purchase.zh.json: \(linkRefusal)\n")
            #expect(sandbox.bytes("outside.json") == nil)
            #expect(sandbox.listing("out") == ["ios-purchase.zh.json"])
            return run
        },
        Scenario(name: "golden record where golden/ios-purchase.jsonl is a symbolic link", exit: 2) { sandbox in
            try sandbox.write("outside.jsonl", "")
            try FileManager.default.removeItem(atPath: sandbox.path("golden/ios-purchase.jsonl"))
            try sandbox.link("golden/ios-purchase.jsonl", to: "../outside.jsonl")
            let run = try sandbox.run(["golden", "record"], environment: ["CI": ""])
            #expect(run.standardError == "golden/ios-purchase.jsonl: \(linkRefusal)\n")
            #expect(sandbox.bytes("outside.jsonl") == Data())
            return run
        },
        Scenario(name: "drift -o report.txt where report.txt is a symbolic link", exit: 2) { sandbox in
            try sandbox.link("report.txt", to: "outside.txt")
            let run = try sandbox.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt", "-o", "report.txt"])
            #expect(run.standardError == "report.txt: \(linkRefusal)\n")
            #expect(sandbox.bytes("outside.txt") == nil)
            return run
        },
    ]
}
