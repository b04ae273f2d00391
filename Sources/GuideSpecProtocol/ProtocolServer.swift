public import Foundation
public import GuideSpecConformance
public import GuideSpecWire

/// The adapter side of the JSON-Lines adapter protocol: serves any `GuideImplementation` through `OperationDispatcher`, listing
/// in `hello` its platform and the operations of the areas it conforms to, among the areas it is given (`GuideAreas.all` for
/// every area, the packs' too).
public struct ProtocolServer: Sendable {
    public let dispatcher: OperationDispatcher

    /// Creates a server for an implementation, answering the operations of `areas`.
    public init(_ implementation: any GuideImplementation, areas: [any AreaAnswering]) {
        dispatcher = OperationDispatcher(implementation, areas: areas)
    }

    /// How many requests the server tells the harness it may send before the first reply (the `pipeline` of its hello).
    public static let pipeline = 64

    /// Sends `hello`, answers each request until `bye` or end of input, and returns; bad lines are reported on stderr and skipped.
    ///
    /// The replies to all the requests that arrived together are written together, in one write.
    public func run(input: FileHandle, output: FileHandle) throws {
        let implementation = dispatcher.implementation
        let hello = AdapterHello(
            implementation: implementation.identity, operations: dispatcher.supportedOperations, pipeline: Self.pipeline,
            platform: implementation.platform, pages: implementation.pages)
        try output.write(contentsOf: try AdapterMessage.hello(hello).line())
        var pending = Data()
        while true {
            let chunk = input.availableData
            pending.append(chunk)
            var replies: [UInt8] = []
            var lineStart = 0
            var stop = false
            while !stop, let newline = Self.newline(in: pending, from: lineStart) {
                switch answer(pending.subdata(in: lineStart..<newline)) {
                case .reply(let reply): try reply.write(to: &replies)
                case .nothing: break
                case .stop: stop = true
                }
                lineStart = newline + 1
            }
            if !replies.isEmpty { try output.write(contentsOf: replies) }
            if stop || chunk.isEmpty { return }
            pending = pending.subdata(in: lineStart..<pending.count)
        }
    }

    /// The offset of the first newline at or after `start`, or nil.
    private static func newline(in data: Data, from start: Int) -> Int? {
        data.withUnsafeBytes { bytes in
            guard start < bytes.count, let base = bytes.baseAddress, let hit = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
    }

    /// What the server does with one line of input.
    enum Step {
        case reply(AdapterMessage)
        case nothing
        case stop
    }

    /// The step for one line: a reply to a request, nothing for blank lines and other kinds, stop on `bye`.
    func answer(_ line: Data) -> Step {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return .nothing }
        let message: AdapterMessage
        do {
            message = try AdapterMessage.decode(line: line)
        } catch {
            FileHandle.standardError.write(Data("ignored a line that is not a protocol record: \(error)\n".utf8))
            return .nothing
        }
        switch message {
        case .bye: return .stop
        case .request(let request): return .reply(reply(to: request))
        default: return .nothing
        }
    }

    /// The `result` record for one request; `skip` for an area the implementation does not answer; `error` for an input that
    /// does not fit or an operation this build does not know.
    public func reply(to request: AdapterRequest) -> AdapterMessage {
        do throws(DispatchFailure) {
            return .result(id: request.id, output: try dispatcher.perform(request.operation, input: request.input))
        } catch {
            if case .unsupportedArea = error { return .skip(id: request.id, reason: error.description) }
            return .error(id: request.id, message: error.description)
        }
    }
}
