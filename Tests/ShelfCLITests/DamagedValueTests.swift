import Foundation
import Library
import Testing

/// A library whose numbers were damaged outside shelf (a page count of 1e300, a rating of
/// Int64.max, text in a column of times) is read by every reading command without a trap: each
/// either prints or refuses in one line, and the file is left as it was.
final class DamagedValueTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess(now: "2026-11-22T12:00:00Z")
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412", "--at", "2026-10-01"])
        for arguments in [
            ["start", "1", "--at", "2026-10-02"], ["log", "1", "100", "--at", "2026-10-05"], ["log", "1", "200", "--at", "2026-11-20"],
            ["add", "--title", "Emma", "--author", "Jane Austen", "--pages", "300", "--at", "2026-09-01"],
            ["start", "2", "--at", "2026-09-02"], ["finish", "2", "--at", "2026-09-20"], ["edit", "2", "--rating", "4"],
            ["goal", "set", "10", "--pages", "3000"],
        ] {
            let result = try shelf.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        // A word with a review, written as `vocab add` and `study` would, without the dictionary.
        _ = try shelf.sqlite(
            """
            INSERT INTO words (book_id, word, word_key, page, added_at, updated_at, due)
                VALUES (1, 'ecumenical', 'ecumenical', 42, 1795600000, 1795600000, 1795600000);
            INSERT INTO reviews (word_id, rating, mode, at, elapsed_days, scheduled_days, state_before)
                VALUES (1, 3, 'flashcards', 1795700000, 0, 1, 'new')
            """)
    }

    deinit {
        shelf.cleanUp()
    }

    /// Every command that reads the library without changing it.
    static let readingCommands: [[String]] = [
        [], ["list"], ["list", "all"], ["list", "reading"], ["list", "read", "--json"], ["show", "1"], ["show", "2", "--json"],
        ["stats"], ["stats", "--all"], ["stats", "--year", "2026"], ["stats", "--json"],
        ["stats", "--all", "--json"], ["stats", "--study"], ["stats", "--study", "--json"], ["today"], ["goal"], ["goal", "--json"],
        ["history", "1"], ["history", "2", "--json"], ["vocab", "list", "--all"], ["vocab", "show", "ecumenical"],
        ["export"], ["export", "--format", "goodreads"], ["undo", "--list"],
    ]

    /// Values no shelf writes: beyond any page or time, the least 64-bit integer (its negation
    /// overflows), a negative count, and text where a number belongs.
    static let damage = ["1e300", "-9223372036854775808", "-1", "'abc'"]

    @Test(arguments: [
        "books.page_count", "books.rating", "books.current_page", "books.year", "books.added_at", "progress.page",
        "progress.at", "read_throughs.started_at", "read_throughs.finished_at", "status_changes.at", "goals.books",
        "goals.pages", "words.added_at", "words.due", "words.page", "reviews.at", "reviews.rating",
    ])
    func everyReadingCommandSurvivesADamagedNumber(column: String) throws {
        let pristine = try Data(contentsOf: shelf.libraryFile)
        let (table, name) = (column.prefix { $0 != "." }, column.drop { $0 != "." }.dropFirst())
        for value in Self.damage {
            try pristine.write(to: shelf.libraryFile)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: shelf.libraryFile.path + suffix) }
            _ = try shelf.sqlite("PRAGMA ignore_check_constraints = 1; UPDATE \(table) SET \(name) = \(value)")
            let damaged = try shelf.librarySnapshot()
            // All at once: the commands only read, and a trap is found as surely in parallel.
            let runs = try Self.readingCommands.map { arguments in
                (arguments, try shelf.start(arguments, environment: ["SHELF_CACHE_DIR": shelf.home.appendingPathComponent("cache").path]))
            }
            for (arguments, run) in runs {
                let result = run.wait()
                let what = "\(column) = \(value): shelf \(arguments.joined(separator: " "))"
                #expect(result.status < 128, "\(what) trapped: \(result.stderr.prefix(300))")
                #expect(!result.stderr.contains("Fatal error"), "\(what): \(result.stderr.prefix(300))")
                if result.status != 0 {
                    #expect(result.stderr.hasPrefix("shelf: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(what): \(result.stderr)")
                }
            }
            #expect(try shelf.librarySnapshot() == damaged, "\(column) = \(value): a reading command changed the library")
        }
    }

    /// The refusal names the column and what is wrong with it, and says what to do.
    @Test func aDamagedPageCountIsNamedInOneLine() throws {
        _ = try shelf.sqlite("PRAGMA ignore_check_constraints = 1; UPDATE books SET page_count = 1e300 WHERE id = 2")
        let line = try shelf.expectRefused(["stats", "--all"])
        #expect(line == "shelf: the library holds a damaged value: page_count holds 1e+300, not a whole number — correct the value, or move the library aside and restore a `shelf export` backup if you made one (shelf import FILE); nothing was changed")
    }

    /// A value read with its row's id names the row, so it can be found and corrected.
    @Test func aDamagedStatusNamesItsRow() throws {
        _ = try shelf.sqlite("PRAGMA ignore_check_constraints = 1; UPDATE books SET status = 'bogus' WHERE id = 2")
        for arguments in [["show", "2"], ["list"], ["stats"]] {
            let line = try shelf.expectRefused(arguments)
            #expect(line.hasPrefix("shelf: the library holds a damaged value: books.status of row 2 holds \"bogus\", not one of "), "\(line)")
        }
        _ = try shelf.sqlite("PRAGMA ignore_check_constraints = 1; UPDATE books SET status = 'read' WHERE id = 2; UPDATE progress SET page = 'x' WHERE id = 1")
        for arguments in [["history", "1"], ["today"]] {
            #expect(try shelf.expectRefused(arguments).contains("progress.page of row 1 holds"), "\(arguments)")
        }
    }

    @Test func aDamagedExportMarkIsNamedInOneLine() throws {
        let file = shelf.home.appendingPathComponent("goodreads.csv")
        try Data((GoodreadsCSV.header.joined(separator: ",") + "\n7,Ulysses,James Joyce,,,,,0,,,,730,,,,2021/01/03,,,to-read,,,,0,0\n").utf8)
            .write(to: file)
        #expect(try shelf.run(["import", file.path]).status == 0)
        _ = try shelf.sqlite("UPDATE goodreads_rows SET exported = 'a,\"b'")
        let damaged = try shelf.librarySnapshot()
        for arguments in [["export", "--format", "goodreads"], ["export"]] {
            #expect(try shelf.expectRefused(arguments)
                == "shelf: the library holds a damaged value: goodreads_rows.exported is not an export mark — correct the value, or move the library aside and restore a `shelf export` backup if you made one (shelf import FILE); nothing was changed")
        }
        #expect(try shelf.librarySnapshot() == damaged)
    }
}
