/// A failed system call's error number, told in a few words a person can act on.
package struct SystemError: Error, Hashable, Sendable {
    /// The `errno` value.
    package var code: Int32

    package init(_ code: Int32) { self.code = code }

    /// The problem in a few lowercase words, such as `no space left on device`.
    package var problem: String {
        switch code {
        case SystemCalls.Code.nulInPath: "the path holds a NUL character (\\u0000), which no file name can"
        case SystemCalls.Code.notFound: "no such file or folder"
        case SystemCalls.Code.notAFolder: "a part of the path is not a folder"
        case SystemCalls.Code.isAFolder: "is a folder"
        case SystemCalls.Code.linkLoop: "too many levels of symbolic links"
        case SystemCalls.Code.nameTooLong: "the name is too long"
        case SystemCalls.Code.permissionDenied, SystemCalls.Code.notPermitted: "permission denied"
        case SystemCalls.Code.noSpace: "no space left on device"
        case SystemCalls.Code.quota: "disk quota exceeded"
        case SystemCalls.Code.readOnly: "read-only file system"
        case SystemCalls.Code.brokenPipe: "broken pipe: the reader closed it"
        case SystemCalls.Code.badDescriptor: "closed"
        case SystemCalls.Code.inputOutput: "input/output error"
        case SystemCalls.Code.tooManyOpenFiles: "too many open files"
        default: SystemCalls.describe(code).lowercased()
        }
    }

    /// Whether the path the user named is the problem (exit 2) rather than the machine (exit 3), when reading an input.
    var blamesTheNamedPath: Bool {
        [SystemCalls.Code.notFound, SystemCalls.Code.notAFolder, SystemCalls.Code.linkLoop, SystemCalls.Code.nameTooLong, SystemCalls.Code.nulInPath]
            .contains(code)
    }
}
