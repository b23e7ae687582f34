import Foundation
import Testing
@testable import Networking

@Suite struct CacheKeyTests {
    // The published FNV-1a 64 test vectors (http://www.isthe.com/chongo/src/fnv/test_fnv.c).
    @Test(arguments: [
        ("", "cbf29ce484222325"),
        ("a", "af63dc4c8601ec8c"),
        ("foobar", "85944171f73967e8"),
    ])
    func fnvKnownVectors(input: String, expected: String) {
        #expect(FNV1a64.hexDigest(input) == expected)
    }

    @Test func hexDigestIsZeroPadded() {
        // Every digest is 16 digits, including ones whose top nibble is zero.
        let digests = (0..<2000).map { FNV1a64.hexDigest("key \($0)") }
        #expect(digests.allSatisfy { $0.count == 16 })
        #expect(digests.contains { $0.hasPrefix("0") })
    }

    @Test func fileNameHasReadableSlugAndHash() {
        let key = CacheKey(service: .googleBooks, request: "volumes?q=intitle%3Adune&maxResults=10&startIndex=0")
        #expect(key.fileName == "googlebooks-volumes-q-intitle-dune-maxresults-10-startindex-0-\(FNV1a64.hexDigest(key.text)).json")
        #expect(key.text == "googlebooks volumes?q=intitle%3Adune&maxResults=10&startIndex=0")
    }

    @Test func slugDropsNonASCIIAndIsBounded() {
        let key = CacheKey(service: .dictionary, request: "en/%C3%BCber")
        #expect(key.fileName.hasPrefix("dictionary-en-ber-"))
        let long = CacheKey(service: .googleBooks, request: "volumes?q=" + String(repeating: "ab-", count: 100))
        let slug = CacheKey.slug(of: long.request)
        #expect(slug.count <= CacheKey.slugLength)
        #expect(!slug.hasSuffix("-"))
    }

    @Test func differentRequestsGetDifferentFiles() {
        let a = CacheKey(service: .googleBooks, request: "volumes?q=a%2Bb")
        let b = CacheKey(service: .googleBooks, request: "volumes?q=a%20b")
        let c = CacheKey(service: .dictionary, request: "volumes?q=a%2Bb")
        #expect(Set([a.fileName, b.fileName, c.fileName]).count == 3)
    }
}
