/// Where the guide files that generated suites cite in their failures are found, from the folder the tests run in.
public enum GuideRoot: Hashable, Sendable {
    /// Under this folder, written before each file as it is (`""` when the files are named from the package root,
    /// `guide/` for a guide's own golden folder `guide/golden`).
    case folder(String)
    /// Under GuideSpec's own folder, wherever the consumer's build put it (`../GuideSpec/` for a path dependency,
    /// `.build/checkouts/GuideSpec/` for a URL one): found when the tests run, so that the generated files are the same
    /// bytes whatever the checkout's path.
    case guideSpecCheckout

    /// The Swift expression the support file hands `GuideCaseRunner` as its root.
    var expression: String {
        switch self {
        case .folder(let folder): SwiftStringLiteral.render(folder)
        case .guideSpecCheckout: "GuideCaseRunner.guideSpecCheckout"
        }
    }
}
