import Foundation
import Testing
import TestSupport

/// One rule for every command, through the binary: asking for an end state that already holds is
/// done (exit 0, one line saying so, nothing changed); a refusal exits 1; a command line of the
/// wrong shape exits 2; declining a confirmation exits 1.
final class AlreadySoTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412", "--isbn", "9780441013593"])
        try shelf.add(["--title", "Emma", "--status", "read"])
    }

    deinit {
        shelf.cleanUp()
    }

    /// Runs a command whose end state already holds: exit 0, exactly `line` on stdout, nothing on
    /// stderr, the library as it was and no step for `undo`.
    private func expectAlreadySo(_ arguments: [String], _ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try shelf.librarySnapshot()
        let undoable = try shelf.expectSuccess(["undo", "--list"], sourceLocation: sourceLocation)
        #expect(try shelf.expectSuccess(arguments, sourceLocation: sourceLocation) == line + "\n", sourceLocation: sourceLocation)
        #expect(try shelf.librarySnapshot() == before, "\(arguments) changed the library", sourceLocation: sourceLocation)
        #expect(try shelf.expectSuccess(["undo", "--list"], sourceLocation: sourceLocation) == undoable, sourceLocation: sourceLocation)
    }

    @Test func anEndStateThatHoldsIsDoneAndSaidInOneLine() throws {
        try expectAlreadySo(["add", "--title", "dune", "--isbn", "0441013597"], "#1 Dune — Frank Herbert is already in the library (to-read); nothing added.")
        try shelf.expectSuccess(["start", "dune"])
        try expectAlreadySo(["start", "dune"], "#1 Dune — Frank Herbert is already on reading; nothing changed.")
        try expectAlreadySo(["move", "dune", "reading"], "#1 Dune — Frank Herbert is already on reading; nothing changed.")
        try expectAlreadySo(["finish", "emma"], "#2 Emma is already on read; nothing changed.")
        try shelf.expectSuccess(["tag", "emma", "classics"])
        try expectAlreadySo(["tag", "emma", "classics"], "#2 Emma: already on classics")
        try shelf.expectSuccess(["vocab", "add", "--global", "ephemeral", "--definition", "brief", "--no-lookup"])
        try shelf.expectSuccess(["vocab", "master", "ephemeral"])
        try expectAlreadySo(["vocab", "master", "ephemeral"], "\"ephemeral\" (global) is already mastered.")
        try shelf.expectSuccess(["vocab", "master", "ephemeral", "--undo"])
        try expectAlreadySo(["vocab", "master", "ephemeral", "--undo"], "\"ephemeral\" (global) is already in study.")
    }

    /// A title typed again without the joiners or direction marks it was added with is the same
    /// title, as a fragment finds it either way: adding it with its ISBN again is already so.
    @Test func aTitleTypedAgainWithoutItsJoinersIsAlreadyInTheLibrary() throws {
        try shelf.add(["--title", "کتاب\u{200C}ها", "--isbn", "0441478123"])
        try expectAlreadySo(["add", "--title", "کتابها", "--isbn", "0441478123"],
            "#3 کتاب\u{200C}ها is already in the library (to-read); nothing added.")
    }

    @Test func anEditOrAWordAddedAgainWithNothingNewIsAlreadySo() throws {
        try expectAlreadySo(["edit", "dune", "--title", "Dune"], "#1 Dune — Frank Herbert already has those details; nothing changed.")
        try expectAlreadySo(["edit", "dune", "--author", "Frank Herbert", "--pages", "412", "--isbn", "0441013597"],
            "#1 Dune — Frank Herbert already has those details; nothing changed.")
        try expectAlreadySo(["edit", "emma", "--isbn", "none", "--pages", "none", "--year", "none", "--rating", "none"],
            "#2 Emma already has those details; nothing changed.")
        try shelf.expectSuccess(["vocab", "add", "dune", "lucid", "--page", "3", "--definition", "clear", "--no-lookup"])
        // The word has its meaning, so it is not looked up again: no network is asked.
        try expectAlreadySo(["vocab", "add", "dune", "lucid"], "\"lucid\" in Dune is already kept as given; nothing changed.")
        try expectAlreadySo(["vocab", "add", "dune", "lucid", "--page", "3", "--definition", "clear"],
            "\"lucid\" in Dune is already kept as given; nothing changed.")
        // A change is still made, and is a step to undo.
        #expect(try shelf.expectSuccess(["edit", "emma", "--year", "1815"]) == "Updated #2: Emma\n")
        #expect(try shelf.expectSuccess(["vocab", "add", "dune", "lucid", "--page", "4"]).hasPrefix("Updated \"lucid\" in #1 Dune.\n"))
        #expect(try shelf.expectSuccess(["undo", "--list"]).split(separator: "\n").prefix(2).map { $0.split(separator: "  ").last } == [
            "vocab add dune lucid --page 4", "edit emma --year 1815",
        ])
    }

    @Test func alreadySoWithJSONPrintsTheBookAsItIs() throws {
        for arguments in [["finish", "emma", "--json"], ["add", "--title", "Dune", "--isbn", "9780441013593", "--json"]] {
            let before = try shelf.librarySnapshot()
            let book = try JSONOutput.object(try shelf.expectSuccess(arguments))
            #expect(book["id"] as? Int == (arguments[0] == "finish" ? 2 : 1))
            #expect(try shelf.librarySnapshot() == before)
        }
        let before = try shelf.librarySnapshot()
        let edited = try JSONOutput.object(try shelf.expectSuccess(["edit", "dune", "--title", "Dune", "--json"]))
        #expect(edited["id"] as? Int == 1 && edited["title"] as? String == "Dune")
        #expect(try shelf.librarySnapshot() == before)
        try shelf.expectSuccess(["vocab", "add", "dune", "lucid", "--definition", "clear", "--no-lookup"])
        let shown = try shelf.expectSuccess(["vocab", "show", "dune", "lucid", "--json"])
        let kept = try shelf.librarySnapshot()
        let word = try JSONOutput.object(try shelf.expectSuccess(["vocab", "add", "dune", "lucid", "--json"]))
        #expect(word["word"] as? String == "lucid" && word["definition"] as? String == "clear")
        #expect(try shelf.librarySnapshot() == kept)
        #expect(try shelf.expectSuccess(["vocab", "show", "dune", "lucid", "--json"]) == shown)
    }

    @Test func aConflictIsStillRefusedAndAWrongShapeIsAUsageError() throws {
        // Another title with Dune's ISBN is not "already so": the two disagree.
        let line = try shelf.expectRefused(["add", "--title", "Dune Messiah", "--isbn", "9780441013593"])
        #expect(line.contains("ISBN 9780441013593 is already #1 \"Dune\""))
        // Starting over is a new read-through, not the state the book is in.
        try shelf.expectSuccess(["start", "dune"])
        #expect(try shelf.expectRefused(["start", "dune", "--over"]).contains("is being read — to begin it again at page 0"))
        try shelf.expectUsageError(["start"], usage: "start BOOK")
        try shelf.expectUsageError(["finish", "emma", "--reading"], usage: "finish BOOK")
    }
}
