import ConformanceWire
import Foundation

/// A started adapter that has completed the handshake: sends requests one at a time and reads their replies.
final class AdapterConnection {
    /// A well-formed reply to the request in flight.
    enum Reply: Equatable {
        case output(JSONValue)
        case skipped(String)
        case error(String)
    }

    let process: AdapterProcess
    let hello: AdapterHello

    /// Starts the adapter and waits up to `timeout` seconds for a `hello` in a protocol version this harness speaks.
    init(arguments: [String], timeout: Double) throws(AdapterFault) {
        let process = try AdapterProcess(arguments: arguments)
        let deadline = ContinuousClock.now + .seconds(timeout)
        do throws(AdapterFault) {
            switch try Self.nextRecord(from: process, deadline: deadline, timeout: timeout) {
            case .hello(let hello) where hello.protocol == AdapterMessage.protocolVersion: self.hello = hello
            case .hello(let hello): throw AdapterFault.unsupportedProtocol(hello.protocol)
            case let other: throw AdapterFault.handshake("the first record is \(Self.kind(of: other)), not hello")
            }
        } catch {
            process.kill()
            let said = process.takeStderr()?.text.split(separator: "\n").last.map { "; its stderr ends: \($0.prefix(200))" } ?? ""
            switch error {
            case .timeout: throw .handshake("no hello within \(AdapterFault.format(timeout)) s\(said)")
            case .exited(let end): throw .handshake("adapter \(end) before sending hello\(said)")
            case .protocolViolation(let detail): throw .handshake(detail + said)
            default: throw error
            }
        }
        self.process = process
    }

    /// Sends one request and waits up to `timeout` seconds for its reply.
    func exchange(_ request: AdapterRequest, timeout: Double) -> Result<Reply, AdapterFault> {
        let deadline = ContinuousClock.now + .seconds(timeout)
        do {
            process.send(try AdapterMessage.request(request).line())
            while true {
                switch try Self.nextRecord(from: process, deadline: deadline, timeout: timeout) {
                case .result(let id, let output) where id == request.id: return .success(.output(output))
                case .skip(let id, let reason) where id == request.id: return .success(.skipped(reason))
                case .error(let id, let message) where id == request.id: return .success(.error(message))
                case .unknown: continue
                case let other:
                    if let id = other.replyID { return .failure(.wrongID(expected: request.id, got: id)) }
                    return .failure(.protocolViolation("unexpected \(Self.kind(of: other)) record while a case was in flight"))
                }
            }
        } catch let fault as AdapterFault {
            return .failure(fault)
        } catch {
            return .failure(.protocolViolation("request could not be encoded: \(error)"))
        }
    }

    /// Sends a record that needs no reply, such as one of an unknown kind.
    func post(_ message: AdapterMessage) throws {
        process.send(try message.line())
    }

    /// Sends `bye`, closes stdin and waits up to `timeout` seconds for the exit; kills the adapter when it does not exit.
    func finish(timeout: Double) -> (end: ProcessEnd, timedOut: Bool) {
        let deadline = ContinuousClock.now + .seconds(timeout)
        if let bye = try? AdapterMessage.bye.line() { process.send(bye) }
        process.closeInput(deadline: deadline)
        if let end = process.waitForExit(deadline: deadline) { return (end, false) }
        return (process.kill(), true)
    }

    /// The next record of a kind worth reading, skipping blank lines; a fault when the line is not one.
    private static func nextRecord(
        from process: AdapterProcess, deadline: ContinuousClock.Instant, timeout: Double
    ) throws(AdapterFault) -> AdapterMessage {
        while true {
            switch process.readLine(deadline: deadline) {
            case .line(let line):
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                do throws(AdapterMessageError) {
                    return try AdapterMessage.decode(line: line)
                } catch {
                    switch error {
                    case .notJSON: throw .protocolViolation("not a JSON record: \(excerpt(line))")
                    case .malformed(let detail): throw .protocolViolation("malformed record: \(detail): \(excerpt(line))")
                    }
                }
            case .timedOut: throw .timeout(seconds: timeout)
            case .tooLong: throw .protocolViolation("line longer than 16 MiB")
            case .endOfOutput:
                let end = process.waitForExit(deadline: .now + .seconds(1)) ?? process.kill()
                throw .exited(end)
            }
        }
    }

    private static func kind(of message: AdapterMessage) -> String {
        switch message {
        case .hello: "hello"
        case .request: "request"
        case .result: "result"
        case .skip: "skip"
        case .error: "error"
        case .bye: "bye"
        case .unknown(let kind): kind
        }
    }

    /// The first 200 characters of a line, for fault messages.
    private static func excerpt(_ line: Data) -> String {
        let text = String(decoding: line.prefix(200), as: UTF8.self)
        return line.count > 200 ? text + "…" : text
    }
}
