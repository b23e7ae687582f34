import Library

/// Where a book's details came from, as `show` says it: the catalogue most fields came from, the
/// fields another catalogue gave, and the fields the reader set by hand.
enum BookSourceText {
    /// `Google Books; pages and year from Open Library; title edited by you`, or nil for a book
    /// typed in by hand and never refreshed.
    static func line(_ book: Book) -> String? {
        var bySource: [MetadataSource: [String]] = [:]
        for (field, source) in book.fieldSources where !book.editedFields.contains(field) {
            bySource[source, default: []].append(field)
        }
        let ranked = MetadataSource.allCases.filter { bySource[$0] != nil }
            .sorted { (bySource[$0]?.count ?? 0) > (bySource[$1]?.count ?? 0) }
        guard let main = ranked.first else { return nil }
        var parts = [main.displayName]
        for other in ranked.dropFirst() {
            parts.append("\(fieldList(bySource[other] ?? [])) from \(other.displayName)")
        }
        let edited = book.editedFields.filter { book.fieldSources[$0] != nil }
        if !edited.isEmpty { parts.append("\(fieldList(edited)) edited by you") }
        return parts.joined(separator: "; ")
    }

    /// `Google Books printed 544 · Google Books 528 · Open Library edition 604`: each catalogue's
    /// count with the field it was read from.
    static func pageCounts(_ candidates: [PageCandidate]) -> String {
        candidates.map { "\($0.source?.displayName ?? $0.origin) \(countName[$0.field].map { $0 + " " } ?? "")\($0.pages)" }
            .joined(separator: " · ")
    }

    /// Field names as readers know them, in the order `show` lists the fields.
    private static let fieldNames: [(field: String, name: String)] = [
        ("title", "title"), ("subtitle", "subtitle"), ("authors", "authors"), ("page_count", "pages"),
        ("isbn13", "ISBN"), ("year", "year"), ("publisher", "publisher"), ("language", "language"),
        ("description", "description"), ("thumbnail", "cover"),
    ]

    /// What each catalogue calls its page counts, shortened.
    private static let countName = [
        "printedPageCount": "printed", "number_of_pages": "edition", "pagination": "pagination",
        "number_of_pages_median": "median",
    ]

    private static func fieldList(_ fields: [String]) -> String {
        let names = fieldNames.filter { fields.contains($0.field) }.map(\.name)
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
