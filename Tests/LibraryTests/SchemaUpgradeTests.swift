import Foundation
@testable import Library
import SQLiteStore
import Testing
import TestSupport

/// A library written by an earlier shelf opens in this one: its schema is brought forward and
/// what it held reads back the same.
struct SchemaUpgradeTests {
    @Test func aVersionOneLibraryGainsTheReadThroughIndexAndKeepsItsBooks() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        let path = try library(atVersion: 1, in: folder, holding: """
            INSERT INTO books (id, title, status, added_at, updated_at) VALUES (1, 'Dune', 'read', 0, 0);
            INSERT INTO read_throughs (book_id, started_at, finished_at, outcome) VALUES (1, 10, 20, 'read');
            INSERT INTO read_throughs (book_id, started_at, finished_at, outcome) VALUES (1, 30, 86400, 'read');
            """)

        let shelf = try Bookshelf(path: path)
        let read = try shelf.listEntries(status: .read)
        #expect(read.map(\.title) == ["Dune"])
        // The latest read-through's finish, not the first one's.
        #expect(read.first?.finishedAt == Date(timeIntervalSince1970: 86400))

        let check = try Connection(path: path)
        #expect(try check.scalarInt("PRAGMA user_version") == Schema.migrations.count)
        let indexes = try check.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'read_throughs'") {
            $0.string(0) ?? ""
        }
        #expect(Set(indexes) == ["read_throughs_latest", "read_throughs_finished"])
    }

    @Test func aVersionTwoLibraryGetsTheCalendarDaysOfItsGoodreadsFinishesBack() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        // 2026-01-01 00:00 in Los Angeles, as an import there stored Goodreads' Date Read.
        let midnight = 1_767_254_400
        let path = try library(atVersion: 2, in: folder, holding: """
            INSERT INTO books (id, title, status, added_at, updated_at, goodreads_id) VALUES (1, 'Imported', 'read', 0, 0, '42');
            INSERT INTO books (id, title, status, added_at, updated_at) VALUES (2, 'Typed', 'read', 0, 0);
            INSERT INTO read_throughs (book_id, finished_at, outcome) VALUES (1, \(midnight), 'read');
            INSERT INTO read_throughs (book_id, started_at, finished_at, outcome) VALUES (1, 5, \(midnight), 'read');
            INSERT INTO read_throughs (book_id, finished_at, outcome) VALUES (1, \(midnight) + 0.5, 'read');
            INSERT INTO read_throughs (book_id, finished_at, outcome) VALUES (2, \(midnight), 'read');
            """)
        _ = try Bookshelf(path: path)
        let check = try Connection(path: path)
        let days = try check.query("SELECT ifnull(finished_on, '-') FROM read_throughs ORDER BY id") { $0.string(0) ?? "" }
        // Only the Goodreads finish known just as a day: not one with a start, a fraction of a
        // second, or a book typed in by hand.
        #expect(days == ["2026-01-01", "-", "-", "-"])
        #expect(try check.scalarInt("SELECT count(*) FROM goals") == 0)
    }

    @Test func aVersionFiveLibraryKeepsItsShelvesAsSharedShelves() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        let path = try library(atVersion: 5, in: folder, holding: """
            INSERT INTO books (id, title, status, added_at, updated_at) VALUES (1, 'Dune', 'read', 0, 0);
            INSERT INTO books (id, title, status, added_at, updated_at) VALUES (2, 'Emma', 'read', 0, 0);
            INSERT INTO book_shelves (book_id, position, name) VALUES (1, 0, 'sci-fi'), (1, 1, 'Loved');
            INSERT INTO book_shelves (book_id, position, name) VALUES (2, 0, 'loved'), (2, 1, 'LOVED'), (2, 2, 'classics');
            """)
        let shelf = try Bookshelf(path: path)
        #expect(try shelf.book(id: 1).shelves == ["sci-fi", "Loved"])
        // The second spelling on one book is the same shelf, so it is there once.
        #expect(try shelf.book(id: 2).shelves == ["Loved", "classics"])
        #expect(try shelf.shelves() == [
            ShelfCount(name: "classics", count: 1), ShelfCount(name: "Loved", count: 2), ShelfCount(name: "sci-fi", count: 1),
        ])
    }

    @Test func aVersionTwelveLibraryNumbersItsEventsInTheOrderHistoryListedThem() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        // Added, started and a page at 100, finished and restarted at 200 with a page logged in the
        // new read, and a page at 300 before its finish there.
        let path = try library(atVersion: 12, in: folder, holding: """
            INSERT INTO books (id, title, status, page_count, added_at, updated_at) VALUES (1, 'B', 'read', 100, 100, 0);
            INSERT INTO status_changes (book_id, from_status, to_status, at) VALUES
                (1, NULL, 'to-read', 100), (1, 'to-read', 'reading', 100), (1, 'reading', 'read', 200),
                (1, 'read', 'reading', 200), (1, 'reading', 'read', 300);
            INSERT INTO read_throughs (book_id, started_at, finished_at, outcome) VALUES (1, 100, 200, 'read'), (1, 200, 300, 'read');
            INSERT INTO progress (book_id, page, at) VALUES (1, 10, 100), (1, 20, 200), (1, 100, 300);
            """)
        let shelf = try Bookshelf(path: path)
        #expect(try shelf.history(id: 1).map(\.kind) == [
            .added(.toRead), .move(from: .toRead, to: .reading), .page(10), .move(from: .reading, to: .read),
            .move(from: .read, to: .reading), .page(20), .page(100), .move(from: .reading, to: .read),
        ])
        let check = try Connection(path: path)
        let reads = try check.query("SELECT sequence FROM read_throughs ORDER BY id") { $0.int(0) ?? -1 }
        #expect(reads == [2, 5], "each read takes the place of the move that began it")
    }

    @Test func aVersionTwentyLibraryChecksItsListsOfValuesWithoutATemporaryTable() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        // Parsed before the upgrade, as a second shelf process would have it.
        let other = try Connection(path: folder.file("library.sqlite").path)
        let path = try library(atVersion: 20, in: folder) { old in
            try old.execute("INSERT INTO books (id, title, status, added_at, updated_at) VALUES (1, 'Dune', 'read', 0, 0)")
            #expect(try other.scalarInt("SELECT count(*) FROM books") == 1)
        }
        _ = try Bookshelf(path: path)

        let inserts = [
            "INSERT INTO books (title, status, added_precision, added_at, updated_at) VALUES ('B', 'dnf', 'year', 0, 0)",
            "INSERT INTO read_throughs (book_id, outcome, started_precision, finished_precision) VALUES (1, 'read', 'day', 'month')",
            "INSERT INTO words (word, word_key, added_at, updated_at, due) VALUES ('w', 'w', 0, 0, 0)",
            "INSERT INTO encounters (word_id, at, source) VALUES (1, 0, 'kindle')",
        ]
        for connection in [try Connection(path: path), other] {
            for insert in inserts {
                let program = try connection.query("EXPLAIN \(insert)") { $0.string(1) ?? "" }
                #expect(!program.contains("OpenEphemeral"), "\(insert)")
            }
        }
        let check = try Connection(path: path)
        #expect(try check.query("PRAGMA integrity_check") { $0.string(0) ?? "" } == ["ok"])
        // The constraints still hold, NULL still allowed where it was.
        try check.execute(inserts[0] + "; " + inserts[1])
        try check.execute("INSERT INTO read_throughs (book_id, outcome) VALUES (1, 'reading')")
        for refused in [
            "INSERT INTO books (title, status, added_at, updated_at) VALUES ('C', 'lent', 0, 0)",
            "INSERT INTO books (title, status, added_precision, added_at, updated_at) VALUES ('C', 'read', 'week', 0, 0)",
            "INSERT INTO read_throughs (book_id, outcome) VALUES (1, 'paused')",
            "INSERT INTO read_throughs (book_id, outcome, finished_precision) VALUES (1, 'read', 'hour')",
            "INSERT INTO words (word, word_key, state, added_at, updated_at, due) VALUES ('w', 'w', 'forgotten', 0, 0, 0)",
        ] {
            #expect(throws: SQLiteError.self, "\(refused)") { try check.execute(refused) }
        }
    }

    @Test func aVersionTwentyThreeLibraryStoresEachGoodreadsHeaderOnceAndReadsItsRowsBackWhole() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        let plain = "Book Id,Title,Author,ISBN13\n"
        let quoted = "Book Id,\"Title, Main\",Author\n"
        let path = try library(atVersion: 23, in: folder) { old in
            try old.execute("""
                INSERT INTO books (id, title, status, added_at, updated_at) VALUES (1, 'Dune', 'read', 0, 0);
                INSERT INTO books (id, title, status, added_at, updated_at) VALUES (2, 'Emma', 'read', 0, 0);
                INSERT INTO books (id, title, status, added_at, updated_at) VALUES (3, 'Ulysses', 'read', 0, 0);
                """)
            for (id, columns) in [
                (1, plain + "7,Dune,Frank Herbert,\"=\"\"1\"\"\"\n"), (2, plain + "8,\"Emma, Vol. 1\",Jane Austen,\n"),
                (3, quoted + "9,Ulysses,James Joyce\n"),
            ] {
                try old.run("INSERT INTO goodreads_rows (book_id, columns) VALUES (?, ?)", [id, columns])
            }
        }
        _ = try Bookshelf(path: path)

        let check = try Connection(path: path)
        #expect(try check.query("SELECT names FROM goodreads_headers") { $0.string(0) ?? "" } == [plain])
        let rows = try check.query(
            "SELECT r.book_id, h.names IS NOT NULL, ifnull(h.names, '') || r.columns FROM goodreads_rows r LEFT JOIN goodreads_headers h ON h.id = r.header_id ORDER BY r.book_id"
        ) { "\($0.int(0) ?? 0) \($0.int(1) ?? -1) \($0.string(2) ?? "")" }
        #expect(rows == [
            "1 1 \(plain)7,Dune,Frank Herbert,\"=\"\"1\"\"\"\n",
            "2 1 \(plain)8,\"Emma, Vol. 1\",Jane Austen,\n",
            "3 0 \(quoted)9,Ulysses,James Joyce\n",
        ], "a header with a quoted name stays in its row")
    }

    /// A library of version 27 holds its titles folded as stored, a run of spaces kept: typed as
    /// the reader sees it (one space), such a title was found by no fragment until its row was
    /// made again. Version 28 has every row made again as shown.
    @Test func aVersion27LibraryFindsATitleWithARunOfSpacesAsItIsShown() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        let stored = "War  and Peace"
        let path = try library(atVersion: 27, in: folder) { old in
            try old.run("INSERT INTO books (id, title, status, added_at, updated_at) VALUES (1, ?, 'read', 0, 0)", [stored])
            let folded = Array(stored.lowercased().utf8)
            try old.run(
                "INSERT INTO title_chunks (chunk, through, titles) VALUES (0, 1, ?)",
                [SQLiteValue.blob([1, UInt8(folded.count)] + folded)])
        }
        let shelf = try Bookshelf(path: path)
        #expect(try shelf.resolve("war and peace").id == 1)
        #expect(try shelf.resolve("War and Peace").id == 1)
    }

    /// A library of version 28 holds a title with an emoji folded with its zero-width joiners,
    /// which titles are now folded without: only the rows holding one are made again, and the
    /// title is found by what is typed, joiners or not.
    @Test func aVersion28LibraryFindsATitleWithAJoinedEmoji() throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        defer { folder.remove() }
        let family = "👩\u{200D}👩\u{200D}👧 Family", plain = "Dune"
        let path = try library(atVersion: 28, in: folder) { old in
            for (id, title) in [(1, family), (300, plain)] {
                try old.run("INSERT INTO books (id, title, status, added_at, updated_at) VALUES (?, ?, 'read', 0, 0)", [id, title])
                let folded = Array(title.lowercased().utf8)
                try old.run(
                    "INSERT INTO title_chunks (chunk, through, titles) VALUES (?, ?, ?)",
                    [id >> 8, ((id >> 8) << 8) + 255, SQLiteValue.blob([UInt8(id & 0xFF), UInt8(folded.count)] + folded)])
            }
        }
        let migrated = try Connection(path: path)
        try Migrator(migrations: Schema.migrations).migrate(migrated)
        #expect(try migrated.query("SELECT chunk FROM title_chunks WHERE titles IS NULL") { $0.int(0) ?? -1 } == [0])

        let shelf = try Bookshelf(path: path)
        #expect(try shelf.resolve(family).id == 1)
        #expect(try shelf.resolve("👩👩👧 family").id == 1)
        #expect(try shelf.resolve("dune").id == 300)
    }

    /// A library file in `folder` made by the first `version` migrations and filled by `fill`
    /// through its own connection, which is closed before the test opens the file; its path.
    private func library(atVersion version: Int, in folder: TemporaryDirectory, _ fill: (Connection) throws -> Void) throws -> String {
        let path = folder.file("library.sqlite").path
        let old = try Connection(path: path)
        try Migrator(migrations: Array(Schema.migrations.prefix(version))).migrate(old)
        try fill(old)
        return path
    }

    /// `library(atVersion:in:_:)` filled by running `statements`.
    private func library(atVersion version: Int, in folder: TemporaryDirectory, holding statements: String) throws -> String {
        try library(atVersion: version, in: folder) { old in try old.execute(statements) }
    }
}
