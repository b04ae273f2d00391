import Foundation
import GuideSpecPacks
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// Other tools read the checked-in specs back; a spec of an unknown version is refused, not misread.
@Suite struct SpecReadingTests {
    /// Every checked-in spec, the articles' pack members too, reads back to its own bytes.
    @Test func checkedInSpecsReadBackToTheSameBytes() throws {
        let folder = Paths.packageRoot.appendingPathComponent("spec")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count == 4)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let spec = try PageSpec.decode(from: data, packItems: GuidePacks.specItems)
            #expect(try spec.jsonData() == data, "\(name)")
        }
    }

    @Test func anUnknownVersionIsRefusedWithAMessage() throws {
        let data = Data(#"{"specVersion": 99, "page": "x"}"#.utf8)
        let error = #expect(throws: PageSpec.UnsupportedVersion.self) { try PageSpec.decode(from: data, packItems: GuidePacks.specItems) }
        #expect(error?.description == "spec has specVersion 99; this GuideSpec reads version 2")
    }
}
