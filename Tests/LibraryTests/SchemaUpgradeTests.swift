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
        let path = folder.file("library.sqlite").path
        do {
            let old = try Connection(path: path)
            try Migrator(migrations: Array(Schema.migrations.prefix(1))).migrate(old)
            try old.execute("""
                INSERT INTO books (id, title, status, added_at, updated_at) VALUES (1, 'Dune', 'read', 0, 0);
                INSERT INTO read_throughs (book_id, started_at, finished_at, outcome) VALUES (1, 10, 20, 'read');
                INSERT INTO read_throughs (book_id, started_at, finished_at, outcome) VALUES (1, 30, 86400, 'read');
                """)
        }

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
        #expect(indexes == ["read_throughs_latest"])
    }
}
