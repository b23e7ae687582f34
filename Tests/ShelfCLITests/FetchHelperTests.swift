import Foundation
import Testing
import TestSupport

/// `shelf` performs HTTP through `shelf-fetch` found beside its real binary: through a symlink in
/// another folder it still finds it, and without it a cache miss is one clear line while a stale
/// cached copy is still shown.
@Suite struct FetchHelperTests {
    /// A fresh folder for a symlink or a lone copy of `shelf`.
    private static func folder() throws -> TemporaryDirectory {
        try TemporaryDirectory(prefix: "shelf-bin")
    }

    @Test func aSymlinkedShelfFindsTheHelperBesideTheRealBinary() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let bin = try Self.folder()
        defer { bin.remove() }
        let link = bin.file("shelf")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: ShelfProcess.binary)
        #expect(!FileManager.default.fileExists(atPath: bin.file("shelf-fetch").path))

        let result = try ChildProcess.run(link, ["search", "dune"], environment: shelf.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("B1hSG45JCX4C"))
        #expect(result.stderr.isEmpty)
        #expect(server.requestCount == 1)
    }

    @Test func withoutTheHelperAMissIsOneLineAndAStaleCopyIsStillShown() throws {
        let server = try CacheRecordings.server()
        var shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["search", "dune"]).status == 0, "the cache is filled through the helper")

        let bin = try Self.folder()
        defer { bin.remove() }
        let lone = bin.file("shelf")
        try FileManager.default.copyItem(at: ShelfProcess.binary, to: lone)
        shelf.environment["SHELF_NOW"] = "2026-11-23T19:00:00Z"

        let stale = try ChildProcess.run(lone, ["search", "dune"], environment: shelf.environment)
        #expect(stale.status == 0)
        #expect(stale.stdout.contains("B1hSG45JCX4C"))
        #expect(stale.stderr == "shelf: the helper shelf-fetch is missing — showing Google Books results cached 3 days ago\n")

        let miss = try ChildProcess.run(lone, ["search", "--title", "dune"], environment: shelf.environment)
        #expect(miss.status == 1)
        #expect(miss.stdout.isEmpty)
        // The folder is reported as the system spells it (the temporary folder may be a symlink).
        let folder = bin.url.resolvingSymlinksInPath().path
        #expect(
            miss.stderr == "shelf: cannot reach Google Books — the helper shelf-fetch is missing from \(folder);"
                + " reinstall shelf with shelf-fetch beside it\n")
        #expect(server.requestCount == 1, "nothing was fetched without the helper")
    }
}
