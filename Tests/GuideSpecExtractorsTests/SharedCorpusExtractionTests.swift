import Foundation
import GuideSpecExtractors
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import GuideSpecTestSupport
import Testing

/// What chosen API pages of each shared corpus document, counted by hand from the page in every language the corpus has it,
/// against what the extractors read: types, their fields or props, methods, their parameters, errors.
@Suite(.enabled(if: SharedCorpus.allCases.allSatisfy(\.isAvailable), "needs ../shared/corpus/{gameanvil,toast-push,arco-design,jpush}-docs/head"))
struct SharedCorpusExtractionTests {
    /// One page's hand count.
    struct Count: Codable, Sendable, CustomTestStringConvertible {
        var corpus: String
        var path: String
        var types = 0
        var fields = 0
        var methods = 0
        var parameters = 0
        var errors = 0
        /// The members of enums, which a table of constants lists.
        var members = 0
        var testDescription: String { "\(corpus) \(path)" }
        var summary: String {
            "types \(types) fields \(fields) members \(members) methods \(methods) parameters \(parameters) errors \(errors)"
        }
    }

    static let counts: [Count] = [
        // Six `#### <Id> API` tables of `return-type name(parameters)` rows: 12 methods (isValid six times, get() without a
        // parameter), 11 parameters; the ID table above them lists IDs, not members of a type.
        Count(corpus: "gameanvil-docs", path: "en/server-impl/server-impl-12-id.md", methods: 12, parameters: 11),
        Count(corpus: "gameanvil-docs", path: "ja/server-impl/server-impl-12-id.md", methods: 12, parameters: 11),
        Count(corpus: "gameanvil-docs", path: "zh/server-impl/server-impl-12-id.md", methods: 12, parameters: 11),
        // ko replaces the tables with Java: class GameAnvilIdValidator (isValid three times, isValidOpenId) and enum
        // ServiceInfoMap (getServiceName, getServiceId), one parameter each; INSTANCE is an enum constant (a member), not a field.
        Count(corpus: "gameanvil-docs", path: "ko/server-impl/server-impl-12-id.md", types: 2, methods: 6, parameters: 6, members: 1),
        // One proto3 block: messages UserInfo (name, age, job), EchoReq (message), EchoRes (message); the TypeScript and
        // JavaScript blocks call the API, they declare none of it.
        Count(corpus: "gameanvil-docs", path: "en/typescript/typescript-04-message.md", types: 3, fields: 5),
        Count(corpus: "gameanvil-docs", path: "ja/typescript/typescript-04-message.md", types: 3, fields: 5),
        Count(corpus: "gameanvil-docs", path: "ko/typescript/typescript-04-message.md", types: 3, fields: 5),
        Count(corpus: "gameanvil-docs", path: "zh/typescript/typescript-04-message.md", types: 3, fields: 5),
        // One isSuccessful | resultCode | resultMessage table: 0, 40001–40014, 40101, 40102, 40401, 40402, 40405, the range
        // 50001 ~ 50501, 400 and 500 (the tag API's two rows).
        Count(corpus: "toast-push-docs", path: "en/error-code.md", errors: 23),
        Count(corpus: "toast-push-docs", path: "ja/error-code.md", errors: 23),
        Count(corpus: "toast-push-docs", path: "ko/error-code.md", errors: 23),
        Count(corpus: "toast-push-docs", path: "zh/error-code.md", errors: 23),
        // The iOS SDK guide (ja and zh are copies of en): `#### Configuration` over a props table without a type column
        // (`Property | Description | Required | Default`, six rows), `#### PushType` over a `Type | Description` table of its
        // four constants (TCPushTypeAPNs …), `#### TokenInfo` over ten typed properties; in code, the sample app's
        // `@interface AppDelegate () <TCPushDelegate>` and `@interface NotificationService : TCPushServiceExtension`, the
        // latter written in two sections (each declaration counted, as GameAnvil's isValid is). The delegate methods are
        // implemented in sample code, declared nowhere. The error table lists eight constants (TCPushErrorNotInitialized …)
        // and no code: eight errors with a name and no code.
        Count(corpus: "toast-push-docs", path: "en/sdk-guide-ios.md", types: 6, fields: 16, errors: 8, members: 4),
        Count(corpus: "toast-push-docs", path: "ja/sdk-guide-ios.md", types: 6, fields: 16, errors: 8, members: 4),
        Count(corpus: "toast-push-docs", path: "ko/sdk-guide-ios.md", types: 6, fields: 16, errors: 8, members: 4),
        Count(corpus: "toast-push-docs", path: "zh/sdk-guide-ios.md", types: 6, fields: 16, errors: 8, members: 4),
        // `### Affix`, one props table of nine rows (offsetBottom … targetContainer).
        Count(corpus: "arco-design-docs", path: "components/Affix/README.en-US.md", types: 1, fields: 9),
        Count(corpus: "arco-design-docs", path: "components/Affix/README.zh-CN.md", types: 1, fields: 9),
        // `### Tag`, one props table of fourteen rows (checkable … onCheck).
        Count(corpus: "arco-design-docs", path: "components/Tag/README.en-US.md", types: 1, fields: 14),
        Count(corpus: "arco-design-docs", path: "components/Tag/README.zh-CN.md", types: 1, fields: 14),
        // Eight `### SMSSDK.name(Type parameter, …)` headings (getVoiceCode twice) with 14 parameters, and an error table
        // of 26 codes. en writes `###SMSSDK.getSmsCode(…)` without the space a heading needs, so it documents 7 methods
        // with 11 parameters as Markdown reads it.
        Count(corpus: "jpush-docs", path: "zh/jsms/client/Android/android_api.md", methods: 8, parameters: 14, errors: 26),
        Count(corpus: "jpush-docs", path: "en/docs/jsms/client/Android/android_api.md", methods: 7, parameters: 11, errors: 26),
        // Five `+ (void)…;` declarations in unlabelled fences (getVerificationCodeWithPhoneNumber:andTemplateID:completionHandler:,
        // getVoiceVerificationCodeWithPhoneNumber:completionHandler: and its languageOptions: form,
        // commitWithPhoneNumber:verificationCode:completionHandler:, setMinimumTimeInterval:) with 12 parameters, each
        // listed again as a bullet under 参数说明 / Parameter Description, and an error table of 26 codes (2993 … 5000). The
        // methods the call examples define (sendSmsAuthCode:, application:didFinishLaunchingWithOptions:) are the sample
        // app's, not the SDK's; en heads the last method with a bold line instead of a heading, which changes no count.
        Count(corpus: "jpush-docs", path: "zh/jsms/client/iOS/ios_api.md", methods: 5, parameters: 12, errors: 26),
        Count(corpus: "jpush-docs", path: "en/docs/jsms/client/iOS/ios_api.md", methods: 5, parameters: 12, errors: 26),
    ]

    @Test(arguments: counts)
    func theHandCountHolds(_ expected: Count) throws {
        let corpus = try #require(SharedCorpus(rawValue: expected.corpus))
        let text = try String(contentsOf: corpus.root.appendingPathComponent(expected.path), encoding: .utf8)
        let spec = PageExtractor.extract(MarkdownFrontEnd.read(text, file: expected.path), page: "page", language: "en")
        let found = Count(
            corpus: expected.corpus, path: expected.path, types: spec.types.count, fields: spec.types.map(\.fields.count).reduce(0, +),
            methods: spec.methods.count, parameters: spec.methods.map(\.parameters.count).reduce(0, +), errors: spec.errors.count,
            members: spec.types.map(\.members.count).reduce(0, +))
        #expect(found.summary == expected.summary)
    }
}
