import Foundation
import GuideSpecSource
import GuideSpecGoldenCases
import GuideSpecAreas
import GuideSpecCatalogue
import GuideSpecConformance
import GuideSpecKit
import GuideSpecWire
import GuideSpecReferenceAdapter
import GuideSpecPacks
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// The golden cases of the whole corpus (every page, every language, every platform), and each platform's reference
/// passing them all. Skipped, with a message, when `../shared` is absent.
@Suite struct CorpusGoldenTests {
    /// Every corpus page's spec, extracted in memory.
    static let specs: [PageSpec] = Paths.corpusPages().compactMap { page in
        guard let file = try? GuideFile(path: Paths.corpus.appendingPathComponent(page).path) else { return nil }
        return GuideSource.read(file, options: .withPacks(BundledProject.settings.extractionOptions)).spec
    }

    static let cases = GoldenCaseBuilder.cases(from: specs, options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders)

    @Test func everyPlatformHasCasesWithWellFormedUniqueIds() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent")
            return
        }
        #expect(Set(Self.cases.map(\.id)).count == Self.cases.count, "case ids are unique")
        for golden in Self.cases {
            let segments = golden.id.split(separator: "/", omittingEmptySubsequences: false)
            #expect(segments.count == 4 && segments[1] == Substring(golden.platform.id) && segments.allSatisfy { !$0.isEmpty }, "\(golden.id)")
            #expect(golden.operation.area.map { $0.rawValue == segments[2] } == true, "\(golden.id)")
        }
        let byPlatform = Dictionary(grouping: Self.cases, by: \.platform).mapValues(\.count)
        print("corpus golden cases per platform: \(byPlatform.sorted { $0.key < $1.key })")
        #expect(Set(byPlatform.keys) == Set(BundledProject.settings.platforms.platforms))
    }

    /// The error-code page names each error per platform: every platform gets its own cases, in its own spelling.
    @Test func theErrorCodePageGivesEveryPlatformItsNames() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent")
            return
        }
        let page = Self.cases.filter { $0.page == "error-code" && $0.operation == "error.code-for-name" && !$0.id.hasSuffix("/unknown-name") }
        let byPlatform = Dictionary(grouping: page, by: \.platform).mapValues(\.count)
        print("error-code page, names per platform: \(byPlatform.sorted { $0.key < $1.key })")
        #expect(Set(byPlatform.keys) == ["android", "ios", "unity", "unreal"])
        let ios = Set(page.filter { $0.platform == "ios" }.compactMap { $0.input["name"]?.stringValue })
        let android = Set(page.filter { $0.platform == "android" }.compactMap { $0.input["name"]?.stringValue })
        #expect(ios.contains("TCGB_ERROR_PURCHASE_USER_CANCELED") && android.contains("PURCHASE_USER_CANCELED"))
        #expect(!android.contains { $0.hasPrefix("TCGB_ERROR_") }, "the iOS prefix never reaches another platform's names")
    }

    /// The README's table of corpus cases per platform is what the builder gives: the case count, and the names each platform
    /// has on the error-code page.
    @Test func theReadmeCountsEachPlatformsCases() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent")
            return
        }
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // The rows of the table under its own header (the README has other tables by platform).
        let lines = readme.split(separator: "\n")
        let header = try #require(lines.firstIndex(of: "| platform | cases | of which names on the error-code page |"))
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| ") }.filter { line in
            BundledProject.settings.platforms.platforms.contains { line.hasPrefix("| \($0.id) |") }
        }
        let stated = rows.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "") } }
        let named = Self.cases.filter { $0.page == "error-code" && $0.operation == "error.code-for-name" && !$0.id.hasSuffix("/unknown-name") }
        let counted = BundledProject.settings.platforms.platforms.map { platform in
            [platform.id, "\(Self.cases.filter { $0.platform == platform }.count)", "\(named.filter { $0.platform == platform }.count)"]
        }
        #expect(stated == counted, "README.md's table of corpus golden cases per platform is out of date")
    }

    /// Each platform's reference (its catalogue's names and codes, the in-memory world's behaviour) passes every case of
    /// its platform, except where two pages of the guide contradict each other on an error (one code with two names, or
    /// one name with two codes): no implementation can pass both, and the catalogue keeps the first page's. Those are
    /// printed; they are the guide's to fix. The observer area has its own adapters.
    @Test(arguments: BundledProject.settings.platforms.platforms)
    func eachPlatformsReferencePassesItsCases(platform: Platform) throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent")
            return
        }
        let catalogue = try #require(
            GoldenCaseBuilder.catalogues(from: Self.specs, options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders).first {
                $0.platform == platform
            })
        // iOS keeps its hand-written reference (promotion URL, purchase rules) over the corpus's catalogue.
        let reference: any GuideImplementation =
            platform == "ios" ? ReferenceImplementation(catalogue: catalogue) : CatalogueImplementation(catalogue)
        let mine = Self.cases.filter { $0.platform == platform && $0.operation != .storeKitObserver }
        let contradicted = Self.contradictedErrorCases(mine)
        var failures: [String] = []
        let dispatcher = OperationDispatcher(reference, areas: GuideAreas.all)
        for golden in mine where !contradicted.contains(golden.id) {
            let verdict = dispatcher.verdict(on: golden)
            if !verdict.passed { failures.append("\(golden.id): \(verdict.differences.joined(separator: "; "))") }
        }
        print(
            """
            \(platform.id): \(mine.count - contradicted.count - failures.count) of \(mine.count) corpus cases pass; \
            pages contradict each other in \(contradicted.sorted())
            """
        )
        #expect(!mine.isEmpty)
        #expect(failures.isEmpty, "\(failures.count) of \(mine.count) fail:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}

extension CorpusGoldenTests {
    /// The error cases whose code has two names, or whose name has two codes, among `cases` (one platform's).
    static func contradictedErrorCases(_ cases: [GoldenCase]) -> Set<String> {
        var namesOfCode: [Double: Set<String>] = [:]
        var codesOfName: [String: Set<Double>] = [:]
        for golden in cases {
            if golden.operation == "error.name-for-code", let code = golden.input["code"]?.numberValue,
                let name = golden.expected["name"]?.stringValue
            {
                namesOfCode[code, default: []].insert(name)
                codesOfName[name, default: []].insert(code)
            }
            if golden.operation == "error.code-for-name", let name = golden.input["name"]?.stringValue,
                let code = golden.expected["code"]?.numberValue
            {
                namesOfCode[code, default: []].insert(name)
                codesOfName[name, default: []].insert(code)
            }
        }
        return Set(
            cases.filter { golden in
                let code = golden.input["code"]?.numberValue ?? golden.expected["code"]?.numberValue
                let name = golden.input["name"]?.stringValue ?? golden.expected["name"]?.stringValue
                return golden.operation.name.hasPrefix("error.")
                    && ((code.map { namesOfCode[$0, default: []].count > 1 } ?? false)
                        || (name.map { codesOfName[$0, default: []].count > 1 } ?? false))
            }.map(\.id))
    }
}
