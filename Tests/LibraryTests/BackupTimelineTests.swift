import Foundation
import Library
import Testing
import TestSupport

/// A backup whose history no command could have recorded (edited by hand, or damaged) is refused
/// whole, naming the entry, and the library is left as it was.
@Suite struct BackupTimelineTests {
    /// One book added, started a day later, a page logged, finished two days after that, and a
    /// second book on to-read: its backup as a JSON object to edit.
    private static func backup() throws -> [String: Any] {
        let test = try TestLibrary()
        let book = try test.shelf.add(NewBook(title: "Timeline", authors: ["A. Writer"]))
        test.advance(86_400)
        _ = try test.shelf.move(id: book.id, to: .reading)
        test.advance(3_600)
        _ = try test.shelf.log(id: book.id, .page(40))
        test.advance(2 * 86_400)
        _ = try test.shelf.move(id: book.id, to: .read)
        _ = try test.shelf.add(NewBook(title: "Waiting", authors: ["B. Writer"]))
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

    @Test func aCoherentBackupRestores() throws {
        let test = try TestLibrary()
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
    ])
    func anIncoherentHistoryIsRefusedAndNothingChanges(
        list: String, index: Int, key: String, value: String, path: String, problem: String
    ) throws {
        let data = try Self.edited { book in Self.set(&book, list, index, key, value) }
        for test in [try TestLibrary(), try Self.libraryWithABook()] {
            let before = try test.snapshot()
            #expect(throws: ImportError.backup(.invalidContent(path: path, problem: problem))) {
                try test.shelf.importBackup(data)
            }
            #expect(try test.snapshot() == before)
        }
    }

    @Test func aListTheMovesDoNotEndOnIsRefused() throws {
        let data = try Self.edited { book in book["status"] = "dnf" }
        let test = try TestLibrary()
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
        let fromTheEnd = try TestLibrary()
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
        let test = try TestLibrary()
        #expect(try test.shelf.importBackup(sameInstant).added == 2)
        #expect(try test.shelf.book(id: 1).status == .read)
    }

    private static func libraryWithABook() throws -> TestLibrary {
        let test = try TestLibrary()
        _ = try test.shelf.add(NewBook(title: "Already Here", authors: ["C. Writer"]))
        return test
    }
}
