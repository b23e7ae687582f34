/// Brings a database's schema up to date with forward-only migrations numbered by
/// `PRAGMA user_version`. A database whose version is newer than the migrations this binary
/// knows was written by a newer program, and one whose version is negative has a damaged header
/// (no program writes one): both are refused, never touched.
public struct Migrator {
    /// The SQL scripts in order; script `i` takes the schema from version `i` to `i + 1`.
    public let migrations: [String]

    /// Makes a migrator over the given scripts.
    public init(migrations: [String]) {
        self.migrations = migrations
    }

    /// The error thrown for a database from a newer program.
    public struct NewerSchemaError: Error, Equatable, CustomStringConvertible {
        /// The version found in the file.
        public let found: Int
        /// The newest version this binary knows.
        public let supported: Int

        public var description: String {
            "the database has schema version \(found), newer than the \(supported) this program knows — use a newer program"
        }
    }

    /// The error thrown for a database whose version is below zero: the header is damaged.
    public struct DamagedVersionError: Error, Equatable, CustomStringConvertible {
        /// The version found in the file.
        public let found: Int

        public var description: String {
            "the database has schema version \(found), which no program writes — its header is damaged"
        }
    }

    /// Applies every migration the database has not had yet, all in one transaction; true when
    /// there were any.
    ///
    /// Foreign keys are off while migrations run, as SQLite prescribes for changing a table's
    /// shape (https://www.sqlite.org/lang_altertable.html#otheralter): rebuilding a parent table
    /// must not cascade into its children. Every key is checked before the transaction commits.
    @discardableResult
    public func migrate(_ connection: Connection) throws -> Bool {
        let current = try checkedVersion(connection)
        guard current < migrations.count else { return false }
        let keysWereOn = try connection.scalarInt("PRAGMA foreign_keys") == 1
        try connection.execute("PRAGMA foreign_keys = OFF")
        defer { if keysWereOn { try? connection.execute("PRAGMA foreign_keys = ON") } }
        try connection.transaction {
            // Re-read inside the write lock: another process may have migrated meanwhile (even a
            // newer program, so the version is checked again).
            let locked = try checkedVersion(connection)
            for version in locked..<migrations.count {
                try connection.execute(migrations[version])
            }
            if let table = try connection.scalarString("SELECT \"table\" FROM pragma_foreign_key_check LIMIT 1") {
                throw BrokenForeignKeyError(table: table)
            }
            // A migration may edit a table's stored definition in place (see SQLite's procedure,
            // https://www.sqlite.org/lang_altertable.html#otheralter), which leaves the schema's
            // version as it was: moved on, every other connection parses the schema again instead
            // of going on with the definitions it read before.
            let schemaVersion = try connection.scalarInt("PRAGMA schema_version") ?? 0
            try connection.execute("PRAGMA schema_version = \(schemaVersion + 1)")
            try connection.execute("PRAGMA user_version = \(migrations.count)")
        }
        return true
    }

    /// A migration left a row whose foreign key points at nothing; the migration is rolled back.
    public struct BrokenForeignKeyError: Error, Equatable, CustomStringConvertible {
        /// The table holding the broken row.
        public let table: String

        public var description: String {
            "a schema migration left a row of \(table) pointing at nothing — the migration was rolled back"
        }
    }

    /// True when the database needs no migration. Throws as `migrate` does for a newer or damaged
    /// version; reads only, so it serves connections that cannot write.
    public func isCurrent(_ connection: Connection) throws -> Bool {
        try checkedVersion(connection) == migrations.count
    }

    /// The database's version, refused when no migration of this list can start from it.
    private func checkedVersion(_ connection: Connection) throws -> Int {
        let version = try connection.scalarInt("PRAGMA user_version") ?? 0
        guard version >= 0 else { throw DamagedVersionError(found: version) }
        guard version <= migrations.count else {
            throw NewerSchemaError(found: version, supported: migrations.count)
        }
        return version
    }
}
