import GuideSpecDocumentModel
import GuideSpecSpecModel

/// What a page's code calls methods on: the type path written before `.Name(` (`Sdk.Store` in
/// `Sdk.Store.RequestItem(id, callback)`), so that a signature that stands alone, as a C# page may declare
/// `static void RequestItem(…)`, is known by the class its examples call it on.
struct ExampleReceivers {
    /// The code blocks of the page that are not Objective-C (whose sends the API extractor reads), in order, each with its
    /// section.
    private var codes: [(code: CodeBlock, section: [String])] = []

    /// Notes a code block; its text is read only when a method needs it.
    mutating func add(_ code: CodeBlock, section: [String]) {
        codes.append((code, section))
    }

    /// `methods` with `calledOn` set on each signature that names no owner and is not Objective-C, when every call of its
    /// name in the page's code is on one type path; left unset when the calls name none or disagree.
    func attach(to methods: [MethodSignature], context: ExtractionContext) -> [MethodSignature] {
        let needed = Set(methods.filter { $0.owner == nil && $0.language != .objectiveC }.map(\.name))
        guard !needed.isEmpty else { return methods }
        var receivers: [String: Set<String>] = [:]
        var first: [String: CallSite] = [:]
        for (code, section) in codes {
            var text = code.text
            text.withUTF8 { bytes in
                // The calls come in the order of their offsets: the line feeds before each are counted on from the last one's.
                var counted = (offset: 0, line: code.firstLine)
                for call in Self.calls(in: code.text) where needed.contains(call.name) {
                    receivers[call.name, default: []].insert(call.receiver)
                    if first[call.name] == nil {
                        counted = (call.offset, counted.line + bytes.count(of: UInt8(ascii: "\n"), in: counted.offset..<call.offset))
                        first[call.name] = CallSite(receiver: call.receiver, location: context.location(line: counted.line, section: section))
                    }
                }
            }
        }
        return methods.map { method in
            guard method.owner == nil, method.language != .objectiveC, receivers[method.name]?.count == 1 else { return method }
            var method = method
            method.calledOn = first[method.name]
            return method
        }
    }

    /// Every call `Receiver.Name(` in `code`, in order, with the UTF-8 offset of its receiver, whose receiver is a type path:
    /// dot-separated names each starting with an upper-case letter, not the tail of a longer expression (`Get().Store.Name(`,
    /// `a->B.Name(`, `A::B.Name(`).
    static func calls(in code: String) -> [(receiver: String, name: String, offset: Int)] {
        var code = code
        return code.withUTF8 { bytes in
            var calls: [(receiver: String, name: String, offset: Int)] = []
            var searchStart = 0
            while let index = bytes.firstOffset(of: UInt8(ascii: "("), in: searchStart..<bytes.count) {
                searchStart = index + 1
                var nameStart = index
                while nameStart > 0, isIdentifier(bytes[nameStart - 1]) { nameStart -= 1 }
                guard nameStart < index, nameStart > 0, bytes[nameStart - 1] == UInt8(ascii: ".") else { continue }
                let dot = nameStart - 1
                var start = dot
                while start > 0, isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
                if start > 0 {
                    let before = bytes[start - 1]
                    if before == UInt8(ascii: ")") || before == UInt8(ascii: "]") || before == UInt8(ascii: ">") || before == UInt8(ascii: ":") {
                        continue
                    }
                }
                guard isTypePath(bytes[start..<dot]) else { continue }
                calls.append(
                    (
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<dot]), as: UTF8.self),
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self), start
                    ))
            }
            return calls
        }
    }

    /// Whether `path` is dot-separated names each starting with an upper-case letter (no empty name).
    private static func isTypePath(_ path: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var atNameStart = true
        for byte in path {
            if atNameStart {
                guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { return false }
                atNameStart = false
            } else if byte == UInt8(ascii: ".") {
                atNameStart = true
            }
        }
        return !atNameStart
    }

    /// Whether a byte may be part of a name: an ASCII letter, digit or underscore.
    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
