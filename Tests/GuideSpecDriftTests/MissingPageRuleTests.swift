import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecProject
import GuideSpecSource
import Testing
import GuideSpecVocabulary

/// `drift.missing-page`: a page some languages of a run have and another lacks, one finding per page and missing
/// language, judged against the languages of the run's files, counted for the exit code and accepted by a baseline.
@Suite struct MissingPageRuleTests {
    static func input(_ path: String) -> DriftInput {
        let parts = path.split(separator: "/")
        return DriftInput(file: path, page: String(parts[parts.count - 1].dropLast(3)), language: String(parts[parts.count - 2]))
    }

    static func findings(_ paths: [String]) -> [DriftFinding] {
        DriftEngine.compareCoverage(paths.map(input))
    }

    @Test func aPageOneLanguageLacksNamesTheLanguagesThatHaveItAndTheOneThatLacksIt() throws {
        let findings = Self.findings(["en/receipt.md", "zh/receipt.md", "en/store.md", "ja/store.md", "zh/store.md"])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == "drift.missing-page")
        #expect(finding.severity == .error)
        #expect(finding.message == "page receipt is in en, zh but missing in ja")
        #expect(finding.page == "receipt")
        #expect(finding.subject == "version:ja")
        #expect(
            finding.locations == [
                DriftLocation(file: "en/receipt.md", line: 1, language: "en", note: "en: the page, with no ja version"),
                DriftLocation(file: "zh/receipt.md", line: 1, language: "zh", note: "zh: the page, with no ja version"),
            ])
        #expect(finding.sides == [["en", "zh"], ["ja"]])
    }

    @Test func eachMissingLanguageIsAFindingOfItsOwn() {
        let findings = Self.findings(["en/login.md", "en/store.md", "ja/store.md", "zh/store.md"])
        #expect(findings.map(\.message) == ["page login is in en but missing in ja", "page login is in en but missing in zh"])
        #expect(findings.map(\.subject) == ["version:ja", "version:zh"])
        #expect(Set(findings.map(\.fingerprint)).count == 2, "each missing version is accepted or fixed on its own")
    }

    @Test func theLanguagesOfTheGuideAreTheLanguagesOfTheRun() {
        #expect(Self.findings(["en/login.md", "en/store.md"]).isEmpty, "a run over one language has no missing page")
        #expect(Self.findings(["zh/a.md", "en/b.md"]).map(\.message) == ["page a is in zh but missing in en", "page b is in en but missing in zh"])
        #expect(Self.findings(["en/a.md", "zh/a.md"]).isEmpty)
    }

    @Test func theNewestRevisionOfALanguageIsWhereTheFindingPoints() throws {
        let finding = try #require(Self.findings(["old/en/login.md", "new/en/login.md", "zh/store.md", "en/store.md"]).first)
        #expect(finding.locations.map(\.file) == ["new/en/login.md"])
        #expect(finding.message == "page login is in en but missing in zh")
    }

    static func guide(_ files: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-missing-page-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return folder
    }

    static let page = Array("# Store\n\nThe store's settings.\n".utf8)

    @Test func aMissingPageFailsTheRunUntilABaselineAcceptsIt() throws {
        let folder = try Self.guide(["en/login.md": Self.page, "en/store.md": Self.page, "zh/store.md": Self.page])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ["en/login.md", "en/store.md", "zh/store.md"].map { try GuideFile(path: $0) }
        let first = DriftRun.run(DriftRun.Options(files: files, extraction: .none, guide: .none), in: folder)
        #expect(first.exit == .findings)
        #expect(try #require(first.report).newFindings.map(\.message) == ["page login is in en but missing in zh"])

        let accepting = DriftRun.run(
            DriftRun.Options(
                files: files, baseline: "baseline.json", updateBaseline: true, reason: "zh translation planned", extraction: .none, guide: .none),
            in: folder)
        #expect(accepting.exit == .success)
        _ = try accepting.plan.commit()
        let accepted = DriftRun.run(DriftRun.Options(files: files, baseline: "baseline.json", extraction: .none, guide: .none), in: folder)
        #expect(accepted.exit == .success)
        #expect(try #require(accepted.report).baselinedCount == 1)

        let off = DriftRun.run(
            DriftRun.Options(files: files, ruleSettings: DriftRuleSettings(["drift.missing-page": .off]), extraction: .none, guide: .none), in: folder
        )
        #expect(off.exit == .success)
    }

    @Test func aFileThatCannotBeReadStillCountsAsItsPagesVersion() throws {
        let folder = try Self.guide(["en/store.md": Self.page, "zh/store.md": [0x23, 0x20, 0xC0, 0x80], "en/login.md": Self.page])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ["en/store.md", "zh/store.md", "en/login.md"].map { try GuideFile(path: $0) }
        let outcome = DriftRun.run(DriftRun.Options(files: files, extraction: .none, guide: .none), in: folder)
        #expect(outcome.exit == .badInput)
        let missing = try #require(outcome.report).entries.map(\.finding).filter { $0.rule == "drift.missing-page" }
        #expect(missing.map(\.message) == ["page login is in en but missing in zh"])
    }

    /// zh writes the SDK guide as a folder of pages where en keeps one page; en's API-doc page is zh's `sdk/doc_link`.
    static let parts = PageParts(entries: [
        PageParts.Entry(page: "sdk_guide", parts: [CaseGlob("sdk.basic"), CaseGlob("sdk.group")]),
        PageParts.Entry(page: "api_doc", parts: [CaseGlob("sdk.doc_link")]),
    ])

    static func findings(_ paths: [String], parts: PageParts) -> [DriftFinding] {
        // The page is the path below the language's folder, `/` read as `.`.
        let inputs = paths.map { path in
            let language = String(path.prefix { $0 != "/" })
            let page = String(path.dropFirst(language.count + 1).dropLast(3)).replacingOccurrences(of: "/", with: ".")
            return DriftInput(file: path, page: page, language: language)
        }
        return DriftEngine.compareCoverage(inputs, guide: DriftGuide(platforms: .none, errorCodePage: nil, pageParts: parts))
    }

    @Test func aPageALanguageWritesInPartsIsNotMissingWhereItsWholeOrAPartIs() {
        let paths = ["en/sdk_guide.md", "en/api_doc.md", "zh/sdk/basic.md", "zh/sdk/group.md", "zh/sdk/doc_link.md"]
        #expect(
            Self.findings(paths, parts: .none).map(\.message) == [
                "page api_doc is in en but missing in zh", "page sdk.basic is in zh but missing in en",
                "page sdk.doc_link is in zh but missing in en",
                "page sdk.group is in zh but missing in en", "page sdk_guide is in en but missing in zh",
            ])
        #expect(Self.findings(paths, parts: Self.parts).isEmpty, "each part is in en's whole page, and the whole page in zh's parts")
    }

    @Test func aPartIsMissingWhereItsWholePageIsMissingToo() {
        // ja has neither the whole page nor its parts; a page of the folder no entry names is its own page.
        let paths = ["en/sdk_guide.md", "zh/sdk/basic.md", "zh/sdk/rtc.md", "ja/other.md", "en/other.md", "zh/other.md"]
        #expect(
            Self.findings(paths, parts: Self.parts).map(\.message) == [
                "page sdk.basic is in zh but missing in ja", "page sdk.rtc is in zh but missing in en", "page sdk.rtc is in zh but missing in ja",
                "page sdk_guide is in en but missing in ja",
            ])
    }

    @Test func theProjectFilesPartsReachTheRun() throws {
        let folder = try Self.guide(["en/sdk_guide.md": Self.page, "zh/sdk/basic.md": Self.page, "en/store.md": Self.page, "zh/store.md": Self.page])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ["en/sdk_guide.md", "zh/sdk/basic.md", "en/store.md", "zh/store.md"].map { path in
            try GuideFile(
                path: path, language: String(path.prefix(2)), page: path == "zh/sdk/basic.md" ? "sdk.basic" : String(path.dropFirst(3).dropLast(3)))
        }
        let project = try ProjectFileReader.read(Array("pages:\n  parts:\n    sdk_guide: [\"sdk.*\"]\n".utf8), file: "guidespec.yml")
        let without = DriftRun.run(DriftRun.Options(files: files, extraction: .none, guide: .none), in: folder)
        #expect(
            try #require(without.report).newFindings.map(\.message) == [
                "page sdk.basic is in zh but missing in en", "page sdk_guide is in en but missing in zh",
            ])
        let with = DriftRun.run(DriftRun.Options(files: files, extraction: .none, guide: project.driftGuide), in: folder)
        #expect(with.exit == .success)
        #expect(try #require(with.report).newFindings.isEmpty)
    }
}
