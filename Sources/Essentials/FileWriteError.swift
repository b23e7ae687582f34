import Foundation

/// The file system refused a write: `path` is the file that was being written and `code` the
/// `errno` it gave. Callers word it for their users; `reason` is the system's own text.
public struct FileWriteError: Error, Equatable, Sendable {
    /// The file being written (the target, not its temporary file).
    public let path: String
    /// The `errno` of the failed call.
    public let code: Int32

    /// Records a failure of `path` with `errno` value `code`.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The system's description of `code`, such as "No space left on device".
    public var reason: String { String(cString: strerror(code)) }
}
