/// Where a text differs from the one expected, for tests that compare a generated file with its checked-in copy.
public enum FirstDifference {
    /// The first line where `found` differs from `expected`, both quoted, or `identical`.
    public static func line(_ expected: String, _ found: String) -> String {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = found.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(want.count, got.count) {
            let (left, right) = (index < want.count ? String(want[index]) : nil, index < got.count ? String(got[index]) : nil)
            if left != right {
                return
                    """
                    line \(index + 1): expected \(left.map(\.debugDescription) ?? "end of file"), found \
                    \(right.map(\.debugDescription) ?? "end of file")
                    """
            }
        }
        return "identical"
    }
}
