#if !FUZZING
import Foundation

/// `guidespec-fuzz` built without libFuzzer: writes a target's seed corpus, and replays inputs through a target (to
/// reproduce a crash libFuzzer found, under a debugger if need be). `make fuzz` builds the libFuzzer binary.
@main
enum FuzzTool {
    static let usage = """
        usage: guidespec-fuzz seeds TARGET DIRECTORY [MAX-BYTES]   write TARGET's seed corpus, each seed cut to MAX-BYTES
                                                                  (run from the package root)
               guidespec-fuzz run TARGET FILE…                     run each file through TARGET once
        targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))

        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 3, let target = FuzzTarget(rawValue: arguments[1]) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        do {
            switch arguments[0] {
            case "seeds":
                let limit = arguments.count > 3 ? Int(arguments[3]) : nil
                let count = try FuzzSeeds.write(for: target, into: URL(fileURLWithPath: arguments[2]), maximumBytes: limit ?? Int.max)
                print("\(target.rawValue): \(count) seeds in \(arguments[2])")
            case "run":
                for path in arguments.dropFirst(2) {
                    target.run(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                    print("\(target.rawValue): \(path): ok")
                }
            default:
                FileHandle.standardError.write(Data(usage.utf8))
                exit(2)
            }
        } catch {
            FileHandle.standardError.write(Data("guidespec-fuzz: \(error.localizedDescription)\n".utf8))
            exit(3)
        }
    }
}
#endif
