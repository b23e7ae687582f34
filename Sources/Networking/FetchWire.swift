import Foundation

/// The format `shelf` and the `shelf-fetch` helper speak over the helper's stdin and stdout. Each
/// message is one JSON header line ending in a newline (JSON escapes every newline inside strings,
/// so the first one ends the header); a response's header announces a body length and exactly that
/// many raw bytes follow, so bodies with NUL or invalid UTF-8 arrive unchanged. A version number
/// lets either side refuse a partner from another build instead of misreading it.
public enum FetchWire {
    /// The format version both sides must agree on.
    public static let version = 1

    /// The request as the helper reads it from stdin.
    public static func encode(_ request: FetchRequest) -> Data {
        headerLine(
            RequestHeader(
                version: version, url: request.url.absoluteString, headers: request.headers, timeout: request.timeout))
    }

    /// Reads a request written by `encode(_:)`.
    public static func decodeRequest(from data: Data) throws(FetchWireError) -> FetchRequest {
        let (header, rest): (RequestHeader, Data) = try split(data)
        guard rest.isEmpty else { throw .bodyLengthMismatch(announced: 0, actual: rest.count) }
        guard let url = URL(string: header.url) else { throw .malformedHeader(detail: "the URL does not parse") }
        guard header.timeout.isFinite, header.timeout > 0 else {
            throw .malformedHeader(detail: "the timeout is not a positive number of seconds")
        }
        return FetchRequest(url: url, headers: header.headers, timeout: header.timeout)
    }

    /// The outcome of one request as the helper writes it to stdout: a response or a failure.
    public static func encode(_ result: Result<HTTPResponse, TransportFailure>) -> Data {
        switch result {
        case .success(let response):
            let header = ResponseHeader(
                version: version, status: response.status, headers: response.headers, bodyLength: response.body.count,
                failure: nil)
            return headerLine(header) + response.body
        case .failure(let failure):
            return headerLine(ResponseHeader(version: version, status: nil, headers: nil, bodyLength: nil, failure: failure))
        }
    }

    /// Reads an outcome written by `encode(_:)` for a result.
    public static func decodeResult(from data: Data) throws(FetchWireError) -> Result<HTTPResponse, TransportFailure> {
        let (header, body): (ResponseHeader, Data) = try split(data)
        if let failure = header.failure {
            guard body.isEmpty else { throw .bodyLengthMismatch(announced: 0, actual: body.count) }
            return .failure(failure)
        }
        guard let status = header.status, let bodyLength = header.bodyLength else {
            throw .malformedHeader(detail: "neither a failure nor a status with a body length")
        }
        guard body.count == bodyLength else { throw .bodyLengthMismatch(announced: bodyLength, actual: body.count) }
        return .success(HTTPResponse(status: status, headers: header.headers ?? [:], body: body))
    }

    private struct RequestHeader: Codable {
        var version: Int
        var url: String
        var headers: [String: String]
        var timeout: TimeInterval
    }

    private struct ResponseHeader: Codable {
        var version: Int
        var status: Int?
        var headers: [String: String]?
        var bodyLength: Int?
        var failure: TransportFailure?
    }

    private static func headerLine<Header: Encodable>(_ header: Header) -> Data {
        // Encoding plain strings, numbers and an enum cannot fail; an empty line would be refused
        // by the reader rather than misread.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(header)) ?? Data()) + Data([newline])
    }

    /// The header before the first newline, checked for the version, and the bytes after it.
    private static func split<Header: Decodable>(_ data: Data) throws(FetchWireError) -> (Header, Data) {
        guard let end = data.firstIndex(of: newline) else { throw .missingHeaderLine }
        // The version is read on its own first, so a partner with another layout is named as such.
        let line = data[data.startIndex..<end]
        if let other = try? JSONDecoder().decode(VersionOnly.self, from: line), other.version != version {
            throw .unsupportedVersion(other.version)
        }
        do {
            let header = try JSONDecoder().decode(Header.self, from: line)
            return (header, Data(data[data.index(after: end)...]))
        } catch {
            throw .malformedHeader(detail: Self.summary(of: error))
        }
    }

    private struct VersionOnly: Decodable { var version: Int }

    /// A one-line account of a decoding error, without echoing the input (it may hold the API key).
    private static func summary(of error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "no \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted: "not JSON"
        default: "unreadable"
        }
    }

    private static let newline = UInt8(ascii: "\n")
}
