internal import Essentials
import Foundation

/// The checks every way of adding or changing a book shares, so `add`, `edit` and imports
/// refuse the same values with the same words.
enum BookValidation {
    static func title(_ text: String) throws(LibraryError) -> String {
        let title = NULText.spaced(text).trimmingWhitespace
        guard !title.isEmpty else { throw .emptyTitle }
        try length(of: title, as: "title", within: BookLimits.nameLength)
        return title
    }

    /// True when `text` has at most `limit` characters.
    static func fits(_ text: String, within limit: Int) -> Bool {
        // Most text has fewer bytes than the limit has characters, which needs no counting; the
        // rest is counted only up to the limit, so a text of megabytes costs what the limit does.
        text.utf8.count <= limit || text.dropFirst(limit).isEmpty
    }

    /// Refuses `text`, the book's `field` ("title"), when it has more than `limit` characters.
    static func length(of text: String, as field: String, within limit: Int) throws(LibraryError) {
        guard fits(text, within: limit) else { throw .tooLong(field: field, limit: limit) }
    }

    static func pageCount(_ pages: Int?) throws(LibraryError) {
        if let pages, !(1...BookLimits.pages).contains(pages) { throw .invalidPageCount(pages) }
    }

    /// Refuses a year outside `BookLimits.years`, and one past `latest` when given: the latest
    /// year a reader may type (`BookLimits.latestYear(at:)`).
    static func year(_ year: Int?, latest: Int?) throws(LibraryError) {
        guard let year else { return }
        if let latest, year > latest { throw .yearInFuture(year, latest: latest) }
        if !BookLimits.years.contains(year) { throw .invalidYear(year) }
    }

    static func rating(_ rating: Double?) throws(LibraryError) {
        guard let rating else { return }
        guard isRating(rating) else { throw .invalidRating(rating) }
    }

    /// True for a rating in quarter stars from 0.25 to 5, as shelf (and StoryGraph) rate.
    static func isRating(_ value: Double) -> Bool {
        (0.25...5).contains(value) && (value * 4).rounded() == value * 4
    }

    static func authors(_ names: [String]) -> [String] {
        names.map { NULText.spaced($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// `authors(_:)`, refusing a name longer than `BookLimits.nameLength`: for names typed in.
    static func checkedAuthors(_ names: [String]) throws(LibraryError) -> [String] {
        let authors = authors(names)
        for author in authors { try length(of: author, as: "author's name", within: BookLimits.nameLength) }
        return authors
    }

    /// The shelf names of an exported row as `tag` would take them: a control character (a line
    /// break in a quoted cell, an escape sequence) becomes a space, spaces are collapsed and
    /// trimmed, and names left blank are dropped, so every imported shelf can be typed again.
    static func importedShelfNames(_ names: [String]) -> [String] {
        names.compactMap { name in
            // Most names hold no byte below a space, no DEL and no C1 control (encoded after 0xC2).
            guard name.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return name }
            let spaced = String(String.UnicodeScalarView(name.unicodeScalars.map {
                $0.properties.generalCategory == .control ? " " : $0
            }))
            let cleaned = Whitespace.collapsingRuns(spaced)
            return cleaned.isEmpty ? nil : cleaned
        }
    }

    /// Shelf names trimmed, each given once (case ignored, the first spelling kept). A name that
    /// is blank, holds a control character, or a comma (which Goodreads' exports separate shelves
    /// with, so it would come back as two) is refused.
    static func shelfNames(_ names: [String]) throws(LibraryError) -> [String] {
        var seen = Set<String>()
        var kept: [String] = []
        for text in names {
            let name = text.trimmingWhitespace
            guard !name.isEmpty, !name.contains(","),
                !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { throw .invalidShelfName(text) }
            try length(of: name, as: "shelf name", within: BookLimits.nameLength)
            if seen.insert(ShelfLinks.key(of: name)).inserted { kept.append(name) }
        }
        return kept
    }
}
