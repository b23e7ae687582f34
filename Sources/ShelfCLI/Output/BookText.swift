import Foundation
import Library

/// Short phrases about a book that several commands print, sanitized for the terminal.
enum BookText {
    /// `Dune — Frank Herbert`, or just the title when there are no authors.
    static func titleAndAuthors(_ book: Book) -> String {
        let title = book.title.terminalSafe
        guard !book.authors.isEmpty else { return title }
        return "\(title) — \(authors(book))"
    }

    /// Authors joined with commas.
    static func authors(_ book: Book) -> String {
        book.authors.map(\.terminalSafe).joined(separator: ", ")
    }

    /// `120/412 (29.1%)`, `p. 120` without a page count, or `0/412 (0%)` before any progress.
    static func progress(_ position: some ReadingPosition) -> String {
        let page = position.currentPage ?? 0
        guard let pageCount = position.pageCount else { return "p. \(page)" }
        return "\(page)/\(pageCount) (\(percent(position.percent ?? 0)))"
    }

    /// `29.1%` or `30%`.
    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : String(format: "%.1f%%", value)
    }

    /// Stars for a rating, `★★★★½ 4.5`.
    static func rating(_ value: Double) -> String {
        let whole = Int(value)
        let half = value - Double(whole) >= 0.5 ? "½" : ""
        let number = value == value.rounded() ? String(whole) : String(value)
        return String(repeating: "★", count: whole) + half + " " + number
    }
}
