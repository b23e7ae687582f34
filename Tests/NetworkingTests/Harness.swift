import Foundation
import shelf_fetch
import Networking
import TestSupport

/// A loopback server, a temporary cache directory and a manager wired to both, with a settable
/// clock and recorded notices and sleeps, for tests of the networking layer.
final class Harness: @unchecked Sendable {
    // Unchecked Sendable: the mutable state is only touched while holding `lock`.
    private let lock = NSLock()
    private var clock: Date
    private var recordedNotices: [NetworkNotice] = []
    private var recordedSleeps: [TimeInterval] = []

    let server: LoopbackHTTPServer
    /// Holds the cache folder, which the manager creates on first store.
    private let temporary: TemporaryDirectory
    let cacheDirectory: URL
    var settings: NetworkSettings

    static let start = Date(timeIntervalSince1970: 1_750_000_000)

    init(apiKey: String? = nil, timeout: TimeInterval = 5, offline: Bool = false) throws {
        server = try LoopbackHTTPServer()
        temporary = try TemporaryDirectory(prefix: "shelf-net")
        cacheDirectory = temporary.file("cache")
        clock = Self.start
        settings = NetworkSettings(
            googleBooksBaseURL: server.baseURL.appendingPathComponent("books/v1"),
            dictionaryBaseURL: server.baseURL.appendingPathComponent("api/v2/entries"),
            openLibraryBaseURL: server.baseURL.appendingPathComponent("openlibrary"),
            googleBooksAPIKey: apiKey, cacheDirectory: cacheDirectory, offline: offline, timeout: timeout)
    }

    deinit {
        server.stop()
    }

    /// A manager over the current settings; every call gets a fresh one, like separate processes.
    /// Requests go through libcurl in this process unless another transport is given.
    func manager(transport: any HTTPTransport = CurlTransport()) -> NetworkManager {
        NetworkManager(
            settings: settings, transport: transport, now: { [self] in lock.withLock { clock } },
            notice: { [self] note in lock.withLock { recordedNotices.append(note) } },
            sleep: { [self] seconds in lock.withLock { recordedSleeps.append(seconds) } })
    }

    func advance(by seconds: TimeInterval) { lock.withLock { clock += seconds } }

    var notices: [NetworkNotice] { lock.withLock { recordedNotices } }
    var sleeps: [TimeInterval] { lock.withLock { recordedSleeps } }

    /// Every byte under the cache directory, as text, to look for secrets.
    func cacheContents() -> String {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: cacheDirectory.path)) ?? []
        return names.map { name in
            let data = FileManager.default.contents(atPath: cacheDirectory.appendingPathComponent(name).path) ?? Data()
            return name + "\n" + String(decoding: data, as: UTF8.self)
        }.joined(separator: "\n")
    }

    /// The repository's `Cache/` folder, found from this file's path.
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Cache", isDirectory: true)
}
