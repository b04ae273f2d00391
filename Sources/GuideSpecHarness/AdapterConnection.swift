import GuideSpecIO
import GuideSpecProtocol
import GuideSpecWire
import Foundation

/// A started adapter that has completed the handshake: sends requests, several at a time when its `hello` allows, and
/// pairs each reply with its case by id, charging every fault to the case it belongs to.
final class AdapterConnection {
    /// A well-formed reply to a request in flight.
    enum Reply: Equatable {
        case output(JSONValue)
        case skipped(String)
        case error(String)
    }

    /// A request sent and not answered yet.
    struct InFlight {
        /// The case's position in the run.
        let index: Int
        let id: String
        /// When the case's timeout started: when it was sent, or when the reply before it came, whichever is later.
        var since: ContinuousClock.Instant
    }

    /// What waiting for the adapter gave.
    enum Event {
        /// A well-formed reply to the case at `index`, with the stderr written since the previous reply.
        case reply(index: Int, Reply, seconds: Double, stderr: CapturedStderr?)
        /// A second reply for a case this adapter had already answered; the adapter goes on.
        case answeredTwice(id: String, AdapterFault)
        /// A case faulted, and the adapter has been ended.
        case fault(Charge)
    }

    /// A fault, the case it is charged to, and the other cases that were in flight.
    struct Charge {
        /// The case's position in the run.
        let index: Int
        let fault: AdapterFault
        let seconds: Double
        let stderr: CapturedStderr?
        /// The other cases in flight, in the order they were sent; they were not answered.
        let unanswered: [Int]
        /// Whether the fault surely belongs to this case: it was alone in flight, the faulty record names it, or the run
        /// itself ended (deadline, signal). Otherwise it is only the oldest case in flight.
        let isCertain: Bool
    }

    /// The most requests the harness keeps in flight, whatever the adapter offers.
    static let maximumPipeline = 64

    let process: AdapterProcess
    let hello: AdapterHello
    /// How many requests may be in flight at once: the adapter's `pipeline`, at most `maximumPipeline`.
    let window: Int
    private(set) var inFlight: [InFlight] = []
    private var answered: Set<String> = []

    /// Starts the adapter and waits for a `hello` in a protocol version this harness speaks; records of unknown kinds before
    /// it are ignored.
    init(arguments: [String], clock: RunClock) throws(AdapterFault) {
        let process = try AdapterProcess(arguments: arguments, interruption: clock.interruption)
        let limit = clock.limit(from: .now)
        do throws(AdapterFault) {
            hello = try Self.hello(from: process, limit: limit, clock: clock)
        } catch {
            process.kill()
            let said = process.takeStderr()?.text.split(separator: "\n").last.map { "; its stderr ends: \($0.prefix(200))" } ?? ""
            switch error {
            case .handshake(let detail): throw .handshake(detail + said)
            default: throw error
            }
        }
        self.process = process
        window = min(max(hello.pipeline ?? 1, 1), Self.maximumPipeline)
    }

    /// Reads records until the `hello`.
    private static func hello(from process: AdapterProcess, limit: RunClock.Limit, clock: RunClock) throws(AdapterFault) -> AdapterHello {
        while true {
            switch process.readLine(deadline: limit.instant) {
            case .line(let line):
                if isBlank(line) { continue }
                let message: AdapterMessage
                do throws(AdapterMessageError) {
                    message = try AdapterMessage.decode(line: line)
                } catch {
                    throw .handshake(fault(for: error, line).detail)
                }
                switch message {
                case .hello(let hello) where hello.protocol == AdapterMessage.protocolVersion:
                    let vocabulary = OperationVocabulary.spoken(by: hello)
                    guard vocabulary == OperationVocabulary.version else { throw .unsupportedVocabulary(vocabulary) }
                    return hello
                case .hello(let hello): throw .unsupportedProtocol(hello.protocol)
                case .unknown: continue
                case let other: throw .handshake("the first record is \(kind(of: other)), not hello")
                }
            case .timedOut(let unterminated):
                if limit.isRunDeadline { throw .deadline(seconds: clock.deadlineSeconds) }
                if !unterminated.isEmpty { throw .handshake(AdapterFault.unterminated(unterminated, seconds: clock.timeout).detail) }
                throw .handshake("no hello within \(AdapterFault.format(clock.timeout)) s")
            case .exited(let end): throw .handshake("adapter \(end) before sending hello")
            case .closedOutput: throw .handshake(AdapterFault.closedOutput.detail)
            case .tooLong: throw .handshake(AdapterFault.lineTooLong.detail)
            case .interrupted(let signal): throw .interrupted(signal: signal)
            }
        }
    }

    /// Sends requests in one write; they are in flight from now. Returns the positions of those that cannot be written as
    /// JSON (an input holding infinity or NaN), which are not sent.
    func send(_ requests: [(index: Int, request: AdapterRequest)]) -> [Int] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(requests.count * 256)
        var unwritable: [Int] = []
        let now = ContinuousClock.now
        for (index, request) in requests {
            do {
                try AdapterMessage.request(request).write(to: &bytes)
                inFlight.append(InFlight(index: index, id: request.id, since: now))
            } catch {
                unwritable.append(index)
            }
        }
        process.send(bytes)
        return unwritable
    }

    /// Sends a record that needs no reply, such as one of an unknown kind.
    func post(_ message: AdapterMessage) {
        var bytes: [UInt8] = []
        if (try? message.write(to: &bytes)) != nil { process.send(bytes) }
    }

    /// Waits for the next reply or fault, within the oldest case's timeout and the run's deadline.
    func next(clock: RunClock) -> Event {
        guard let oldest = inFlight.first else { preconditionFailure("next() without a case in flight") }
        let limit = clock.limit(from: oldest.since)
        while true {
            switch process.readLine(deadline: limit.instant) {
            case .line(let line):
                if Self.isBlank(line) { continue }
                let message: AdapterMessage
                do throws(AdapterMessageError) {
                    message = try AdapterMessage.decode(line: line)
                } catch {
                    let named = position(namedBy: error, in: line)
                    return fail(charging: named ?? 0, Self.fault(for: error, line), certain: named != nil)
                }
                switch message {
                case .unknown: continue
                case .result(let id, let output): if let event = reply(id, .output(output), line) { return event }
                case .skip(let id, let reason): if let event = reply(id, .skipped(reason), line) { return event }
                case .error(let id, let text): if let event = reply(id, .error(text), line) { return event }
                case let other: return fail(charging: 0, .unexpected(kind: Self.kind(of: other)))
                }
            case .timedOut(let unterminated):
                if limit.isRunDeadline { return fail(charging: 0, .deadline(seconds: clock.deadlineSeconds), certain: true) }
                let fault = unterminated.isEmpty ? AdapterFault.timeout(seconds: clock.timeout) : .unterminated(unterminated, seconds: clock.timeout)
                return fail(charging: 0, fault)
            case .exited(let end): return fail(charging: 0, .exited(end))
            case .closedOutput: return fail(charging: 0, .closedOutput)
            case .tooLong: return fail(charging: 0, .lineTooLong)
            case .interrupted(let signal): return fail(charging: 0, .interrupted(signal: signal), certain: true)
            }
        }
    }

    /// The event for a reply naming `id`: its case's reply, a second reply, or a fault of the oldest case.
    private func reply(_ id: String, _ reply: Reply, _ line: Data) -> Event? {
        guard let position = inFlight.firstIndex(where: { $0.id == id }) else {
            if answered.contains(id) { return .answeredTwice(id: id, .answeredTwice(line)) }
            return fail(charging: 0, .wrongID(expected: inFlight[0].id, got: id))
        }
        let entry = inFlight.remove(at: position)
        let now = ContinuousClock.now
        if position == 0, !inFlight.isEmpty { inFlight[0].since = now }
        answered.insert(id)
        return .reply(index: entry.index, reply, seconds: Self.seconds(now - entry.since), stderr: process.takeStderr())
    }

    /// Ends the adapter and charges `fault` to the case at `position` in flight; `certain` says the fault is that case's
    /// own, which it always is when the case was alone in flight.
    private func fail(charging position: Int, _ fault: AdapterFault, certain: Bool = false) -> Event {
        process.kill()
        let charged = inFlight[position]
        let unanswered = inFlight.enumerated().filter { $0.offset != position }.map(\.element.index)
        inFlight = []
        return .fault(
            Charge(
                index: charged.index, fault: fault, seconds: Self.seconds(.now - charged.since), stderr: process.takeStderr(),
                unanswered: unanswered, isCertain: certain || unanswered.isEmpty))
    }

    /// The position in flight of the case a well-formed but unusable record names by its `id`; nil when it names none in
    /// flight. A line that is not UTF-8 or not a record names no case.
    private func position(namedBy error: AdapterMessageError, in line: Data) -> Int? {
        switch error {
        case .invalidUTF8, .notJSON: return nil
        case .tooDeep, .malformed:
            guard let id = RecordOutline(line: line)?.id else { return nil }
            return inFlight.firstIndex { $0.id == id }
        }
    }

    /// Sends `bye`, closes stdin and waits up to `timeout` seconds for the exit, noting replies to cases already answered;
    /// then ends whatever the adapter left running. `killed` is true when the adapter itself had to be killed.
    func finish(timeout: Double) -> (end: ProcessEnd, killed: Bool, answeredTwice: [(id: String, fault: AdapterFault)]) {
        let deadline = ContinuousClock.now + .seconds(timeout)
        post(.bye)
        process.closeInput(deadline: deadline)
        var twice: [(id: String, fault: AdapterFault)] = []
        while true {
            switch process.readLine(deadline: deadline) {
            case .line(let line):
                if let id = (try? AdapterMessage.decode(line: line))?.replyID, answered.contains(id) { twice.append((id, .answeredTwice(line))) }
                continue
            case .exited: return (process.kill(), false, twice)
            case .closedOutput, .tooLong:
                let exited = process.waitForExit(deadline: deadline) != nil
                return (process.kill(), !exited, twice)
            case .timedOut, .interrupted: return (process.kill(), true, twice)
            }
        }
    }

    /// The fault of a line that is not a usable record.
    static func fault(for error: AdapterMessageError, _ line: Data) -> AdapterFault {
        switch error {
        case .invalidUTF8(let byte): .invalidUTF8(line, byte: byte)
        case .notJSON: .notARecord(line)
        case .tooDeep: .tooDeep(line)
        case .malformed(let detail): .malformed(detail, line)
        }
    }

    private static func isBlank(_ line: Data) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    static func kind(of message: AdapterMessage) -> String {
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

    static func seconds(_ duration: Duration) -> Double {
        let components = duration.components
        return Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension AdapterFault {
    /// The text after `protocol fault: ` or `handshake failed: `, for re-labelling a fault met during the handshake.
    var detail: String {
        switch self {
        case .protocolViolation(let detail), .handshake(let detail): detail
        default: description
        }
    }
}
