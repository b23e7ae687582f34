import Foundation

/// Everything the library refuses, with what it was about (the reference typed, the book, the
/// values); the command line words it and says what to type next.
public enum LibraryError: Error, Equatable {
    /// No book matches what the user typed.
    case bookNotFound(String)
    /// A bare number that was the id of a book since removed (ids are never reused).
    case bookRemoved(id: Int)
    /// A title fragment matched several books, each given with its id and whole title.
    case ambiguousBook(String, matches: [BookMatch])
    /// A title that is blank.
    case emptyTitle
    /// A value longer than the library keeps (`BookLimits.nameLength`, `passageLength`): `field`
    /// names it ("title", "review").
    case tooLong(field: String, limit: Int)
    /// Text that is not a valid ISBN-10 or ISBN-13.
    case invalidISBN(String)
    /// A page count of 0 or less.
    case invalidPageCount(Int)
    /// A year outside -5000...9999.
    case invalidYear(Int)
    /// A year of publication typed by hand past `latest` (`BookLimits.latestYear(at:)`): no book
    /// is announced that far ahead.
    case yearInFuture(Int, latest: Int)
    /// A page below 0, or past the page count (`BookLimits.pages` when the book has none); `book`
    /// is the book it was given for, when there is one.
    case pageOutOfRange(page: Int, pageCount: Int?, book: BookMatch?)
    /// A percentage logged on book `id`, which has no page count.
    case percentWithoutPageCount(id: Int, title: String)
    /// A percentage outside 0-100.
    case percentOutOfRange(Double)
    /// A rating outside 0.25-5 or not in quarters.
    case invalidRating(Double)
    /// A move to the list the book is already on.
    case alreadyOnList(title: String, status: BookStatus)
    /// A page logged on a read book, which needs a re-read started first.
    case logOnReadBook(id: Int, title: String)
    /// A move of a read book to dnf: no read is open to give up, and the finished one keeps its
    /// finish; `finishedAt` is when it was finished, if known.
    case giveUpFinishedBook(id: Int, title: String, finishedAt: Date?)
    /// A backdated time more than a day after now.
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
    /// A backdated move that would end the current read-through before its last logged page.
    case timeBeforeLastEntry(Date, loggedAt: Date)
    /// A page count below the page already logged.
    case pageCountBelowProgress(pageCount: Int, currentPage: Int)
    /// A book whose ISBN or Google volume is already in the library.
    case duplicateBook(id: Int, title: String)
    /// A book with the same title and first author is in the library already.
    case sameTitleAndAuthor(id: Int, title: String)
    /// An edit would give a book the ISBN another book has.
    case isbnInUse(isbn: String, id: Int, title: String)
    /// A note with nothing but whitespace.
    case emptyNote
    /// A shelf name that is blank or holds a comma or a control character.
    case invalidShelfName(String)
    /// Untagging a book from shelves no book is on (no shelf has those `names`); `shelves` are the
    /// ones the book is on.
    case noSuchShelf(title: String, names: [String], shelves: [String])
    /// A database written by a newer shelf; it is left untouched.
    case newerDatabase(found: Int, supported: Int)
    /// A database whose header holds a schema version no shelf writes (below zero); it is left
    /// untouched.
    case damagedSchemaVersion(path: String, found: Int)
    /// A library whose file or folder cannot be written (read-only media, say), asked to change.
    case readOnly(path: String)
    /// The disk holding the library has no room left for a change (or for the files SQLite keeps
    /// beside the library while it is open).
    case diskFull(path: String)
    /// The library file is damaged: SQLite found it malformed, or not a database at all.
    case damagedFile(path: String)
    /// A library file that cannot be opened or set up.
    case databaseUnusable(path: String, reason: String)
    /// A stored value breaks the rules the library writes by (text in a column of numbers, a page
    /// count of 1e300): the file was damaged outside shelf. `column` is its SQL name, `problem` a
    /// phrase following it.
    case damagedValue(column: String, problem: String)
    /// SQLite failed during a read or write.
    case storage(String)
    /// A vocabulary word without a letter.
    case invalidWord(String)
    /// A word's language given as something that is no language code (`DictionaryRules`).
    case invalidLanguage(String)
    /// No vocabulary entry of the word (in the named book, when given).
    case wordNotFound(String, book: BookMatch?)
    /// The book (nil: the global list) already keeps the word, in `language`, and another
    /// language was asked for.
    case wordInAnotherLanguage(String, language: String, book: BookMatch?)
    /// Keeping a removed book's words would meet global words of the same spelling; the first
    /// few clashing words are named.
    case globalWordsExist([String])
}
