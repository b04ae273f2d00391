#if FUZZING
import Foundation

/// The target libFuzzer runs, named by `GUIDESPEC_FUZZ_TARGET` (see `make fuzz`).
let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["GUIDESPEC_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("guidespec-fuzz: set GUIDESPEC_FUZZ_TARGET to one of \(names)\n".utf8))
        exit(2)
    }
    return target
}()

/// libFuzzer's entry point: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
#endif
