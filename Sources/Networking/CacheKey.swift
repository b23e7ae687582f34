import Foundation

/// Identifies one cached response: the service plus the request's path and query relative to the
/// service's base URL, without the API key. Keys ignore the base URL on purpose, so responses
/// recorded from the real service are found when the same request goes to a loopback server.
public struct CacheKey: Hashable, Sendable {
    /// The service the request goes to.
    public let service: NetworkService
    /// The percent-encoded path and query relative to the base URL, e.g. `volumes?q=dune&maxResults=10`.
    public let request: String

    /// Makes a key; `request` must already be percent-encoded and must not contain the API key.
    public init(service: NetworkService, request: String) {
        self.service = service
        self.request = request
    }

    /// The text that is hashed: the service name, one space, the request.
    public var text: String { "\(service.rawValue) \(request)" }

    /// The entry's file name: `<service>-<slug>-<hash>.json`, where the slug is a readable,
    /// shortened form of the decoded request and the hash is FNV-1a 64 of `text` in hex.
    public var fileName: String {
        let slug = Self.slug(of: request.removingPercentEncoding ?? request)
        let parts = [service.rawValue, slug, FNV1a64.hexDigest(text)].filter { !$0.isEmpty }
        return parts.joined(separator: "-") + ".json"
    }

    /// True when `name` has the shape `fileName` gives (a service, an optional slug, a 16-digit
    /// hex hash): the files the cache counts against its size limit, so that other files in its
    /// folder neither take its room nor get its entries evicted.
    public static func isEntryFileName(_ name: String) -> Bool {
        guard let match = name.wholeMatch(of: /([a-z]+)(-[a-z0-9-]*)?-[0-9a-f]{16}\.json/) else { return false }
        return NetworkService(rawValue: String(match.output.1)) != nil
    }

    /// The slug keeps ASCII letters and digits, lowercased, turns every other run of characters
    /// into one `-`, and stops at 60 characters; the hash alone makes the name unique.
    static let slugLength = 60

    static func slug(of text: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                pendingDash = true
            }
        }
        let shortened = slug.prefix(slugLength)
        return String(shortened.hasSuffix("-") ? shortened.dropLast() : shortened)
    }
}
