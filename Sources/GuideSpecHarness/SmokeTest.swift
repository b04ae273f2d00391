public import GuideSpecWire

/// Checks that an adapter speaks the protocol: handshake, one well-formed reply per listed operation, unknown kinds ignored,
/// clean exit. Each fault fails the check it happened in: a second reply fails the check whose request it answers.
public enum SmokeTest {
    /// Runs every check against a fresh adapter, sending the operations' `samples` (`GuideAreas.smokeSamples`); a check that
    /// cannot run after an earlier fault fails with that reason.
    public static func run(
        arguments: [String], timeout: Double, samples: [Operation: JSONValue], interruption: HarnessInterruption? = nil
    ) -> [SmokeCheck] {
        let clock = RunClock(timeout: timeout, deadlineSeconds: HarnessOptions.defaultDeadline, interruption: interruption)
        let connection: AdapterConnection
        do throws(AdapterFault) {
            connection = try AdapterConnection(arguments: arguments, clock: clock)
        } catch {
            return [SmokeCheck(name: "handshake", passed: false, detail: error.description)]
        }
        var session = SmokeSession(connection: connection, clock: clock, samples: samples)
        session.run()
        return session.checks
    }
}

/// The checks of one smoke run, in the order they are made.
private struct SmokeSession {
    let connection: AdapterConnection
    let clock: RunClock
    /// The input sent for each operation; an operation without one gets `{}`.
    let samples: [Operation: JSONValue]
    var checks: [SmokeCheck] = []
    /// The first fault; the checks after it are not made.
    var fault: AdapterFault?
    /// The position of the check each request id belongs to.
    var checkOfRequest: [String: Int] = [:]

    init(connection: AdapterConnection, clock: RunClock, samples: [Operation: JSONValue]) {
        self.connection = connection
        self.clock = clock
        self.samples = samples
        let hello = connection.hello
        let known = hello.operations.filter { $0.area != nil }
        let unknown = hello.operations.filter { $0.area == nil }
        checks = [
            SmokeCheck(
                name: "handshake", passed: true,
                detail:
                    "protocol \(hello.protocol), \(hello.implementation.name) \(hello.implementation.version) (\(hello.implementation.language))"
            ),
            SmokeCheck(
                name: "operations", passed: !known.isEmpty,
                detail: "\(known.count) known" + (unknown.isEmpty ? "" : "; unknown, ignored: \(unknown.map(\.name).joined(separator: ", "))")),
        ]
    }

    /// One request per known operation, then a record of an unknown kind followed by the first request again, then `bye`.
    mutating func run() {
        let known = connection.hello.operations.filter { $0.area != nil }
        for operation in known { request("request \(operation)", operation, id: "smoke/\(operation)") }
        if let first = known.first {
            if fault == nil { connection.post(.unknown(kind: "smoke-probe")) }
            request("ignores unknown record kinds", first, id: "smoke/\(first)/after-an-unknown-kind")
        }
        guard fault == nil else {
            checks.append(SmokeCheck(name: "exit after bye", passed: false, detail: "not checked: the adapter faulted earlier"))
            return
        }
        let finish = connection.finish(timeout: clock.timeout)
        finish.answeredTwice.forEach { failAnswered($0.id, $0.fault) }
        let clean = finish.end == .exited(0) && !finish.killed
        checks.append(
            SmokeCheck(
                name: "exit after bye", passed: clean,
                detail: finish.killed ? "still running after \(AdapterFault.format(clock.timeout)) s; killed" : "\(finish.end)"))
    }

    /// Sends the sample input of `operation` as check `name` and checks the reply; after a fault, fails without sending.
    private mutating func request(_ name: String, _ operation: Operation, id: String) {
        if let fault {
            checks.append(SmokeCheck(name: name, passed: false, detail: "not checked: the adapter faulted earlier (\(fault))"))
            return
        }
        let position = checks.count
        checks.append(SmokeCheck(name: name, passed: false, detail: "no reply"))
        checkOfRequest[id] = position
        _ = connection.send([(position, AdapterRequest(id: id, operation: operation, input: samples[operation] ?? [:]))])
        while true {
            switch connection.next(clock: clock) {
            case .reply(_, .output(let output), _, _):
                checks[position] =
                    output.objectValue == nil
                    ? SmokeCheck(name: name, passed: false, detail: "result output is not an object: \(output)")
                    : SmokeCheck(name: name, passed: true, detail: "result")
                return
            case .reply(_, .skipped(let reason), _, _):
                checks[position] = SmokeCheck(name: name, passed: true, detail: "skip: \(reason)")
                return
            case .reply(_, .error(let message), _, _):
                checks[position] = SmokeCheck(name: name, passed: true, detail: "error: \(message)")
                return
            case .answeredTwice(let id, let fault):
                failAnswered(id, fault)
            case .fault(let charge):
                fault = charge.fault
                checks[position] = SmokeCheck(name: name, passed: false, detail: charge.fault.description)
                return
            }
        }
    }

    /// Fails the check whose request `id` was answered a second time.
    private mutating func failAnswered(_ id: String, _ fault: AdapterFault) {
        guard let position = checkOfRequest[id] else { return }
        checks[position] = SmokeCheck(name: checks[position].name, passed: false, detail: fault.description)
    }
}
