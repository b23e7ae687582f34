import Foundation
import Testing

/// `--json` on every command that prints a book, with the shape it promises.
final class JSONTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    @Test func everyCommandPrintsTheBookItChanged() throws {
        let added = try JSONOutput.object(shelf.expectSuccess(["add", "--title", "Dune", "--pages", "412", "--json"]))
        JSONOutput.expectBook(added)
        #expect(added["status"] as? String == "to-read")
        #expect(added["percent"] as? Int == 0)
        #expect(added["addedAt"] as? String == "2026-11-20T18:00:00Z")
        let commands: [([String], String)] = [
            (["start", "1", "--json", "--at", "2026-11-02T09:30:00Z"], "reading"),
            (["log", "1", "103", "--json"], "reading"),
            (["edit", "1", "--rating", "4.5", "--json"], "reading"),
            (["finish", "1", "--json"], "read"),
            (["start", "1", "--json"], "reading"),
            (["move", "1", "dnf", "--json"], "dnf"),
        ]
        for (arguments, status) in commands {
            let book = try JSONOutput.object(shelf.expectSuccess(arguments))
            JSONOutput.expectBook(book)
            #expect(book["id"] as? Int == 1, "\(arguments)")
            #expect(book["status"] as? String == status, "\(arguments)")
        }
        let logged = try JSONOutput.object(shelf.expectSuccess(["log", "1", "206", "--json"]))
        #expect(logged["currentPage"] as? Int == 206)
        #expect(logged["percent"] as? Double == 50)
        // Logging a dnf book carries on with its read-through: the re-read begun now.
        #expect(logged["startedAt"] as? String == "2026-11-20T18:00:00Z")
    }

    @Test func showAddsStatusHistoryAndProgress() throws {
        try shelf.add(["--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["log", "1", "50", "--at", "2026-11-20T10:04:05.250Z"])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        JSONOutput.expectBook(book)
        let history = try #require(book["statusChanges"] as? [[String: Any]])
        #expect(history.count == 2)
        for change in history {
            #expect(Set(change.keys) == ["from", "to", "at"])
            #expect(JSONOutput.isTimestamp(change["at"]))
        }
        // The backdated start moved "added" back with it, "added" being first; the add has no "from".
        #expect(history.map { $0["to"] as? String } == ["to-read", "reading"])
        #expect(history.map { $0["at"] as? String } == ["2026-11-20T10:04:05Z", "2026-11-20T10:04:05Z"])
        #expect(history.first?["from"] is NSNull)
        let progress = try #require(book["progress"] as? [[String: Any]])
        #expect(progress.count == 1)
        #expect(progress.first?["page"] as? Int == 50)
        #expect(progress.first?["at"] as? String == "2026-11-20T10:04:05Z")
    }

    @Test func listPrintsAnArrayEvenWhenEmpty() throws {
        #expect(try shelf.expectSuccess(["list", "--json"]).trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        try shelf.add(["--title", "One", "--author", "A"])
        try shelf.add(["--title", "Two", "--status", "reading"])
        let all = try JSONOutput.array(shelf.expectSuccess(["list", "--json"]))
        #expect(all.map { $0["id"] as? Int } == [1, 2])
        all.forEach { JSONOutput.expectBook($0) }
        #expect(all.first?["pageCount"] is NSNull)
        #expect(all.first?["percent"] is NSNull)
        let reading = try JSONOutput.array(shelf.expectSuccess(["list", "reading", "--json"]))
        #expect(reading.map { $0["title"] as? String } == ["Two"])
    }

    @Test func textComesBackExactlyWithControlCharactersEscaped() throws {
        let title = "He said \"hi\" \\ 📚 שלום \u{1B}[31m\u{9B}2J\ttab"
        try shelf.addFromOutside(title: title)
        let output = try shelf.expectSuccess(["show", "1", "--json"])
        #expect(!output.contains("\u{1B}") && !output.contains("\u{9B}"))
        #expect(try JSONOutput.object(output)["title"] as? String == title)
    }
}
