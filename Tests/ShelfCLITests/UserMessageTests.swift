import Foundation
import Library
import Networking
@testable import ShelfCLI
import Testing

/// The words the command line gives the modules' errors: one line, what went wrong then what to
/// do, with the command or option to type. The modules' own tests compare the errors by value.
struct UserMessageTests {
    private static let networkErrors: [NetworkError] = [
        .offlineCacheMiss(.googleBooks), .cannotConnect(.googleBooks, host: "h"), .timedOut(.googleBooks, host: "h"), .connectionLost(.googleBooks, host: "h"),
        .badRequest(.googleBooks, message: nil), .rateLimited(.googleBooks, message: "m"), .rateLimited(.dictionary, message: nil),
        .invalidAPIKey(message: nil), .forbidden(.googleBooks, message: "m"), .notFound(.dictionary, message: nil),
        .serverError(.googleBooks, status: 503), .httpStatus(.googleBooks, status: 418, message: "m"),
        .invalidResponse(.dictionary, .htmlPage), .wordNotFound("w"), .invalidVolumeID("x/y"), .invalidWord("?"),
        .invalidLanguage("x"), .emptySearch, .invalidLimit(50), .invalidPage(0),
        .invalidBaseURL(variable: "V", value: "v"), .cacheUnwritable(path: "/p"), .cacheDiskFull(path: "/p"),
        .helperMissing(.googleBooks, path: "/opt/bin/shelf-fetch"),
        .helperFailed(.dictionary, path: "/opt/bin/shelf-fetch", reason: "it exited with status 2"),
        .rateLimited(.openLibrary, message: nil), .dailyQuotaUsedUp(.googleBooks, message: "m", remembered: false),
        .serverError(.openLibrary, status: 502), .offlineCacheMiss(.openLibrary),
    ]

    private static let libraryErrors: [LibraryError] = [
        .bookNotFound("x"), .ambiguousBook("d", matches: [BookMatch(id: 1, title: "Dune"), BookMatch(id: 2, title: "Dune 2")]),
        .emptyTitle, .invalidISBN("1"), .invalidPageCount(0), .invalidYear(99999), .yearInFuture(3000, latest: 2031),
        .pageOutOfRange(page: 5, pageCount: 4, book: BookMatch(id: 1, title: "Zine")), .pageOutOfRange(page: 5, pageCount: 4, book: nil),
        .pageOutOfRange(page: 100_001, pageCount: nil, book: nil), .pageOutOfRange(page: -5, pageCount: nil, book: nil),
        .pageOutOfRange(page: -5, pageCount: 4, book: BookMatch(id: 1, title: "Zine")),
        .percentWithoutPageCount(id: 3, title: "Zine"), .percentOutOfRange(101), .percentOutOfRange(-1), .invalidRating(4.25),
        .alreadyOnList(title: "Dune", status: .read), .logOnReadBook(id: 3, title: "Dune"),
        .giveUpFinishedBook(id: 3, title: "Dune", finishedAt: nil),
        .giveUpFinishedBook(id: 3, title: "Dune", finishedAt: Date(timeIntervalSince1970: 0)), .timeInFuture(Date(timeIntervalSince1970: 0)),
        .timeBeforeLastMove(Date(timeIntervalSince1970: 0), status: .reading, movedAt: Date(timeIntervalSince1970: 60)),
        .timeBeforeLastEntry(Date(timeIntervalSince1970: 0), loggedAt: Date(timeIntervalSince1970: 60)),
        .pageCountBelowProgress(pageCount: 10, currentPage: 20), .duplicateBook(id: 1, title: "Dune"),
        .isbnInUse(isbn: "9780441013593", id: 1, title: "Dune"), .newerDatabase(found: 9, supported: 2),
        .databaseUnusable(path: "/p", reason: "r"), .storage("disk I/O error"), .invalidWord("1"),
        .wordNotFound("w", book: BookMatch(id: 1, title: "Dune")), .wordNotFound("w", book: nil), .globalWordsExist(["a", "b"]),
        .wordInAnotherLanguage("chat", language: "fr", book: BookMatch(id: 1, title: "Dune")),
        .wordInAnotherLanguage("chat", language: "fr", book: nil), .invalidLanguage("xx"),
    ]

    private static let backupErrors: [BackupError] = [
        .notJSON(line: 3, problem: "p"), .notJSON(line: nil, problem: "p"), .notABackup, .unsupportedVersion(2),
        .invalidContent(path: "books[0].title", problem: "missing"),
    ]

    /// A network failure names the service, not only its host: an Open Library record or a
    /// dictionary look-up has no catalogue line around it to say which service it was.
    @Test func aServiceThatCannotBeReachedIsNamed() {
        #expect(NetworkError.timedOut(.openLibrary, host: "127.0.0.1").userMessage
            == "Open Library (127.0.0.1) did not answer in time and nothing for this is cached yet — try again later")
        #expect(NetworkError.timedOut(.dictionary, host: "127.0.0.1").userMessage.hasPrefix("the dictionary service (127.0.0.1) did not answer"))
        #expect(NetworkError.connectionLost(.googleBooks, host: "h").userMessage == "the connection to Google Books (h) kept dropping — try again later")
    }

    @Test func everyMessageIsOneLineWithWhatToDo() {
        let messages = Self.networkErrors.map(\.userMessage) + Self.libraryErrors.map(\.userMessage)
            + Self.backupErrors.map(\.userMessage)
        for message in messages {
            #expect(!message.contains("\n"), "\(message)")
            #expect(message.components(separatedBy: " — ").count == 2, "\(message)")
        }
    }

    @Test func theDispatcherUsesEachErrorsWords() {
        #expect(UserMessage.line(for: LibraryError.emptyTitle) == "a book needs a title — pass --title \"…\"")
        #expect(UserMessage.line(for: NetworkError.emptySearch) == NetworkError.emptySearch.userMessage)
        #expect(UserMessage.line(for: BackupError.notABackup) == BackupError.notABackup.userMessage)
        #expect(UserMessage.line(for: CLIError.failure("as given — yes")) == "as given — yes")
    }

    @Test func matchesAreListedWithLongTitlesCut() {
        let three = LibraryError.ambiguousBook("une", matches: [
            BookMatch(id: 1, title: "Dune"), BookMatch(id: 2, title: "Dune Messiah"), BookMatch(id: 3, title: "Children of Dune"),
        ])
        #expect(three.userMessage == "\"une\" matches 3 books: #1 Dune; #2 Dune Messiah; #3 Children of Dune — name one by its id")
        let long = "Dune:" + String(repeating: " an endless subtitle", count: 20)
        let cut = LibraryError.ambiguousBook("une", matches: [BookMatch(id: 1, title: "Dune"), BookMatch(id: 7, title: long)])
        #expect(cut.userMessage == "\"une\" matches 2 books: #1 Dune; #7 \(long.prefix(59))… — name one by its id")
        let sixty = String(repeating: "x", count: 60)
        let whole = LibraryError.ambiguousBook("x", matches: [BookMatch(id: 1, title: sixty), BookMatch(id: 2, title: sixty)])
        #expect(whole.userMessage.contains("#2 \(sixty) — "), "60 characters are not cut")
    }

    @Test func typedNumbersPrintAsTyped() {
        #expect(LibraryError.percentOutOfRange(1e300).userMessage.hasPrefix("1e+300% is more than the whole book — "))
        #expect(LibraryError.percentOutOfRange(101).userMessage == "101% is more than the whole book — give a percentage from 0 to 100")
        #expect(LibraryError.invalidRating(4.25).userMessage == "4.25 is not a rating — give 0.25 to 5 in steps of 0.25 (3.75), or none to clear it")
        #expect(LibraryError.percentOutOfRange(9_223_372_036_854_775_808).userMessage.hasPrefix("9223372036854775808% is more than"))
    }

    @Test func timesInMessagesAreLocalAsEverywhereElse() {
        let midnight = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(LibraryError.timeInFuture(midnight).userMessage
            == "\(LocalTimeText.dayOrMinute(midnight)) is more than a day in the future — give a time up to now")
        #expect(!LibraryError.timeBeforeLastMove(midnight, status: .reading, movedAt: midnight).userMessage.contains("Z"))
    }

    /// A command that saves as it goes says what it kept where the line would say nothing changed.
    @Test func aFailurePartWayThroughSaysWhatWasKept() {
        #expect(LibraryError.message(of: LibraryError.diskFull(path: "/l.sqlite"), keeping: "the answer before it is saved")
            == "the disk holding /l.sqlite is full — free some space on it and run the command again; the answer before it is saved")
        #expect(LibraryError.message(of: LibraryError.readOnly(path: "/l.sqlite"), keeping: "2 are saved").hasSuffix(
            "commands that only read still work; 2 are saved"))
        #expect(LibraryError.diskFull(path: "/l.sqlite").userMessage.hasSuffix("run the command again; nothing was changed"))
        #expect(LibraryError.readOnly(path: "/l.sqlite").userMessage.hasSuffix("commands that only read still work, and nothing was changed"))
    }

    @Test func networkMessagesSayWhatToType() {
        #expect(NetworkError.offlineCacheMiss(.dictionary).userMessage.hasSuffix(" — run the command again without --offline"))
        #expect(NetworkError.wordNotFound("qwxyzzy").userMessage.contains("--definition"))
        #expect(NetworkError.rateLimited(.googleBooks, message: nil).userMessage.contains("set GOOGLE_BOOKS_API_KEY"))
        // A limit per minute is no used-up quota: waiting a minute is the first thing to try.
        #expect(NetworkError.rateLimited(.googleBooks, message: nil).userMessage
            .hasPrefix("Google Books is limiting requests — wait a minute and try again, or set GOOGLE_BOOKS_API_KEY"))
        #expect(NetworkError.invalidResponse(.googleBooks, .endlessRedirects).userMessage
            == "Google Books redirected again and again without an answer — check SHELF_GOOGLE_BOOKS_URL if you set it, else try again later")
        #expect(NetworkError.invalidAPIKey(message: "bad key [API key]").userMessage
            == "Google Books refused the API key: bad key [API key] — check GOOGLE_BOOKS_API_KEY")
        #expect(NetworkError.invalidResponse(.googleBooks, .tooLarge).userMessage
            == "Google Books sent something that is not usable JSON (a body too large to be a real answer) — try again later")
        #expect(NetworkError.badRequest(.googleBooks, message: "echo [API key]").userMessage
            == "Google Books rejected the request as malformed: echo [API key] — check the search terms")
        #expect(NetworkError.helperMissing(.googleBooks, path: "/opt/shelf/bin/shelf-fetch").userMessage
            == "cannot reach Google Books — the helper shelf-fetch is missing from /opt/shelf/bin; reinstall shelf with shelf-fetch beside it")
    }

    /// Every refusal of a page says what is wrong with it, then the pages to give; where the book
    /// is known, the command that fixes its page count names it by its id.
    @Test func pageRefusalsHaveOneForm() {
        let dune = BookMatch(id: 1, title: "Dune")
        let lines: [(LibraryError, String)] = [
            (.pageOutOfRange(page: 500, pageCount: 412, book: dune),
             "page 500 is past the end of \"Dune\" (412 pages) — give a page from 0 to 412, or fix its page count with `shelf edit 1 --pages N`"),
            (.pageOutOfRange(page: 2, pageCount: 1, book: BookMatch(id: 7, title: "Leaflet")),
             "page 2 is past the end of \"Leaflet\" (1 page) — give a page from 0 to 1, or fix its page count with `shelf edit 7 --pages N`"),
            (.pageOutOfRange(page: -3, pageCount: 412, book: dune), "page -3 is below 0 — give a page from 0 to 412"),
            (.pageOutOfRange(page: -3, pageCount: nil, book: nil), "page -3 is below 0 — give a page of 0 or more"),
            (.pageOutOfRange(page: 100_001, pageCount: nil, book: dune),
             "page 100001 is past the end of any book (100000 pages at most) — give a page from 0 to 100000"),
            (.percentOutOfRange(101), "101% is more than the whole book — give a percentage from 0 to 100"),
            (.percentOutOfRange(-1), "-1% is below 0% — give a percentage from 0 to 100"),
            (.percentWithoutPageCount(id: 3, title: "Zine"),
             "\"Zine\" has no page count, so a percentage cannot become a page — give the page itself, or set its page count with `shelf edit 3 --pages N`"),
            (.invalidPageCount(0), "0 is not a page count — give a page count from 1 to 100000"),
            (.pageCountBelowProgress(pageCount: 100, currentPage: 200),
             "a page count of 100 is below the page already logged (200) — give a page count from 200 to 100000"),
            (.yearInFuture(3000, latest: 2031), "3000 is too far ahead to be a year of publication — give a year up to 2031"),
        ]
        for (error, line) in lines { #expect(error.userMessage == line) }
        // A page of search results is refused in the same form.
        #expect(NetworkError.invalidPage(0).userMessage == "page 0 of results is out of range — give a page from 1 to 10000")
    }

    /// A hint about a book the error names gives a command that runs as it is: the book by its id,
    /// a word as a shell reads it back.
    @Test func hintsNameTheBookByItsId() {
        let dune = BookMatch(id: 4, title: "Dune")
        #expect(LibraryError.wordNotFound("sietch", book: dune).userMessage
            == "\"Dune\" has no word \"sietch\" — see its words with `shelf vocab list 4`")
        #expect(LibraryError.wordInAnotherLanguage("chat noir", language: "fr", book: dune).userMessage
            == "\"chat noir\" is already in \"Dune\" in \"fr\" — a word is kept there once, in one language; leave out --lang to update it, or remove it first with `shelf vocab rm 4 'chat noir'`")
        #expect(LibraryError.wordInAnotherLanguage("chat", language: "fr", book: nil).userMessage
            == "\"chat\" is already among your global words in \"fr\" — a word is kept there once, in one language; leave out --lang to update it, or remove it first with `shelf vocab rm --global chat`")
    }

    /// What was typed is quoted in straight quotes, its invisible characters written out, in the
    /// network's messages as in every other.
    @Test func networkMessagesQuoteAsEveryMessageDoes() {
        #expect(NetworkError.invalidLanguage("xx").userMessage
            == "\"xx\" is not a language code — use a two-letter ISO 639-1 code such as en, fr or de")
        #expect(NetworkError.wordNotFound("a\u{1B}b").userMessage.hasPrefix("the dictionary has no entry for \"a\\eb\" — "))
        #expect(NetworkError.invalidVolumeID("x/y").userMessage.hasPrefix("\"x/y\" is not a Google Books volume id"))
        #expect(NetworkError.invalidWord("?").userMessage.hasPrefix("\"?\" is not a word that can be looked up — "))
        #expect(NetworkError.invalidBaseURL(variable: "V", value: "ftp://x").userMessage.hasPrefix("V is not an http(s) base URL: \"ftp://x\" — "))
        for error in Self.networkErrors { #expect(!error.userMessage.contains("\u{201C}"), "\(error.userMessage)") }
    }

    /// Titles and values a file held are quoted as every message quotes them: cut to 60
    /// characters, invisible characters written out.
    @Test func importLinesQuoteAsEveryMessageDoes() {
        let long = String(repeating: "x", count: 100)
        #expect(DuplicateRowText.line([DuplicateRow(bookID: "88", title: long, line: 3, firstLine: 2)])
            == "Skipped 1 row repeating an earlier row's Book Id: \"\(long.prefix(59))…\" (line 3, Book Id 88 as on line 2)")
        #expect(FileAppearance.table(firstColumns: ["Name", "Tab\there", long]).userMessage(expectingDatabase: false)
            .hasPrefix("a table whose columns (\"Name\", \"Tab\\there\", \"\(long.prefix(59))…\"…) are not"))
    }

    @Test func noticesSayWhyAndHowOld() {
        #expect(NetworkNotice.showingCached(.bookRecord, age: 3 * 86400 + 100, failure: .serverError(.googleBooks, status: 503))
            .userMessage == "shelf: Google Books failed with server error 503 — showing the Google Books record cached 3 days ago")
        #expect(NetworkNotice.showingCached(.searchResults, age: 5 * 86400, failure: .cannotConnect(.googleBooks, host: "127.0.0.1"))
            .userMessage == "shelf: cannot connect to 127.0.0.1 — showing Google Books results cached 5 days ago")
        #expect(NetworkNotice.showingCached(.dictionaryEntry, age: 7200, failure: nil).userMessage
            == "shelf: offline — showing the dictionary entry cached 2 hours ago")
        #expect(NetworkNotice.showingCached(.bookRecord, age: 7200, failure: .helperMissing(.googleBooks, path: "/x/shelf-fetch"))
            .userMessage == "shelf: the helper shelf-fetch is missing — showing the Google Books record cached 2 hours ago")
        #expect(NetworkNotice.notCached(.cacheUnwritable(path: "/c")).userMessage
            == "shelf: cannot write the cache at /c — check its permissions, or set SHELF_CACHE_DIR")
    }

    @Test(arguments: [ExportFileError.Tracker.goodreads, .storyGraph])
    func exportFileMessagesNameTheLineTheProblemAndTheRemedy(tracker: ExportFileError.Tracker) {
        let errors: [ExportFileError] = [
            .emptyFile, .noBooks, .malformedCSV(.unterminatedQuote(line: 6)), .malformedCSV(.textAfterClosingQuote(line: 2, field: 3)),
            .malformedCSV(.wrongFieldCount(line: 5, expected: 24, found: 25)), .malformedCSV(.invalidUTF8(line: 4)),
            .missingColumns(["Book Id"]), .missingTitle(line: 8), .titleTooLong(line: 9),
        ]
        for error in errors {
            let message = error.userMessage(from: tracker)
            #expect(message.hasPrefix("line \(error.line): "), "\(message)")
            #expect(message.contains(" — "), "\(message)")
            #expect(!message.contains("\n"), "\(message)")
        }
        #expect(ExportFileError.emptyFile.userMessage(from: tracker).contains("export the library again from \(tracker.name)"))
    }

    @Test func aMissingColumnNamesTheTrackerWhoseExportItIsNot() {
        #expect(ImportError.goodreads(.missingColumns(["Book Id", "Title"])).userMessage(file: "g.csv")
            == "g.csv line 1: the header has no \"Book Id\", \"Title\" columns — this is not a Goodreads library export; export it again from Goodreads")
        #expect(ImportError.storyGraph(.missingColumns(["Read Status"])).userMessage(file: "s.csv")
            == "s.csv line 1: the header has no \"Read Status\" column — this is not a whole StoryGraph export; export it again from StoryGraph")
    }

    @Test func backupAndImportMessagesNameTheFileAndLine() {
        #expect(BackupError.notJSON(line: 4, problem: "unexpected 'x' in JSON").userMessage
            == "line 4: not valid JSON (unexpected 'x' in JSON) — restore from an unmodified `shelf export` file")
        #expect(BackupError.unsupportedVersion(7).userMessage
            == "backup version 7 is newer than this shelf reads (6) — upgrade shelf, then import it")
        #expect(ImportError.backup(.invalidContent(path: "books[0].title", problem: "missing")).userMessage(file: "b.json")
            == "b.json: books[0].title: missing — restore from an unmodified `shelf export` file")
        #expect(ImportError.backup(.notJSON(line: 2, problem: "p")).userMessage(file: "b.json")
            .hasPrefix("b.json line 2: not valid JSON (p) — "))
        #expect(ImportError.goodreads(.missingTitle(line: 6)).userMessage(file: "g.csv")
            == "g.csv line 6: the book has no Title — fill in the title or delete the row")
        #expect(ImportError.library(.storage("database is locked")).userMessage(file: "g.csv")
            == "the library could not be updated: database is locked — try again; nothing was changed")
    }
}
