import Foundation
internal import JSON

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
        headerLine([
            ("version", .int(version)), ("url", .string(request.url.absoluteString)),
            ("headers", .object(request.headers.map { ($0.key, .string($0.value)) })), ("timeout", .double(request.timeout)),
        ])
    }

    /// Reads a request written by `encode(_:)`.
    public static func decodeRequest(from data: Data) throws(FetchWireError) -> FetchRequest {
        let (header, rest) = try split(data)
        guard rest.isEmpty else { throw .bodyLengthMismatch(announced: 0, actual: rest.count) }
        let text: String
        let headers: [String: String]
        let timeout: Double
        do {
            text = try header.text("url")
            headers = try Self.texts(header.value("headers", Self.object))
            timeout = try header.double("timeout")
        } catch {
            throw Self.malformed(error)
        }
        guard let url = URL(string: text) else { throw .malformedHeader(detail: "the URL does not parse") }
        guard timeout.isFinite, timeout > 0 else {
            throw .malformedHeader(detail: "the timeout is not a positive number of seconds")
        }
        return FetchRequest(url: url, headers: headers, timeout: timeout)
    }

    /// The outcome of one request as the helper writes it to stdout: a response or a failure.
    public static func encode(_ result: Result<HTTPResponse, TransportFailure>) -> Data {
        switch result {
        case .success(let response):
            let header = headerLine([
                ("version", .int(version)), ("status", .int(response.status)),
                ("headers", .object(response.headers.map { ($0.key, .string($0.value)) })),
                ("bodyLength", .int(response.body.count)),
            ])
            return header + response.body
        case .failure(let failure):
            return headerLine([("version", .int(version)), ("failure", json(of: failure))])
        }
    }

    /// Reads an outcome written by `encode(_:)` for a result.
    public static func decodeResult(from data: Data) throws(FetchWireError) -> Result<HTTPResponse, TransportFailure> {
        let (header, body) = try split(data)
        let failure: TransportFailure?
        let status: Int?
        let headers: [String: String]?
        let bodyLength: Int?
        do {
            status = try header.optionalInt("status")
            headers = try header.optionalValue("headers", Self.object).map(Self.texts)
            bodyLength = try header.optionalInt("bodyLength")
            failure = try header.optionalValue("failure", Self.failure)
        } catch {
            throw Self.malformed(error)
        }
        if let failure {
            guard body.isEmpty else { throw .bodyLengthMismatch(announced: 0, actual: body.count) }
            return .failure(failure)
        }
        guard let status, let bodyLength else {
            throw .malformedHeader(detail: "neither a failure nor a status with a body length")
        }
        guard body.count == bodyLength else { throw .bodyLengthMismatch(announced: bodyLength, actual: body.count) }
        return .success(HTTPResponse(status: status, headers: headers ?? [:], body: body))
    }

    private static func headerLine(_ members: [(String, JSONValue)]) -> Data {
        Data(JSONValue.object(members).utf8(.line)) + Data([newline])
    }

    /// The header before the first newline, checked for the version, and the bytes after it.
    private static func split(_ data: Data) throws(FetchWireError) -> (JSONFields, Data) {
        guard let end = data.firstIndex(of: newline) else { throw .missingHeaderLine }
        // Both sides are shelf's own, so the header is read strictly: no key twice, no lone surrogate.
        guard let node = try? JSONReader.parse(Data(data[data.startIndex..<end]), options: .strict) else {
            throw .malformedHeader(detail: "not JSON")
        }
        guard let header = JSONFields(node) else { throw .malformedHeader(detail: "wrong type at the top level") }
        // The version is read first, so a partner with another layout is named as such.
        let version: Int
        do {
            version = try header.int("version")
        } catch {
            throw Self.malformed(error)
        }
        guard version == Self.version else { throw .unsupportedVersion(version) }
        return (header, Data(data[data.index(after: end)...]))
    }

    /// A one-line account of a field that cannot be read, without echoing the input (it may hold
    /// the API key).
    private static func malformed(_ error: JSONFieldError) -> FetchWireError {
        .malformedHeader(detail: error.problem == "missing" ? "no \(error.path)" : "wrong type at \(error.path)")
    }

    /// An object's members, checked to be one.
    private static func object(_ node: JSONNode) throws(JSONFieldError) -> JSONFields {
        guard let fields = JSONFields(node) else { throw JSONFieldError("not an object") }
        return fields
    }

    /// Header names and values: every member of `fields` is text.
    private static func texts(_ fields: JSONFields) throws(JSONFieldError) -> [String: String] {
        var result: [String: String] = [:]
        for key in fields.keys {
            result[key] = try fields.text(key)
        }
        return result
    }

    /// A failure as `{"case": {associated values}}`, the shape Codable gave enums.
    private static func json(of failure: TransportFailure) -> JSONValue {
        switch failure {
        case .cannotConnect: .object([("cannotConnect", .object([]))])
        case .timedOut: .object([("timedOut", .object([]))])
        case .connectionLost: .object([("connectionLost", .object([]))])
        case .truncated: .object([("truncated", .object([]))])
        case .notHTTP: .object([("notHTTP", .object([]))])
        case .endlessRedirects: .object([("endlessRedirects", .object([]))])
        case .tooLarge: .object([("tooLarge", .object([]))])
        case .helperMissing(let path): .object([("helperMissing", .object([("path", .string(path))]))])
        case .helperFailed(let path, let reason):
            .object([("helperFailed", .object([("path", .string(path)), ("reason", .string(reason))]))])
        }
    }

    /// Reads what `json(of:)` wrote.
    private static func failure(_ node: JSONNode) throws(JSONFieldError) -> TransportFailure {
        let fields = try object(node)
        guard fields.keys.count == 1, let name = fields.keys.first else { throw JSONFieldError("not one failure") }
        let details = try fields.value(name, object)
        do throws(JSONFieldError) {
            switch name {
            case "cannotConnect": return .cannotConnect
            case "timedOut": return .timedOut
            case "connectionLost": return .connectionLost
            case "truncated": return .truncated
            case "notHTTP": return .notHTTP
            case "endlessRedirects": return .endlessRedirects
            case "tooLarge": return .tooLarge
            case "helperMissing": return .helperMissing(path: try details.text("path"))
            case "helperFailed": return .helperFailed(path: try details.text("path"), reason: try details.text("reason"))
            default: throw JSONFieldError("\"\(name)\" is not a failure")
            }
        } catch {
            throw error.inside(name)
        }
    }

    private static let newline = UInt8(ascii: "\n")
}
