import Foundation
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// Other tools read the checked-in specs back; a spec of an unknown version is refused, not misread.
@Suite struct SpecReadingTests {
    @Test func checkedInSpecsReadBackToTheSameBytes() throws {
        for name in ["ios-purchase.zh.json", "ios-purchase.en.json"] {
            let data = try Data(contentsOf: Paths.packageRoot.appendingPathComponent("spec/" + name))
            let spec = try PageSpec.decode(from: data)
            #expect(try spec.jsonData() == data)
        }
    }

    @Test func anUnknownVersionIsRefusedWithAMessage() throws {
        let data = Data(#"{"specVersion": 99, "page": "x"}"#.utf8)
        let error = #expect(throws: PageSpec.UnsupportedVersion.self) { try PageSpec.decode(from: data) }
        #expect(error?.description == "spec has specVersion 99; this GuideSpec reads version 2")
    }
}
