import Foundation
@testable import Networking

/// A cache file as shelf wrote and read it through JSONEncoder and JSONDecoder (ISO 8601 dates)
/// before it had a JSON module of its own: the yardstick the cache's reader and writer are held
/// to, so a cache written by an older shelf keeps loading and a file written now is the same file.
struct FormerCacheEntryFile: Codable {
    var format: Int
    var service: String
    var request: String
    var status: Int
    var contentType: String?
    var etag: String?
    var lastModified: String?
    var fetchedAt: Date
    var maxAgeSeconds: Double
    var body: String

    init(_ entry: CacheEntry) {
        format = entry.format
        service = entry.service.rawValue
        request = entry.request
        status = entry.status
        contentType = entry.contentType
        etag = entry.etag
        lastModified = entry.lastModified
        fetchedAt = entry.fetchedAt
        maxAgeSeconds = entry.maxAgeSeconds
        body = entry.body
    }

    /// The entry the former decoder gave; nil for a service it did not know, which it refused.
    var entry: CacheEntry? {
        guard let service = NetworkService(rawValue: service) else { return nil }
        var entry = CacheEntry(
            key: CacheKey(service: service, request: request), status: status, contentType: contentType, etag: etag,
            lastModified: lastModified, fetchedAt: fetchedAt, maxAgeSeconds: maxAgeSeconds, body: body)
        entry.format = format
        return entry
    }
}
