import GuideSpecCodegen
import Testing

/// The unified diff `generate-tests --check` prints: hunks with two lines of context, nothing for equal texts, bounded.
@Suite struct LineDiffTests {
    @Test func equalTextsGiveNoDiff() {
        #expect(LineDiff.unified(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y").isEmpty)
    }

    @Test func oneChangedLineIsAHunkWithTwoLinesOfContext() {
        let old = "1\n2\n3\n4\n5\n6\n7\n"
        let new = "1\n2\n3\nfour\n5\n6\n7\n"
        #expect(
            LineDiff.unified(old: old, new: new, oldName: "gen/A.swift", newName: "gen/A.swift (generated)") == [
                "--- gen/A.swift", "+++ gen/A.swift (generated)", "@@ -2,5 +2,5 @@", " 2", " 3", "-4", "+four", " 5", " 6",
            ])
    }

    @Test func changesFarApartAreSeparateHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(of: "\n17\n", with: "\n")
        #expect(
            LineDiff.unified(old: old, new: new, oldName: "a", newName: "b") == [
                "--- a", "+++ b", "@@ -1,5 +1,5 @@", " 1", " 2", "-3", "+three", " 4", " 5", "@@ -15,5 +15,4 @@", " 15", " 16", "-17", " 18", " 19",
            ])
    }

    @Test func aNewFileIsAllAdded() {
        #expect(
            LineDiff.unified(old: "", new: "a\nb", oldName: "/dev/null", newName: "b") == ["--- /dev/null", "+++ b", "@@ -0,0 +1,2 @@", "+a", "+b"])
    }

    @Test func aLongDiffIsCutAndCounted() {
        let old = (1...200).map { "line \($0)" }.joined(separator: "\n")
        let new = (1...200).map { "changed \($0)" }.joined(separator: "\n")
        let diff = LineDiff.unified(old: old, new: new, oldName: "a", newName: "b")
        #expect(diff.count == 2 + LineDiff.maximumLines + 1)
        #expect(diff.last == "… \(1 + 400 - LineDiff.maximumLines) more diff lines")
    }
}
