import Foundation
import Networking
import Testing

/// The format between shelf and shelf-fetch: every request, response and failure must arrive
/// exactly as sent, bodies byte for byte, and anything else must be refused rather than misread.
@Suite struct FetchWireTests {
    /// Bytes that break text-based formats: NUL, newlines, and sequences that are not UTF-8.
    static let binary = Data([0x00, 0x7B, 0x0A, 0xFF, 0xFE, 0x00, 0x0D, 0x0A, 0xC3, 0x28, 0x80, 0x22, 0x5C])

    @Test func aRequestRoundTrips() throws {
        let url = try #require(URL(string: "https://www.googleapis.com/books/v1/volumes?q=caf%C3%A9%20%22x%22&key=S%2FE"))
        let request = FetchRequest(
            url: url, headers: ["Accept": "application/json", "If-None-Match": "W/\"a\nb\""], timeout: 2.5)
        let encoded = FetchWire.encode(request)
        #expect(encoded.filter { $0 == UInt8(ascii: "\n") }.count == 1, "one header line, newlines escaped inside")
        #expect(try FetchWire.decodeRequest(from: encoded) == request)
    }

    @Test func aResponseWithABinaryBodyRoundTrips() throws {
        let response = HTTPResponse(status: 206, headers: ["Content-Type": "application/octet-stream", "etag": "\"v1\""], body: Self.binary)
        let decoded = try FetchWire.decodeResult(from: FetchWire.encode(.success(response))).get()
        #expect(decoded == response)
        #expect(decoded.body == Self.binary)
        #expect(decoded.headers == ["content-type": "application/octet-stream", "etag": "\"v1\""])
        #expect(decoded.header("ETag") == "\"v1\"")
    }

    @Test func anEmptyBodyRoundTrips() throws {
        let response = HTTPResponse(status: 304, headers: [:], body: Data())
        #expect(try FetchWire.decodeResult(from: FetchWire.encode(.success(response))).get() == response)
    }

    @Test(arguments: [
        TransportFailure.cannotConnect, .timedOut, .connectionLost, .truncated, .notHTTP, .tooLarge,
        .helperMissing(path: "/opt/shelf/bin/shelf-fetch"), .helperFailed(path: "/x/shelf-fetch", reason: "it said \"no\"\n"),
    ])
    func everyFailureRoundTrips(_ failure: TransportFailure) throws {
        let decoded = try FetchWire.decodeResult(from: FetchWire.encode(.failure(failure)))
        #expect(decoded == .failure(failure))
    }

    @Test func aBodyOfTheWrongLengthIsRefused() throws {
        let encoded = FetchWire.encode(.success(HTTPResponse(status: 200, headers: [:], body: Self.binary)))
        #expect(throws: FetchWireError.bodyLengthMismatch(announced: Self.binary.count, actual: Self.binary.count - 1)) {
            try FetchWire.decodeResult(from: encoded.dropLast())
        }
        #expect(throws: FetchWireError.bodyLengthMismatch(announced: Self.binary.count, actual: Self.binary.count + 1)) {
            try FetchWire.decodeResult(from: encoded + Data([0]))
        }
        #expect(throws: FetchWireError.bodyLengthMismatch(announced: 0, actual: 1)) {
            try FetchWire.decodeResult(from: FetchWire.encode(.failure(.timedOut)) + Data([0]))
        }
    }

    @Test func garbageAndOtherVersionsAreRefused() throws {
        #expect(throws: FetchWireError.missingHeaderLine) { try FetchWire.decodeResult(from: Data()) }
        #expect(throws: FetchWireError.missingHeaderLine) { try FetchWire.decodeResult(from: Data("{\"version\":1}".utf8)) }
        #expect(throws: FetchWireError.malformedHeader(detail: "not JSON")) {
            try FetchWire.decodeResult(from: Data("HTTP/1.1 200 OK\r\n\r\n".utf8))
        }
        #expect(throws: FetchWireError.malformedHeader(detail: "neither a failure nor a status with a body length")) {
            try FetchWire.decodeResult(from: Data("{\"version\":1}\n".utf8))
        }
        #expect(throws: FetchWireError.unsupportedVersion(2)) {
            try FetchWire.decodeResult(from: Data("{\"version\":2,\"status\":200,\"bodyLength\":0}\n".utf8))
        }
        #expect(throws: FetchWireError.unsupportedVersion(7)) {
            try FetchWire.decodeRequest(from: Data("{\"version\":7}\n".utf8))
        }
        #expect(throws: FetchWireError.malformedHeader(detail: "no url")) {
            try FetchWire.decodeRequest(from: Data("{\"version\":1,\"headers\":{},\"timeout\":1}\n".utf8))
        }
        #expect(throws: FetchWireError.malformedHeader(detail: "the timeout is not a positive number of seconds")) {
            try FetchWire.decodeRequest(from: Data("{\"version\":1,\"url\":\"http://a/\",\"headers\":{},\"timeout\":0}\n".utf8))
        }
    }

    @Test func errorsReadAsOneLineWithWhatToDo() {
        let errors: [FetchWireError] = [
            .missingHeaderLine, .malformedHeader(detail: "not JSON"), .unsupportedVersion(2),
            .bodyLengthMismatch(announced: 3, actual: 1),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasSuffix(" — install shelf and shelf-fetch from the same build"))
        }
    }
}
