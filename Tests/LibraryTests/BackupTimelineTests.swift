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
