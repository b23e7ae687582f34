import CSQLite

/// The main-database tables statements write, and how, learnt from SQLite's authorizer while each
/// statement is prepared: what it writes itself, what its triggers write and what its foreign
/// keys' actions write. With it a connection hands each table and kind of write to a handler
/// once, before the first statement that writes the table that way runs
/// (`Connection.beforeFirstWrite(to:)`); a rollback undoes what the handler made, so the tables
/// are handed over again afterwards.
final class WriteWatch {
    /// Called with a table's name and the kinds of write not handed over yet, before the first
    /// statement that writes it so runs.
    private var handler: ((String, TableWrites) throws -> Void)?
    /// Tables the authorizer named since the statement being prepared began, with how they are written.
    private var written: [(table: String, writes: TableWrites)] = []
    /// True when the statement being prepared may replace rows (`INSERT OR REPLACE`, `REPLACE
    /// INTO`, `UPDATE OR REPLACE`): a replaced row is deleted, which the authorizer does not report.
    /// Read from the statement's text, so the writes of its triggers count as replacing too, and
    /// a REPLACE written inside a trigger of the schema or in a table's conflict clause is not
    /// seen here (`UndoJournal` reads a table's own clause from its definition).
    private var replacing = false
    /// The kinds of write handed to `handler` for each table since the last rollback.
    private var handled: [String: TableWrites] = [:]
    /// True while `handler` runs: the statements it runs are not watched.
    private var handling = false

    /// True once a handler is set: until then nothing is watched.
    var isWatching: Bool { handler != nil }

    func watch(with handler: @escaping (String, TableWrites) throws -> Void) {
        self.handler = handler
        handled.removeAll()
    }

    /// Called by the authorizer for each write it is asked about.
    func noteWrite(to table: String, action: Int32) {
        let writes: TableWrites
        switch action {
        case SQLITE_INSERT: writes = replacing ? [.insert, .delete] : .insert
        case SQLITE_UPDATE: writes = replacing ? [.update, .delete] : .update
        case SQLITE_DELETE: writes = .delete
        default: return
        }
        if let index = written.firstIndex(where: { $0.table == table }) {
            written[index].writes.formUnion(writes)
        } else {
            written.append((table, writes))
        }
    }

    /// Forgets the tables noted so far, before the statement `sql` is prepared.
    func startStatement(_ sql: UnsafePointer<CChar>) {
        written.removeAll(keepingCapacity: true)
        replacing = Self.mentionsReplace(sql)
    }

    /// The tables noted since `startStatement(_:)`: what the statement just prepared writes.
    func statementWrites() -> [(table: String, writes: TableWrites)] {
        written
    }

    /// Hands each of `tables` to the handler with the kinds of write not handled yet, before a
    /// statement writing them runs.
    func willWrite(to tables: [(table: String, writes: TableWrites)]) throws(SQLiteError) {
        guard let handler, !handling else { return }
        for (table, writes) in tables {
            let done = handled[table] ?? []
            guard !done.isSuperset(of: writes) else { continue }
            handling = true
            defer { handling = false }
            do {
                try handler(table, writes.subtracting(done))
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError(code: SQLITE_ERROR, message: "\(error)")
            }
            handled[table] = done.union(writes)
        }
    }

    /// What the handler made inside the rolled-back transaction is gone with it.
    func rolledBack() {
        handled.removeAll()
    }

    /// True when `sql` holds the word REPLACE in any case: the statement may then replace rows.
    /// Read from the text, as SQLite tells no one; a `replace()` call or a literal holding the
    /// word only makes the watch hand over a kind of write that never comes.
    private static func mentionsReplace(_ sql: UnsafePointer<CChar>) -> Bool {
        let word: [UInt8] = Array("replace".utf8)
        var matched = 0
        var next = sql
        while next.pointee != 0 {
            // ASCII letters are lowered by setting bit 5; other bytes never match the word.
            let byte = UInt8(bitPattern: next.pointee) | 0x20
            matched = byte == word[matched] ? matched + 1 : (byte == word[0] ? 1 : 0)
            if matched == word.count { return true }
            next += 1
        }
        return false
    }
}
