import Foundation
import Testing

/// History and undo through the binary: `history` lists and corrects one entry, `undo`
/// reverts the last change whatever made it. The clock stands at 2026-11-20T18:00:00Z in UTC.
final class HistoryUndoTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    @Test func historyListsNumberedEntriesAndRemovingOneReDerivesTheBook() throws {
        try shelf.add(["--title", "Dune", "--pages", "412", "--at", "2026-11-01"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-11-02"])
        try shelf.expectSuccess(["log", "dune", "50", "--at", "2026-11-03"])
        try shelf.expectSuccess(["log", "dune", "120", "--at", "2026-11-04"])
        #expect(try shelf.expectSuccess(["history", "dune"]) == """
            #1 Dune — 4 entries
              1  2026-11-01 00:00  added to to-read
              2  2026-11-02 00:00  to-read → reading
              3  2026-11-03 00:00  page 50 of 412
              4  2026-11-04 00:00  page 120 of 412

            """)
        #expect(try shelf.expectSuccess(["history", "dune", "--remove", "4"])
            == "#1 Dune: removed entry 4 (page 120 of 412, 2026-11-04 00:00); now reading, page 50\n")
        #expect(try shelf.expectRefused(["history", "dune", "--remove", "1"]).contains("when the book was added"))
        #expect(try shelf.expectRefused(["history", "dune", "--remove", "2"]).contains("a page was logged in the read it began (entry 3)"))
        #expect(try shelf.expectRefused(["history", "dune", "--remove", "9"]).contains("has no entry 9 (it has 3)"))
        try shelf.expectRefused(["history", "dune", "--remove", "two"])
        try shelf.expectRefused(["history", "nothing-like-it"])
        try shelf.expectUsageError(["history"], usage: "history BOOK")
        let entries = try #require(JSONSerialization.jsonObject(with: Data(shelf.expectSuccess(["history", "1", "--json"]).utf8)) as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["added", "move", "page"])
        #expect(entries.last?["page"] as? Int == 50)
        #expect(entries.first?["at"] as? String == "2026-11-01T00:00:00Z")
    }

    @Test func removingAWrongFinishReopensTheRead() throws {
        try shelf.add(["--title", "B", "--pages", "100"])
        try shelf.expectSuccess(["log", "1", "80"])
        try shelf.expectSuccess(["finish", "1"])
        #expect(try shelf.expectSuccess(["history", "1", "--remove", "4"])
            == "#1 B: removed entry 4 (reading → read, 2026-11-20 18:00); now reading, page 80\n")
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["status"] as? String == "reading")
        #expect(book["currentPage"] as? Int == 80)
        #expect(book["finishedAt"] == nil || book["finishedAt"] is NSNull)
    }

    /// Lines that repeat what the reader typed keep to one readable line however long it was:
    /// the shelves a refusal names, and the command an undo names.
    @Test func longNamesAndCommandsAreCutInTheLinesThatRepeatThem() throws {
        let id = try shelf.add(["--title", "Dune", "--pages", "412"])
        let long = String(repeating: "x", count: 5000)
        try shelf.expectSuccess(["tag", String(id), long])
        let refused = try shelf.run(["untag", String(id), "nosuch"])
        #expect(refused.status == 1)
        #expect(refused.stderr.count < 200, "\(refused.stderr.count) characters")
        try shelf.expectSuccess(["note", String(id), String(repeating: "n", count: 3000)])
        let undone = try shelf.expectSuccess(["undo"])
        #expect(undone.count < 300 && undone.hasPrefix("Undid \"note \(id) nnn"), "\(undone.count) characters")
    }

    /// Undoing a change to a word or a goal says which one came back, as it does for books.
    @Test func undoNamesTheWordOrGoalItPutBack() throws {
        let id = try shelf.add(["--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["--offline", "vocab", "add", String(id), "prescience", "--definition", "foreknowledge"])
        try shelf.expectSuccess(["vocab", "edit", "prescience", "--definition", "knowing before"])
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix(": \"prescience\" in #1 Dune as it was before\n"))
        try shelf.expectSuccess(["vocab", "rm", "prescience", "--yes"])
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix(": \"prescience\" in #1 Dune back\n"))
        try shelf.expectSuccess(["--offline", "vocab", "add", "--global", "kanly", "--definition", "a feud"])
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix(": \"kanly\" removed\n"))
        try shelf.expectSuccess(["goal", "set", "5"])
        try shelf.expectSuccess(["goal", "set", "7"])
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix(": the goal for 2026 as it was before\n"))
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix(": the goal for 2026 removed\n"))
    }

    @Test func undoRevertsTheLastChangeWhateverMadeItAndAgainGoesFurtherBack() throws {
        try shelf.expectSuccess(["add", "--title", "Dune", "--pages", "412"])
        let added = try shelf.librarySnapshotWithoutUndo()
        try shelf.expectSuccess(["start", "dune"])
        let started = try shelf.librarySnapshotWithoutUndo()
        try shelf.expectSuccess(["log", "dune", "120"])
        #expect(try shelf.expectSuccess(["undo", "--list"]) == """
            1  2026-11-20 18:00  log dune 120
            2  2026-11-20 18:00  start dune
            3  2026-11-20 18:00  add --title Dune --pages 412

            """)
        #expect(try shelf.expectSuccess(["undo"]) == "Undid \"log dune 120\" (2026-11-20 18:00): page 120 removed\n")
        #expect(try shelf.librarySnapshotWithoutUndo() == started)
        #expect(try shelf.expectSuccess(["undo"]) == "Undid \"start dune\" (2026-11-20 18:00): #1 back on to-read\n")
        #expect(try shelf.librarySnapshotWithoutUndo() == added)
        #expect(try shelf.expectSuccess(["undo"]) == "Undid \"add --title Dune --pages 412\" (2026-11-20 18:00): #1 Dune removed\n")
        #expect(try shelf.expectRefused(["undo"]).contains("nothing to undo"))
        #expect(try shelf.expectSuccess(["undo", "--list"]) == "Nothing to undo.\n")
        try shelf.expectUsageError(["undo", "dune"], usage: "undo")
        #expect(try shelf.expectSuccess(["add", "--title", "Emma"]) == "Added #2: Emma (to-read)\n", "an undone add's id is not reused")
    }

    @Test func aCommandThatChangedNothingLeavesUndoToTheLastChange() throws {
        try shelf.expectSuccess(["add", "--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["review", "dune", "--text", "Vast."])
        try shelf.expectSuccess(["goal", "set", "12"])
        try shelf.expectSuccess(["log", "dune", "120"])
        #expect(try shelf.expectSuccess(["review", "dune", "--text", "Vast."]) == "#1 Dune: review unchanged\n")
        try shelf.expectSuccess(["goal", "set", "12"])
        #expect(try shelf.expectSuccess(["undo"]) == "Undid \"log dune 120\" (2026-11-20 18:00): page 120 removed; #1 back on to-read\n")
        #expect(try shelf.expectSuccess(["undo", "--list"]).hasPrefix("1  2026-11-20 18:00  goal set 12\n2  2026-11-20 18:00  review dune --text Vast.\n"))
    }

    @Test func theUndoneCommandIsShownAsAShellReadsIt() throws {
        try shelf.add(["--title", "Dune Messiah", "--pages", "300"])
        try shelf.expectSuccess(["note", "dune messiah", "Paul's fall"])
        #expect(try shelf.expectSuccess(["undo", "--list"]).hasPrefix("1  2026-11-20 18:00  note 'dune messiah' 'Paul'\\''s fall'\n"))
        #expect(try shelf.expectSuccess(["undo"]).hasPrefix("Undid \"note 'dune messiah' 'Paul'\\''s fall'\" (2026-11-20 18:00): "))
        #expect(try shelf.expectSuccess(["undo"]).hasPrefix("Undid \"add --title 'Dune Messiah' --pages 300"))
    }

    @Test func undoBringsBackARemovedBookAndRevertsAnImport() throws {
        try shelf.add(["--title", "Kept", "--author", "A"])
        try shelf.expectSuccess(["log", "kept", "12"])
        try shelf.expectSuccess(["vocab", "add", "kept", "ineffable", "--definition", "too great for words"])
        let before = try shelf.librarySnapshotWithoutUndo()
        try shelf.expectSuccess(["rm", "kept", "--yes"])
        #expect(try shelf.expectSuccess(["undo"]) == "Undid \"rm kept --yes\" (2026-11-20 18:00): #1 Kept back\n")
        #expect(try shelf.librarySnapshotWithoutUndo() == before)

        let csv = shelf.home.appendingPathComponent("export.csv")
        try Data(shelf.expectSuccess(["export", "--format", "goodreads"]).replacingOccurrences(of: "Kept", with: "Other").utf8).write(to: csv)
        try shelf.expectSuccess(["import", csv.path])
        #expect(try shelf.librarySnapshotWithoutUndo() != before)
        #expect(try shelf.expectSuccess(["undo"]).hasPrefix("Undid \"import \(csv.path)\""))
        #expect(try shelf.librarySnapshotWithoutUndo() == before)
    }
}
