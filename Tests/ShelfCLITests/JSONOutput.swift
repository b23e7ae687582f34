import Foundation
import Testing

/// Reading `--json` output back, and the checks every book object must pass.
enum JSONOutput {
    /// The keys every book object carries.
    static let bookKeys: Set<String> = [
        "id", "title", "authors", "status", "pageCount", "currentPage", "percent", "isbn10", "isbn13",
        "year", "rating", "addedAt", "startedAt", "finishedAt", "readCount",
    ]

    static func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return try #require(value as? [String: Any], "not a JSON object: \(text)")
    }

    static func array(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return try #require(value as? [[String: Any]], "not a JSON array of objects: \(text)")
    }

    /// True for `2026-11-20T18:04:05Z`: ISO-8601, UTC, whole seconds.
    static func isTimestamp(_ value: Any?) -> Bool {
        guard let text = value as? String else { return false }
        return text.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/) != nil
    }

    /// Checks one book object: the required keys, camelCase only, timestamps in UTC or null.
    static func expectBook(_ book: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) {
        let keys = Set(book.keys)
        #expect(bookKeys.isSubset(of: keys), "missing \(bookKeys.subtracting(keys))", sourceLocation: sourceLocation)
        for key in keys {
            let camel = key.first?.isLowercase == true && key.allSatisfy { $0.isLetter || $0.isNumber }
            #expect(camel, "key \(key) is not camelCase", sourceLocation: sourceLocation)
        }
        #expect(isTimestamp(book["addedAt"]), sourceLocation: sourceLocation)
        for key in ["startedAt", "finishedAt"] {
            #expect(book[key] is NSNull || isTimestamp(book[key]), "\(key)", sourceLocation: sourceLocation)
        }
        #expect(book["authors"] is [String], sourceLocation: sourceLocation)
        let statuses = ["to-read", "reading", "read", "dnf"]
        #expect(statuses.contains(book["status"] as? String ?? ""), sourceLocation: sourceLocation)
    }
}
