import Essentials
import Foundation
import Library

extension LibraryError {
    /// The line for `error` part-way through a command that saves as it goes (a study session):
    /// a failure of the library file (a full disk, a read-only file, a storage error) with `kept`,
    /// what was saved before it, where the line would say that nothing was changed; any other
    /// error as it is, with `kept` after it.
    static func message(of error: Error, keeping kept: String) -> String {
        guard let error = error as? LibraryError else { return "\(error) — \(kept)" }
        guard let problem = error.fileProblem else { return "\(error.userMessage) (\(kept))" }
        return problem + "; " + kept
    }

    /// What went wrong with the library file and what to do, for the failures a write can meet
    /// part-way through a command, without `userMessage`'s closing "nothing was changed"; nil for
    /// any other error.
    var fileProblem: String? {
        switch self {
        case .readOnly(let path): Self.cannotWrite(path)
        case .diskFull(let path): Self.diskFull(path)
        case .damagedFile(let path): Self.damaged(path)
        case .storage(let message): Self.notUpdated(message)
        default: nil
        }
    }

    /// A book `add` or `edit` would make the twin of book `id`, with how `--duplicate` gets
    /// through (`add a second copy or edition anyway`).
    static func sameTitleAndAuthor(id: Int, title: String, anyway: String) -> String {
        "\(title.quotedNameInMessage) by the same author is already in the library as #\(id) — add --duplicate to \(anyway); nothing changed"
    }

    private static func cannotWrite(_ path: String) -> String {
        "the library at \(path) cannot be written (it, its folder, or its -wal or -shm file beside it is read-only) — make them all writable to change it; commands that only read still work"
    }

    private static func diskFull(_ path: String) -> String {
        "the disk holding \(path) is full — free some space on it and run the command again"
    }

    private static func damaged(_ path: String) -> String {
        "the library file \(path) is damaged — move it aside and restore your books with `shelf import BACKUP.json` if you made a backup with `shelf export` (shelf makes none by itself; without one, shelf starts an empty library)"
    }

    private static func notUpdated(_ message: String) -> String {
        "the library could not be updated: \(message) — try again"
    }

    /// The line shown after `shelf: `: what went wrong, then what to type or do about it.
    var userMessage: String {
        switch self {
        case .bookNotFound(let reference):
            "no book matches \(reference.quotedInMessage) — run `shelf list all` to see ids and titles"
        case .bookRemoved(let id):
            "book #\(id) was removed (ids are never given again) — run `shelf list all` to see ids and titles"
        case .ambiguousBook(let reference, let matches):
            "\(reference.quotedInMessage) matches \(matches.count) books: "
                + matches.prefix(Self.matchesListed).map { "#\($0.id) \($0.title.shownName.messageExcerpt)" }.joined(separator: "; ")
                + (matches.count > Self.matchesListed ? " and \(matches.count - Self.matchesListed) more" : "")
                + " — name one by its id"
        case .emptyTitle:
            "a book needs a title — pass --title \"…\""
        case .tooLong(let field, let limit):
            "the \(field) is longer than \(limit) characters — shorten it; nothing was changed"
        case .invalidISBN(let text):
            "\(text.quotedInMessage) is not a valid ISBN-10 or ISBN-13 — check the digits (hyphens and spaces are fine)"
        case .invalidPageCount(let pages):
            "\(pages) is not a page count — give a page count from 1 to \(BookLimits.pages)"
        case .invalidYear(let year):
            "\(year) is not a plausible year — give a year like 1965"
        case .yearInFuture(let year, let latest):
            "\(year) is too far ahead to be a year of publication — give a year up to \(latest)"
        case .pageOutOfRange(let page, let pageCount, let book):
            Self.pageRefusal(page, pageCount: pageCount, book: book)
        case .percentWithoutPageCount(let id, let title):
            "\(title.quotedNameInMessage) has no page count, so a percentage cannot become a page — give the page itself, or set its page count with `shelf edit \(id) --pages N`"
        case .percentOutOfRange(let value) where value < 0:
            "\(Self.number(value))% is below 0% — give a percentage from 0 to 100"
        case .percentOutOfRange(let value):
            "\(Self.number(value))% is more than the whole book — give a percentage from 0 to 100"
        case .invalidRating(let value):
            "\(Self.number(value)) is not a rating — give 0.25 to 5 in steps of 0.25 (3.75), or none to clear it"
        case .alreadyOnList(let title, let status):
            "\(title.quotedNameInMessage) is already on \(status.rawValue) — nothing to change"
        case .logOnReadBook(let id, let title):
            "\(title.quotedNameInMessage) is on read — run `shelf start \(id)` to begin a re-read, then log pages"
        case .giveUpFinishedBook(let id, let title, let finishedAt):
            "\(title.quotedNameInMessage) was finished\(finishedAt.map { " at \(LocalTimeText.dayOrMinute($0))" } ?? "") and no read of it is open to give up"
                + " — to give up a re-read, run `shelf start \(id)` first; to take the finish back, run `shelf undo` or `shelf history \(id) --remove N`"
        case .timeInFuture(let date):
            "\(LocalTimeText.dayOrMinute(date)) is more than a day in the future — give a time up to now"
        case .timeTooEarly(let date):
            "\(LocalTimeText.dayOrMinute(date)) is before 1900 — give the real time (2026-11-20 or ISO-8601)"
        case .finishBeforeStart(let date, let startedAt):
            "finishing at \(LocalTimeText.dayOrMinute(date)) would come before this read-through started (\(LocalTimeText.dayOrMinute(startedAt))) — give a later time, or correct the start with `shelf history BOOK`"
        case .historyEntryNotFound(let number, let count):
            "the history has no entry \(number) (it has \(count)) — see the numbers with `shelf history BOOK`"
        case .historyEntryNeeded(let number, let reason):
            "entry \(number) cannot be removed: \(reason); nothing was changed"
        case .nothingToUndo:
            "there is nothing to undo — `shelf undo --list` shows the changes kept"
        case .timeBeforeLastMove(let date, let status, let movedAt):
            "\(LocalTimeText.dayOrMinute(date)) is before the book's last move (to \(status.rawValue) at \(LocalTimeText.dayOrMinute(movedAt))) — give a later time"
        case .timeBeforeLastEntry(let date, let loggedAt):
            "\(LocalTimeText.dayOrMinute(date)) is before the last page logged in this read-through (at \(LocalTimeText.dayOrMinute(loggedAt))) — give --at on or after it; nothing changed"
        case .pageCountBelowProgress(let pageCount, let currentPage):
            "a page count of \(pageCount) is below the page already logged (\(currentPage)) — give a page count from \(currentPage) to \(BookLimits.pages)"
        case .duplicateBook(let id, let title):
            "\(title.quotedNameInMessage) is already in the library as #\(id) — nothing changed"
        case .sameTitleAndAuthor(let id, let title):
            Self.sameTitleAndAuthor(id: id, title: title, anyway: "add a second copy or edition anyway")
        case .isbnInUse(let isbn, let id, let title):
            "ISBN \(isbn) is already #\(id) \(title.quotedNameInMessage) — give this book another ISBN, or edit #\(id); nothing changed"
        case .emptyNote:
            "the note is empty — give its text: shelf note BOOK \"…\""
        case .invalidShelfName(let name):
            "\(name.quotedInMessage) is not a shelf name — give a name without commas or control characters, like sci-fi"
        case .noSuchShelf(let title, let names, let shelves):
            "no shelf is called \(names.map(\.quotedInMessage).joined(separator: ", "))"
                + (shelves.isEmpty
                    ? " — \(title.quotedNameInMessage) is on no shelf"
                    : " — \(title.quotedNameInMessage) is on \(shelves.prefix(5).map(\.messageExcerpt).joined(separator: ", "))"
                        + (shelves.count > 5 ? " and \(shelves.count - 5) more" : ""))
                + "; nothing was changed"
        case .newerDatabase(let found, let supported):
            "the library was written by a newer shelf (schema \(found), this one knows \(supported)) — upgrade shelf; the file was not changed"
        case .damagedSchemaVersion(let path, let found):
            "the library at \(path) has a damaged header (schema version \(found)) — move it aside and restore your books from a `shelf export` backup if you made one (shelf import BACKUP.json), or point SHELF_HOME elsewhere; the file was not changed"
        case .readOnly(let path):
            Self.cannotWrite(path) + ", and nothing was changed"
        case .diskFull(let path):
            Self.diskFull(path) + "; nothing was changed"
        case .damagedFile(let path):
            Self.damaged(path) + "; nothing was changed"
        case .databaseUnusable(let path, let reason):
            "cannot open the library at \(path): \(reason) — check the file, or point SHELF_HOME elsewhere"
        case .invalidWord(let word):
            "\(word.quotedInMessage) is not a word — give a word with at least one letter and no control characters"
        case .invalidLanguage(let language):
            "\(language.quotedInMessage) is not a language code — give --lang \(ArgumentForms.language)"
        case .wordNotFound(let word, let book?):
            "\(book.title.quotedNameInMessage) has no word \(word.quotedInMessage) — see its words with `shelf vocab list \(book.id)`"
        case .wordInAnotherLanguage(let word, let language, let book):
            "\(word.quotedInMessage) is already \(book.map { "in " + $0.title.quotedNameInMessage } ?? "among your global words") in \(language.quotedInMessage) — a word is kept there once, in one language; leave out --lang to update it, or remove it first with `shelf vocab rm \(book.map { String($0.id) } ?? "--global") \(ShelfCommandLine.shellWord(word))`"
        case .wordNotFound(let word, nil):
            "no vocabulary word \(word.quotedInMessage) — see your words with `shelf vocab list --all`"
        case .globalWordsExist(let words):
            "\(words.map(\.quotedInMessage).joined(separator: ", ")) \(words.count == 1 ? "is already a global word" : "are already global words"), so keeping this book's would lose one of each — remove the global ones first (shelf vocab rm --global WORD), or the book without --keep-words; nothing was changed"
        case .damagedValue(let column, let problem):
            "the library holds a damaged value: \(column) \(problem) — correct the value, or move the library aside and restore a `shelf export` backup if you made one (shelf import FILE); nothing was changed"
        case .storage(let message):
            Self.notUpdated(message) + "; nothing was changed"
        }
    }

    /// The refusal of `page`, below 0 or past `pageCount` (past `BookLimits.pages` when the book
    /// has no page count), with the pages that may be given and, for a book whose page count
    /// may be what is wrong, the command that fixes it.
    private static func pageRefusal(_ page: Int, pageCount: Int?, book: BookMatch?) -> String {
        if page < 0 {
            return "page \(page) is below 0 — give " + (pageCount.map { "a page from 0 to \($0)" } ?? "a page of 0 or more")
        }
        guard let pageCount else { return pastAnyBook(String(page)) }
        let pages = "\(pageCount) page\(pageCount == 1 ? "" : "s")"
        guard let book else { return "page \(page) is past the end of the book (\(pages)) — give a page from 0 to \(pageCount)" }
        return "page \(page) is past the end of \(book.title.quotedNameInMessage) (\(pages)) — give a page from 0 to \(pageCount),"
            + " or fix its page count with `shelf edit \(book.id) --pages N`"
    }

    /// The refusal of a page past `BookLimits.pages`, for a book with no page count; `shown` is
    /// the page as the line gives it (quoted when it is typed text too long to be a number).
    static func pastAnyBook(_ shown: String) -> String {
        "page \(shown) is past the end of any book (\(BookLimits.pages) pages at most) — give a page from 0 to \(BookLimits.pages)"
    }

    /// How many of an ambiguous reference's matches are named; the rest are counted.
    static let matchesListed = 10

    /// A typed number as typed: whole ones without `.0`. `Int(exactly:)` because the value is
    /// whatever was typed: 1e300 must print, not trap.
    private static func number(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        // A whole number past Int's range is still written out in digits, not as 9.2e+18.
        return value.rounded() == value && abs(value) < 1e21 ? String(format: "%.0f", value) : String(value)
    }
}
