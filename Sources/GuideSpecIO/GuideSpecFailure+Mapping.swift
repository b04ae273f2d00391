import Foundation

extension GuideSpecFailure {
    /// The one mapping from any error to an exit code and a one-line message, used by every command.
    ///
    /// A `GuideSpecFailure` stays as it is; an `ExitCodedError` keeps its code; a Foundation or POSIX error (a read or
    /// write the system refused) is exit 3 with `file: what happened`, never the error's dump; anything else is exit 3.
    public init(mapping error: any Error) {
        switch error {
        case let failure as GuideSpecFailure:
            self = failure
        case let coded as any ExitCodedError:
            self.init(coded.exit, line: Self.firstLine(coded.description))
        default:
            self = Self.systemFailure(error) ?? GuideSpecFailure(.infrastructure, file: "guidespec", Self.firstLine("\(error)"))
        }
    }

    /// A Foundation or POSIX error as `file: problem`, or nil when `error` is neither.
    private static func systemFailure(_ error: any Error) -> GuideSpecFailure? {
        if let posix = error as? POSIXError {
            return .infrastructure("guidespec", SystemError(posix.code.rawValue).problem)
        }
        let bridged = error as NSError
        guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else { return nil }
        let path = (bridged.userInfo[NSFilePathErrorKey] as? String) ?? (bridged.userInfo[NSURLErrorKey] as? URL)?.path ?? "guidespec"
        let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError
        let code = bridged.domain == NSPOSIXErrorDomain ? bridged.code : underlying?.domain == NSPOSIXErrorDomain ? underlying?.code : nil
        let problem = code.map { SystemError(Int32($0)).problem } ?? "the file could not be read or written (error \(bridged.code))"
        return .infrastructure(path, problem)
    }

    /// The first line of a message, cut to 500 characters, so that no error becomes a dump.
    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return line.count > 500 ? String(line.prefix(500)) + "…" : line
    }
}
