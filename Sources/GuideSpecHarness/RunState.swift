import GuideSpecIO
import GuideSpecConformance
import GuideSpecWire

/// One run of the harness: the cases still to send, the live adapter, and why the run stops early.
struct RunState {
    private(set) var cases: [GoldenCase] = []
    let options: HarnessOptions
    let clock: RunClock
    /// One result per case, in case order; a case not reached yet holds a placeholder.
    private(set) var results: [CaseResult] = []
    private(set) var hello: AdapterHello?
    private(set) var abort: AdapterFault?
    private(set) var finalExit: ProcessEnd?
    private(set) var killedAfterBye = false
    private var connection: AdapterConnection?
    /// Case positions not sent yet, next first from `queueHead`.
    private var queue: [Int] = []
    private var queueHead = 0
    private var indexByID: [String: Int] = [:]
    private var failedStarts = 0
    private var consecutiveTimeouts = 0
    private var unexpectedFailures = 0
    private var stopReason: String?
    /// Cases re-sent one at a time after a fault struck while they were in flight together, to find the one it belongs to.
    private var alone: Set<Int> = []
    /// That fault, until one of them faults again or all are answered.
    private var suspect: (fault: AdapterFault, ids: [String])?
    /// What the reports should say beside the cases, such as a fault that could not be charged to any case.
    private(set) var notes: [String] = []

    init(options: HarnessOptions) {
        self.options = options
        clock = RunClock(timeout: options.timeout, deadlineSeconds: options.deadline, interruption: options.interruption)
    }

    /// Starts the adapter before any case is chosen, so that its `hello` can choose them; a failure ends the run (`abort`),
    /// and every case loaded afterwards is recorded as not run.
    mutating func handshake() -> AdapterHello? {
        if let signal = options.interruption?.signal {
            abort = .notRun(Self.interrupted(signal))
            return nil
        }
        do throws(AdapterFault) {
            let started = try AdapterConnection(arguments: options.arguments, clock: clock)
            connection = started
            hello = started.hello
            return started.hello
        } catch {
            switch error {
            case .deadline: abort = .notRun(deadlinePassed)
            case .interrupted(let signal): abort = .notRun(Self.interrupted(signal))
            default: abort = error
            }
            return nil
        }
    }

    /// The cases to run, in order.
    mutating func load(_ cases: [GoldenCase]) {
        self.cases = cases
        results = cases.map { CaseResult(id: $0.id, operation: $0.operation, outcome: .errored(.notRun("not reached"))) }
        queue = Array(cases.indices)
        queueHead = 0
        indexByID = Dictionary(cases.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Sends every case (several at a time when the adapter allows), records each reply or fault, and ends the adapter.
    mutating func run() {
        while true {
            fill()
            guard let live = connection, !live.inFlight.isEmpty else { break }
            handle(live.next(clock: clock))
        }
        if let live = connection {
            let remaining = AdapterConnection.seconds(clock.deadline - .now)
            let finish = live.finish(timeout: min(options.timeout, max(0.1, remaining)))
            (finalExit, killedAfterBye) = (finish.end, finish.killed)
            finish.answeredTwice.forEach { handle(.answeredTwice(id: $0.id, $0.fault)) }
            connection = nil
        }
    }

    /// Records the cases that cannot be sent and sends the next ones while the adapter's window has room.
    ///
    /// The window is refilled once half of it is free, so that one write carries many requests and the adapter answers
    /// many per read, instead of a write, a read and a wake-up on each side for every case.
    private mutating func fill() {
        if let live = connection, live.inFlight.count > live.window / 2 { return }
        var batch: [(index: Int, request: AdapterRequest)] = []
        while queueHead < queue.count {
            let index = queue[queueHead]
            let golden = cases[index]
            if abort == nil && clock.isPastDeadline { abort = .notRun(deadlinePassed) }
            if let abort {
                record(index, .errored(.notRun(Self.reason(abort))))
                continue
            }
            if let stopReason {
                record(index, .skipped(reason: stopReason))
                continue
            }
            if let hello, !hello.operations.contains(golden.operation) {
                record(index, .skipped(reason: "unsupported operation \(golden.operation)"))
                continue
            }
            guard let live = connection ?? start(for: index) else { continue }
            let busy = live.inFlight.count + batch.count
            let waitsForAlone = !alone.isEmpty && (alone.contains(index) && busy > 0 || live.inFlight.contains { alone.contains($0.index) })
            guard busy < live.window, !waitsForAlone else { break }
            guard live.hello.operations.contains(golden.operation) else {
                record(index, .skipped(reason: "unsupported operation \(golden.operation)"))
                continue
            }
            queueHead += 1
            batch.append((index, AdapterRequest(id: golden.id, operation: golden.operation, input: golden.input)))
            if alone.contains(index) { break }
        }
        guard !batch.isEmpty, let live = connection else { return }
        for index in live.send(batch) {
            record(index, .errored(.notRun("its input holds a number JSON cannot write")), sent: true)
        }
    }

    /// Starts the adapter for the case at `index`; when it cannot start, records that case (or the run's end) and returns nil.
    private mutating func start(for index: Int) -> AdapterConnection? {
        if let signal = options.interruption?.signal {
            abort = .notRun(Self.interrupted(signal))
            return nil
        }
        do throws(AdapterFault) {
            let started = try AdapterConnection(arguments: options.arguments, clock: clock)
            connection = started
            hello = hello ?? started.hello
            failedStarts = 0
            return started
        } catch {
            switch error {
            case .deadline:
                abort = .notRun(deadlinePassed)
                return nil
            case .interrupted(let signal):
                abort = .notRun(Self.interrupted(signal))
                return nil
            default: break
            }
            failedStarts += 1
            if hello == nil {
                abort = error
                record(index, .errored(.notRun(Self.reason(error))))
                return nil
            }
            if failedStarts >= ConformanceHarness.maximumFailedStarts {
                abort = .notRun("adapter failed to start \(failedStarts) times in a row")
            }
            record(index, .errored(error))
            return nil
        }
    }

    /// Records what the adapter did for a case in flight.
    private mutating func handle(_ event: AdapterConnection.Event) {
        switch event {
        case .reply(let index, let reply, let seconds, let stderr):
            consecutiveTimeouts = 0
            let golden = cases[index]
            let outcome: CaseOutcome
            switch reply {
            case .output(let output):
                let verdict = CaseVerdict(expected: golden.expected, actual: output)
                outcome = verdict.passed ? .passed : .failed(differences: verdict.differences)
            case .skipped(let reason): outcome = .skipped(reason: reason)
            case .error(let message): outcome = .errored(.adapterError(message))
            }
            record(index, outcome, stderr: stderr, seconds: seconds, sent: true)
        case .answeredTwice(let id, let fault):
            guard let index = indexByID[id] else { return }
            let wasProblem = results[index].isProblem
            results[index].outcome = .errored(fault)
            if !wasProblem { count(index) }
        case .fault(let charge):
            connection = nil
            guard charge.isCertain else {
                // Not tied to one case: send each of them again alone; the one that faults again is charged.
                let suspects = [charge.index] + charge.unanswered
                alone.formUnion(suspects)
                queue.insert(contentsOf: suspects, at: queueHead)
                if suspect == nil { suspect = (charge.fault, suspects.map { cases[$0].id }) }
                return
            }
            queue.insert(contentsOf: charge.unanswered, at: queueHead)
            if alone.contains(charge.index) { suspect = nil }
            switch charge.fault {
            case .timeout:
                consecutiveTimeouts += 1
                if consecutiveTimeouts >= ConformanceHarness.maximumConsecutiveTimeouts {
                    abort = .notRun("the adapter timed out on \(consecutiveTimeouts) cases in a row")
                }
            case .deadline: abort = .notRun(deadlinePassed)
            case .interrupted(let signal): abort = .notRun(Self.interrupted(signal))
            default: consecutiveTimeouts = 0
            }
            record(charge.index, .errored(charge.fault), stderr: charge.stderr, seconds: charge.seconds, sent: true)
        }
    }

    /// Stores the result of the case at `index`, moving past it in the queue unless it was already taken from it (`sent`),
    /// and counts a problem.
    private mutating func record(_ index: Int, _ outcome: CaseOutcome, stderr: CapturedStderr? = nil, seconds: Double = 0, sent: Bool = false) {
        if !sent { queueHead += 1 }
        results[index] = CaseResult(id: cases[index].id, operation: cases[index].operation, outcome: outcome, stderr: stderr, seconds: seconds)
        if alone.remove(index) != nil, alone.isEmpty, let unexplained = suspect {
            notes.append(
                "a fault struck while \(unexplained.ids.count) cases were in flight (\(unexplained.ids.joined(separator: ", "))) "
                    + "and not again when each was sent alone: \(unexplained.fault)")
            suspect = nil
        }
        if case .errored(.notRun) = outcome { return }
        if results[index].isProblem { count(index) }
    }

    /// Counts an unexpected failure or error and stops the run once `maximumFailures` is reached.
    private mutating func count(_ index: Int) {
        guard !options.expectedFailures.contains(cases[index].id) else { return }
        unexpectedFailures += 1
        if let maximum = options.maximumFailures, unexpectedFailures >= maximum {
            stopReason = "not run: stopped after \(unexpectedFailures) failing case\(unexpectedFailures == 1 ? "" : "s")"
        }
    }

    private var deadlinePassed: String { "the run's deadline of \(AdapterFault.format(options.deadline)) s passed" }

    private static func interrupted(_ signal: Int32) -> String { "interrupted by \(HarnessInterruption.name(of: signal))" }

    /// The fault text without a leading `not run: `.
    private static func reason(_ fault: AdapterFault) -> String {
        if case .notRun(let reason) = fault { return reason }
        return fault.description
    }
}
