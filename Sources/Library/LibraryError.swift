import Foundation

/// Everything the library refuses, worded for the person at the terminal:
/// what went wrong, then what to do.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
    /// No book matches what the user typed.
    case bookNotFound(String)
    /// A title fragment matched several books; each is listed with its id.
    case ambiguousBook(String, matches: [(id: Int, title: String)])
    /// A title that is blank.
    case emptyTitle
    /// Text that is not a valid ISBN-10 or ISBN-13.
    case invalidISBN(String)
    /// A page count of 0 or less.
    case invalidPageCount(Int)
    /// A year outside -5000...9999.
    case invalidYear(Int)
    /// A page below 0 or past the page count.
    case pageOutOfRange(page: Int, pageCount: Int?)
    /// A percentage logged on a book with no page count.
    case percentWithoutPageCount(title: String)
    /// A percentage outside 0-100.
    case percentOutOfRange(Double)
    /// A rating outside 0-5 or not in halves.
    case invalidRating(Double)
    /// A move to the list the book is already on.
    case alreadyOnList(title: String, status: BookStatus)
    /// A page logged on a read book, which needs a re-read started first.
    case logOnReadBook(id: Int, title: String)
    /// A backdated time that is after now.
    case timeInFuture(Date)
    /// A time before 1900: no reading record goes back that far, so it is a typo.
    case timeTooEarly(Date)
    /// A finish (by a move or by logging the last page) before its read-through started.
    case finishBeforeStart(Date, startedAt: Date)
    /// A history entry number that the book's history does not have.
    case historyEntryNotFound(Int, count: Int)
    /// Removing a history entry that would leave the timeline incoherent; `reason` says why.
    case historyEntryNeeded(Int, reason: String)
    /// `undo` with no change left to revert.
    case nothingToUndo
    /// A backdated move that would come before the book's previous move.
    case timeBeforeLastMove(Date, status: BookStatus, movedAt: Date)
    /// A page count below the page already logged.
    case pageCountBelowProgress(pageCount: Int, currentPage: Int)
    /// A book whose ISBN or Google volume is already in the library.
    case duplicateBook(id: Int, title: String)
    /// An edit would give a book the ISBN another book has.
    case isbnInUse(isbn: String, id: Int, title: String)
    /// A database written by a newer shelf; it is left untouched.
    case newerDatabase(found: Int, supported: Int)
    /// A library file that cannot be opened or set up.
    case databaseUnusable(path: String, reason: String)
    /// SQLite failed during a read or write.
    case storage(String)
    /// A vocabulary word without a letter.
    case invalidWord(String)
    /// No vocabulary entry of the word (in the named book, when given).
    case wordNotFound(String, book: String?)
    /// Keeping a removed book's words would meet global words of the same spelling; the first
    /// few clashing words are named.
    case globalWordsExist([String])

    public var description: String {
        switch self {
        case .bookNotFound(let reference):
            "no book matches \"\(reference)\" — run `shelf list all` to see ids and titles"
        case .ambiguousBook(let reference, let matches):
            "\"\(reference)\" matches \(matches.count) books: "
                + matches.map { "#\($0.id) \($0.title.count > 60 ? $0.title.prefix(59) + "…" : $0.title)" }.joined(separator: "; ")
                + " — name one by its id"
        case .emptyTitle:
            "a book needs a title — pass --title \"…\""
        case .invalidISBN(let text):
            "\"\(text)\" is not a valid ISBN-10 or ISBN-13 — check the digits (hyphens and spaces are fine)"
        case .invalidPageCount(let pages):
            "\(pages) is not a page count — give a whole number from 1 to \(BookLimits.pages)"
        case .invalidYear(let year):
            "\(year) is not a plausible year — give a year like 1965"
        case .pageOutOfRange(let page, let pageCount?):
            "page \(page) is outside 0-\(pageCount) — give a page within the book, or fix its page count with `shelf edit --pages`"
        case .pageOutOfRange(let page, nil) where page >= 0:
            "page \(page) is past any book — give the page you reached"
        case .pageOutOfRange(let page, nil):
            "page \(page) is below 0 — give a page of 0 or more"
        case .percentWithoutPageCount(let title):
            "\"\(title)\" has no page count, so a percentage cannot become a page — set one with `shelf edit BOOK --pages N`"
        case .percentOutOfRange(let value):
            "\(Self.format(value))% is outside 0-100% — give a percentage from 0 to 100"
        case .invalidRating(let value):
            "\(Self.format(value)) is not a rating — give 0 to 5 in steps of 0.5"
        case .alreadyOnList(let title, let status):
            "\"\(title)\" is already on \(status.rawValue) — nothing to change"
        case .logOnReadBook(let id, let title):
            "\"\(title)\" is on read — run `shelf start \(id)` to begin a re-read, then log pages"
        case .timeInFuture(let date):
            "\(ISO8601DateFormatter().string(from: date)) is more than a day in the future — give a time up to now"
        case .timeTooEarly(let date):
            "\(ISO8601DateFormatter().string(from: date)) is before 1900 — give the real time (2026-11-20 or ISO-8601)"
        case .finishBeforeStart(let date, let startedAt):
            "finishing at \(ISO8601DateFormatter().string(from: date)) would come before this read-through started (\(ISO8601DateFormatter().string(from: startedAt))) — give a later time, or correct the start with `shelf history BOOK`"
        case .historyEntryNotFound(let number, let count):
            "the history has no entry \(number) (it has \(count)) — see the numbers with `shelf history BOOK`"
        case .historyEntryNeeded(let number, let reason):
            "entry \(number) cannot be removed: \(reason); nothing was changed"
        case .nothingToUndo:
            "there is nothing to undo — `shelf undo --list` shows the changes kept"
        case .timeBeforeLastMove(let date, let status, let movedAt):
            "\(ISO8601DateFormatter().string(from: date)) is before the book's last move (to \(status.rawValue) at \(ISO8601DateFormatter().string(from: movedAt))) — give a later time"
        case .pageCountBelowProgress(let pageCount, let currentPage):
            "\(pageCount) pages is less than the page already logged (\(currentPage)) — give at least \(currentPage)"
        case .duplicateBook(let id, let title):
            "\"\(title)\" is already in the library as #\(id) — nothing changed"
        case .isbnInUse(let isbn, let id, let title):
            "ISBN \(isbn) is already #\(id) \"\(title)\" — give this book another ISBN, or edit #\(id); nothing changed"
        case .newerDatabase(let found, let supported):
            "the library was written by a newer shelf (schema \(found), this one knows \(supported)) — upgrade shelf; the file was not changed"
        case .databaseUnusable(let path, let reason):
            "cannot open the library at \(path): \(reason) — check the file, or point SHELF_HOME elsewhere"
        case .invalidWord(let word):
            "\"\(word)\" is not a word — give a word with at least one letter and no control characters"
        case .wordNotFound(let word, let book?):
            "\"\(book)\" has no word \"\(word)\" — see its words with `shelf vocab list BOOK`"
        case .wordNotFound(let word, nil):
            "no vocabulary word \"\(word)\" — see your words with `shelf vocab list --all`"
        case .globalWordsExist(let words):
            "\(words.map { "\"\($0)\"" }.joined(separator: ", ")) \(words.count == 1 ? "is already a global word" : "are already global words"), so keeping this book's would lose one of each — remove the global ones first (shelf vocab rm WORD global), or the book without --keep-words; nothing was changed"
        case .storage(let message):
            "the library could not be updated: \(message) — try again; nothing was changed"
        }
    }

    private static func format(_ value: Double) -> String {
        // Int(exactly:) because the value is whatever was typed: 1e300 must print, not trap.
        Int(exactly: value).map(String.init) ?? String(value)
    }

    public static func == (lhs: LibraryError, rhs: LibraryError) -> Bool {
        lhs.description == rhs.description
    }
}
