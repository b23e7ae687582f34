import Foundation
import Testing

/// What is typed on the command line is refused when it would store what nobody sees, and a
/// refusal quotes it with its invisible characters shown.
@Suite struct TypedInputTests {
    let shelf: InProcessShelf

    init() throws {
        shelf = try InProcessShelf()
        let added = shelf.run(["add", "--title", "Dune", "--author", "Frank Herbert", "--isbn", "9780441013593"])
        #expect(added.status == 0, "\(added.stderr)")
    }

    @Test(arguments: [
        (["add", "--title", "Tab\there"], "shelf: --title \"Tab\\there\" holds a control or invisible character (a tab, a line break, an escape, a direction override) — type it on one line without any\n"),
        (["add", "--title", "\u{1B}[31m"], "shelf: --title \"\\e[31m\" holds a control or invisible character (a tab, a line break, an escape, a direction override) — type it on one line without any\n"),
        (["add", "--title", "T", "--author", "Au\u{1B}[1mthor"], "shelf: --author \"Au\\e[1mthor\" holds a control or invisible character (a tab, a line break, an escape, a direction override) — type it on one line without any\n"),
        (["edit", "dune", "--title", "x\ny"], "shelf: --title \"x\\ny\" holds a control or invisible character (a tab, a line break, an escape, a direction override) — type it on one line without any\n"),
        (["add", "--title", "\u{202E}Dune"], "shelf: --title \"\\u{202E}Dune\" holds a control or invisible character (a tab, a line break, an escape, a direction override) — type it on one line without any\n"),
        (["add", "--title", "\u{200C}"], "shelf: a book needs a title — pass --title \"…\"\n"),
        (["add", "--title", "T", "--author", ""], "shelf: --author needs a name, not nothing — leave --author out to keep the authors, or give each new one (--author \"Frank Herbert\")\n"),
        (["add", "--title", "Other", "--isbn", "9780441013593"], "shelf: ISBN 9780441013593 is already #1 \"Dune\" — give this book another ISBN, or edit #1; nothing changed\n"),
        (["show", "emma\u{202E}"], "shelf: no book matches \"emma\\u{202E}\" — run `shelf list all` to see ids and titles\n"),
    ])
    func isRefusedInOneLineAndChangesNothing(arguments: [String], message: String) throws {
        defer { shelf.cleanUp() }
        let before = shelf.run(["export"]).stdout
        let refused = shelf.run(arguments)
        #expect(refused.status == 1)
        #expect(refused.stderr == message)
        #expect(shelf.run(["export"]).stdout == before)
    }

    @Test func aBookGivenUpShowsWhenItStoppedNotFinished() {
        defer { shelf.cleanUp() }
        #expect(shelf.run(["move", "dune", "dnf", "--at", "2026-11-10"]).status == 0)
        let shown = shelf.run(["show", "dune"]).stdout
        #expect(shown.contains("\nStopped  2026-11-10 00:00\n"), "\(shown)")
        #expect(!shown.contains("Finished"))
    }
}
