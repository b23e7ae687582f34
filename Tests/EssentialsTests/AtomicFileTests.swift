import Foundation
@testable import Essentials
import Testing
import TestSupport

/// An export file is wholly the old one or wholly the new one, however the writing ends.
struct AtomicFileTests {
    private struct Interrupted: Error {}

    @Test func chunksArriveInOrderAndTheFileIsPrivate() throws {
        let directory = try TemporaryDirectory(prefix: "atomic")
        defer { directory.remove() }
        let folder = directory.url
        let target = folder.appendingPathComponent("backup.json").path
        try AtomicFile.write(to: target) { write in
            for piece in ["{", "\"a\": 1", "}\n"] { try write(Array(piece.utf8)) }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "{\"a\": 1}\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aFailureHalfwayLeavesTheOldFileAndNoTemporaryOne() throws {
        let directory = try TemporaryDirectory(prefix: "atomic")
        defer { directory.remove() }
        let folder = directory.url
        let target = folder.appendingPathComponent("backup.json").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: target) { write in
                try write(Array("new, but only ".utf8))
                throw Interrupted()
            }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.json"])
    }

    @Test func aMissingFolderNamesTheFileAndTheSystemsReason() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)/x.json").path
        #expect(throws: FileWriteError(path: target, code: ENOENT)) {
            try AtomicFile.write(to: target) { write in try write([1]) }
        }
        #expect(FileWriteError(path: target, code: ENOENT).reason == "No such file or directory")
    }

    /// The id of a process that has exited, so no process has it (for the short life of a test).
    private func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func touch(_ folder: URL, _ name: String, modified: Date = Date()) throws {
        let path = folder.appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    }

    @Test func theNextWriteRemovesWhatAnInterruptedWriterLeft() throws {
        let directory = try TemporaryDirectory(prefix: "atomic")
        defer { directory.remove() }
        let folder = directory.url
        let dead = try deadProcessID()
        let live = getppid()
        let hourAndMore = Date().addingTimeInterval(-AtomicFile.abandonedAge - 60)
        // A dead writer's, whatever it wrote; earlier versions' name for a temporary file of the
        // file being written now; and one too old to be a live writer's.
        for name in [".out.json.\(dead)-3fa.shelf.tmp", ".other.csv.\(dead).shelf.tmp", ".out.json.\(dead).tmp"] {
            try touch(folder, name)
        }
        try touch(folder, ".old.json.\(live).shelf.tmp", modified: hourAndMore)
        let kept = [
            // A live writer's, younger than the limit.
            ".out.json.\(live)-c0ffee.shelf.tmp",
            // Not shelf's naming, or an old-style name of a file not being written now.
            ".out.json.\(live).shelf.tmp.old", "notes.\(dead).shelf.tmp", ".x.\(dead).tmp", ".out.json.12a.shelf.tmp", ".out.json.\(dead)-xyz.shelf.tmp",
            ".out.json.shelf.tmp", "out.json.\(dead).tmp", ".other.csv.\(dead).tmp",
        ]
        for name in kept { try touch(folder, name) }
        try AtomicFile.write(to: folder.appendingPathComponent("out.json").path) { write in try write(Array("new".utf8)) }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == Set(kept + ["out.json"]))
    }
}
