import Foundation
import Testing
@testable import Networking
import shelf_fetch
import TestSupport

/// Bodies past `HTTPResponse.maximumBodySize` are refused by the helper while they arrive, however
/// they are sent, and are never cached.
@Suite struct ResponseSizeLimitTests {
    static let transport = HelperProcessTransport(helper: BuiltExecutable.url("shelf-fetch"))
    static let limit = HTTPResponse.maximumBodySize

    /// JSON text of exactly `size` bytes.
    static func json(size: Int) -> Data {
        Data("{\"pad\": \"".utf8) + Data(repeating: UInt8(ascii: "a"), count: size - 11) + Data("\"}".utf8)
    }

    @Test(arguments: [
        StubResponse(status: 200, headers: ["Content-Type": "application/json"], body: json(size: limit + 1)),
        StubResponse(
            status: 200, headers: ["Content-Type": "application/json"], body: json(size: 3 * limit),
            fault: .withoutContentLength),
        StubResponse(status: 200, headers: ["Content-Encoding": "gzip"], body: GzipBomb.zeros(inflatingTo: 2 * limit)),
    ])
    func theHelperRefusesABodyPastTheLimit(stub: StubResponse) throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/big", stub)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/big"))
        #expect(Self.transport.get(url, headers: [:], timeout: 10) == .failure(.tooLarge))
    }

    @Test func aBodyOfExactlyTheLimitArrivesWhole() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = Self.json(size: Self.limit)
        server.route("/full", StubResponse(status: 200, body: body, fault: .withoutContentLength))
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/full"))
        #expect(try Self.transport.get(url, headers: [:], timeout: 10).get().body == body)
    }

    @Test func aSmallGzipBodyIsDecompressed() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/small", StubResponse(status: 200, headers: ["Content-Encoding": "gzip"], body: GzipBomb.zeros(inflatingTo: 1000)))
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/small"))
        let response = try Self.transport.get(url, headers: [:], timeout: 10).get()
        #expect(response.body == Data(count: 1000))
        #expect(try #require(server.requests.first).headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func theManagerRefusesInOneLineAndCachesNothing() throws {
        let harness = try Harness()
        let path = "/books/v1/volumes/B1hSG45JCX4C"
        harness.server.route(path, .json(String(decoding: Self.json(size: Self.limit + 1), as: UTF8.self)))
        let request = NetworkRequest(service: .googleBooks, pathSegments: ["volumes", "B1hSG45JCX4C"], maxAge: 3600)
        for transport in [Self.transport as any HTTPTransport, CurlTransport()] {
            #expect(throws: NetworkError.invalidResponse(.googleBooks, .tooLarge)) {
                try harness.manager(transport: transport).fetch(request)
            }
        }
        #expect(harness.cacheContents().isEmpty)
        #expect(harness.sleeps.isEmpty, "a body too large is not retried")
    }
}
