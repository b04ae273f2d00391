import GuideSpecDocumentModel
import Testing

/// The byte searches the front ends and readers share, against what a search of the bytes one by one finds.
@Suite struct ByteSearchTests {
    @Test(arguments: ["", "a", "\n", "a\nb\n", "\n\n\n", "line\r\nline\n", "漢字\n한국어\nx"])
    func lineFeedsAreCountedInAnyRange(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...buffer.count {
                for end in start...buffer.count {
                    #expect(buffer.count(of: 0x0A, in: start..<end) == bytes[start..<end].count { $0 == 0x0A })
                }
            }
        }
    }

    @Test(arguments: ["www.", "wwww.x", "ww.www", "w.w.www", "xwww", "www", "", "see www.a and www.b"])
    func aNeedleIsFoundWhereItFirstStandsWithinTheRange(_ text: String) {
        let bytes = Array(text.utf8)
        let needle = Array("www.".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...buffer.count {
                for end in start...buffer.count {
                    let expected = (start...max(start, end - needle.count)).first { offset in
                        offset + needle.count <= end && Array(bytes[offset..<(offset + needle.count)]) == needle
                    }
                    #expect(buffer.firstOffset(of: "www.", in: start..<end) == expected)
                }
            }
            #expect(buffer.firstOffset(of: "", in: 0..<buffer.count) == 0)
        }
    }
}
