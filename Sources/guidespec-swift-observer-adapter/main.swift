import GuideSpecProtocol
import Foundation
import SwiftStoreObserver

// Serves the Swift article-style transaction observer over the JSON-Lines adapter protocol on stdin/stdout.
do {
    try ProtocolServer(StoreObserverImplementation()).run(input: .standardInput, output: .standardOutput)
} catch {
    FileHandle.standardError.write(Data("guidespec-swift-observer-adapter: \(error)\n".utf8))
    exit(3)
}
