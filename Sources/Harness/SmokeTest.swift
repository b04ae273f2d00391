import ConformanceWire

/// Checks that an adapter speaks the protocol: handshake, one well-formed reply per listed operation, unknown kinds ignored, clean exit.
public enum SmokeTest {
    /// Runs every check against a fresh adapter; a check that cannot run after an earlier fault fails with that reason.
    public static func run(arguments: [String], timeout: Double) -> [SmokeCheck] {
        let connection: AdapterConnection
        do throws(AdapterFault) {
            connection = try AdapterConnection(arguments: arguments, timeout: timeout)
        } catch {
            return [SmokeCheck(name: "handshake", passed: false, detail: error.description)]
        }
        let hello = connection.hello
        let known = hello.operations.compactMap(Operation.init(rawValue:))
        let unknown = hello.operations.filter { Operation(rawValue: $0) == nil }
        var checks = [
            SmokeCheck(
                name: "handshake", passed: true,
                detail: "protocol \(hello.protocol), \(hello.implementation.name) \(hello.implementation.version) (\(hello.implementation.language))"),
            SmokeCheck(
                name: "operations", passed: !known.isEmpty,
                detail: "\(known.count) known" + (unknown.isEmpty ? "" : "; unknown, ignored: \(unknown.joined(separator: ", "))")),
        ]
        var fault: AdapterFault?
        if let first = known.first {
            try? connection.post(.unknown(kind: "smoke-probe"))
            checks.append(check("ignores unknown record kinds", first, over: connection, timeout: timeout, fault: &fault))
        }
        for operation in known {
            checks.append(check("request \(operation.rawValue)", operation, over: connection, timeout: timeout, fault: &fault))
        }
        guard fault == nil else {
            connection.process.kill()
            checks.append(SmokeCheck(name: "exit after bye", passed: false, detail: "not checked: the adapter faulted earlier"))
            return checks
        }
        let finish = connection.finish(timeout: timeout)
        let clean = finish.end == .exited(0) && !finish.timedOut
        checks.append(SmokeCheck(name: "exit after bye", passed: clean, detail: finish.timedOut ? "still running after \(AdapterFault.format(timeout)) s; killed" : "\(finish.end)"))
        return checks
    }

    /// Sends the sample input of `operation` and checks the reply; after a fault, fails without sending.
    private static func check(
        _ name: String, _ operation: Operation, over connection: AdapterConnection, timeout: Double, fault: inout AdapterFault?
    ) -> SmokeCheck {
        if let fault { return SmokeCheck(name: name, passed: false, detail: "not checked: the adapter faulted earlier (\(fault))") }
        let request = AdapterRequest(id: "smoke/\(operation.rawValue)", operation: operation.rawValue, input: SmokeSamples.inputs[operation] ?? [:])
        switch connection.exchange(request, timeout: timeout) {
        case .success(.output(let output)):
            guard output.objectValue != nil else { return SmokeCheck(name: name, passed: false, detail: "result output is not an object: \(output)") }
            return SmokeCheck(name: name, passed: true, detail: "result")
        case .success(.skipped(let reason)): return SmokeCheck(name: name, passed: true, detail: "skip: \(reason)")
        case .success(.error(let message)): return SmokeCheck(name: name, passed: true, detail: "error: \(message)")
        case .failure(let error):
            fault = error
            return SmokeCheck(name: name, passed: false, detail: error.description)
        }
    }
}
