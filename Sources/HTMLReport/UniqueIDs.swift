/// Element IDs handed out once each: a second request for a taken ID gets `-2`, `-3`…, the first that is free.
struct UniqueIDs {
    private var taken: Set<String> = []

    /// `base`, or the first free `base-N`.
    mutating func take(_ base: String) -> String {
        var id = base
        var count = 1
        while taken.contains(id) {
            count += 1
            id = "\(base)-\(count)"
        }
        taken.insert(id)
        return id
    }
}
