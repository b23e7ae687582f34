import Foundation
import Testing
import TestSupport
@testable import Networking

/// Cache files written now are byte for byte what the former JSONEncoder path wrote, so an
/// entry written before and after the change is the same file.
@Suite struct CacheEntryWritingTests {
    static let pieces = ["a", "/", "\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{9B}", "é", "👍🏽", " ", "{\"q\": [1]}", "?q=a&b"]

    static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test func storedFilesMatchTheFormerEncoder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 30)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var generator = SeededGenerator(seed: 0xCAC4_E000)
        for index in 0..<500 {
            let optional = { (generator: inout SeededGenerator) in Bool.random(using: &generator) ? Self.text(&generator) : nil }
            let entry = CacheEntry(
                key: CacheKey(service: Bool.random(using: &generator) ? .googleBooks : .dictionary, request: "r\(index)/" + Self.text(&generator)),
                status: Int.random(in: 200...299, using: &generator), contentType: optional(&generator), etag: optional(&generator),
                lastModified: optional(&generator),
                // Gregorian years only: before 1583 Foundation's formatter wrote Julian dates.
                fetchedAt: Date(timeIntervalSince1970: Double.random(in: -12_000_000_000...253_402_300_799, using: &generator)),
                maxAgeSeconds: [86400, 2_592_000, 0.5, 1e20, -1, Double(Int.random(in: 0...1_000_000, using: &generator))]
                    .randomElement(using: &generator) ?? 0,
                body: Self.text(&generator))
            try cache.store(entry, now: Date(timeIntervalSince1970: 1_750_000_000))
            let written = try Data(contentsOf: cache.fileURL(for: entry.key))
            #expect(written == (try encoder.encode(FormerCacheEntryFile(entry))), "\(String(decoding: written, as: UTF8.self))")
        }
    }
}
