import Foundation
@testable import ShelfCLI
import Testing
import TestSupport

/// An export file is wholly the old one or wholly the new one, however the writing ends.
struct AtomicFileTests {
    private struct Interrupted: Error {}

    @Test func chunksArriveInOrderAndTheFileIsPrivate() throws {
        let folder = try TemporaryDirectory(prefix: "atomic")
        defer { folder.remove() }
        let target = folder.file("backup.json").path
        try AtomicFile.write(to: target) { write in
            for piece in ["{", "\"a\": 1", "}\n"] { try write(Array(piece.utf8)) }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "{\"a\": 1}\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aFailureHalfwayLeavesTheOldFileAndNoTemporaryOne() throws {
        let folder = try TemporaryDirectory(prefix: "atomic")
        defer { folder.remove() }
        let target = folder.file("backup.json").path
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

    @Test func aMissingFolderIsOneLineWithAnAction() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)/x.json").path
        do {
            try AtomicFile.write(to: target) { write in try write([1]) }
            Issue.record("writing into a missing folder succeeded")
        } catch let error as CLIError {
            #expect("\(error)".contains("cannot write \(target)"))
            #expect("\(error)".contains(" — "))
            #expect(!"\(error)".contains("\n"))
        }
    }
}
