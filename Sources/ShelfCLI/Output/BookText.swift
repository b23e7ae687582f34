import Essentials
import Foundation
import Library

/// Short phrases about a book that several commands print, sanitized for the terminal.
enum BookText {
    /// `Dune — Frank Herbert`, or just the title when there are no authors.
    static func titleAndAuthors(_ book: Book) -> String {
        let title = book.title.shownName
        guard !book.authors.isEmpty else { return title }
        return "\(title) — \(authors(book))"
    }

    /// Authors joined with commas.
    static func authors(_ book: Book) -> String {
        book.authors.map(\.shownName).concatenated(separator: ", ")
    }

    /// `120/412 (29.1%)`, `p. 120` without a page count, or `0/412 (0%)` before any progress.
    static func progress(_ position: some ReadingPosition) -> String {
        let page = position.currentPage ?? 0
        guard let pageCount = position.pageCount else { return "p. " + Number.whole(page) }
        // Joined once from its pieces: interpolation cost a long reading list more than its rows.
        return [Number.whole(page), "/", Number.whole(pageCount), " (", percent(position.percent ?? 0), ")"].concatenated()
    }

    /// `29.1%` or `30%`. Built from whole tenths rather than with `String(format:)`, which cost
    /// more than the rest of a list line.
    static func percent(_ value: Double) -> String {
        let tenths = Int(exactly: (value * 10).rounded()) ?? 0
        let whole = Number.whole(tenths / 10)
        return tenths % 10 == 0 && value == value.rounded() ? whole + "%" : whole + "." + Number.whole(abs(tenths % 10)) + "%"
    }

    /// Stars for a rating, `★★★★½ 4.5`: the half stars reached in 0 to 5 (`★★★½ 3.75`: a star
    /// not reached is not drawn), then the number, which keeps StoryGraph's quarter stars to two
    /// decimals.
    static func rating(_ value: Double) -> String {
        let hundredths = Int(exactly: (value * 100).rounded()).map { min(max($0, 0), 500) } ?? 0
        return hundredths % 25 == 0 ? ratingsByQuarters[hundredths / 25] : rating(hundredths: hundredths)
    }

    /// `rating` of a value in hundredths from 0 to 500.
    private static func rating(hundredths: Int) -> String {
        let stars = starsByHalves[hundredths / 50]
        let fraction = hundredths % 100 == 0 ? "" : hundredths % 10 == 0 ? ".\(hundredths % 100 / 10)" : ".\(hundredths % 100)"
        return (stars.isEmpty ? "" : stars + " ") + "\(hundredths / 100)" + fraction
    }

    /// The text of each rating in quarter steps from 0 to 5, as readers rate (any other value is
    /// built when shown), made once: a long read list shows one per book, and building each cost
    /// more than the rest of its line.
    private static let ratingsByQuarters = (0...20).map { rating(hundredths: $0 * 25) }

    /// The stars of 0 to 10 half stars, made once: a long read list draws one per book.
    private static let starsByHalves = (0...10).map { halves in
        String(repeating: "★", count: halves / 2) + (halves % 2 == 1 ? "½" : "")
    }

    /// Shelf names as a list, `sci-fi, favourites`.
    static func shelves(_ names: [String]) -> String {
        names.map(\.terminalSafe).concatenated(separator: ", ")
    }
}
