import GuideSpecSource
import GuideSpecDrift
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport
import GuideSpecVocabulary

/// The drift stage on the bundled guides: grouping, the baseline, its rewriting, and bad input.
@Suite struct DriftRunTests {
    static func files() throws -> [GuideFile] { try BundledProject.guidePaths.map { try GuideFile(path: $0) } }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The bundled guides' findings, from the engine (never hard-coded).
    static func bundledFindings() throws -> [DriftFinding] {
        let (pages, diagnostics) = DriftRun.readPages(try files(), in: Paths.packageRoot, options: BundledProject.settings.extractionOptions)
        #expect(!diagnostics.containsError)
        return DriftRun.findings(pages, crossPage: false, guide: BundledProject.settings.driftGuide)
    }

    @Test func theBundledGuidesDisagreeOnErrors4007And4201() throws {
        let outcome = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), extraction: BundledProject.settings.extractionOptions, guide: BundledProject.settings.driftGuide),
            in: Paths.packageRoot)
        #expect(outcome.exit == .findings)
        let findings = try #require(outcome.report).newFindings
        let missing = findings.filter { $0.rule == "drift.missing-in-language" }
        #expect(missing.contains { $0.message.contains("4007") && $0.locations.first?.language == "en" })
        let lost = findings.filter { $0.rule == "drift.scrape-loss" }
        #expect(lost.contains { $0.message.contains("4201") && $0.locations.first?.language == "en" })
        #expect((missing + lost).allSatisfy { Set($0.locations.map(\.language)) == ["en", "zh"] })
    }

    @Test func theCheckedInBaselineAcceptsTheBundledGuides() throws {
        let outcome = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), baseline: "drift/baseline.json", extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(outcome.problems == [])
        #expect(
            outcome.exit == .success,
            "drift/baseline.json is out of date: run guidespec drift --baseline drift/baseline.json --update-baseline --reason TEXT")
    }

    @Test func theReportListsTheFilesGivenByPageAndLanguageWithWhyOneWasNotRead() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ja"), withIntermediateDirectories: true)
        try Data([0x23, 0x20, 0xC0, 0x80]).write(to: folder.appendingPathComponent("ja/ios-purchase.md"))
        for path in BundledProject.guidePaths {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent(path), to: folder.appendingPathComponent(path))
        }
        let files = try (["ja/ios-purchase.md"] + BundledProject.guidePaths).map { try GuideFile(path: $0) }
        let outcome = DriftRun.run(
            DriftRun.Options(files: files, extraction: BundledProject.settings.extractionOptions, guide: BundledProject.settings.driftGuide),
            in: folder)
        let inputs = try #require(outcome.report).inputs
        #expect(
            inputs == [
                DriftInput(file: "guides/en/ios-purchase.txt", page: "ios-purchase", language: "en"),
                DriftInput(
                    file: "ja/ios-purchase.md", page: "ios-purchase", language: "ja",
                    problem: "invalid UTF-8 at line 1, byte 3: expected UTF-8 text"),
                DriftInput(file: "guides/zh/ios-purchase.md", page: "ios-purchase", language: "zh"),
                DriftInput(file: "guides/zh/storekit-iosiap-cpp.md", page: "storekit-iosiap-cpp", language: "zh"),
                DriftInput(file: "guides/zh/storekit-observer-swift.md", page: "storekit-observer-swift", language: "zh"),
            ])
        #expect(DriftReportDocument(try #require(outcome.report)).inputs == inputs)
        #expect(DriftReportDocument(DriftReport(findings: [])).inputs == nil, "a report that was not told its inputs leaves them out")
    }

    @Test func revisionsOfOnePageAndLanguageAreComparedOlderFirst() throws {
        let (pages, _) = DriftRun.readPages(try Self.files(), in: Paths.packageRoot, options: BundledProject.settings.extractionOptions)
        var older = try #require(pages.first { $0.spec.language == "zh" })
        older.spec.errors.removeAll { $0.code == 4001 }
        older.spec.source.file = "old/zh/ios-purchase.md"
        let findings = DriftRun.findings([older] + pages, crossPage: false, guide: BundledProject.settings.driftGuide)
        let revision = findings.filter { $0.change != nil }
        #expect(!revision.isEmpty)
        #expect(revision.allSatisfy { Set($0.locations.map(\.language)) == ["zh"] })
        #expect(revision.contains { $0.change == .additive && $0.message.contains("4001") })
    }

    @Test func updateBaselineWritesAcceptsAndThenWritesNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("baseline.json").path
        let noReason = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), baseline: path, updateBaseline: true, extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(noReason.exit == .badInput)
        #expect(noReason.problems.first?.hasSuffix("pass --reason TEXT") == true)
        #expect(!FileManager.default.fileExists(atPath: path))

        let created = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), baseline: path, updateBaseline: true, reason: "seed", extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(created.exit == .success)
        #expect(!FileManager.default.fileExists(atPath: path), "the run only plans the write")
        #expect(try created.plan.commit().map(\.outcome) == [.created])
        #expect(created.update?.added.count == Set(try Self.bundledFindings().map(\.fingerprint)).count)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        let again = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), baseline: path, updateBaseline: true, extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(try again.plan.commit().map(\.outcome) == [.unchanged])
        #expect(again.update?.added == [] && again.update?.removed == [])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)

        let checked = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), baseline: path, extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(checked.exit == .success)
    }

    @Test func updateBaselineDropsStaleEntriesAndKeepsReasons() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("baseline.json")
        let kept = try #require(try Self.bundledFindings().first)
        let stale = DriftBaselineEntry(fingerprint: "00000000deadbeef", rule: "drift.gone", page: "ios-purchase", subject: "error:1", reason: "old")
        try DriftBaseline(entries: [DriftBaselineEntry(accepting: kept, reason: "kept reason"), stale]).jsonData().write(to: url)

        let failing = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), baseline: url.path, extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(failing.exit == .findings)
        #expect(failing.report?.staleEntries == [stale])

        let updated = DriftRun.run(
            DriftRun.Options(
                files: try Self.files(), baseline: url.path, updateBaseline: true, reason: "new",
                extraction: BundledProject.settings.extractionOptions, guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(updated.update?.removed == [stale])
        try updated.plan.commit()
        let written = try DriftBaseline.decode(from: Data(contentsOf: url), file: url.path)
        #expect(written.entries.first { $0.fingerprint == kept.fingerprint }?.reason == "kept reason")
        #expect(!written.entries.contains(stale))
    }

    @Test func anUnreadableGuideIsBadInputAndLeavesTheBaselineAlone() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json")
        try DriftBaseline().jsonData().write(to: baseline)
        let files = try Self.files() + [try GuideFile(path: folder.appendingPathComponent("zh/missing.md").path)]
        let outcome = DriftRun.run(
            DriftRun.Options(
                files: files, baseline: baseline.path, updateBaseline: true, reason: "x", extraction: BundledProject.settings.extractionOptions,
                guide: BundledProject.settings.driftGuide), in: Paths.packageRoot)
        #expect(outcome.exit == .badInput)
        #expect(outcome.report == nil)
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems.first?.hasSuffix("zh/missing.md:1: error: file does not exist: expected a guide page [input.unreadable]") == true)
        #expect(outcome.plan.isEmpty)
        #expect(try DriftBaseline.decode(from: Data(contentsOf: baseline), file: "b") == DriftBaseline())
    }

    /// A file that cannot be read is still its page's version in its language: a part (zh's `doc_link`, which the project
    /// file's `pages.parts` says holds en's `api_doc`) is not missing in en, whose `api_doc` is a bare HTML redirect that
    /// reads as no page. The findings of the readings count it; those of the readable pages alone cannot.
    @Test func aFileThatCannotBeReadStillHoldsItsPageParts() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["en", "zh"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(language), withIntermediateDirectories: true)
        }
        try "<html>\n<head>\n<meta http-equiv=\"refresh\" content=\"0;url=https://example.com/api/\">\n<title>API</title>\n</head>\n</html>\n"
            .write(to: folder.appendingPathComponent("en/api_doc.md"), atomically: true, encoding: .utf8)
        try "# API Doc\n\nThe API reference: [API](./api).\n".write(
            to: folder.appendingPathComponent("zh/doc_link.md"), atomically: true, encoding: .utf8)
        for language in ["en", "zh"] {
            try "# Intro\n\nText.\n".write(to: folder.appendingPathComponent("\(language)/intro.md"), atomically: true, encoding: .utf8)
        }
        let paths = ["en/api_doc.md", "zh/doc_link.md", "en/intro.md", "zh/intro.md"]
        let readings = DriftRun.readings(try paths.map { try GuideFile(path: $0) }, in: folder, options: BundledProject.settings.extractionOptions)
        #expect(readings.map(\.isReadable) == [false, true, true, true])
        let guide = DriftGuide(
            platforms: .none, errorCodePage: nil, pageParts: PageParts(entries: [PageParts.Entry(page: "api_doc", parts: [CaseGlob("doc_link")])]))
        #expect(DriftRun.findings(of: readings, crossPage: false, guide: guide).filter { $0.rule == "drift.missing-page" }.isEmpty)
        #expect(
            DriftRun.findings(readings.compactMap(DriftRun.page(of:)), crossPage: false, guide: guide).map(\.message) == [
                "page doc_link is in zh but missing in en"
            ])
        #expect(DriftRun.input(of: readings[0]).problem == readings[0].diagnostics.first { $0.severity == .error }?.message)
        #expect(DriftRun.input(of: readings[0]).problem?.hasPrefix("no heading, paragraph, list, table or code was read from the page") == true)
        #expect(DriftRun.input(of: readings[1]) == DriftInput(file: "zh/doc_link.md", page: "doc_link", language: "zh"))
    }
}
