import Essentials
import Foundation

/// The files of a library being made by a first import or add from a catalogue
/// (`Context.withLibrary(madeOnlyOnSuccess:)`):
/// it is built beside its place under this process's name, and put in place only when whole.
enum LibraryBuilding {
    /// Gives the file at `source` the name `destination` unless something has that name: a hard
    /// link, which fails when it does; where the disk has no hard links (FAT, some network
    /// mounts), a rename once the name is seen free. False with `errno` set when it cannot.
    static func place(_ source: String, at destination: String) -> Bool {
        if link(source, destination) == 0 { return true }
        guard [EPERM, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(errno) else { return false }
        guard !FileManager.default.fileExists(atPath: destination) else {
            errno = EEXIST
            return false
        }
        return rename(source, destination) == 0
    }

    /// What names a library being built beside its place, followed by the building process's id.
    private static let suffix = ".building-"

    /// Where this process builds a library that belongs at `libraryPath`.
    static func path(beside libraryPath: String) -> String {
        libraryPath + suffix + String(getpid())
    }

    /// Removes what a first import killed half-way left beside the library's place (a building
    /// file, and its journal files, of a process that is gone), so none piles up.
    static func removeAbandoned(beside libraryPath: String) {
        let folder = FilePath.folder(of: libraryPath)
        let prefix = URL(fileURLWithPath: libraryPath).lastPathComponent + suffix
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let process = pid_t(name.dropFirst(prefix.count).prefix(while: { $0.isASCII && $0.isNumber })),
                kill(process, 0) == -1, errno == ESRCH
            else { continue }
            unlink(FilePath.joined(folder, name))
        }
    }

    /// `folder` and those of its parents that do not exist yet, outermost first.
    static func missingFolders(upTo folder: URL) -> [URL] {
        var missing: [URL] = []
        var path = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: path.path), path.path != "/" {
            missing.insert(path, at: 0)
            path.deleteLastPathComponent()
        }
        return missing
    }
}
