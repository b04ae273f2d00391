public import GuideSpecWire

/// Which golden cases a run sends: those of the platform and pages the adapter's `hello` names, narrowed (never widened) by
/// the run's options. The others are not sent and not counted as skipped; the selection says how many there are.
public struct CaseSelection: Hashable, Sendable {
    /// The platform the run checks: the adapter's, `ios` when its hello names none, or the option's when no hello came.
    public var platform: Platform?
    /// Whether the hello named no platform (vocabulary v1), so that `ios` was assumed.
    public var assumedPlatform: Bool
    /// The cases of other platforms, by platform.
    public var otherPlatforms: [Platform: Int]
    /// The cases of the platform on pages neither the adapter nor the options select.
    public var otherPages: Int

    /// Creates a selection record.
    public init(platform: Platform? = nil, assumedPlatform: Bool = false, otherPlatforms: [Platform: Int] = [:], otherPages: Int = 0) {
        self.platform = platform
        self.assumedPlatform = assumedPlatform
        self.otherPlatforms = otherPlatforms
        self.otherPages = otherPages
    }

    /// The cases to send, in their order, and what was left out.
    static func select(_ cases: [GoldenCase], hello: AdapterHello?, options: HarnessOptions) -> (CaseSelection, [GoldenCase]) {
        let adapterPlatform = hello.map { $0.platform ?? AdapterHello.defaultPlatform }
        let platform: Platform?
        if let adapterPlatform, let asked = options.platform, asked != adapterPlatform {
            platform = nil
        } else {
            platform = adapterPlatform ?? options.platform
        }
        let pageSets = [hello?.pages, options.pages.isEmpty ? nil : options.pages].compactMap { $0?.map(CaseGlob.init) }
        var selection = CaseSelection(platform: platform, assumedPlatform: hello != nil && hello?.platform == nil, otherPlatforms: [:], otherPages: 0)
        var selected: [GoldenCase] = []
        for golden in cases {
            guard platform == nil && hello == nil || golden.platform == platform else {
                selection.otherPlatforms[golden.platform, default: 0] += 1
                continue
            }
            guard pageSets.allSatisfy({ globs in globs.contains { $0.matches(golden.page) } }) else {
                selection.otherPages += 1
                continue
            }
            selected.append(golden)
        }
        return (selection, selected)
    }

    /// What the selection left out, such as `not run: 145 cases of android, 151 of unity (other platforms)`; nil when nothing.
    public var leftOut: String? {
        var parts: [String] = []
        if !otherPlatforms.isEmpty {
            parts.append(
                otherPlatforms.keys.sorted().map { "\(otherPlatforms[$0, default: 0]) of \($0)" }.joined(separator: ", ") + " (other platforms)")
        }
        if otherPages > 0 { parts.append("\(otherPages) on pages not selected") }
        return parts.isEmpty ? nil : "not run: " + parts.joined(separator: "; ")
    }

    /// The note a run of a vocabulary-v1 adapter carries.
    public static let assumedPlatformNote =
        "the adapter's hello names no platform: its cases are taken to be ios (vocabulary v1); say \"platform\" in hello"
}
