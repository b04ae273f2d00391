extension Array where Element == DriftFinding {
    /// The findings ordered by rule, page, subject, then primary location and message, so output is deterministic.
    func sortedForOutput() -> [DriftFinding] {
        sorted { lhs, rhs in
            let left = (lhs.rule, lhs.page, lhs.subject, lhs.locations.first?.file ?? "", lhs.locations.first?.line ?? 0, lhs.message)
            let right = (rhs.rule, rhs.page, rhs.subject, rhs.locations.first?.file ?? "", rhs.locations.first?.line ?? 0, rhs.message)
            return left < right
        }
    }
}
