import Foundation
import Testing
import JSON
@testable import Networking

/// Cache entries read through `JSONReader` must come out exactly as the former JSONDecoder path
/// read them, so existing caches and the recordings keep loading, and damaged files stay misses.
@Suite struct CacheEntryReadingTests {
    /// What the former path produced: `Codable` with ISO-8601 dates.
    static func decodedTheOldWay(_ data: Data) -> CacheEntry? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode(FormerCacheEntryFile.self, from: data))?.entry
    }

    static func readTheNewWay(_ data: Data) -> CacheEntry? {
        (try? JSONReader.parse(data)).flatMap(CacheEntry.init(json:))
    }

    @Test func everyRecordingReadsAsBefore() throws {
        let files = RecordingTests.recordingFiles(in: Harness.recordings) + RecordingTests.recordingFiles(in: RecordingTests.errors)
        #expect(files.count >= 20)
        for file in files {
            let data = try Data(contentsOf: file)
            let old = try #require(Self.decodedTheOldWay(data), "\(file.lastPathComponent)")
            #expect(Self.readTheNewWay(data) == old, "\(file.lastPathComponent)")
            // The cache itself still refuses what it refused: only 2xx entries of format 1 are served.
            #expect((DiskCache.decode(data) != nil) == (200..<300).contains(old.status))
        }
    }

    /// A recording with one field replaced (or removed, for nil), as text.
    static func variant(_ key: String, _ value: String?) -> Data {
        var fields = [
            "format": "1", "service": "\"googlebooks\"", "request": "\"volumes/x\"", "status": "200",
            "contentType": "\"application/json\"", "etag": "\"e\"", "lastModified": "\"Mon, 01 Jan 2024 00:00:00 GMT\"",
            "fetchedAt": "\"2025-06-01T12:00:00Z\"", "maxAgeSeconds": "86400", "body": "\"{}\"",
        ]
        fields[key] = value
        return Data(("{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}").utf8)
    }

    @Test(arguments: [
        ("format", "1.0"), ("format", "1e0"), ("format", "1.5"), ("format", "\"1\""), ("format", "null"), ("format", nil), ("format", "2"),
        ("service", "\"dictionary\""), ("service", "\"GoogleBooks\""), ("service", "1"), ("service", nil),
        ("request", "\"\""), ("request", "[]"), ("request", nil),
        ("status", "404"), ("status", "200.0"), ("status", "true"), ("status", nil),
        ("contentType", nil), ("contentType", "null"), ("contentType", "5"), ("contentType", "\"\""),
        ("etag", nil), ("etag", "null"), ("etag", "{}"), ("lastModified", nil), ("lastModified", "false"),
        ("maxAgeSeconds", "0.5"), ("maxAgeSeconds", "-1"), ("maxAgeSeconds", "1e10"), ("maxAgeSeconds", "\"86400\""), ("maxAgeSeconds", nil),
        ("body", "\"caf\\u00e9 \\ud83d\\ude00\""), ("body", "null"), ("body", "{}"), ("body", nil),
        ("unknownKey", "[1, 2, 3]"),
        ("fetchedAt", "\"2025-06-01T12:00:00.5Z\""), ("fetchedAt", "\"2025-06-01T12:00:00.123456Z\""),
        ("fetchedAt", "\"2025-06-01T12:00:00+02:00\""), ("fetchedAt", "\"2025-06-01T12:00:00+0200\""),
        ("fetchedAt", "\"2025-06-01T12:00:00-00:00\""), ("fetchedAt", "\"2025-06-01T12:00:00z\""),
        ("fetchedAt", "\"2025-06-01 12:00:00Z\""), ("fetchedAt", "\"2025-06-01T12:00:00\""), ("fetchedAt", "\"2025-6-1T12:00:00Z\""),
        ("fetchedAt", "\"2025-06-01T25:00:00Z\""), ("fetchedAt", "\"2025-02-30T12:00:00Z\""), ("fetchedAt", "\"2024-02-29T23:59:59Z\""),
        ("fetchedAt", "\"2025-06-01T12:00:60Z\""), ("fetchedAt", "\"1970-01-01T00:00:00Z\""), ("fetchedAt", "\"1969-12-31T23:59:59Z\""),
        ("fetchedAt", "\"0001-01-01T00:00:00Z\""), ("fetchedAt", "\"9999-12-31T23:59:59Z\""), ("fetchedAt", "\"2025-13-01T00:00:00Z\""),
        ("fetchedAt", "\"+2025-06-01T12:00:00Z\""), ("fetchedAt", "\"2025-06-01T12:00Z\""), ("fetchedAt", "\" 2025-06-01T12:00:00Z\""),
        ("fetchedAt", "\"2025-06-01T12:00:00Z \""), ("fetchedAt", "\"\""), ("fetchedAt", "1748779200"), ("fetchedAt", nil),
    ] as [(String, String?)])
    func fieldsReadAsBefore(key: String, value: String?) {
        let data = Self.variant(key, value)
        let old = Self.decodedTheOldWay(data)
        #expect(Self.readTheNewWay(data) == old)
    }

    @Test func documentsThatAreNotObjectsAreNotEntries() {
        for text in ["[]", "null", "\"x\"", "1", "{}", ""] {
            #expect(Self.readTheNewWay(Data(text.utf8)) == nil)
            #expect(Self.decodedTheOldWay(Data(text.utf8)) == nil)
        }
    }
}
