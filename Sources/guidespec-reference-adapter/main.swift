import GuideSpecProtocol
import Foundation
import GuideSpecAreas
import GuideSpecReferenceAdapter

// Serves the reference implementation over the JSON-Lines adapter protocol on stdin/stdout.
do {
    try ProtocolServer(ReferenceImplementation(), areas: GuideAreas.all).run(input: .standardInput, output: .standardOutput)
} catch {
    FileHandle.standardError.write(Data("guidespec-reference-adapter: \(error)\n".utf8))
    exit(3)
}
