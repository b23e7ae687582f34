import Foundation
import Testing
import TestSupport
import Library

/// How a backup is read: which values are refused, and with which path and words. The backups
/// here are small hand-written documents with one value changed, so each test names its cause.
@Suite struct BackupReadingTests {
    static let progress = #"{"id": 1, "page": 10, "at": "2026-01-02T00:00:00Z"}"#
    static let review =
        #"{"id": 1, "rating": 3, "mode": "fill", "at": "2026-01-03T00:00:00Z", "elapsedDays": 0, "scheduledDays": 1.5, "stateBefore": "new"}"#

    /// A one-book, one-word backup with `progress` as the book's only progress entry, `review` as
    /// the word's only review and `extra` spliced into the book's members.
    static func backup(progress: String = progress, review: String = review, book extra: String = "") -> Data {
        Data(
            """
            {"format": "shelf-backup", "version": 1,
             "books": [{"id": 7, "title": "Dune", "authors": ["Frank Herbert"], "status": "reading", "shelves": [],
                "addedAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z", "editedFields": [],
                "statusChanges": [{"id": 1, "to": "reading", "at": "2026-01-01T00:00:00Z"}],
                "readThroughs": [], \(extra)
                "progress": [\(progress)]}],
             "words": [{"id": 1, "bookId": 7, "word": "spice", "wordKey": "spice", "language": "en",
                "addedAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z", "mastered": false,
                "state": "review", "due": "2026-01-05T00:00:00Z", "reps": 1, "lapses": 0, "reviews": [\(review)]}],
             "dictionaryEntries": []}
            """.utf8)
    }

    /// The error importing `data` into an empty library raises, after checking nothing was added.
    static func error(importing data: Data) throws -> BackupError? {
        let test = try TestLibrary()
        var result: BackupError?
        do {
            _ = try test.shelf.importBackup(data)
        } catch {
            guard case .backup(let backupError) = error else {
                Issue.record("not a backup error: \(error)")
                return nil
            }
            result = backupError
        }
        #expect(try test.shelf.books().isEmpty)
        return result
    }

    @Test func theValidBackupImports() throws {
        let test = try TestLibrary()
        #expect(try test.shelf.importBackup(Self.backup()) == ImportSummary(added: 1, updated: 0, skipped: 0, wordsAdded: 1))
        let book = try #require(try test.shelf.books().first)
        #expect(book.id == 7)
        #expect(try test.shelf.details(id: 7).progress.map(\.page) == [10])
        let word = try #require(try test.shelf.words(in: .all).first)
        #expect(try test.shelf.reviews(ofWord: word.id).map(\.rating) == [3])
    }

    @Test(arguments: [
        // A progress entry's time, as each kind of wrong value.
        (#"{"id": 1, "page": 10}"#, "books[0].progress[0].at", "missing"),
        (#"{"id": 1, "page": 10, "at": null}"#, "books[0].progress[0].at", "null where a value is needed"),
        (#"{"id": 1, "page": 10, "at": true}"#, "books[0].progress[0].at", "not text"),
        (#"{"id": 1, "page": 10, "at": [1]}"#, "books[0].progress[0].at", "not text"),
        (#"{"id": 1, "page": 10, "at": "2026-01-02"}"#, "books[0].progress[0].at",
         #""2026-01-02" is not a UTC time like 2026-11-20T18:04:05Z"#),
        (#"{"id": 1, "page": 10, "at": 1e300}"#, "books[0].progress[0].at", "1e+300 is outside the years 1 to 9999"),
        (#"{"id": 1, "page": 10, "at": -62135596801}"#, "books[0].progress[0].at",
         "-62135596801.0 is outside the years 1 to 9999"),
        // Its page: a count must be a whole number in Int range.
        (#"{"id": 1, "page": 10.5, "at": 0}"#, "books[0].progress[0].page", "not a whole number"),
        (#"{"id": 1, "page": 1e300, "at": 0}"#, "books[0].progress[0].page", "too large (whole numbers run from -9007199254740991 to 9007199254740991)"),
        (#"{"id": 1, "page": 9223372036854775808, "at": 0}"#, "books[0].progress[0].page", "too large (whole numbers run from -9007199254740991 to 9007199254740991)"),
        (#"{"id": 1, "page": -9223372036854775809, "at": 0}"#, "books[0].progress[0].page", "too small (whole numbers run from -9007199254740991 to 9007199254740991)"),
        (#"{"id": 1, "page": "10", "at": 0}"#, "books[0].progress[0].page", "not a number"),
        // The entry itself.
        ("null", "books[0].progress[0]", "null where a value is needed"),
        ("12", "books[0].progress[0]", "not the expected kind of value"),
    ])
    func refusesAProgressEntry(entry: String, path: String, problem: String) throws {
        #expect(try Self.error(importing: Self.backup(progress: entry)) == .invalidContent(path: path, problem: problem))
    }

    @Test(arguments: [
        (#""rating": 3,"#, #""note": "fill","#, "words[0].reviews[0].rating", "missing"),
        (#""rating": 3,"#, #""rating": null,"#, "words[0].reviews[0].rating", "null where a value is needed"),
        (#""rating": 3,"#, #""rating": "3","#, "words[0].reviews[0].rating", "not a number"),
        (#""rating": 3,"#, #""rating": 3.5,"#, "words[0].reviews[0].rating", "not a whole number"),
        (#""rating": 3,"#, #""rating": true,"#, "words[0].reviews[0].rating", "not a number"),
        (#""mode": "fill","#, #""mode": 1,"#, "words[0].reviews[0].mode", "not text"),
        (#""scheduledDays": 1.5,"#, #""scheduledDays": "1.5","#, "words[0].reviews[0].scheduledDays", "not a number"),
    ])
    func refusesAWordReview(original: String, replacement: String, path: String, problem: String) throws {
        let review = Self.review.replacingOccurrences(of: original, with: replacement)
        #expect(review != Self.review)
        #expect(try Self.error(importing: Self.backup(review: review)) == .invalidContent(path: path, problem: problem))
    }

    @Test(arguments: [
        (#""authors": ["Frank Herbert"]"#, #""authors": "Frank Herbert""#, "books[0].authors", "not a list"),
        (#""authors": ["Frank Herbert"]"#, #""authors": ["Frank Herbert", null]"#, "books[0].authors[1]", "null where a value is needed"),
        (#""authors": ["Frank Herbert"]"#, #""authors": ["Frank Herbert", 2]"#, "books[0].authors[1]", "not text"),
        (#""status": "reading""#, #""status": "finished""#, "books[0].status", #""finished" is not one of to-read, reading, read, dnf"#),
        (#""to": "reading""#, #""to": "done""#, "books[0].statusChanges[0].to", #""done" is not one of to-read, reading, read, dnf"#),
        (#""readThroughs": []"#, #""readThroughs": [{"id": 1, "outcome": "gone"}]"#, "books[0].readThroughs[0].outcome",
         #""gone" is not one of reading, read, dnf"#),
        (#""mastered": false"#, #""mastered": 0"#, "words[0].mastered", "not true or false"),
        (#""mastered": false"#, #""mastered": "false""#, "words[0].mastered", "not true or false"),
        (#""words": [{"#, #""words": [7, {"#, "words[0]", "not the expected kind of value"),
        (#""dictionaryEntries": []"#, #""dictionaryEntries": {}"#, "dictionaryEntries", "not a list"),
        (#""dictionaryEntries": []"#, "\"dictionaryEntries\": null", "dictionaryEntries", "null where a value is needed"),
        (#""id": 7, "title": "Dune", "#, #""id": 7, "#, "books[0].title", "missing"),
        (#""editedFields": []"#, #""editedFields": ["colour"]"#, "books[0].editedFields", #"names "colour", which is no field"#),
        // A calendar day, kept as text, must be one.
        (#""editedFields": []"#, #""editedFields": [], "addedOn": "someday""#, "books[0].addedOn", "not a calendar day like 2016-03-15"),
        (#""readThroughs": []"#, #""readThroughs": [{"id": 1, "outcome": "read", "sequence": 1, "finishedOn": "2016-13-45"}]"#,
         "books[0].readThroughs[0].finishedOn", "not a calendar day like 2016-03-15"),
        (#""readThroughs": []"#, #""readThroughs": [{"id": 1, "outcome": "read", "sequence": 1, "startedOn": 20160315}]"#,
         "books[0].readThroughs[0].startedOn", "not text"),
        // Numbers the schema refuses, refused by name rather than by its constraint's text.
        (#""editedFields": []"#, #""editedFields": [], "pageCount": -5"#, "books[0].pageCount", "-5 is not between 1 and 100000"),
        (#""editedFields": []"#, #""editedFields": [], "currentPage": -1"#, "books[0].currentPage", "-1 is not between 0 and 100000"),
        (#""page": 10,"#, #""page": -3,"#, "books[0].progress[0].page", "-3 is not between 0 and 100000"),
        // Values every list reads back, and names a command would take.
        (#""page": 10,"#, #""page": 100001,"#, "books[0].progress[0].page", "100001 is not between 0 and 100000"),
        (#""id": 7, "title""#, #""id": 0, "title""#, "books[0].id", "0 is less than 1"),
        (#""title": "Dune""#, #""title": "   ""#, "books[0].title", "is blank"),
        (#""authors": ["Frank Herbert"]"#, #""authors": ["Frank Herbert", ""]"#, "books[0].authors[1]", "is blank"),
        (#""shelves": []"#, #""shelves": ["sci-fi", "a,b"]"#, "books[0].shelves[1]", "holds a comma, which would split it in two in a Goodreads export"),
        (#""shelves": []"#, #""shelves": [" "]"#, "books[0].shelves[0]", "is blank"),
        (#""words": [{"id": 1,"#, #""words": [{"id": -7,"#, "words[0].id", "-7 is less than 1"),
        (#""rating": 3, "mode""#, #""rating": 9, "mode""#, "words[0].reviews[0].rating", "9 is not between 1 and 4"),
        // A history no command could have recorded.
        (#""editedFields": []"#, #""editedFields": [], "addedOn": "2026-03-01""#, "books[0].addedOn",
         "is not the day of its addedAt (2026-01-01T00:00:00Z)"),
        (#""readThroughs": []"#,
         #""readThroughs": [{"id": 1, "outcome": "reading", "sequence": 1, "startedAt": "2026-01-01T00:00:00Z", "startedOn": "2026-02-01"}]"#,
         "books[0].readThroughs[0].startedOn", "is not the day of its startedAt (2026-01-01T00:00:00Z)"),
        (#""readThroughs": []"#, #""readThroughs": [{"id": 1, "outcome": "reading", "sequence": 1}, {"id": 2, "outcome": "reading", "sequence": 2}]"#,
         "books[0].readThroughs[1].outcome", "is reading (an open read), but the book has an open read already"),
        // A memory state only the scheduler makes, and a word one can type.
        (#""word": "spice""#, #""word": " ""#, "words[0].word", "is blank"),
        (#""reps": 1,"#, #""reps": 1, "stability": -5,"#, "words[0].stability", "-5.0 is less than 0.001"),
        (#""reps": 1,"#, #""reps": 1, "difficulty": 11,"#, "words[0].difficulty", "11.0 is not between 1.0 and 10.0"),
        (#""reps": 1,"#, #""reps": -1,"#, "words[0].reps", "-1 is less than 0"),
    ])
    func refusesOtherFields(original: String, replacement: String, path: String, problem: String) throws {
        let text = String(decoding: Self.backup(), as: UTF8.self)
        let broken = text.replacingOccurrences(of: original, with: replacement)
        #expect(broken != text)
        #expect(try Self.error(importing: Data(broken.utf8)) == .invalidContent(path: path, problem: problem))
    }

    @Test func twoBooksOrTwoWordsWithOneIdAreRefused() throws {
        let text = String(decoding: Self.backup(), as: UTF8.self)
        let book = #"{"id": 7, "title": "Emma", "authors": [], "status": "to-read", "shelves": [], "addedAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z", "editedFields": [], "statusChanges": [], "readThroughs": [], "progress": []}"#
        let twoBooks = text.replacingOccurrences(of: #""books": ["#, with: #""books": [\#(book), "#)
        #expect(twoBooks != text)
        #expect(try Self.error(importing: Data(twoBooks.utf8)) == .invalidContent(path: "books[1].id", problem: "repeats the id of an earlier book"))
        let word = #"{"id": 1, "word": "melange", "wordKey": "melange", "language": "en", "addedAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z", "mastered": false, "state": "new", "due": "2026-01-05T00:00:00Z", "reps": 0, "lapses": 0, "reviews": []}"#
        let twoWords = text.replacingOccurrences(of: #""words": ["#, with: #""words": [\#(word), "#)
        #expect(twoWords != text)
        #expect(try Self.error(importing: Data(twoWords.utf8)) == .invalidContent(path: "words[1].id", problem: "repeats the id of an earlier word"))
    }

    @Test func anOpenReadOfABookNotBeingReadIsRefused() throws {
        let text = String(decoding: Self.backup(), as: UTF8.self)
            .replacingOccurrences(of: #""readThroughs": []"#, with: #""readThroughs": [{"id": 1, "outcome": "reading", "sequence": 1}]"#)
            .replacingOccurrences(of: #""status": "reading""#, with: #""status": "read""#)
            .replacingOccurrences(of: #""to": "reading""#, with: #""to": "read""#)
        #expect(
            try Self.error(importing: Data(text.utf8))
                == .invalidContent(path: "books[0].readThroughs[0].outcome", problem: "is reading (an open read), but the book is on read"))
    }

    /// A book has each word once: the same word twice under two ids is refused by name, not by
    /// the database's constraint.
    @Test func oneWordTwiceInABookIsRefused() throws {
        let text = String(decoding: Self.backup(), as: UTF8.self)
        let word = #"{"id": 2, "bookId": 7, "word": "Spice ", "wordKey": "spice", "language": "en", "addedAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z", "mastered": false, "state": "new", "due": "2026-01-05T00:00:00Z", "reps": 0, "lapses": 0, "reviews": []}"#
        let twice = text.replacingOccurrences(of: #""reviews": [\#(Self.review)]}]"#, with: #""reviews": [\#(Self.review)]}, \#(word)]"#)
        #expect(twice != text)
        #expect(try Self.error(importing: Data(twice.utf8)) == .invalidContent(path: "words[1].word", problem: "repeats an earlier word of the same book"))
    }

    /// Every entry is restored under its own id, so two of one kind with one id (in one book or
    /// two) are refused by name rather than by the database's constraint.
    @Test(arguments: [
        (#""progress": ["#, #""progress": [{"id": 1, "page": 5, "at": "2026-01-01T12:00:00Z"}, "#, "books[0].progress[1].id", "page logged"),
        (#""readThroughs": []"#, #""readThroughs": [{"id": 3, "outcome": "read"}, {"id": 3, "outcome": "dnf"}]"#,
         "books[0].readThroughs[1].id", "read-through"),
        (#""reviews": ["#, #""reviews": [{"id": 1, "rating": 1, "mode": "fill", "at": "2026-01-02T00:00:00Z", "elapsedDays": 0, "scheduledDays": 1, "stateBefore": "new"}, "#,
         "words[0].reviews[1].id", "review"),
    ])
    func twoEntriesOfOneKindWithOneIdAreRefused(original: String, replacement: String, path: String, kind: String) throws {
        let text = String(decoding: Self.backup(), as: UTF8.self)
        let repeated = text.replacingOccurrences(of: original, with: replacement)
        #expect(repeated != text)
        #expect(try Self.error(importing: Data(repeated.utf8)) == .invalidContent(path: path, problem: "repeats the id of an earlier \(kind)"))
    }

    @Test func theFirstProblemInDeclarationOrderIsReported() throws {
        // Both the id and the time are wrong; the id comes first in the type, as JSONDecoder read it.
        let error = try Self.error(importing: Self.backup(progress: #"{"at": false, "page": 1}"#))
        #expect(error == .invalidContent(path: "books[0].progress[0].id", problem: "missing"))
    }

    @Test func optionalFieldsMayBeAbsentOrNullAndNumbersMayBeWritten() throws {
        let test = try TestLibrary()
        // Null optionals, a rating written as a whole number, a count written as 10.0 and 1e1,
        // a time given as seconds, and the Int and Double extremes JSONDecoder accepted.
        let extra = #""subtitle": null, "pageCount": 4e2, "rating": 4, "year": null, "currentPage": 1e1,"#
        let review = Self.review.replacingOccurrences(of: #""elapsedDays": 0"#, with: #""elapsedDays": 2"#)
        let progress = #"{"id": 1, "page": 10.0, "at": 1767312000.5}"#
        _ = try test.shelf.importBackup(Self.backup(progress: progress, review: review, book: extra))
        let book = try test.shelf.book(id: 7)
        #expect(book.subtitle == nil)
        #expect(book.pageCount == 400)
        #expect(book.rating == 4)
        #expect(book.currentPage == 10)
        let details = try test.shelf.details(id: 7)
        #expect(details.progress.map(\.page) == [10])
        #expect(details.progress.map(\.at) == [Date(timeIntervalSince1970: 1_767_312_000.5)])
        let word = try #require(try test.shelf.words(in: .all).first)
        #expect(try test.shelf.reviews(ofWord: word.id).map(\.elapsedDays) == [2])
    }

    @Test(arguments: [
        ("[]", BackupError.notABackup),
        (#""shelf-backup""#, .notABackup),
        (#"{"version": 1, "books": []}"#, .notABackup),
        (#"{"format": "other", "version": 1}"#, .notABackup),
        (#"{"format": 1, "version": 1}"#, .notABackup),
        (#"{"format": "shelf-backup"}"#, .invalidContent(path: "version", problem: "missing")),
        (#"{"format": "shelf-backup", "version": null}"#, .invalidContent(path: "version", problem: "missing")),
        (#"{"format": "shelf-backup", "version": "1"}"#, .invalidContent(path: "version", problem: "not a number")),
        (#"{"format": "shelf-backup", "version": 1.5}"#, .invalidContent(path: "version", problem: "not a whole number")),
        // The version is checked before any section, so a newer backup's new shapes never matter.
        (#"{"format": "shelf-backup", "version": 7, "books": 5}"#, .unsupportedVersion(7)),
        (#"{"format": "shelf-backup", "version": 0}"#, .invalidContent(path: "version", problem: "is 0, but backup versions begin at 1")),
        (#"{"format": "shelf-backup", "version": -3}"#, .invalidContent(path: "version", problem: "is -3, but backup versions begin at 1")),
        (#"{"format": "shelf-backup", "version": 1}"#, .invalidContent(path: "books", problem: "missing")),
    ])
    func checksTheMarkerAndVersionFirst(text: String, expected: BackupError) throws {
        #expect(try Self.error(importing: Data(text.utf8)) == expected)
    }

    /// Lists are read while the document is parsed, but what is refused, and in which order, is
    /// as if the whole document had been read first: JSON syntax, marker, version, then books,
    /// words and dictionary entries.
    @Test(arguments: [
        (#"{"books": [{"id": "x"}], "format": "shelf-backup", "version": 7}"#, BackupError.unsupportedVersion(7)),
        (#"{"books": [{"id": "x"}], "version": 1}"#, .notABackup),
        (#"{"format": "shelf-backup", "version": 1, "books": [{"id": "x"}], "words": [1], "dictionaryEntries": []"#,
         .notJSON(line: 1, problem: "JSON ends too early")),
        (#"{"format": "shelf-backup", "version": 1, "words": [5], "books": [{"id": 1.5}], "dictionaryEntries": []}"#,
         .invalidContent(path: "books[0].id", problem: "not a whole number")),
        (#"{"format": "shelf-backup", "version": 1, "words": [5], "dictionaryEntries": []}"#,
         .invalidContent(path: "books", problem: "missing")),
        (#"{"format": "shelf-backup", "version": 1, "books": [], "words": [{}, 5], "dictionaryEntries": [null]}"#,
         .invalidContent(path: "words[0].id", problem: "missing")),
        (#"{"format": "shelf-backup", "version": 1, "books": [], "words": [], "dictionaryEntries": [{"language": "en"}, 3]}"#,
         .invalidContent(path: "dictionaryEntries[0].wordKey", problem: "missing")),
        // A repeated list is refused, whatever either holds: only shelf writes backups, and it never repeats a key.
        (#"{"format": "shelf-backup", "version": 1, "books": [], "words": [5], "words": [{}], "dictionaryEntries": [1], "dictionaryEntries": []}"#,
         .notJSON(line: 1, problem: #"the key "words" twice in one JSON object"#)),
    ])
    func refusalsKeepTheirOrder(text: String, expected: BackupError) throws {
        #expect(try Self.error(importing: Data(text.utf8)) == expected)
    }

    @Test(arguments: [
        ("{\n  \"format\" : \"shelf-backup\",\n  \"version\" : 1,\n  \"books\" : [ x ]\n}", 4, "unexpected 'x' in JSON"),
        ("{\"format\": \"shelf-backup\",\n\n\"version\": 01}", 3, "malformed number in JSON"),
        ("{\"format\": \"shelf-backup\",\n\"books\": [\n", 3, "JSON ends too early"),
        ("{\"format\": \"shelf-backup\"}\n{}", 2, "extra content after the JSON value"),
        ("", 1, "JSON ends too early"),
    ])
    func malformedJSONNamesTheLine(text: String, line: Int, problem: String) throws {
        let error = try Self.error(importing: Data(text.utf8))
        #expect(error == .notJSON(line: line, problem: problem))
    }

    /// A backup as another program (or a later shelf) might write it through JSONEncoder: compact,
    /// keys in any order, with members this shelf does not know.
    private struct ForeignBackup: Encodable {
        struct Book: Encodable {
            var id = 3
            var title = "Foreign"
            var authors = ["Someone"]
            var status = "read"
            var shelves: [String] = []
            var addedAt = "2025-05-01T10:00:00.25Z"
            var updatedAt = "2025-05-02T10:00:00Z"
            var editedFields: [String] = []
            var statusChanges: [String] = []
            var readThroughs: [String] = []
            var progress = [Progress()]
            var coverColour = "blue"
        }
        struct Progress: Encodable {
            var id = 9
            var page = 33
            var at = 1_746_093_600.5
            var device = "e-reader"
        }
        var format = "shelf-backup"
        var version = 1
        var books = [Book()]
        var words: [String] = []
        var dictionaryEntries: [String] = []
        var exportedBy = "another tool"
    }

    @Test func aBackupWithUnknownKeysStillReads() throws {
        let test = try TestLibrary()
        let data = try JSONEncoder().encode(ForeignBackup())
        #expect(try test.shelf.importBackup(data) == ImportSummary(added: 1, updated: 0, skipped: 0))
        let book = try test.shelf.book(id: 3)
        #expect(book.title == "Foreign")
        #expect(book.status == .read)
        let progress = try test.shelf.details(id: 3).progress
        #expect(progress.map(\.page) == [33])
        #expect(progress.map(\.at) == [Date(timeIntervalSince1970: 1_746_093_600.5)])
    }

    /// Strict reading: values a backup cannot hold are refused, never rounded, replaced or dropped.
    @Test(arguments: [
        // A whole number past what a Double holds exactly: the positive twin was always refused.
        (#""year": -9223372036854775809,"#, BackupError.invalidContent(path: "books[0].year", problem: "too small (whole numbers run from -9007199254740991 to 9007199254740991)")),
        (#""year": -9223372036854775808,"#, .invalidContent(path: "books[0].year", problem: "too small (whole numbers run from -9007199254740991 to 9007199254740991)")),
        (#""pageCount": 9007199254740993,"#, .invalidContent(path: "books[0].pageCount", problem: "too large (whole numbers run from -9007199254740991 to 9007199254740991)")),
        (#""pageCount": 9007199254740992,"#, .invalidContent(path: "books[0].pageCount", problem: "too large (whole numbers run from -9007199254740991 to 9007199254740991)")),
        (#""pageCount": -9.3e18,"#, .invalidContent(path: "books[0].pageCount", problem: "too small (whole numbers run from -9007199254740991 to 9007199254740991)")),
        // Half a surrogate pair, alone or followed by something else.
        (#""subtitle": "a\ud800b","#, .notJSON(line: 5, problem: "a \\u escape of half a UTF-16 surrogate pair in a JSON string")),
        (#""subtitle": "\udc00","#, .notJSON(line: 5, problem: "a \\u escape of half a UTF-16 surrogate pair in a JSON string")),
        (#""subtitle": "\ud800\u0041","#, .notJSON(line: 5, problem: "a \\u escape of half a UTF-16 surrogate pair in a JSON string")),
        // A key twice in one object, where one of the values would be dropped.
        (#""title": "Children of Dune","#, .notJSON(line: 5, problem: #"the key "title" twice in one JSON object"#)),
        (#""progress": [], "#, .notJSON(line: 6, problem: #"the key "progress" twice in one JSON object"#)),
    ])
    func valuesABackupCannotHoldAreRefused(extra: String, expected: BackupError) throws {
        #expect(try Self.error(importing: Self.backup(book: extra)) == expected)
    }

    /// Values a command would refuse are refused in a backup too, naming the field and what it may hold.
    @Test(arguments: [
        (#""year": 20000,"#, "books[0].year", "20000 is not between -5000 and 9999"),
        (#""originalYear": -5001,"#, "books[0].originalYear", "-5001 is not between -5000 and 9999"),
        (#""rating": 9,"#, "books[0].rating", "9.0 is not between 0.0 and 5.0"),
        (#""pageCount": 100001,"#, "books[0].pageCount", "100001 is not between 1 and 100000"),
        (#""currentPage": 100001,"#, "books[0].currentPage", "100001 is not between 0 and 100000"),
    ])
    func valuesOutOfTheLibrarysRangeAreRefused(extra: String, path: String, problem: String) throws {
        #expect(try Self.error(importing: Self.backup(book: extra)) == .invalidContent(path: path, problem: problem))
    }

    @Test(arguments: [
        ("20000-01-01T00:00:00Z", #""20000-01-01T00:00:00Z" is outside the years 1 to 9999"#),
        ("-0001-06-01T12:00:00Z", #""-0001-06-01T12:00:00Z" is outside the years 1 to 9999"#),
        ("0000-01-01T00:00:00Z", #""0000-01-01T00:00:00Z" is outside the years 1 to 9999"#),
        ("20000-13-01T00:00:00Z", #""20000-13-01T00:00:00Z" is not a UTC time like 2026-11-20T18:04:05Z"#),
    ])
    func aTimeOutsideTheYearsNamesThem(time: String, problem: String) throws {
        let progress = #"{"id": 1, "page": 10, "at": "\#(time)"}"#
        #expect(
            try Self.error(importing: Self.backup(progress: progress))
                == .invalidContent(path: "books[0].progress[0].at", problem: problem))
    }

    @Test func aWellFormedSurrogatePairAndTheLargestExactNumbersStillRead() throws {
        let test = try TestLibrary()
        let extra = #""subtitle": "\ud83d\ude00", "#
        let progress = #"{"id": -9007199254740991, "page": 10, "at": "2026-01-02T00:00:00Z"}"#
        #expect(
            try test.shelf.importBackup(Self.backup(progress: progress, book: extra))
                == ImportSummary(added: 1, updated: 0, skipped: 0, wordsAdded: 1))
        let book = try #require(try test.shelf.books().first)
        #expect(book.subtitle == "😀")
        #expect(try test.shelf.details(id: 7).progress.map(\.page) == [10])
    }
}
