import Foundation

/// An open file descriptor (standard output or error) written with POSIX `write`, which reports a
/// failure as `errno` where Foundation's non-throwing `FileHandle.write(_:)` traps.
final class FileDescriptorSink: OutputSink {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ bytes: [UInt8]) throws(OutputError) {
        var written = 0
        var problem: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if result < 0 {
                    // A signal arriving mid-write interrupts it without writing anything: try again.
                    if errno == EINTR { continue }
                    problem = errno
                    return
                }
                written += result
            }
        }
        if problem != 0 { throw OutputError(code: problem) }
    }
}
