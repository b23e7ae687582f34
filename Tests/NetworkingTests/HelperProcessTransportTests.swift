import Foundation
import Testing
@testable import Networking
import TestSupport

/// The transport the CLI uses, against the real built `shelf-fetch` talking to the loopback server,
/// and against stand-in helpers that are missing, hang, crash or write garbage.
@Suite struct HelperProcessTransportTests {
    /// The built helper: next to the test bundle in the build folder, as for the `shelf` binary.
    static let helper = BuiltExecutable.url("shelf-fetch")

    static let transport = HelperProcessTransport(helper: helper)

    @Test func a200ArrivesWithItsHeadersAndBinaryBody() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = Data([0x00, 0xFF, 0x0A, 0xC3, 0x28]) + Data("{\"id\": 1}".utf8)
        server.route("/books/v1/volumes", StubResponse(status: 200, headers: ["ETag": "\"v7\"", "Content-Type": "application/x-test"], body: body))
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/books/v1/volumes?q=dune&key=SECRET"))

        let response = try Self.transport.get(url, headers: ["Accept": "application/json", "If-None-Match": "\"v6\""], timeout: 5).get()
        #expect(response.status == 200)
        #expect(response.body == body)
        #expect(response.header("etag") == "\"v7\"")
        #expect(response.header("Content-Type") == "application/x-test")
        let sent = try #require(server.requests.first)
        #expect(sent.requestLine == "GET /books/v1/volumes?q=dune&key=SECRET HTTP/1.1")
        #expect(sent.headers["accept"] == "application/json")
        #expect(sent.headers["if-none-match"] == "\"v6\"")
    }

    @Test func aServerErrorStatusIsPassedThrough() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/busy", .json("{\"error\": \"later\"}", status: 503, headers: ["Retry-After": "3"]))
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/busy"))
        let response = try Self.transport.get(url, headers: [:], timeout: 5).get()
        #expect(response.status == 503)
        #expect(response.header("retry-after") == "3")
        #expect(response.body == Data("{\"error\": \"later\"}".utf8))
    }

    @Test func redirectsAreFollowedOnlyToHTTP() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/moved", StubResponse(status: 301, headers: ["Location": "/books/v1/volumes/x"]))
        server.route("/books/v1/volumes/x", .json(#"{"id": "x"}"#))
        server.route("/to-a-file", StubResponse(status: 302, headers: ["Location": "file:///etc/passwd"]))
        let moved = try #require(URL(string: "http://127.0.0.1:\(server.port)/moved"))
        #expect(try Self.transport.get(moved, headers: [:], timeout: 5).get().body == Data(#"{"id": "x"}"#.utf8))
        let toFile = try #require(URL(string: "http://127.0.0.1:\(server.port)/to-a-file"))
        #expect(Self.transport.get(toFile, headers: [:], timeout: 5) == .failure(.notHTTP))
        server.route("/round", StubResponse(status: 302, headers: ["Location": "/round"]))
        let round = try #require(URL(string: "http://127.0.0.1:\(server.port)/round"))
        #expect(Self.transport.get(round, headers: [:], timeout: 5) == .failure(.endlessRedirects))
    }

    @Test func aRefusedPortCannotConnect() throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.refusedPort())/books/v1/volumes"))
        #expect(Self.transport.get(url, headers: [:], timeout: 5) == .failure(.cannotConnect))
    }

    @Test func aBodyCutShortIsTruncated() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/cut", StubResponse(status: 200, body: Data(repeating: 0x41, count: 2000), fault: .truncateBody(afterBytes: 100)))
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/cut"))
        #expect(Self.transport.get(url, headers: [:], timeout: 5) == .failure(.truncated))
    }

    @Test func aMissingHelperIsNamed() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID().uuidString)/shelf-fetch")
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        #expect(HelperProcessTransport(helper: missing).get(url, headers: [:], timeout: 5) == .failure(.helperMissing(path: missing.path)))
    }

    @Test func aHangingHelperIsKilledAfterTheTimeoutAndGrace() throws {
        let script = try StandInHelper("exec sleep 30")
        defer { script.remove() }
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        let started = Date()
        let result = HelperProcessTransport(helper: script.url, grace: 0.5).get(url, headers: [:], timeout: 0.5)
        let elapsed = Date().timeIntervalSince(started)
        #expect(result == .failure(.timedOut))
        // The stand-in would sleep 30 s; a loose upper bound keeps a busy machine from failing this.
        #expect(elapsed >= 0.9 && elapsed < 6, "waited \(elapsed) s for a bound of 1 s")
    }

    @Test(arguments: [
        ("echo 'HTTP/1.1 200 OK'", "its answer could not be read"),
        ("exit 3", "it exited with status 3"),
        ("kill -9 $$", "it was killed by signal 9"),
        ("printf '{\"version\":1,\"status\":200,\"bodyLength\":50}\\nshort'", "its answer could not be read"),
    ])
    func aBrokenHelperFailsClearly(script body: String, reason: String) throws {
        let script = try StandInHelper(body)
        defer { script.remove() }
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        let result = HelperProcessTransport(helper: script.url).get(url, headers: [:], timeout: 5)
        #expect(result == .failure(.helperFailed(path: script.url.path, reason: reason)))
    }

    @Test(arguments: [
        // An answer announcing a body past the limit, whole: refused after reading.
        "printf '{\"version\":1,\"status\":200,\"headers\":{},\"bodyLength\":8912896}\\n'; head -c 8912896 /dev/zero",
        // An answer with no end: reading stops past the limit and the helper is cut off.
        "printf '{\"version\":1,\"status\":200,\"headers\":{},\"bodyLength\":1}\\n'; exec cat /dev/zero",
    ])
    func anAnswerPastTheLimitIsRefusedEvenFromAHelperThatSendsIt(script body: String) throws {
        let script = try StandInHelper(body)
        defer { script.remove() }
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        #expect(HelperProcessTransport(helper: script.url).get(url, headers: [:], timeout: 10) == .failure(.tooLarge))
    }

    @Test func theRequestReachesTheHelperOnStdinNotInItsArguments() throws {
        // The stand-in saves its arguments and stdin, then answers like the real helper.
        let script = try StandInHelper(
            #"echo "$#" > "$0.args"; cat > "$0.stdin"; printf '{"version":1,"status":204,"headers":{},"bodyLength":0}\n'"#)
        defer { script.remove() }
        let url = try #require(URL(string: "https://example.invalid/books/v1/volumes?q=x&key=SECRET-KEY"))
        let result = HelperProcessTransport(helper: script.url).get(url, headers: ["Accept": "application/json"], timeout: 5)
        #expect(try result.get().status == 204)
        let arguments = try String(contentsOfFile: script.url.path + ".args", encoding: .utf8)
        #expect(arguments == "0\n")
        let input = try Data(contentsOf: URL(fileURLWithPath: script.url.path + ".stdin"))
        #expect(try FetchWire.decodeRequest(from: input) == FetchRequest(url: url, headers: ["Accept": "application/json"], timeout: 5))
    }

    @Test func theRealHelperRefusesAMalformedRequestWithStatus2() throws {
        let result = try ChildProcess.run(Self.helper, [], input: "GET / HTTP/1.1\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "shelf-fetch: \(FetchWireError.malformedHeader(detail: "not JSON"))\n")
    }

    @Test func aMissingHelperStillFallsBackToTheStaleCache() throws {
        let harness = try Harness()
        let path = "/books/v1/volumes/B1hSG45JCX4C"
        let request = NetworkRequest(service: .googleBooks, pathSegments: ["volumes", "B1hSG45JCX4C"], maxAge: 3600)
        harness.server.route(path, .json("{\"id\": \"B1hSG45JCX4C\"}"))
        _ = try harness.manager(transport: Self.transport).fetch(request)
        #expect(harness.server.requestCount == 1, "the real helper fetched and the manager cached it")

        let missing = harness.cacheDirectory.appendingPathComponent("bin/shelf-fetch")
        let broken = HelperProcessTransport(helper: missing)
        harness.advance(by: 7200)
        let stale = try harness.manager(transport: broken).fetch(request)
        #expect(stale.source == .staleCache(age: 7200))
        #expect(harness.notices == [
            .showingCached(.bookRecord, age: 7200, failure: .helperMissing(.googleBooks, path: missing.path)),
        ])

        var other = request
        other.pathSegments = ["volumes", "other"]
        #expect(throws: NetworkError.helperMissing(.googleBooks, path: missing.path)) {
            try harness.manager(transport: broken).fetch(other)
        }
        #expect(harness.server.requestCount == 1, "no request went out without a helper")
        #expect(harness.sleeps.isEmpty, "a missing helper is not retried")
    }
}

/// A shell script standing in for the helper, in its own temporary folder.
private struct StandInHelper {
    let folder: TemporaryDirectory
    let url: URL

    init(_ body: String) throws {
        folder = try TemporaryDirectory(prefix: "shelf-helper")
        url = folder.file("shelf-fetch")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    func remove() { folder.remove() }
}
