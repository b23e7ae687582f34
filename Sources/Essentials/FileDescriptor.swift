import Foundation

/// Writing to an open file descriptor with POSIX `write`, which reports a failure as `errno`
/// where Foundation's non-throwing `FileHandle.write(_:)` traps (a full disk, a closed pipe).
public enum FileDescriptor {
    /// Writes every byte of `bytes` to `descriptor`, however many calls it takes; the `errno` of
    /// the call that failed, or nil when all was written.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        var problem: Int32?
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
        return problem
    }
}
