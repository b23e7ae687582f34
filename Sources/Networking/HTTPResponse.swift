import Foundation

/// What came back over the wire for one attempt, before any interpretation.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// Headers with lowercased names.
    public var headers: [String: String]
    /// The body bytes as received.
    public var body: Data

    /// The largest body accepted, after decompression: 8 MiB, far above any real Google Books or
    /// dictionary answer (a 40-result search is about 100 KB), so that an endless body or a
    /// decompression bomb is refused before it fills memory or the cache.
    public static let maximumBodySize = 8 << 20

    /// Makes a response; header names are lowercased here so lookups never depend on the sender's case.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
        self.body = body
    }

    /// The header named `name`, compared case-insensitively.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
