public import ConformanceWire
public import Foundation

/// The adapter side of the JSON-Lines adapter protocol: serves any `PurchaseGuideImplementation` through `OperationDispatcher`.
public struct ProtocolServer: Sendable {
    public let dispatcher: OperationDispatcher

    /// Creates a server for an implementation.
    public init(_ implementation: any PurchaseGuideImplementation) {
        dispatcher = OperationDispatcher(implementation)
    }

    /// Sends `hello`, answers each request until `bye` or end of input, and returns; bad lines are reported on stderr and skipped.
    public func run(input: FileHandle, output: FileHandle) throws {
        let hello = AdapterHello(implementation: dispatcher.implementation.identity, operations: Operation.allCases.map(\.rawValue))
        try output.write(contentsOf: try AdapterMessage.hello(hello).line())
        var pending = Data()
        while true {
            let chunk = input.availableData
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = pending[pending.startIndex..<newline]
                pending = Data(pending[pending.index(after: newline)...])
                switch answer(line) {
                case .reply(let reply): try output.write(contentsOf: try reply.line())
                case .nothing: continue
                case .stop: return
                }
            }
            if chunk.isEmpty { return }
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

    /// The `result` or `error` record for one request.
    public func reply(to request: AdapterRequest) -> AdapterMessage {
        guard let operation = Operation(rawValue: request.operation) else {
            return .error(id: request.id, message: "unknown operation \(request.operation)")
        }
        do {
            return .result(id: request.id, output: try dispatcher.perform(operation, input: request.input))
        } catch {
            return .error(id: request.id, message: error.description)
        }
    }
}
