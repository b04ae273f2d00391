import GuideSpecProject
import GuideSpecTestSupport
import Foundation
import GuideSpecVocabulary
import Testing

/// Reading guidespec.yml: every implemented key into its settings, and every mistake to `file:line: what was expected`.
@Suite struct ProjectFileReaderTests {
    static func read(_ text: String) throws(ProjectFileError) -> GuideProject {
        try ProjectFileReader.read(Array(text.utf8), file: "guidespec.yml")
    }

    @Test func everyKeyIsRead() throws {
        let project = try Self.read(
            """
            version: 1
            languages:
              reference: zh-CN
              order: [zh-CN, en]
            platforms:
              apple-tv:
                label: tvOS
                pages: ["tv-*", "*-tv"]
                folders: [tv]
                code: objectivec
                error-name: last
              android:
                label: Android
            names:
              prefixes: [SDK, My]
            roles:
              error-codes: errors
            rules:
              drift.wrong-language: off
              drift.sibling-pattern: note
            """)
        #expect(project.file == "guidespec.yml")
        #expect(project.languages == LanguageOrder(deciding: ["zh-CN", "en"]))
        #expect(project.platforms.platforms == ["apple-tv", "android"])
        #expect(
            project.platforms.entries[0]
                == PlatformTable.Entry(
                    platform: "apple-tv", label: "tvOS", pages: [CaseGlob("tv-*"), CaseGlob("*-tv")], folders: ["tv"], code: .objectiveC,
                    takesLastErrorName: true))
        #expect(project.platforms.entries[1] == PlatformTable.Entry(platform: "android", label: "Android"))
        #expect(project.namePrefixes == ["SDK", "My"])
        #expect(project.roles.errorCodes == "errors")
        #expect(
            project.rules == [
                GuideProject.RuleEntry(id: "drift.wrong-language", setting: .off, line: 19),
                GuideProject.RuleEntry(id: "drift.sibling-pattern", setting: .severity(.note), line: 20),
            ])
    }

    @Test func anEmptyFileIsAGuideWithoutSettings() throws {
        var expected = GuideProject.none
        expected.file = "guidespec.yml"
        #expect(try Self.read("") == expected)
        #expect(try Self.read("# nothing yet\n") == expected)
    }

    @Test func aLayoutAliasesAndExcludedPagesAreRead() throws {
        let project = try Self.read(
            """
            languages:
              order: [zh-CN, en]
              aliases:
                zh: [zh-CN, zh_Hans]
            layout:
              - "{lang}/**/{page}.md"
              - pattern: "{page}.md"
                lang: en-us
            pages:
              exclude: ["release-notes*"]
            """)
        #expect(project.languages.deciding == ["zh", "en"], "an alias in the order is its language")
        #expect(project.aliases.language("zh_hans") == "zh")
        #expect(project.namedLanguages == ["zh", "en"])
        #expect(try Self.read("languages:\n  aliases:\n    zh: [zh-CN]\n").namedLanguages == nil, "aliases alone list no languages")
        #expect(project.layout.entries.map(\.pattern.text) == ["{lang}/**/{page}.md", "{page}.md"])
        #expect(project.layout.entries.map(\.language) == [nil, "en-US"])
        #expect(project.layout.exclude == [CaseGlob("release-notes*")])
    }

    @Test func pagesWrittenInPartsAreRead() throws {
        let parts = try Self.read(
            """
            pages:
              parts:
                client.sdk_guide: ["client.sdk.*"]
                api-doc: [client.sdk.doc_link, client.doc]
            """
        ).pageParts
        #expect(parts.entries.map(\.page) == ["client.sdk_guide", "api-doc"])
        #expect(parts.entries.map { $0.parts.map(\.pattern) } == [["client.sdk.*"], ["client.sdk.doc_link", "client.doc"]])
        #expect(parts.whole(of: "client.sdk.basic") == "client.sdk_guide")
        #expect(parts.whole(of: "client.doc") == "api-doc")
        #expect(parts.whole(of: "client.sdk_guide") == nil, "a whole page is no part")
        #expect(parts.whole(of: "client.sdkless") == nil)
        #expect(try Self.read("pages:\n  exclude: [a]\n").pageParts == .none)
    }

    @Test func pathsAreRead() throws {
        let project = try Self.read("paths:\n  specs: s\n  golden: g\n  baseline: b.json\n  generated-tests: t\n  adapters: [\"python3 a.py\"]\n")
        #expect([project.paths.specs, project.paths.golden, project.paths.baseline, project.paths.generatedTests] == ["s", "g", "b.json", "t"])
        #expect(project.paths.adapters == [GuideProject.Adapter(command: "python3 a.py")])
        #expect(try Self.read("paths:\n  adapters: []\n").paths.adapters == [], "no adapter is not the default adapters")
        let known = try Self.read("paths:\n  adapters:\n    - \"python3 a.py\"\n    - command: java Adapter\n      expectations: known.json\n")
        #expect(
            known.paths.adapters == [
                GuideProject.Adapter(command: "python3 a.py"), GuideProject.Adapter(command: "java Adapter", expectations: "known.json"),
            ])
    }

    @Test func aReferenceAloneDecidesFirst() throws {
        #expect(try Self.read("languages:\n  reference: en\n").languages == LanguageOrder(deciding: ["en"]))
    }

    @Test func pagesAndFoldersGiveAPagesPlatform() throws {
        let table = try Self.read("platforms:\n  ios:\n    label: iOS\n    pages: [ios-*]\n  android:\n    label: Android\n    folders: [android]\n")
            .platforms
        #expect(table.platform(ofPage: "ios-purchase") == "ios")
        #expect(table.platform(ofPage: "purchase", path: "guide/en/android/purchase.md") == "android")
        #expect(table.platform(ofPage: "android", path: "en/android.md") == .none, "a file named like a folder is not in it")
        #expect(table.platform(ofPage: "error-code", path: "en/error-code.md") == .none)
        #expect(table.platform(label: " IOS ") == "ios")
        #expect(table.label(of: "android") == "Android")
    }

    static let keys = "version, languages, layout, pages, paths, platforms, names, roles, rules (docs/project-file.md)"
    static let idRules =
        """
        expected lower-case letters and digits, words joined by single hyphens, starting with a letter, at most 32 characters (such as ios, \
        android, apple-tv)
        """

    /// Every mistake the reader names, as a short file and the message it gives: docs/project-file.md quotes each.
    static let mistakes: [(text: String, message: String)] = [
        ("platfroms:\n  ios: {label: iOS}\n", "guidespec.yml:1: unknown key \"platfroms\": expected \(keys)"),
        (
            "version: 1\nlayout: \"{lang}/{page}.md\"\n",
            "guidespec.yml:2: layout: expected a list of path patterns such as \"{lang}/**/{page}.md\", found \"{lang}/{page}.md\""
        ),
        ("layout: []\n", "guidespec.yml:1: layout: expected a list of path patterns such as \"{lang}/**/{page}.md\", found a list"),
        ("layout: [\"{lang}/*.md\"]\n", "guidespec.yml:1: layout[0]: {lang}/*.md has no {page}: expected the part of the path that names the page"),
        (
            "layout:\n  - \"docs/{page}.md\"\n",
            "guidespec.yml:2: layout[0]: docs/{page}.md has no {lang}: expected {lang} in the pattern, or lang: with the language of its files"
        ),
        (
            "layout:\n  - pattern: \"{lang}/{page}.md\"\n    lang: en\n",
            "guidespec.yml:2: layout[0].pattern: {lang}/{page}.md has {lang} and lang: en: expected one of them"
        ),
        ("layout:\n  - {lang: en}\n", "guidespec.yml:2: layout[0]: expected a pattern, such as pattern: \"{page}.md\""),
        (
            "layout:\n  - pattern: \"{page}.md\"\n    language: en\n",
            "guidespec.yml:3: layout[0]: unknown key \"language\": expected pattern, lang (docs/project-file.md)"
        ),
        (
            "layout:\n  - \"{lang}/{name}.md\"\n",
            "guidespec.yml:2: layout[0]: {lang}/{name}.md: {name} is not a placeholder: expected {lang} or {page}"
        ),
        ("layout:\n  - \"{lang}/{page}/{page}.md\"\n", "guidespec.yml:2: layout[0]: {lang}/{page}/{page}.md: {page} appears twice: expected it once"),
        (
            "layout:\n  - \"{lang}/**{page}.md\"\n",
            "guidespec.yml:2: layout[0]: {lang}/**{page}.md: ** stands for whole folders: expected it alone between slashes, as in docs/**/{page}.md"
        ),
        (
            "layout:\n  - \"../{lang}/{page}.md\"\n",
            "guidespec.yml:2: layout[0]: ../{lang}/{page}.md has an empty, . or .. folder: expected a path inside the project file's folder"
        ),
        (
            "layout:\n  - \"/{lang}/{page}.md\"\n",
            "guidespec.yml:2: layout[0]: /{lang}/{page}.md is absolute: expected a path relative to the project file's folder"
        ),
        (
            "layout:\n  - pattern: \"{page}.md\"\n    lang: en US\n",
            "guidespec.yml:3: layout[0].lang: \"en US\" is not a language tag: expected a BCP 47 language tag such as zh, en-US or zh-Hant"
        ),
        (
            "pages:\n  exclude: release-notes\n",
            "guidespec.yml:2: pages.exclude: expected a list of page-name patterns such as release-notes*, found \"release-notes\""
        ),
        ("pages:\n  include: [a]\n", "guidespec.yml:2: pages: unknown key \"include\": expected exclude, parts (docs/project-file.md)"),
        (
            "pages:\n  parts: [a]\n",
            """
            guidespec.yml:2: pages.parts: expected a mapping of each page to the patterns of the pages that hold it in another language, \
            such as sdk: [\"sdk.*\"], found a list
            """
        ),
        (
            "pages:\n  parts:\n    sdk: sdk.*\n",
            "guidespec.yml:3: pages.parts.sdk: expected a list of page-name patterns such as sdk.*, found \"sdk.*\""
        ),
        ("pages:\n  parts:\n    sdk: []\n", "guidespec.yml:3: pages.parts.sdk: expected at least one page-name pattern, found an empty list"),
        ("pages:\n  parts:\n    \"sdk*\": [a]\n", "guidespec.yml:3: pages.parts: \"sdk*\" is a pattern: expected the name of one page"),
        (
            "pages:\n  parts:\n    sdk: [\"sdk*\"]\n",
            "guidespec.yml:3: pages.parts.sdk[0]: sdk* matches sdk itself: expected the pages that hold it under other names"
        ),
        (
            "pages:\n  parts:\n    sdk: [\"sdk.*\"]\n    sdk.basic: [b]\n",
            """
            guidespec.yml:4: pages.parts: sdk.basic is one of sdk's parts and written in parts itself (lines 3 and 4): expected a page written \
            in parts or a part, not both
            """
        ),
        (
            "pages:\n  parts:\n    sdk.basic: [b]\n    sdk: [\"sdk.*\"]\n",
            """
            guidespec.yml:4: pages.parts: sdk.basic is one of sdk's parts and written in parts itself (lines 3 and 4): expected a page written \
            in parts or a part, not both
            """
        ),
        ("paths:\n  specs: ../spec\n", "guidespec.yml:2: paths.specs: ../spec is outside the project file's folder: expected a path inside it"),
        (
            "paths:\n  adapters: python3 a.py\n",
            "guidespec.yml:2: paths.adapters: expected a list of adapter command lines such as \"python3 adapter.py\", found \"python3 a.py\""
        ),
        (
            "paths:\n  adapters:\n    - expectations: known.json\n",
            "guidespec.yml:3: paths.adapters[0]: expected a command, such as command: \"python3 adapter.py\""
        ),
        (
            "paths:\n  adapters:\n    - command: a\n      expectations: /known.json\n",
            "guidespec.yml:4: paths.adapters[0].expectations: /known.json is outside the project file's folder: expected a path inside it"
        ),
        (
            "paths:\n  spec: s\n",
            "guidespec.yml:2: paths: unknown key \"spec\": expected specs, golden, baseline, generated-tests, adapters (docs/project-file.md)"
        ),
        ("version: 2\n", "guidespec.yml:1: version: expected 1, the version of the schema this GuideSpec reads, found \"2\""),
        (
            "- platforms\n",
            "guidespec.yml:1: expected a mapping of version, languages, layout, pages, paths, platforms, names, roles, rules, found a list"
        ),
        ("platforms:\n  iOS:\n    label: iOS\n", "guidespec.yml:2: platforms: \"iOS\" is not a platform id: \(idRules)"),
        ("platforms:\n  none:\n    label: None\n", "guidespec.yml:2: platforms: none is how a page of no platform is written: expected another id"),
        (
            "platforms:\n  ios:\n    pages: [ios-*]\n",
            "guidespec.yml:3: platforms.ios: expected a label, the platform's name as the guide writes it (such as iOS)"
        ),
        (
            "platforms:\n  ios:\n    label: iOS\n    pages: ios-*\n",
            "guidespec.yml:4: platforms.ios.pages: expected a list of page-name patterns such as ios-*, found \"ios-*\""
        ),
        (
            "platforms:\n  ios:\n    label: iOS\n    pages: [ios-*, [x]]\n",
            "guidespec.yml:4: platforms.ios.pages[1]: expected page-name patterns such as ios-*, found a list"
        ),
        (
            "platforms:\n  ios:\n    label: iOS\n    code: swift\n",
            "guidespec.yml:4: platforms.ios.code: expected one of objectivec, java, kotlin, csharp, cpp, typescript, protobuf, found \"swift\""
        ),
        (
            "platforms:\n  ios:\n    label: iOS\n    colour: blue\n",
            "guidespec.yml:4: platforms.ios: unknown key \"colour\": expected label, pages, folders, code, error-name (docs/project-file.md)"
        ),
        (
            "platforms:\n  ios:\n    label: iOS\n  tvos:\n    label: ios\n",
            "guidespec.yml:5: platforms.tvos: label ios is already ios's: expected each platform its own label"
        ),
        (
            "platforms:\n  ios:\n    label:\n",
            "guidespec.yml:3: platforms.ios.label: expected the platform's name as the guide writes it, such as iOS, found nothing"
        ),
        ("languages:\n  reference: zh\n  order: [en, zh]\n", "guidespec.yml:3: languages.order: expected the reference language zh first, found en"),
        ("languages:\n  order: [en, en]\n", "guidespec.yml:2: languages.order: en is listed twice: expected each language once"),
        (
            "languages:\n  reference: chinese simplified\n",
            """
            guidespec.yml:2: languages.reference: \"chinese simplified\" is not a language tag: expected a BCP 47 language tag such as zh, \
            en-US or zh-Hant
            """
        ),
        (
            "languages:\n  aliases:\n    zh: zh-CN\n",
            "guidespec.yml:3: languages.aliases.zh: expected a list of the tags that stand for zh, such as [zh-CN, zh_CN], found \"zh-CN\""
        ),
        (
            "languages:\n  aliases:\n    zh: [zh-CN, Chinese]\n",
            "guidespec.yml:3: languages.aliases.zh[1]: \"Chinese\" is not a language tag: expected a tag such as zh-CN, zh-Hans or zh_CN"
        ),
        (
            "languages:\n  aliases:\n    zh: [zh-CN]\n    zh-Hans: [zh_cn]\n",
            "guidespec.yml:4: languages.aliases.zh-Hans[0]: zh_cn already stands for zh: expected each tag to stand for one language"
        ),
        (
            "languages:\n  aliases:\n    chinese simplified: [zh-CN]\n",
            """
            guidespec.yml:3: languages.aliases: \"chinese simplified\" is not a language tag: expected a BCP 47 language tag such as zh, \
            en-US or zh-Hant
            """
        ),
        ("names:\n  prefixes: TCGB\n", "guidespec.yml:2: names.prefixes: expected a list of name prefixes such as SDK, found \"TCGB\""),
        (
            "roles:\n  error-codes: [a, b]\n",
            "guidespec.yml:2: roles.error-codes: expected the name of the page that lists every error code, such as error-code, found a list"
        ),
        ("roles:\n  errors: error-code\n", "guidespec.yml:2: roles: unknown key \"errors\": expected error-codes (docs/project-file.md)"),
        ("rules:\n  drift.duplicate: loud\n", "guidespec.yml:2: rules.drift.duplicate: expected off, error, warning or note, found \"loud\""),
        ("rules:\n  drift.duplicate: [off]\n", "guidespec.yml:2: rules.drift.duplicate: expected off, error, warning or note, found a list"),
        ("names:\n  prefixes: [a\n", "guidespec.yml:3: not valid YAML: did not find expected ',' or ']'"),
        ("roles: {error-codes: a}\nroles: {error-codes: b}\n", "guidespec.yml:1: key \"roles\" appears twice in one mapping: expected each key once"),
        (
            "platforms:\n  ios:\n    label: iOS\n    error-name: middle\n",
            "guidespec.yml:4: platforms.ios.error-name: expected first or last, found \"middle\""
        ),
        ("languages:\n  order: en\n", "guidespec.yml:2: languages.order: expected a list of language tags, found \"en\""),
    ]

    @Test(arguments: mistakes)
    func aMistakeNamesItsLineAndWhatWasExpected(text: String, message: String) {
        let error = #expect(throws: ProjectFileError.self) { try Self.read(text) }
        #expect(error?.description == message)
    }

    static let notUTF8 = "g.yml:1: expected UTF-8 text"

    @Test func aFileThatIsNotUTF8IsRefused() {
        let error = #expect(throws: ProjectFileError.self) { try ProjectFileReader.read([0x61, 0x3A, 0x20, 0xFF], file: "g.yml") }
        #expect(error?.description == Self.notUTF8)
    }

    /// docs/project-file.md lists every message word for word, each in a code span.
    @Test func theDocumentationQuotesEveryMessage() throws {
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/project-file.md"), encoding: .utf8)
        for message in Self.mistakes.map(\.message) + [Self.notUTF8] {
            #expect(page.contains("`\(message)`"), "docs/project-file.md does not quote \(message)")
        }
    }

    @Test func theBundledGuidesFileHoldsWhatTheCodeOnceKnew() {
        let project = BundledProject.settings
        #expect(project.platforms.entries.map(\.label) == ["iOS", "Android", "Unity", "Unreal"])
        #expect(project.platforms.platform(ofPage: "aos-purchase") == "android")
        #expect(project.platforms.entry("ios")?.code == .objectiveC && project.platforms.entry("ios")?.takesLastErrorName == true)
        #expect(project.namePrefixes == ["TCGB", "Gamebase"])
        #expect(project.languages.deciding == ["zh", "en", "ko", "ja"])
        #expect(project.roles.errorCodes == "error-code")
    }
}
