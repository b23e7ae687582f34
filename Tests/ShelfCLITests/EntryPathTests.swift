import Foundation
import Library
import Testing
import TestSupport

/// Text that reaches the library by every way in (typed, stdin, Goodreads, StoryGraph, a backup)
/// meets one rule: a NUL becomes a space, and a value longer than its field may be is refused;
/// an import with no books, and a read of a library that does not exist, change nothing on disk.
final class EntryPathTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412"])
    }

    deinit {
        shelf.cleanUp()
    }

    private static let goodreadsHeader = GoodreadsCSV.header.joined(separator: ",")

    /// A Goodreads row of `title` and `author`, with the review `review`.
    private static func goodreadsRow(id: Int, title: String, author: String, review: String = "") -> String {
        "\(id),\"\(title)\",\"\(author)\",,,,,0,,,,,,,,2021/02/11,,,to-read,\"\(review)\",,,0,0"
    }

    private func write(_ text: String, to name: String) throws -> URL {
        let file = shelf.home.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    private func titles() throws -> [String] {
        let books = try JSONOutput.array(shelf.expectSuccess(["list", "all", "--json"]))
        return books.compactMap { $0["title"] as? String }.sorted()
    }

    @Test func aNULFromAnyWayInBecomesASpaceSoTheBookIsFoundByWhatIsShown() throws {
        let goodreads = try write(
            Self.goodreadsHeader + "\n" + Self.goodreadsRow(id: 7, title: "Nul\u{0}title", author: "Ann\u{0}Leckie", review: "good\u{0}read") + "\n",
            to: "gr.csv")
        try shelf.expectSuccess(["import", goodreads.path])
        let storyGraph = try write(
            StoryGraphCommandTests.header + "\nStory\u{0}graph,Ann Leckie,,,,to-read,2021/02/11,,,,,,,,,,,,,,,,No\n", to: "sg.csv")
        try shelf.expectSuccess(["import", storyGraph.path])
        #expect(try titles() == ["Dune", "Nul title", "Story graph"])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "nul title", "--json"]))
        #expect(book["authors"] as? [String] == ["Ann Leckie"])
        #expect(book["review"] as? String == "good read")

        try shelf.expectSuccess(["review", "dune", "-"], input: "a\u{0}b\n")
        let dune = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        #expect(dune["review"] as? String == "a b")

        let backup = try shelf.expectSuccess(["export"]).replacingOccurrences(of: "\"Dune\"", with: "\"Du\\u0000ne\"")
        let restored = try ShelfProcess()
        defer { restored.cleanUp() }
        let file = try write(backup, to: "backup.json")
        try restored.expectSuccess(["import", file.path])
        #expect(try restored.expectSuccess(["show", "du ne"]).hasPrefix("#1 Du ne\n"))
    }

    @Test func aTitleOrNameTooLongToTypeIsRefused() throws {
        let long = String(repeating: "x", count: BookLimits.nameLength + 1)
        let refusals = [
            (["add", "--title", long], "the title is longer than 5000 characters — shorten it"),
            (["add", "--title", "New", "--author", long], "the author's name is longer than 5000 characters"),
            (["edit", "dune", "--title", long], "the title is longer than 5000 characters"),
            (["tag", "dune", long], "the shelf name is longer than 5000 characters"),
        ]
        for (arguments, message) in refusals {
            let line = try shelf.expectRefused(arguments)
            #expect(line.contains(message), "\(line.prefix(200))")
            #expect(line.count < 200)
        }
        let review = String(repeating: "y", count: BookLimits.passageLength + 1)
        #expect(try shelf.expectRefused(["review", "dune", "-"], input: review).contains("the review is longer than 100000 characters"))
        #expect(try shelf.expectRefused(["note", "dune", review]).contains("the note is longer than 100000 characters"))
        // The longest title allowed is kept whole.
        let longest = String(repeating: "z", count: BookLimits.nameLength)
        try shelf.add(["--title", longest])
        #expect(try titles().contains(longest))
    }

    @Test func anImportedTitleTooLongRefusesTheFileAndAnyOtherTooLongValueIsLeftEmpty() throws {
        let long = String(repeating: "x", count: BookLimits.nameLength + 1)
        let refused = try write(
            Self.goodreadsHeader + "\n" + Self.goodreadsRow(id: 7, title: "Fine", author: "A")
                + "\n" + Self.goodreadsRow(id: 8, title: long, author: "B") + "\n", to: "long-title.csv")
        let line = try shelf.expectRefused(["import", refused.path])
        #expect(line == "shelf: \(refused.path) line 3: the Title is longer than 5000 characters — shorten it or delete the row")
        let storyGraph = try write(StoryGraphCommandTests.header + "\n\(long),A,,,,to-read,2021/02/11,,,,,,,,,,,,,,,,No\n", to: "long.csv")
        #expect(try shelf.expectRefused(["import", storyGraph.path]).contains("line 2: the Title is longer than 5000 characters"))

        let backup = try shelf.expectSuccess(["export"]).replacingOccurrences(of: "\"Dune\"", with: "\"\(long)\"")
        let fresh = try ShelfProcess()
        defer { fresh.cleanUp() }
        try fresh.add(["--title", "Kept"])
        let file = try write(backup, to: "backup.json")
        #expect(try fresh.expectRefused(["import", file.path]).contains("books[0].title: is longer than 5000 characters — "))

        let leftEmpty = try write(
            Self.goodreadsHeader + "\n" + Self.goodreadsRow(id: 9, title: "Fine", author: long, review: String(repeating: "r", count: BookLimits.passageLength + 1)) + "\n",
            to: "long-author.csv")
        let summary = try shelf.expectSuccess(["import", leftEmpty.path])
        #expect(summary.contains("2 values left empty: Author \"xxxxxxxx"), "\(summary)")
        #expect(summary.contains("My Review \"rrrrrr"), "\(summary)")
        #expect(summary.count < 600)
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "fine", "--json"]))
        #expect(book["authors"] as? [String] == [])
        #expect(book["review"] == nil || book["review"] is NSNull)
    }

    @Test func aFileWithOnlyAHeaderIsRefusedAsHavingNoBooks() throws {
        let goodreads = try write(Self.goodreadsHeader + "\n", to: "gr.csv")
        #expect(try shelf.expectRefused(["import", goodreads.path])
            == "shelf: \(goodreads.path) line 2: the file has no books, only a header — export the library again from Goodreads (My Books → Import and export)")
        let storyGraph = try write(StoryGraphCommandTests.header + "\n,,,,,,,,,,,,,,,,,,,,,,\n", to: "sg.csv")
        #expect(try shelf.expectRefused(["import", storyGraph.path, "--dry-run"]).contains("line 2: the file has no books, only a header"))
    }

    @Test func readingALibraryThatDoesNotExistCreatesNothing() throws {
        let typo = shelf.home.appendingPathComponent("typo")
        let environment = ["SHELF_HOME": typo.path]
        let reads = [
            ["list"], ["list", "all", "--json"], ["stats"], ["today"], ["shelves"], ["vocab", "list"], ["undo", "--list"],
            ["goal"], ["vocab", "export"],
        ]
        for arguments in reads {
            let result = try shelf.run(arguments, environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        for arguments in [["show", "dune"], ["history", "1"], ["vocab", "show", "word"], ["undo"], ["export"]] {
            let result = try shelf.run(arguments, environment: environment)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        #expect(try shelf.run(["undo"], environment: environment).stderr.contains("there is nothing to undo"))
        // A command acting on a book the library must hold finds none, and creates nothing either.
        let onABook = [
            ["log", "dune", "50"], ["start", "dune"], ["finish", "1"], ["move", "1", "read"], ["tag", "1", "x"],
            ["untag", "1", "x"], ["note", "1", "hi"], ["review", "1", "--text", "x"], ["rm", "1", "--yes"],
            ["edit", "1", "--pages", "5"], ["refresh", "1", "--offline"],
        ]
        for arguments in onABook {
            let result = try shelf.run(arguments, environment: environment)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("shelf: no book matches"), "\(arguments): \(result.stderr)")
        }
        #expect(try shelf.run(["study"], environment: environment).status == 0)
        // A dry run reports what an import would do, and leaves no library behind either.
        let goodreads = try write(Self.goodreadsHeader + "\n1,Dune,Frank Herbert,,,,,0,,,,412,,,,2020/01/02,,,to-read,,,,0,0\n", to: "dry.csv")
        #expect(try shelf.run(["import", goodreads.path, "--dry-run"], environment: environment).stdout
            == "Dry run of \(goodreads.path), nothing changed: would add 1, update 0, skip 0.\n")
        // A catalogue lookup that finds nothing adds nothing, and opens no library either.
        #expect(try shelf.run(["add", "9780441013593", "--offline"], environment: environment).status == 1)
        // A book refused for what it is, before any library is needed.
        #expect(try shelf.run(["add", "--title", " "], environment: environment).stderr == "shelf: a book needs a title — pass --title \"…\"\n")
        // A word for a book there is not, or one the dictionary cannot give offline, neither.
        #expect(try shelf.run(["vocab", "add", "dune", "prescience", "--no-lookup"], environment: environment).status == 1)
        #expect(try shelf.run(["vocab", "add", "--global", "prescience", "--offline"], environment: environment).status == 1)
        #expect(try shelf.run(["export"], environment: environment).stderr
            == "shelf: there is no library at \(typo.path)/library.sqlite (SHELF_HOME) — nothing to export; check SHELF_HOME, or add a book first\n")
        #expect(!FileManager.default.fileExists(atPath: typo.path))
        // A command that writes creates it as before.
        #expect(try shelf.run(["add", "--title", "Dune"], environment: environment).status == 0)
        #expect(FileManager.default.fileExists(atPath: typo.appendingPathComponent("library.sqlite").path))
    }

    /// An import learns its file is bad only as it writes it: where no library was, the refused
    /// file leaves none behind, nor the folders made for it; a good one makes the library.
    @Test func anImportRefusedHalfWayLeavesNoLibraryBehind() throws {
        let typo = shelf.home.appendingPathComponent("typo")
        let environment = ["SHELF_HOME": typo.appendingPathComponent("deeper").path]
        let row = "1,Dune,Frank Herbert,,,,,0,,,,412,,,,2020/01/02,,,to-read,,,,0,0"
        let unclosedQuote = try write(Self.goodreadsHeader + "\n" + row + "\n2,\"Emma,Jane Austen\n", to: "quote.csv")
        let notABackup = try write(#"{"format": "something else"}"#, to: "other.json")
        let finishBeforeStart = try write(
            #"{"format": "shelf-backup", "version": 4, "words": [], "dictionaryEntries": [], "books": [{"id": 1, "#
                + #""title": "Early", "status": "read", "addedAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z", "#
                + #""editedFields": [], "authors": [], "shelves": [], "progress": [], "statusChanges": ["#
                + #"{"id": 1, "to": "read", "at": "2026-01-01T00:00:00Z", "sequence": 1}], "readThroughs": ["#
                + #"{"id": 1, "outcome": "read", "sequence": 1, "startedAt": "2026-01-03T00:00:00Z", "finishedAt": "2026-01-02T00:00:00Z"}]}]}"#,
            to: "backup.json")
        let notAKindle = try EReaderDatabase(name: "vocab.db", schema: "CREATE TABLE other (x);")
        defer { notAKindle.remove() }
        for file in [unclosedQuote.path, notABackup.path, finishBeforeStart.path, notAKindle.path] {
            let result = try shelf.run(["import", file], environment: environment)
            #expect(result.status == 1, "\(file): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(file): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: typo.path), "\(file) left \(typo.path) behind")
        }
        let good = try write(Self.goodreadsHeader + "\n" + row + "\n", to: "good.csv")
        #expect(try shelf.run(["import", good.path], environment: environment).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: typo.appendingPathComponent("deeper").path) == ["library.sqlite"])
        #expect(try shelf.run(["list", "to-read"], environment: environment).stdout.contains("Dune"))
        #expect(try shelf.run(["undo"], environment: environment).stdout.hasPrefix("Undid \"import \(good.path)\""))
    }

    /// A first import killed half-way leaves its building files; the next import there removes
    /// them (their process is gone), and never those of a process still running.
    @Test func whatAKilledFirstImportLeftIsRemovedByTheNext() throws {
        let home = shelf.home.appendingPathComponent("killed")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let abandoned = ["library.sqlite.building-\(ended.processIdentifier)", "library.sqlite.building-\(ended.processIdentifier)-wal"]
        let running = "library.sqlite.building-\(getpid())"
        for name in abandoned + [running] { try Data("x".utf8).write(to: home.appendingPathComponent(name)) }
        let refused = try write(#"{"format": "something else"}"#, to: "other.json")
        #expect(try shelf.run(["import", refused.path], environment: ["SHELF_HOME": home.path]).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [running])
    }

    /// Bytes that are no UTF-8 would reach the library with each made U+FFFD: the argument is
    /// refused by its place instead. (A shell hands over the raw bytes, which Swift cannot.)
    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        let before = try shelf.librarySnapshot()
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", #""$0" add --title "$(printf 'Caf\351')""#, ShelfProcess.binary.path],
            environment: shelf.environment)
        #expect(result.status == 1)
        #expect(result.stderr == "shelf: argument 3 is not UTF-8 text — type it again in UTF-8 (a terminal set to a UTF-8 locale, LANG=C.UTF-8, does)\n")
        #expect(try shelf.librarySnapshot() == before)
    }

    @Test func aRelativeShelfHomeIsRefused() throws {
        let before = try shelf.librarySnapshot()
        for arguments in [["list"], ["add", "--title", "New"]] {
            let result = try shelf.run(arguments, environment: ["SHELF_HOME": "books"])
            #expect(result.status == 1)
            #expect(result.stderr == "shelf: SHELF_HOME=\"books\" is not an absolute path — give the folder's whole path, starting with /\n")
        }
        // A relative cache folder would fill whatever folder a search runs in.
        let cache = try shelf.run(["--offline", "search", "dune"], environment: ["SHELF_CACHE_DIR": "relative"])
        #expect(cache.status == 1)
        #expect(cache.stderr == "shelf: SHELF_CACHE_DIR=\"relative\" is not an absolute path — give the folder's whole path, starting with /\n")
        #expect(try shelf.librarySnapshot() == before)
    }
}
