import Foundation
import Essentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an export goes: standard output, streamed as it is made, or a file written atomically
/// with mode 0600. `export` and `vocab export` both write through it, so a full disk or a closed
/// pipe reads the same for either.
struct ExportDestination {
    /// The file named by `--output`, or nil for standard output.
    var path: String?
    /// What is written, for messages: "the backup", "the words".
    var what: String

    /// Why `--json` without `--output` is refused: an export to stdout is the output itself, with
    /// no room for a summary beside it.
    static let summaryNeedsFile = "--json prints a summary of the written file; give --output FILE too"

    /// Hands `produce` a writer for the destination: on a terminal, one that cleans what is
    /// shown there. A reader that went away (`| head`) is not an error here; it ends the command
    /// quietly higher up.
    func write(_ produce: (_ write: ([UInt8]) throws -> Void) throws -> Void, on console: Console) throws {
        guard let path else {
            do {
                if console.isTerminal {
                    var cleaner = TerminalStreamCleaner()
                    try produce { bytes in try console.stream(cleaner.clean(bytes)) }
                    try console.stream(cleaner.finish())
                } else {
                    try produce(console.stream)
                }
                try console.finish()
            } catch let error as OutputError where !error.isBrokenPipe {
                throw CLIError.failure("cannot write \(what) — \(error.reason); write it to a file with --output FILE instead")
            }
            return
        }
        do {
            // A link is followed, so the file it points to gets the export and the link stays; a
            // pipe or a device (`/dev/stdout`, a FIFO) is written as it stands, since replacing it
            // with a file would lose what reads it.
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            if Self.isSpecialFile(target) {
                try Self.writeInPlace(to: target, produce)
            } else {
                try AtomicFile.write(to: target, produce)
            }
        } catch let failure as FileWriteError {
            throw CLIError.failure(
                "cannot write \(failure.path): \(failure.reason) — \(WriteFailureHint.hint(for: failure.code)); any earlier file there is unchanged")
        }
    }

    /// True for a file that exists and is neither a regular file nor a folder.
    private static func isSpecialFile(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// Writes into `path` as it stands, without a temporary file: for pipes and devices.
    private static func writeInPlace(to path: String, _ produce: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
        defer { close(descriptor) }
        try produce { bytes in
            if let code = FileDescriptor.writeAll(bytes, to: descriptor) { throw FileWriteError(path: path, code: code) }
        }
    }
}
