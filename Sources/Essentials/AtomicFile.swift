import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that it is either wholly the old one or wholly the new one: the bytes go to a
/// private temporary file in the same folder (`.NAME.PID.shelf.tmp`), are flushed to disk, and the file
/// is renamed over the target. Exports and cache entries are written this way.
public enum AtomicFile {
    /// Temporary files of a writer that is gone are removed once they are this old, even when the
    /// process id they name has been reused by a live process.
    public static let abandonedAge: TimeInterval = 3600

    /// Writes what `produce` hands to its writer, chunk by chunk, to `path` with mode 0600 (exports
    /// hold private notes; cache entries hold what the user looked up). If `produce` or a write
    /// fails, the temporary file goes, the target is untouched, and the error is rethrown; a
    /// failure of the file system is a `FileWriteError`. Before writing, temporary files that
    /// earlier writers killed mid-write left in the folder are removed (`removeAbandonedTemporaryFiles`).
    public static func write(to path: String, _ produce: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        let target = URL(fileURLWithPath: path)
        removeAbandonedTemporaryFiles(in: target.deletingLastPathComponent().path, writing: target.lastPathComponent)
        let temporary = temporaryPath(for: target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
        do {
            try produce { bytes in
                if let code = FileDescriptor.writeAll(bytes, to: descriptor) { throw FileWriteError(path: path, code: code) }
            }
            if fsync(descriptor) != 0 { throw FileWriteError(path: path, code: errno) }
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
            throw FileWriteError(path: path, code: problem)
        }
    }

    /// Removes the temporary files of writers that died before renaming them: files named like
    /// `temporaryPath(for:)` names them whose process is no longer running, or that are older than
    /// `age` (a process id may have been reused). When `target` is given, the name earlier shelf
    /// versions gave that file's temporary files (`.NAME.PID.tmp`) counts too. Other files are left
    /// alone, and so are a live writer's younger than `age`. Returns how many were removed.
    @discardableResult
    public static func removeAbandonedTemporaryFiles(
        in folder: String, writing target: String? = nil, olderThan age: TimeInterval = abandonedAge, now: Date = Date()
    ) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var removed = 0
        for name in names {
            guard let owner = writerProcess(ofTemporaryName: name, writing: target) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let modified = attributes[.modificationDate] as? Date
            else { continue }
            let writerIsGone = owner != getpid() && kill(owner, 0) != 0 && errno == ESRCH
            if writerIsGone || now.timeIntervalSince(modified) >= age {
                if unlink(path) == 0 { removed += 1 }
            }
        }
        return removed
    }

    /// A temporary file for one write of `target` by this process: `.NAME.PID-UNIQUE.shelf.tmp`,
    /// unique so that writers of the same file in one process (threads) never share one.
    public static func temporaryPath(for target: URL) -> String {
        let unique = String(UInt32.random(in: .min ... .max), radix: 16)
        return target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid())-\(unique)\(temporarySuffix)").path
    }

    /// The end of every temporary file's name: `shelf` in it keeps other programs' `.tmp` files
    /// out of the clean-up.
    public static let temporarySuffix = ".shelf.tmp"

    /// The process id in a name of the form `.NAME.PID-UNIQUE.shelf.tmp` (or `.NAME.PID.shelf.tmp`),
    /// or `.TARGET.PID.tmp` for the `target` being written; nil for any other name.
    static func writerProcess(ofTemporaryName name: String, writing target: String? = nil) -> pid_t? {
        let legacy = !name.hasSuffix(temporarySuffix)
        guard name.hasPrefix("."), !legacy || (target != nil && name.hasSuffix(".tmp")) else { return nil }
        // `NAME.PID`: what lies between the leading dot and the suffix.
        let stem = name.dropFirst().dropLast(legacy ? ".tmp".count : temporarySuffix.count)
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, !legacy || stem[..<dot] == target?[...] else {
            return nil
        }
        var digits = stem[stem.index(after: dot)...]
        if !legacy, let dash = digits.firstIndex(of: "-") {
            guard digits[digits.index(after: dash)...].allSatisfy(\.isHexDigit) else { return nil }
            digits = digits[..<dash]
        }
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), let pid = pid_t(digits), pid > 0 else {
            return nil
        }
        return pid
    }
}
