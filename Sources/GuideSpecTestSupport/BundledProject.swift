public import GuideSpecProject

/// The bundled guide's settings, read from the package's own `guidespec.yml` as any command run at the package root reads
/// them: what tests of Gamebase-shaped pages hand each stage.
public enum BundledProject {
    /// The settings of `guidespec.yml` at the package root; a test that needs them fails (the file is part of the package).
    public static let settings: GuideProject = {
        do {
            return try ProjectFile.load(given: Paths.packageRoot.appendingPathComponent("guidespec.yml").path, from: Paths.packageRoot.path)
        } catch {
            preconditionFailure("the package's guidespec.yml cannot be read: \(error)")
        }
    }()

    /// The bundled guide's files, relative to the package root, in the order the tests read them: the zh purchase page,
    /// its en scrape, and the two StoreKit articles (the layout of `guidespec.yml` places them).
    public static let guidePaths = [
        "guides/zh/ios-purchase.md", "guides/en/ios-purchase.txt", "guides/zh/storekit-observer-swift.md", "guides/zh/storekit-iosiap-cpp.md",
    ]
}
