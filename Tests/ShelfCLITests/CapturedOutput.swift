import Foundation
@testable import ShelfCLI

/// An output sink that keeps what is written, or fails every write with `failure` (an `errno`),
/// so tests can read what a command printed or see how it meets a full disk.
final class CapturedOutput: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let failure: Int32?

    init(failingWith failure: Int32? = nil) {
        self.failure = failure
    }

    func write(_ bytes: [UInt8]) throws(OutputError) {
        if let failure { throw OutputError(code: failure) }
        lock.withLock { self.bytes += bytes }
    }

    /// Everything written so far, as text.
    var text: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }
}
