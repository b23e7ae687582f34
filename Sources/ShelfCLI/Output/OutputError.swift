import Foundation

/// A write to an output that failed, with the system's error number, so the command line can say
/// what went wrong in one line instead of trapping.
struct OutputError: Error, Equatable {
    /// The `errno` of the failed write.
    var code: Int32

    /// True when the reader of a pipe has gone (`shelf list | head -1`): the output is no longer
    /// wanted, which is not worth a message.
    var isBrokenPipe: Bool { code == EPIPE }

    /// The system's wording, such as "No space left on device".
    var reason: String { String(cString: strerror(code)) }
}
