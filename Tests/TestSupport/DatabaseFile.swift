import Foundation
import SQLiteStore

/// A look into a SQLite file through SQLiteStore, so tests need no `sqlite3` shell: a dump of
/// everything in it, to prove a refused command changed nothing, and SQL run as the shell would.
public struct DatabaseFile {
    /// The database file.
    public let path: String

    /// The database at `path` (not opened until asked).
    public init(path: String) {
        self.path = path
    }

    /// Everything the file holds, as SQL text in the manner of the sqlite3 shell's `.dump`, the
    /// same for the same contents: the schema version, every schema entry, then every table's
    /// rows (a virtual table's through the table, not its shadow tables) as `INSERT INTO table VALUES(…);` sorted by all their columns (so the order rows happen
    /// to be stored in does not matter). Reads only; the file must exist.
    public func dump() throws -> String {
        let connection = try Connection(path: path, access: .readOnly)
        var lines = ["PRAGMA user_version=\(try connection.scalarInt("PRAGMA user_version") ?? 0);"]
        lines += try connection.query("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY type, name") {
            ($0.string(0) ?? "") + ";"
        }
        // A full-text index's shadow tables are its internal layout, which the same contents may
        // be stored in differently (an undo's delete and insert); its contents are the virtual
        // table's own rows, which are dumped.
        let tables = try connection.query(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow') ORDER BY name"
        ) {
            $0.string(0) ?? ""
        }
        for table in tables {
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let columns = try connection.query("SELECT count(*) FROM pragma_table_info(?)", [table]) { $0.int(0) ?? 0 }.first ?? 0
            let order = columns > 0 ? " ORDER BY " + (1...columns).map(String.init).joined(separator: ", ") : ""
            lines += try connection.query("SELECT * FROM \(quoted)\(order)") {
                "INSERT INTO \(table) VALUES(" + Self.literals((0..<$0.columnCount).map($0.value)) + ");"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `sql` (one or more statements separated by `;`) and returns what the `sqlite3` shell
    /// would print: each row's columns joined by `|`, NULL as nothing, one row a line, trimmed.
    /// Opens the file read-write, creating it when missing.
    public func query(_ sql: String) throws -> String {
        let connection = try Connection(path: path)
        var lines: [String] = []
        for statement in Self.statements(in: sql) {
            lines += try connection.query(statement) { row in
                (0..<row.columnCount).map { Self.plain(row.value($0)) }.joined(separator: "|")
            }
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `sql` whole, as one script: for a statement with `;` of its own inside (a trigger's
    /// body), which `query` would cut.
    public func execute(_ sql: String) throws {
        try Connection(path: path).execute(sql)
    }

    /// Runs `sql` and leaves its commit in the WAL beside the file, as a process killed before
    /// folding it into the file would: the file and its WAL are put back as they were before the
    /// connection closed (closing folds the WAL in and removes it).
    public func leavingInTheWAL(_ sql: String) throws {
        let files = FileManager.default
        let wal = path + "-wal"
        let keptFile = path + ".kept", keptWAL = wal + ".kept"
        try {
            let connection = try Connection(path: path)
            try connection.execute("PRAGMA wal_autocheckpoint = 0")
            try connection.execute(sql)
            try files.copyItem(atPath: path, toPath: keptFile)
            try files.copyItem(atPath: wal, toPath: keptWAL)
        }()
        for file in [path, wal, path + "-shm"] where files.fileExists(atPath: file) {
            try files.removeItem(atPath: file)
        }
        try files.moveItem(atPath: keptFile, toPath: path)
        try files.moveItem(atPath: keptWAL, toPath: wal)
    }

    /// One row's values as SQL literals, so NULL, '' and x'' stay apart.
    private static func literals(_ values: [SQLiteValue]) -> String {
        values.map { value in
            switch value {
            case .null: "NULL"
            case .integer(let number): String(number)
            case .real(let number): String(number)
            case .text(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            case .blob(let bytes): "x'" + bytes.map { String(format: "%02x", $0) }.joined() + "'"
            }
        }.joined(separator: ",")
    }

    /// A value as the shell prints it in its default list mode.
    private static func plain(_ value: SQLiteValue) -> String {
        switch value {
        case .null: ""
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text): text
        case .blob(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `sql` cut at every `;` outside quotes, without the empty pieces.
    private static func statements(in sql: String) -> [String] {
        var statements: [String] = []
        var current = ""
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == ";" {
                statements.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        statements.append(current)
        return statements.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }
}
