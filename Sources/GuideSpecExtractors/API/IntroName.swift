/// The code name a sentence right before a table introduces it with: `CreatedRoomResult의 상세 내용은 다음과 같습니다.` names
/// the type `CreatedRoomResult`; `CreateRoom()은 다음과 같은 4개의 매개변수를 가지고 있습니다.` the method `CreateRoom`.
struct IntroName: Equatable {
    var name: String
    /// True when the name is written as a call (`CreateRoom()`): the table lists that method's parameters.
    var isMethod: Bool

    /// The one code name of `text` (a name with code features: an inner capital, `_`, `.` or a digit), or nil when it
    /// has none or several.
    static func of(_ text: String) -> IntroName? {
        var found: IntroName?
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard SourceTokenizer.isIdentifierStart(bytes[index]), index == 0 || !SourceTokenizer.isIdentifierByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count,
                SourceTokenizer.isIdentifierByte(bytes[end])
                    || (bytes[end] == UInt8(ascii: ".") && end + 1 < bytes.count
                        && SourceTokenizer.isIdentifierStart(bytes[end + 1]))
            { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            let call = end + 1 < bytes.count && bytes[end] == UInt8(ascii: "(") && bytes[end + 1] == UInt8(ascii: ")")
            if HeadingName.hasCodeFeatures(Substring(word)), word.utf8.first.map({ $0 < 0x30 || $0 > 0x39 }) ?? false {
                let candidate = IntroName(name: word, isMethod: call)
                if let found, found != candidate { return nil }
                found = candidate
            }
            index = end
        }
        return found
    }
}
