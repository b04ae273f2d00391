extension RandomAccessCollection {
    /// The index of the first element for which `isAbove` holds, in a collection where every element for which it
    /// fails comes before every element for which it holds (a binary search: logarithmic time).
    func partitioningIndex(where isAbove: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isAbove(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
