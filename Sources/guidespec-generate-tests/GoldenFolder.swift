import Foundation
import GuideSpecWire

/// A folder of golden files, read as `GoldenFile.parse` reads one: every `*.jsonl` in name order.
enum GoldenFolder {
    /// The most bytes one golden file may have.
    static let maximumFileBytes = 64 << 20

    /// Every case of the folder; an unreadable folder or file, or a case that does not parse, is a `Failure` naming it.
    static func cases(in folder: URL) throws -> [GoldenCase] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        } catch {
            throw Failure("\(folder.path): cannot read the golden folder")
        }
        guard !names.isEmpty else { throw Failure("\(folder.path): no golden files (*.jsonl)") }
        var cases: [GoldenCase] = []
        for name in names {
            let file = folder.appendingPathComponent(name)
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            guard size <= maximumFileBytes else { throw Failure("\(file.path): \(size) bytes, over the \(maximumFileBytes)-byte limit") }
            guard let data = FileManager.default.contents(atPath: file.path) else { throw Failure("\(file.path): cannot be read") }
            cases += try GoldenFile.parse(data, file: file.path)
        }
        return cases
    }
}
