import Foundation

/// A usable response: a 2xx JSON body, from the network or the cache.
public struct NetworkResponse: Equatable, Sendable {
    /// The JSON body.
    public var body: Data
    /// Where the body came from.
    public var source: ResponseSource

    /// Makes a response from its parts.
    public init(body: Data, source: ResponseSource) {
        self.body = body
        self.source = source
    }
}
