/// The guide files the project ships in `guides/`: the main job's default input.
public enum BundledGuides {
    /// Paths relative to the package root.
    public static let paths = [
        "guides/zh/ios-purchase.md", "guides/en/ios-purchase.txt", "guides/zh/storekit-observer-swift.md", "guides/zh/storekit-iosiap-cpp.md",
    ]

    /// The bundled guides as files to extract.
    public static func files() throws(GuideFileError) -> [GuideFile] {
        var files: [GuideFile] = []
        for path in paths { files.append(try GuideFile(path: path)) }
        return files
    }
}
