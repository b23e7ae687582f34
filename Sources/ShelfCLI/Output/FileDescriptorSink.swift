import Essentials
import Foundation

/// An open file descriptor (standard output or error) written with POSIX `write`, which reports a
/// failure as `errno` where Foundation's non-throwing `FileHandle.write(_:)` traps.
final class FileDescriptorSink: OutputSink {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ bytes: [UInt8]) throws(OutputError) {
        if let code = FileDescriptor.writeAll(bytes, to: descriptor) { throw OutputError(code: code) }
    }
}
