import Foundation
import Testing
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct LoopbackHTTPServerTests {
    @Test func stopIsBoundedEvenDuringASlowResponse() async throws {
        let server = try LoopbackHTTPServer()
        #expect(server.port > 0)
        server.route("/slow", StubResponse(status: 200, body: Data("{}".utf8), delay: 30))
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/slow"))
        let task = URLSession.shared.dataTask(with: url) { _, _, _ in }
        task.resume()
        let sent = Date().addingTimeInterval(60)
        while server.requestCount == 0, Date() < sent { try await Task.sleep(nanoseconds: 10_000_000) }
        try #require(server.requestCount == 1, "the request never reached the server")
        let started = Date()
        server.stop()
        server.stop()
        #expect(Date().timeIntervalSince(started) < 1.5)
        task.cancel()
    }

    @Test func stopsByItselfAfterItsLifetime() async throws {
        let server = try LoopbackHTTPServer(lifetime: 0.2)
        try await Task.sleep(nanoseconds: 600_000_000)
        #expect(try TCPProbe.connect(port: server.port) == nil)
    }

    @Test func routesQueuesAndUnknownPaths() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/a?x=1", .json("[1]"))
        server.route("/a", [.json("[2]"), .json("[3]")])
        #expect(try TCPProbe.get(port: server.port, target: "/a?x=1&key=S").hasSuffix("[1]"))
        #expect(try TCPProbe.get(port: server.port, target: "/a?y=2").hasSuffix("[2]"))
        #expect(try TCPProbe.get(port: server.port, target: "/a").hasSuffix("[3]"))
        #expect(try TCPProbe.get(port: server.port, target: "/a").hasSuffix("[3]"))
        #expect(try TCPProbe.get(port: server.port, target: "/nowhere").hasPrefix("HTTP/1.1 404"))
        #expect(server.requestCount(path: "/a") == 4)
        #expect(server.requestLines.first == "GET /a?x=1&key=S HTTP/1.1")
    }

    @Test func refusedPortRefuses() throws {
        #expect(try TCPProbe.connect(port: try LoopbackHTTPServer.refusedPort()) == nil)
    }
}
