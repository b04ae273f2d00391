import GuideSpecProtocol
import Foundation
import GuideSpecAreas
import GuideSpecSwiftStoreObserver

// Serves the Swift article-style transaction observer over the JSON-Lines adapter protocol on stdin/stdout.
do {
    try ProtocolServer(StoreObserverImplementation(), areas: GuideAreas.all).run(input: .standardInput, output: .standardOutput)
} catch {
    FileHandle.standardError.write(Data("guidespec-swift-observer-adapter: \(error)\n".utf8))
    exit(3)
}
