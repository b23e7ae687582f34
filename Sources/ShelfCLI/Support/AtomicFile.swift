import Foundation

/// Writes a file so that it is either wholly the old one or wholly the new one: the text goes to a
/// private temporary file in the same folder, is flushed to disk, and is renamed over the target.
enum AtomicFile {
    /// Writes what `produce` hands to its writer, chunk by chunk, to `path` with mode 0600 (a
    /// library export holds private notes and reviews). If
    /// `produce` or a write fails, the temporary file goes, the target is untouched, and the error
    /// is rethrown.
    static func write(to path: String, _ produce: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw failure(path, errno) }
        do {
            try produce { bytes in try writeAll(bytes, to: descriptor, path: path) }
            if fsync(descriptor) != 0 { throw failure(path, errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        var problem: Int32 = 0
        if close(descriptor) != 0 { problem = errno }
        if problem == 0, rename(temporary, target.path) != 0 { problem = errno }
        if problem != 0 {
            unlink(temporary)
            throw failure(path, problem)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(CLIError) {
        var written = 0
        var problem: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    problem = errno
                    return
                }
                written += result
            }
        }
        if problem != 0 { throw failure(path, problem) }
    }

    private static func failure(_ path: String, _ code: Int32) -> CLIError {
        .failure("cannot write \(path): \(String(cString: strerror(code))) — check the folder exists and is writable")
    }
}
