import Foundation
import Library
import Testing
import TestSupport

/// A backup whose history no command could have recorded (edited by hand, or damaged) is refused
/// whole, naming the entry, and the library is left as it was.
@Suite struct BackupTimelineTests {
    /// How long after `TestLibrary.start` `backup()` is written: a library restoring it must not
    /// be further behind, or its latest events are in that library's future.
    private static let writtenAfter: TimeInterval = 3 * 86_400 + 3_600

    /// One book added, started a day later, a page logged, finished two days after that with a
    /// note, and a second book on to-read: its backup, written 2026-11-23T19:00:00Z, as a JSON
    /// object to edit.
    private static func backup() throws -> [String: Any] {
        let test = try TestLibrary()
        let book = try test.shelf.add(NewBook(title: "Timeline", authors: ["A. Writer"]))
        test.advance(86_400)
        _ = try test.shelf.move(id: book.id, to: .reading)
        test.advance(3_600)
        _ = try test.shelf.log(id: book.id, .page(40))
        test.advance(2 * 86_400)
        _ = try test.shelf.move(id: book.id, to: .read)
        _ = try test.shelf.addNote(id: book.id, "Finished")
        _ = try test.shelf.add(NewBook(title: "Waiting", authors: ["B. Writer"]))
        #expect(test.now == TestLibrary.at(writtenAfter))
        let object = try JSONSerialization.jsonObject(with: Data(test.shelf.backupText().utf8))
        return try #require(object as? [String: Any])
    }

    /// `backup()` with `edit` applied to its first book.
    private static func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var file = try backup()
        var books = try #require(file["books"] as? [[String: Any]])
        edit(&books[0])
        file["books"] = books
        return try JSONSerialization.data(withJSONObject: file)
    }

    /// Sets `key` of the `index`th element of the list `list` of a book.
    private static func set(_ book: inout [String: Any], _ list: String, _ index: Int, _ key: String, _ value: Any?) {
        var entries = book[list] as? [[String: Any]] ?? []
        entries[index][key] = value
        book[list] = entries
    }

    /// An empty library whose clock reads when `backup()` was written, as on the machine that wrote it.
    private static func library() throws -> TestLibrary {
        let test = try TestLibrary()
        test.advance(writtenAfter)
        return test
    }

    @Test func aCoherentBackupRestores() throws {
        let test = try Self.library()
        #expect(try test.shelf.importBackup(Self.edited { _ in }).added == 2)
    }

    @Test(arguments: [
        ("readThroughs", 0, "finishedAt", "2026-11-20T17:00:00Z", "books[0].readThroughs[0].finishedAt",
         "is before the read's start (2026-11-21T18:00:00Z)"),
        ("statusChanges", 1, "at", "2026-11-19T18:00:00Z", "books[0].statusChanges[1].at",
         "is before the book was added (2026-11-20T18:00:00Z)"),
        ("progress", 0, "at", "2026-11-20T17:59:59.5Z", "books[0].progress[0].at",
         "is before the book was added (2026-11-20T18:00:00Z)"),
        ("statusChanges", 2, "from", "to-read", "books[0].statusChanges[2].from",
         "should be from reading at that point of the history"),
        ("statusChanges", 0, "from", "dnf", "books[0].statusChanges[0].from",
         "should be no \"from\" (it is the addition) at that point of the history"),
        ("progress", 0, "at", "9999-12-31T23:59:59Z", "books[0].progress[0].at", "is in the future (9999-12-31T23:59:59Z)"),
        ("statusChanges", 2, "at", "2026-11-25T19:00:00Z", "books[0].statusChanges[2].at",
         "is in the future (2026-11-25T19:00:00Z)"),
        ("readThroughs", 0, "startedAt", "2027-01-01T00:00:00Z", "books[0].readThroughs[0].startedAt",
         "is in the future (2027-01-01T00:00:00Z)"),
        ("readThroughs", 0, "finishedAt", "2027-01-01T00:00:00Z", "books[0].readThroughs[0].finishedAt",
         "is in the future (2027-01-01T00:00:00Z)"),
    ])
    func anIncoherentHistoryIsRefusedAndNothingChanges(
        list: String, index: Int, key: String, value: String, path: String, problem: String
    ) throws {
        try Self.expectRefused(Self.edited { book in Self.set(&book, list, index, key, value) }, path, problem)
    }

    /// Imports `data` into an empty library and into one with a book, expecting each to refuse it
    /// with `problem` at `path` and to be left as it was.
    private static func expectRefused(
        _ data: Data, _ path: String, _ problem: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for test in [try library(), try libraryWithABook()] {
            let before = try test.snapshot()
            #expect(throws: ImportError.backup(.invalidContent(path: path, problem: problem)), sourceLocation: sourceLocation) {
                try test.shelf.importBackup(data)
            }
            #expect(try test.snapshot() == before, sourceLocation: sourceLocation)
        }
    }

    /// `--at` takes a time up to a day past the clock (typed in one zone, it is tomorrow in
    /// another), so a backup may hold one; a moment later no command could have recorded it, and
    /// restored it would put every later command on the book before it. The addition and a note
    /// are times like the others.
    @Test func aTimeUpToADayAheadRestoresAndOneLaterIsRefused() throws {
        let dayAhead = try Self.edited { book in Self.set(&book, "notes", 0, "at", "2026-11-24T19:00:00Z") }
        let test = try Self.library()
        #expect(try test.shelf.importBackup(dayAhead).added == 2)
        try Self.expectRefused(
            Self.edited { book in Self.set(&book, "notes", 0, "at", "2026-11-24T19:00:00.5Z") }, "books[0].notes[0].at",
            "is in the future (2026-11-24T19:00:00.5Z)")
        try Self.expectRefused(
            Self.edited { book in book["addedAt"] = "2026-11-30T00:00:00Z" }, "books[0].addedAt",
            "is in the future (2026-11-30T00:00:00Z)")
    }

    /// A read of the first book as a backup holds it; nil dates are unknown.
    private static func read(_ id: Int, _ start: String?, _ finish: String?, _ outcome: String = "read") -> [String: Any] {
        ["id": id, "outcome": outcome, "startedAt": start as Any, "finishedAt": finish as Any].compactMapValues { $0 }
    }

    /// `backup()` with the first book's reads (on read, its last move at 2026-11-23T19:00) replaced by `reads`.
    private static func withReads(_ reads: [[String: Any]]) throws -> Data {
        try edited { book in book["readThroughs"] = reads }
    }

    /// Two reads sharing time would show in `history` as one begun inside the other and count in
    /// `stats` as two finishes; the reads are taken by start, whatever the order of the file.
    @Test func aReadBeginningBeforeThePreviousFinishedIsRefused() throws {
        let first = Self.read(1, "2026-11-21T18:00:00Z", "2026-11-22T12:00:00Z")
        let second = Self.read(2, "2026-11-22T00:00:00Z", "2026-11-23T19:00:00Z")
        let problem = "is before the previous read finished (2026-11-22T12:00:00Z)"
        try Self.expectRefused(Self.withReads([first, second]), "books[0].readThroughs[1].startedAt", problem)
        try Self.expectRefused(Self.withReads([second, first]), "books[0].readThroughs[0].startedAt", problem)
    }

    @Test func aReadBeginningDuringTheOpenReadIsRefused() throws {
        let data = try Self.edited { book in
            book["status"] = "reading"
            book["statusChanges"] = Array((book["statusChanges"] as? [Any] ?? []).dropLast())
            book["readThroughs"] = [
                Self.read(1, "2026-11-21T18:00:00Z", nil, "reading"), Self.read(2, "2026-11-22T00:00:00Z", "2026-11-22T12:00:00Z"),
            ]
        }
        try Self.expectRefused(data, "books[0].readThroughs[1].startedAt", "is during the open read begun 2026-11-21T18:00:00Z")
    }

    /// A re-read may begin the moment the read before finished, as `start` after `finish` at one
    /// `--at` records it; not a moment sooner.
    @Test func aReReadBeginningAsThePreviousFinishedRestores() throws {
        let first = Self.read(1, "2026-11-21T18:00:00Z", "2026-11-22T12:00:00Z")
        let test = try Self.library()
        #expect(try test.shelf.importBackup(Self.withReads([first, Self.read(2, "2026-11-22T12:00:00Z", "2026-11-23T19:00:00Z")])).added == 2)
        #expect(try test.shelf.details(id: 1).readThroughs.count == 2)
        try Self.expectRefused(
            Self.withReads([first, Self.read(2, "2026-11-22T11:59:59.999999Z", "2026-11-23T19:00:00Z")]),
            "books[0].readThroughs[1].startedAt", "is before the previous read finished (2026-11-22T12:00:00Z)")
    }

    /// A read known only by its finish (Goodreads keeps no start) is an instant, which shares no
    /// time with another read, as the StoryGraph import judges it: not refused inside another
    /// read, nor standing between two reads that overlap.
    @Test func aReadWithNoStartRestoresButDoesNotHideAnOverlap() throws {
        let first = Self.read(1, "2026-11-21T18:00:00Z", "2026-11-22T12:00:00Z")
        let finishOnly = Self.read(2, nil, "2026-11-22T06:00:00Z")
        let test = try Self.library()
        #expect(try test.shelf.importBackup(Self.withReads([first, finishOnly])).added == 2)
        #expect(try test.shelf.details(id: 1).readThroughs.map(\.startedAt) == [TestLibrary.at(86_400), nil])
        try Self.expectRefused(
            Self.withReads([first, finishOnly, Self.read(3, "2026-11-22T08:00:00Z", "2026-11-23T19:00:00Z")]),
            "books[0].readThroughs[2].startedAt", "is before the previous read finished (2026-11-22T12:00:00Z)")
    }

    /// Reads as commands record them (a re-read begun at the finish, a start over, one given up)
    /// never meet the new rules: the export of such a library restores to the same bytes.
    @Test func anUnmodifiedExportOfSeveralReadsRoundTrips() throws {
        let test = try TestLibrary()
        let book = try test.add("Reread", pages: 100)
        let day = { (days: Double) in TestLibrary.at(days * 86_400 - 20 * 86_400) }
        _ = try test.shelf.move(id: book.id, to: .reading, at: day(1))
        _ = try test.shelf.log(id: book.id, .page(100), at: day(2))
        _ = try test.shelf.move(id: book.id, to: .reading, at: day(2))
        _ = try test.shelf.log(id: book.id, .page(50), at: day(3))
        _ = try test.shelf.move(id: book.id, to: .dnf, at: day(4))
        _ = try test.shelf.move(id: book.id, to: .reading, at: day(5), startingOver: true)
        _ = try test.shelf.log(id: book.id, .page(100), at: day(6))
        let backup = try test.shelf.backupText()
        #expect(try test.shelf.details(id: book.id).readThroughs.map(\.outcome) == [.read, .dnf, .read])

        let restored = try TestLibrary()
        _ = try restored.shelf.importBackup(Data(backup.utf8))
        #expect(try restored.shelf.backupText() == backup)
    }

    @Test func aListTheMovesDoNotEndOnIsRefused() throws {
        let data = try Self.edited { book in book["status"] = "dnf" }
        let test = try Self.library()
        #expect(throws: ImportError.backup(.invalidContent(path: "books[0].status", problem: "is dnf, but the last move goes to read"))) {
            try test.shelf.importBackup(data)
        }
    }

    /// Moves are taken in the order history lists them, not the order the file lists them in: at
    /// one instant by `sequence`, and in a backup from before `sequence`, by id.
    @Test func movesAreOrderedAsHistoryListsThem() throws {
        let reversed = try Self.edited { book in
            book["statusChanges"] = Array((book["statusChanges"] as? [Any] ?? []).reversed())
        }
        let fromTheEnd = try Self.library()
        #expect(try fromTheEnd.shelf.importBackup(reversed).added == 2)

        let sameInstant = try Self.edited { book in
            var moves = book["statusChanges"] as? [[String: Any]] ?? []
            for index in moves.indices {
                moves[index]["at"] = "2026-11-20T18:00:00Z"
                moves[index]["sequence"] = nil
            }
            book["statusChanges"] = moves
            book["progress"] = []
            book["readThroughs"] = [["id": 1, "outcome": "read", "startedAt": "2026-11-20T18:00:00Z", "finishedAt": "2026-11-20T18:00:00Z"]]
        }
        let test = try Self.library()
        #expect(try test.shelf.importBackup(sameInstant).added == 2)
        #expect(try test.shelf.book(id: 1).status == .read)
    }

    private static func libraryWithABook() throws -> TestLibrary {
        let test = try library()
        _ = try test.shelf.add(NewBook(title: "Already Here", authors: ["C. Writer"]))
        return test
    }
}
