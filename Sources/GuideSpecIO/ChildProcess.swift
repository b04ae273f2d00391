import Foundation

/// A program GuideSpec started, with pipes to the standard streams it was asked for: the one way GuideSpec starts a
/// process (adapters, git).
///
/// It is never started through a shell. In it SIGPIPE, SIGINT, SIGTERM and SIGHUP have their default action and no signal
/// is blocked, whatever this process does with them. From the first start on, this process ignores SIGPIPE, so that
/// writing to a child that has exited fails with EPIPE instead of ending GuideSpec. Whoever starts a child waits for it
/// (`waitForEnd`, or `reap` until it has ended); its pipe ends are closed when it is released.
package final class ChildProcess {
    /// A standard stream of the child.
    package enum Stream: Hashable, Sendable {
        case input, output, error
    }

    /// Why a program could not be started: `program: what the system said`.
    package struct StartFailure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The process id.
    package let id: Int32
    /// This process's end of the pipe to the child's standard input; -1 when it is not a pipe or was closed.
    package private(set) var input: Int32 = -1
    /// This process's end of the pipe from the child's standard output; -1 when it is not a pipe or was closed.
    package private(set) var output: Int32 = -1
    /// This process's end of the pipe from the child's standard error; -1 when it is not a pipe or was closed.
    package private(set) var errors: Int32 = -1
    /// How the child ended, once it has been reaped.
    package private(set) var end: ProcessEnd?

    /// Starts `arguments[0]` (searched on PATH unless it holds a `/`) with the rest as its arguments. The child's
    /// environment is this process's with `environment`'s entries set (a nil value removes the variable); the streams in
    /// `pipes` are pipes to this process, the others /dev/null. With `ownProcessGroup` the child leads a new process
    /// group, so that it and what it starts can be signalled together.
    package init(
        _ arguments: [String], environment: [String: String?] = [:], pipes: Set<Stream>, ownProcessGroup: Bool = false
    ) throws(StartFailure) {
        _ = SystemCalls.brokenPipesIgnored
        guard let program = arguments.first, !program.isEmpty else { throw StartFailure(description: "empty command") }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        // Pipes are made close-on-exec by a second call, so no other start may run between the two.
        Self.startLock.lock()
        defer { Self.startLock.unlock() }
        var made: [Stream: (read: Int32, write: Int32)] = [:]
        for stream in [Stream.input, .output, .error] where pipes.contains(stream) {
            switch ProcessCalls.makePipe() {
            case .success(let ends): made[stream] = ends
            case .failure(let error):
                made.values.forEach {
                    SystemCalls.closeDescriptor($0.read)
                    SystemCalls.closeDescriptor($0.write)
                }
                throw StartFailure(description: "pipe: \(SystemCalls.describe(error.code))")
            }
        }
        // The child's ends: the read end of its input, the write ends of its outputs.
        let childEnds = (input: made[.input]?.read ?? -1, output: made[.output]?.write ?? -1, error: made[.error]?.write ?? -1)
        let started = ProcessCalls.spawn(
            arguments, environment: variables.map { "\($0.key)=\($0.value)" }, streams: childEnds, ownProcessGroup: ownProcessGroup)
        [childEnds.input, childEnds.output, childEnds.error].filter { $0 >= 0 }.forEach { SystemCalls.closeDescriptor($0) }
        switch started {
        case .success(let child):
            id = child
            (input, output, errors) = (made[.input]?.write ?? -1, made[.output]?.read ?? -1, made[.error]?.read ?? -1)
        case .failure(let error):
            [made[.input]?.write, made[.output]?.read, made[.error]?.read].compactMap { $0 }.forEach { SystemCalls.closeDescriptor($0) }
            throw StartFailure(description: "\(program): \(SystemCalls.describe(error.code))")
        }
    }

    deinit {
        [input, output, errors].filter { $0 >= 0 }.forEach { SystemCalls.closeDescriptor($0) }
    }

    /// Makes this process's pipe ends non-blocking: reads and writes return at once.
    package func makePipesNonBlocking() {
        [input, output, errors].filter { $0 >= 0 }.forEach(ProcessCalls.setNonBlocking)
    }

    /// Closes this process's end of the pipe of `stream`; the child then reads the end of its input, or gets EPIPE.
    package func close(_ stream: Stream) {
        switch stream {
        case .input: Self.close(&input)
        case .output: Self.close(&output)
        case .error: Self.close(&errors)
        }
    }

    /// How the child ended, reaping it if it has ended since; nil while it runs.
    package func reap() -> ProcessEnd? {
        if end == nil, case .ended(let ended) = ProcessCalls.reap(id) { end = ended }
        return end
    }

    /// Waits until the child ends, and how it ended.
    @discardableResult
    package func waitForEnd() -> ProcessEnd {
        if let end { return end }
        let ended = ProcessCalls.waitForEnd(id)
        end = ended
        return ended
    }

    /// Sends signal `number` to the child, or with `toGroup` to its whole process group (started with `ownProcessGroup`).
    package func send(_ number: Int32, toGroup: Bool = false) {
        ProcessCalls.send(number, to: toGroup ? -id : id)
    }

    /// What a child run to its end gave.
    package struct Completed: Sendable {
        package var end: ProcessEnd
        package var output: [UInt8]
        package var errors: [UInt8]
    }

    /// Runs a program to its end with its standard input on /dev/null, collecting its standard output and error (both
    /// drained as they come, so that a child writing much to either never waits on a full pipe).
    package static func run(_ arguments: [String], environment: [String: String?] = [:]) throws(StartFailure) -> Completed {
        let child = try ChildProcess(arguments, environment: environment, pipes: [.output, .error])
        var collected: [Int32: [UInt8]] = [child.output: [], child.errors: []]
        var open = [child.output, child.errors]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            for descriptor in ProcessCalls.waitForReady(reading: open, writing: [], milliseconds: -1) {
                let result = chunk.withUnsafeMutableBytes { SystemCalls.readSome(descriptor, into: $0) }
                if case .read(let count) = result, count > 0 {
                    collected[descriptor, default: []] += chunk[..<count]
                } else if case .wouldBlock = result {
                    continue
                } else {
                    open.removeAll { $0 == descriptor }
                }
            }
        }
        return Completed(end: child.waitForEnd(), output: collected[child.output] ?? [], errors: collected[child.errors] ?? [])
    }

    private static func close(_ descriptor: inout Int32) {
        if descriptor >= 0 { SystemCalls.closeDescriptor(descriptor) }
        descriptor = -1
    }

    /// Serialises starts: see `init`.
    private static let startLock = NSLock()
}
