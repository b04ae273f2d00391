import Foundation
import GuideSpecHistory
import Testing
import GuideSpecTestSupport

/// The walk as a whole: the same bytes on one thread or several, page selection, and what it refuses.
@Suite struct WalkTests {
    /// Three pages in two languages over six commits, one of them a merge.
    static func threePages() throws -> TestRepository {
        let repository = try TestRepository()
        for (page, code) in [("purchase", 4001), ("push", 5001), ("auth", 3001)] {
            try repository.write("en/\(page).md", GuidePage.errors([("TCGB_ERROR_\(page.uppercased())", code)]))
            try repository.write("ja/\(page).md", GuidePage.errors([("TCGB_ERROR_\(page.uppercased())", code)]))
        }
        try repository.commit("Three pages")
        try repository.write("en/push.md", GuidePage.errors([("TCGB_ERROR_PUSH", 5001), ("TCGB_ERROR_PUSH_TOKEN", 5002)]))
        try repository.commit("en push token")
        try repository.git("checkout", "-q", "-b", "side")
        try repository.write("ja/auth.md", GuidePage.errors([("TCGB_ERROR_AUTH", 3011)]))
        try repository.commit("ja auth code")
        try repository.git("checkout", "-q", "main")
        try repository.write("ja/purchase.md", GuidePage.errors([("TCGB_ERROR_PURCHASE", 4001), ("TCGB_ERROR_PURCHASE_LIMIT", 4007)]))
        try repository.commit("ja purchase limit")
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge side", "side")
        try repository.git("mv", "en/auth.md", "en/login.md")
        try repository.git("mv", "ja/auth.md", "ja/login.md")
        try repository.commit("auth is login")
        return repository
    }

    @Test func twoThreadsGiveTheBytesOfOne() throws {
        let repository = try Self.threePages()
        let sequential = try HistoryTesting.report(repository, jobs: 1)
        let parallel = try HistoryTesting.report(repository, jobs: 2)
        for format in HistoryReport.formats {
            #expect(try parallel.rendered(as: format) == sequential.rendered(as: format))
        }
        #expect(sequential.pages.map(\.page) == ["login", "purchase", "push"])
        #expect(sequential.pages.map { $0.findings.count } == [1, 1, 1])
    }

    @Test func pagesSelectsByNamePattern() throws {
        let repository = try Self.threePages()
        #expect(try HistoryTesting.report(repository, pages: ["pu*"]).pages.map(\.page) == ["purchase", "push"])
        #expect(try HistoryTesting.report(repository, pages: ["login", "[p]ush"]).pages.map(\.page) == ["login", "push"])
        let none = HistoryTesting.failure(HistoryRun.Options(repository: repository.path, pages: [try PageGlob("store-*")]))
        #expect(none?.exit == .badInput)
        #expect(none?.description == "--pages store-*: no page matches among the 3 pages of the history")
    }

    @Test func badPatternsAreRefused() {
        #expect(throws: HistoryFailure.self) { try PageGlob("") }
        #expect(throws: HistoryFailure.self) { try PageGlob("en/ios-*") }
        do {
            _ = try PageGlob("[ios-*")
            Issue.record("an unclosed [ was accepted")
        } catch {
            #expect(error.exit == .badInput)
            #expect(error.description == "--pages [ios-*: the [ at character 1 is never closed: expected [set] or \\[ for a bracket")
        }
        #expect((try? PageGlob("[]x]*"))?.matches("]ios") == true)
        #expect((try? PageGlob("\\[ios"))?.matches("[ios") == true)
    }

    @Test func badRepositoriesAndRevisionsAreBadInput() throws {
        let missing = HistoryTesting.failure(HistoryRun.Options(repository: "/nonexistent/guide"))
        #expect(missing?.exit == .badInput)
        #expect(missing?.description == "/nonexistent/guide: no such folder: expected a git repository of a guide")

        let plain = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: plain) }
        let notRepository = HistoryTesting.failure(HistoryRun.Options(repository: plain.path))
        #expect(notRepository?.exit == .badInput)
        #expect(notRepository?.description.hasPrefix("\(plain.path) is not a git repository: fatal: not a git repository") == true)

        let empty = try TestRepository()
        #expect(HistoryTesting.failure(HistoryRun.Options(repository: empty.path))?.description == "\(empty.path): the repository has no commits")

        let repository = try Self.threePages()
        let unknown = HistoryTesting.failure(HistoryRun.Options(repository: repository.path, since: "v9.9"))
        #expect(unknown?.exit == .badInput)
        #expect(unknown?.description == "--since v9.9: unknown revision: expected a commit of the repository (a branch, tag or commit id)")
        #expect(
            HistoryTesting.failure(HistoryRun.Options(repository: repository.path, revision: "nope"))?.description
                == "--rev nope: unknown revision: expected a commit of the repository (a branch, tag or commit id)")
        // The audit's history-caret-rev-exit3: a negative revision verifies as `^<id>`, which names no commit to walk.
        for (revision, since) in [("^HEAD", nil), ("HEAD", "^HEAD"), ("^main", "main")] {
            let negative = HistoryTesting.failure(HistoryRun.Options(repository: repository.path, revision: revision, since: since))
            #expect(negative?.exit == .badInput)
            let (option, named) = revision.hasPrefix("^") ? ("--rev", revision) : ("--since", since ?? "")
            #expect(negative?.description == "\(option) \(named): unknown revision: expected a commit of the repository (a branch, tag or commit id)")
        }
        let notAncestor = HistoryTesting.failure(HistoryRun.Options(repository: repository.path, revision: "side", since: "main"))
        #expect(notAncestor?.exit == .badInput)
        #expect(notAncestor?.description == "--since main is not an ancestor of side: expected an older commit of the walked history")
    }

    /// The audit's history-two-files-one-language: `en/purchase.md` beside `en/purchase.txt` was compared as two languages both
    /// called en ("is in en, zh but missing in en"). A page is one file per language: the other is left out, with a warning.
    @Test func aSecondFileInOneLanguageIsNotWalkedAndSaysSo() throws {
        let repository = try TestRepository()
        let both = GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)])
        try repository.write("zh/purchase.md", both)
        try repository.write("en/purchase.md", both)
        try repository.write("en/purchase.txt", "Errors\n\nError\tCode\nTCGB_ERROR_A\t4001\n")
        let tip = try repository.commit("both")
        let report = try HistoryTesting.report(repository)
        let page = try #require(report.pages.only)
        #expect(page.findings.isEmpty)
        #expect(page.files.map { "\($0.language) \($0.path)" } == ["en en/purchase.md", "zh zh/purchase.md"])
        #expect(
            page.items.map { "\($0.language) \($0.key) \($0.events.map(\.file))" } == [
                "en error:TCGB_ERROR_A [\"en/purchase.md\"]", "zh error:TCGB_ERROR_A [\"zh/purchase.md\"]",
                "en error:TCGB_ERROR_B [\"en/purchase.md\"]", "zh error:TCGB_ERROR_B [\"zh/purchase.md\"]",
            ])
        #expect(
            report.diagnostics.map(\.description) == [
                """
                en/purchase.txt:1: warning: at commit \(tip.prefix(8)): the page purchase has two files in en: en/purchase.md is walked and this \
                one is not [history.second-file]
                """
            ])
        #expect(
            try report.rendered(as: .text)?.hasSuffix(
                "\nhistory: 1 page, 2 files, 4 item events, 0 findings, 0 unreadable states, 1 file not walked\n") == true)

        // A file deleted before the end of the walk gives way to one that is there, whatever its format.
        try repository.git("rm", "-q", "en/purchase.md")
        let later = try repository.commit("only the text")
        let after = try HistoryTesting.report(repository)
        #expect(try #require(after.pages.only).files.map(\.path) == ["en/purchase.txt", "zh/purchase.md"])
        #expect(
            after.diagnostics.map(\.description) == [
                """
                en/purchase.md:1: warning: at commit \(later.prefix(8)): the page purchase has two files in en: en/purchase.txt is walked and \
                this one is not [history.second-file]
                """
            ])
    }

    @Test func theJSONIsVersionedAndSorted() throws {
        let repository = try Self.threePages()
        let data = try HistoryDocument(try HistoryTesting.report(repository)).jsonData()
        let document = try JSONDecoder().decode(HistoryDocument.self, from: data)
        #expect(document.version == 1)
        #expect(document.walk.history == "first-parent")
        #expect(document.summary.commitsWalked == 5)
        #expect(document.summary.pages == 3)
        #expect(document.pages.map(\.page) == ["login", "purchase", "push"])
        let login = try #require(document.pages.first)
        #expect(
            login.files.map { "\($0.language) \($0.path) \($0.events.map(\.kind))" } == [
                "en en/login.md [\"added\", \"renamed\"]", "ja ja/login.md [\"added\", \"modified\", \"renamed\"]",
            ])
        let finding = try #require(login.findings.first)
        #expect(finding.rule == "drift.value-mismatch")
        #expect(finding.introduced?.subject == "Merge side")
        // The primary location is en's (languages tie, the first comes first), under the name the file had then.
        #expect(finding.introduced?.file == "en/auth.md")
        #expect(String(decoding: data, as: UTF8.self).hasSuffix("}\n"))
        #expect(try HistoryDocument(try HistoryTesting.report(repository, jobs: 2)).jsonData() == data)
    }
}
