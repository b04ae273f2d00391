import Foundation
import GuideSpecKit
import GuideSpecSpecModel
import GuideSpecTestSupport
import Testing

/// The SARIF log's encoder gives exactly the bytes of Foundation's JSONEncoder with pretty printing, sorted keys and
/// unescaped slashes.
@Suite struct SortedJSONEncoderTests {
    /// A value with every shape the encoder writes: nested keyed and unkeyed values, empty ones, nil, every escape,
    /// keys whose byte order differs from `String`'s order, and containers filled through `nestedContainer`.
    struct Sample: Codable {
        var text: String
        var numbers: [Int]
        var wide: [Int64]
        var flags: [Bool]
        var empty: [String]
        var emptyObject: [String: String]
        var keys: [String: Int]
        var optional: String?
        var optionals: [Int?]
        var nested: [[Sample]]
        var manual: Manual
    }

    /// Encodes through nested containers and super encoders, as hand-written `encode(to:)` may.
    struct Manual: Codable {
        enum Keys: String, CodingKey { case zeta, alpha, inner, list }
        enum InnerKeys: String, CodingKey { case b, a }

        init() {}
        init(from decoder: any Decoder) throws {}

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            try container.encode("last", forKey: .zeta)
            try inner.encode(2, forKey: .b)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("one")
            var listed = list.nestedContainer(keyedBy: InnerKeys.self)
            try listed.encode(true, forKey: .a)
            try list.encodeNil()
            try inner.encode(-1, forKey: .a)
            var single = container.superEncoder(forKey: .alpha).singleValueContainer()
            try single.encode("super")
            var unkeyed = container.superEncoder().unkeyedContainer()
            try unkeyed.encode(7)
        }
    }

    static var everyEscape: String {
        var text = ""
        for value in 0..<0x30 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return text + "/\\\"\u{7F}\u{80}\u{2028}é中文😀\u{FEFF}"
    }

    static let sample = Sample(
        text: everyEscape, numbers: [0, 9, 10, -1, Int.max, Int.min], wide: [Int64.min], flags: [true, false], empty: [], emptyObject: [:],
        keys: ["b": 1, "B": 2, "iOS": 3, "Unity": 4, "a10": 5, "a2": 6, "e\u{301}z": 7, "\u{E9}a": 8, "\u{FF21}": 9, "😀": 10, "": 11],
        optional: nil, optionals: [1, nil],
        nested: [
            [],
            [
                Sample(
                    text: "", numbers: [], wide: [], flags: [], empty: [], emptyObject: ["k": "v"], keys: [:], optional: "set", optionals: [],
                    nested: [],
                    manual: Manual())
            ],
        ],
        manual: Manual())

    static func foundation<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    @Test func writesFoundationsBytes() throws {
        let ours = try SortedJSONEncoder.encode(Self.sample)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: try Self.foundation(Self.sample), as: UTF8.self))
        #expect(try SortedJSONEncoder.encode("top \"level\"") == Self.foundation("top \"level\""))
        #expect(try SortedJSONEncoder.encode([[String: Int]]()) == Self.foundation([[String: Int]]()))
    }

    @Test func refusesFloatingPointNumbers() {
        #expect(throws: EncodingError.self) { try SortedJSONEncoder.encode(["ratio": 0.5]) }
    }

    @Test(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
    func everyCorpusSpecHasFoundationsBytes() throws {
        for (page, spec) in CorpusSpecs.all {
            let spec = try #require(spec, "\(page)")
            #expect(try SortedJSONEncoder.encode(spec) == Self.foundation(spec), "\(page)")
        }
    }
}
