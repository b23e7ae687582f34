import Foundation
import SQLiteStore
import Testing

/// Rows read by column name: the enum's cases find their columns wherever the SELECT puts them,
/// and a column the result lacks is an error, not a wrong value.
@Suite struct NamedRowTests {
    enum Column: String, ColumnName {
        case id, pageCount = "page_count", googleVolumeID = "google_volume_id", isbn13
    }

    enum Missing: String, ColumnName {
        case id, shelfName = "shelf_name"
    }

    enum Pages: String, ColumnName {
        case id, pageCount = "page_count"
    }

    /// One case: an enum that holds no bytes at all, still read at index 0.
    enum Single: String, ColumnName {
        case id
    }

    /// A column type that is not an enum: its values hold their text, not a case's index.
    struct NotAnEnum: ColumnName {
        static let allCases = [NotAnEnum(rawValue: "id"), NotAnEnum(rawValue: "page_count")]
        var rawValue: String
    }

    let database: TemporaryDatabase
    let connection: Connection

    init() throws {
        database = try TemporaryDatabase()
        connection = try database.connection(
            running: """
            CREATE TABLE books (id INTEGER PRIMARY KEY, page_count INTEGER, google_volume_id TEXT, isbn13 TEXT);
            INSERT INTO books VALUES (1, 412, 'B1hSG45JCX4C', NULL), (2, NULL, NULL, '9780441013593');
            """)
    }

    @Test func theNameListFollowsTheCases() {
        #expect(Column.nameList == "id, page_count, google_volume_id, isbn13")
    }

    @Test func columnsAreFoundByNameInAnyOrder() throws {
        let rows = try connection.query(
            "SELECT isbn13, google_volume_id, 7 AS unused, page_count, id FROM books ORDER BY id", as: Column.self
        ) { row in
            (row.int(.id), row.int(.pageCount), row.string(.googleVolumeID), row.string(.isbn13), row.isNull(.isbn13))
        }
        #expect(rows.count == 2)
        #expect(rows[0] == (1, 412, "B1hSG45JCX4C", nil, true))
        #expect(rows[1] == (2, nil, nil, "9780441013593", false))
    }

    @Test func aColumnTheResultLacksIsAnErrorNamingIt() throws {
        let error = #expect(throws: SQLiteError.self) {
            try connection.query("SELECT id FROM books", as: Missing.self) { $0.int(.id) }
        }
        #expect(error?.message == "the result has no column named shelf_name")
        #expect(error?.sql == "SELECT id FROM books")
    }

    @Test func aNameTwiceInTheResultIsAnError() throws {
        let error = #expect(throws: SQLiteError.self) {
            try connection.query("SELECT id, id, 1 AS shelf_name FROM books", as: Missing.self) { $0.int(.id) }
        }
        #expect(error?.message == "the result has more than one column named id")
    }

    @Test func aSingleColumnEnumIsRead() throws {
        #expect(try connection.query("SELECT id FROM books ORDER BY id", as: Single.self) { $0.int(.id) } == [1, 2])
    }

    @Test func aColumnTypeThatIsNotAnEnumIsRefusedRatherThanMisread() throws {
        let error = #expect(throws: SQLiteError.self) {
            try connection.query("SELECT id, page_count FROM books", as: NotAnEnum.self) { $0.int(NotAnEnum(rawValue: "id")) }
        }
        #expect(error?.message.hasSuffix("a column type is an enum without payloads") == true)
    }

    @Test func theSameStatementReadsByNameAndByPosition() throws {
        let sql = "SELECT page_count, id FROM books WHERE id = ?"
        #expect(try connection.query(sql, [1]) { $0.int(0) } == [412])
        #expect(try connection.query(sql, [2], as: Pages.self) { $0.int(.id) } == [2])
        var pages: [Int?] = []
        try connection.forEachRow(sql, [1], as: Pages.self) { pages.append($0.int(.pageCount)) }
        #expect(pages == [412])
    }

    @Test func oneRowReadsAsTwoKindsOfColumns() throws {
        var read: [(Int?, Int?, String?)] = []
        try connection.forEachRow(
            "SELECT b.*, 'to-read' AS shelf_name FROM books b ORDER BY id", as: Column.self, Missing.self
        ) { book, shelf in
            read.append((book.int(.pageCount), shelf.int(.id), shelf.string(.shelfName)))
        }
        #expect(read.count == 2)
        #expect(read[0] == (412, 1, "to-read"))
        #expect(read[1] == (nil, 2, "to-read"))
    }
}
