/// Whether keys that stand at one place in each language read as one key spelled otherwise: the longest subsequence two
/// of them share is most of the shorter one (`adagreementnight` in `adagreemadagreementnightentnight`), as a typo, an
/// extra prefix or a letter's case leave it; two names of two things (`oncreate`, `onprelogin`) share less.
enum Similarity {
    /// The share of the shorter key that two keys must have in common, in order.
    static let threshold = 0.8

    /// Whether every key reads like the first.
    static func alike(_ keys: [String]) -> Bool {
        guard let first = keys.first else { return true }
        return keys.dropFirst().allSatisfy { alike(first, $0) }
    }

    /// Whether two keys share, in order, at least `threshold` of the shorter one's characters.
    static func alike(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        let shorter = min(left.count, right.count)
        guard shorter > 0 else { return left.count == right.count }
        return Double(commonSubsequence(left, right)) >= threshold * Double(shorter)
    }

    /// The length of the longest common subsequence, one row of the table at a time (the keys are table rows' first
    /// cells, at most a few dozen bytes).
    private static func commonSubsequence(_ left: [UInt8], _ right: [UInt8]) -> Int {
        var previous = [Int](repeating: 0, count: right.count + 1)
        var current = previous
        for byte in left {
            for (index, other) in right.enumerated() {
                current[index + 1] = byte == other ? previous[index] + 1 : max(previous[index + 1], current[index])
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
