/// Reads the files GuideSpec takes as input: regular files only, never more than a limit, never blocking in `open()`.
public enum InputFile {
    /// Why an input file could not be read, with the exit code that deserves.
    public struct Failure: ExitCodedError, Hashable, Sendable {
        /// What went wrong, for callers that turn it into a diagnostic.
        public enum Reason: Hashable, Sendable {
            /// Nothing is at the path.
            case missing
            /// A folder, FIFO, device or socket, named in the message.
            case notARegularFile
            /// Over the limit; `size` is the real size when the file system said it, nil when reading stopped at the bound.
            case tooLarge(size: Int?, limit: Int)
            /// The system refused to read it (permissions, an I/O error, a link loop).
            case unreadable
            /// A folder with more input files than `InputLimits.filesPerFolder`.
            case tooManyFiles
        }

        /// The file as the user named it.
        public var file: String
        public var reason: Reason
        /// What happened, without the file name, such as `is a folder: expected a golden file`.
        public var problem: String
        public var exit: GuideSpecExit

        /// The failure as a run-stopping `file: problem`.
        public var failure: GuideSpecFailure { GuideSpecFailure(exit, file: file, problem) }

        /// `file: problem`.
        public var description: String { failure.description }
    }

    /// The bytes of the regular file at `location` (named `file` in messages), at most `limit` of them.
    /// `kind` names what the file should be in messages, such as `golden file`.
    public static func read(_ file: String, at location: String? = nil, limit: Int, kind: String) -> Result<[UInt8], Failure> {
        let descriptor: Int32
        switch SystemCalls.openForReading(location ?? file) {
        case .success(let opened): descriptor = opened
        case .failure(let error): return .failure(failure(file, error, kind: kind))
        }
        defer { SystemCalls.closeDescriptor(descriptor) }
        let status: SystemCalls.Status
        switch SystemCalls.status(of: descriptor) {
        case .success(let known): status = known
        case .failure(let error): return .failure(failure(file, error, kind: kind))
        }
        guard status.kind == .regular else {
            return .failure(
                Failure(file: file, reason: .notARegularFile, problem: "\(describe(status.kind)): expected \(article(kind)) \(kind)", exit: .badInput)
            )
        }
        guard status.size <= limit else { return .failure(tooLarge(file, size: status.size, limit: limit, kind: kind)) }
        switch SystemCalls.readBytes(descriptor, upTo: limit + 1) {
        case .success(let bytes):
            // The file grew while it was read: its real size is unknown, only that it passed the bound.
            guard bytes.count <= limit else { return .failure(tooLarge(file, size: nil, limit: limit, kind: kind)) }
            return .success(bytes)
        case .failure(let error):
            return .failure(failure(file, error, kind: kind))
        }
    }

    /// Like `read`, but a file that does not exist gives nil instead of a failure.
    public static func readIfPresent(_ file: String, at location: String? = nil, limit: Int, kind: String) -> Result<[UInt8]?, Failure> {
        switch read(file, at: location, limit: limit, kind: kind) {
        case .success(let bytes): .success(bytes)
        case .failure(let failure) where failure.reason == .missing: .success(nil)
        case .failure(let failure): .failure(failure)
        }
    }

    /// The message of an input over its limit: the real size when known, else "more than".
    static func tooLarge(_ file: String, size: Int?, limit: Int, kind: String) -> Failure {
        let problem =
            size.map { "is \($0) bytes, over the \(limit)-byte limit for \(article(kind)) \(kind)" }
            ?? "is more than \(limit) bytes, over the limit for \(article(kind)) \(kind)"
        return Failure(file: file, reason: .tooLarge(size: size, limit: limit), problem: problem, exit: .badInput)
    }

    private static func failure(_ file: String, _ error: SystemError, kind: String) -> Failure {
        if error.code == SystemCalls.Code.notFound || error.code == SystemCalls.Code.notAFolder {
            let why = error.code == SystemCalls.Code.notAFolder ? " (a part of the path is not a folder)" : ""
            return Failure(file: file, reason: .missing, problem: "does not exist\(why): expected \(article(kind)) \(kind)", exit: .badInput)
        }
        return Failure(
            file: file, reason: .unreadable, problem: "cannot be read: \(error.problem)", exit: error.blamesTheNamedPath ? .badInput : .infrastructure
        )
    }

    /// `an` before a kind that starts with a vowel, else `a`.
    static func article(_ kind: String) -> String {
        kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// `is a folder`, `is a FIFO (named pipe)`, … for a path that is not a regular file.
    static func describe(_ kind: SystemCalls.FileKind) -> String {
        switch kind {
        case .regular: "is a file"
        case .folder: "is a folder"
        case .symbolicLink: "is a symbolic link"
        case .fifo: "is a FIFO (named pipe)"
        case .device: "is a device"
        case .socket: "is a socket"
        }
    }
}
