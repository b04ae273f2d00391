extension Collection {
    /// The single element, or nil when there are none or several.
    public var only: Element? { count == 1 ? first : nil }
}
