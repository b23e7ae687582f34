import Foundation
import TestSupport

/// The recorded Google Books, Open Library and dictionary responses in the repository's `Cache/` folder, served
/// from a loopback server so end-to-end tests exercise the real network path without leaving the
/// machine.
enum CacheRecordings {
    /// The `Cache/` folder at the top of the repository.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Cache")

    /// Where the services live on the loopback server, as their real base URLs would have them.
    static let booksPrefix = "/books/v1"
    static let dictionaryPrefix = "/api/v2/entries"
    static let openLibraryPrefix = "/openlibrary"

    /// A server answering every recorded request of the three services.
    static func server() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        try server.mountRecordings(from: folder, service: "googlebooks", at: booksPrefix)
        try server.mountRecordings(from: folder, service: "dictionary", at: dictionaryPrefix)
        try server.mountRecordings(from: folder, service: "openlibrary", at: openLibraryPrefix)
        return server
    }

    /// `server()` also answering, for `service` at `prefix`, the recorded failures in `Cache/errors`
    /// (a word not in the dictionary, a refused search).
    static func server(addingErrorsOf service: String, at prefix: String) throws -> LoopbackHTTPServer {
        let server = try server()
        try server.mountRecordings(from: folder.appendingPathComponent("errors"), service: service, at: prefix)
        return server
    }

    /// The environment that points `shelf` at `server` for the three services.
    static func environment(for server: LoopbackHTTPServer) -> [String: String] {
        [
            "SHELF_GOOGLE_BOOKS_URL": server.baseURL.absoluteString + booksPrefix,
            "SHELF_DICTIONARY_URL": server.baseURL.absoluteString + dictionaryPrefix,
            "SHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString + openLibraryPrefix,
        ]
    }

    /// A `ShelfProcess` whose runs reach `server`.
    static func shelf(using server: LoopbackHTTPServer, now: String = "2026-11-20T18:00:00Z") throws -> ShelfProcess {
        var shelf = try ShelfProcess(now: now)
        shelf.environment.merge(environment(for: server)) { $1 }
        return shelf
    }

    /// The body of one recording in `directory` (`Cache/` unless given), found by the start of its
    /// file name, to serve it altered.
    static func body(ofFileStartingWith prefix: String, in directory: URL = folder) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        guard let name = names.sorted().first(where: { $0.hasPrefix(prefix) }) else {
            throw RecordingMissing(prefix: prefix)
        }
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        guard let entry = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let body = entry["body"] as? String
        else { throw RecordingMissing(prefix: prefix) }
        return body
    }

    /// Every regular file under `directory`, for proving what was (not) written to disk.
    static func files(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// The cache entries (`*.json`) a run left in a home's cache folder.
    static func cacheEntries(in home: URL) -> [URL] {
        files(under: home.appendingPathComponent("cache")).filter { $0.pathExtension == "json" }
    }

    /// A recording that the tests expect but `Cache/` does not have.
    struct RecordingMissing: Error, CustomStringConvertible {
        let prefix: String
        var description: String { "no recording named \(prefix)… in Cache/ — check the file names" }
    }
}
