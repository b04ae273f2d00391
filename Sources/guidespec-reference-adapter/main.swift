import GuideSpecProtocol
import Foundation
import ReferenceAdapter

// Serves the reference implementation over the JSON-Lines adapter protocol on stdin/stdout.
do {
    try ProtocolServer(ReferenceImplementation()).run(input: .standardInput, output: .standardOutput)
} catch {
    FileHandle.standardError.write(Data("guidespec-reference-adapter: \(error)\n".utf8))
    exit(3)
}
