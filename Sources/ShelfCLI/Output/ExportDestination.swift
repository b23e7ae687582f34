import Essentials

/// Where an export goes: standard output, streamed as it is made, or a file written atomically
/// with mode 0600. `export` and `vocab export` both write through it, so a full disk or a closed
/// pipe reads the same for either.
struct ExportDestination {
    /// The file named by `--output`, or nil for standard output.
    var path: String?
    /// What is written, for messages: "the backup", "the words".
    var what: String

    /// Hands `produce` a writer for the destination. A reader that went away (`| head`) is not
    /// an error here; it ends the command quietly higher up.
    func write(_ produce: (_ write: ([UInt8]) throws -> Void) throws -> Void, on console: Console) throws {
        guard let path else {
            do {
                try produce(console.stream)
                try console.finish()
            } catch let error as OutputError where !error.isBrokenPipe {
                throw CLIError.failure("cannot write \(what) — \(error.reason)")
            }
            return
        }
        do {
            try AtomicFile.write(to: path, produce)
        } catch let failure as FileWriteError {
            throw CLIError.failure(
                "cannot write \(failure.path): \(failure.reason) — \(WriteFailureHint.hint(for: failure.code)); any earlier file there is unchanged")
        }
    }
}
