import CSQLite

/// The main-database tables statements write, and how, learnt from SQLite's authorizer while each
/// statement is prepared: what it writes itself, what its triggers write and what its foreign
/// keys' actions write, and the columns each update sets. With it a connection hands each table
/// and kind of write (and each column updated) to a handler once, before the first statement that
/// writes it so runs (`Connection.beforeFirstWrite(to:)`); a rollback undoes what the handler
/// made, so the tables are handed over again afterwards.
final class WriteWatch {
    /// Called with a table's name, the kinds of write and the updated columns not handed over
    /// yet, before the first statement that writes it so runs.
    private var handler: ((String, TableWrites, [String]) throws -> Void)?
    /// Tables the authorizer named since the statement being prepared began, with how they are
    /// written and the columns updates set.
    private var written: [StatementWrite] = []
    /// True when the statement being prepared may replace rows (`INSERT OR REPLACE`, `REPLACE
    /// INTO`, `UPDATE OR REPLACE`): a replaced row is deleted, which the authorizer does not report.
    /// Read from the statement's text, so the writes of its triggers count as replacing too, and
    /// a REPLACE written inside a trigger of the schema or in a table's conflict clause is not
    /// seen here.
    private var replacing = false
    /// The kinds of write handed to `handler` for each table since the last rollback.
    private var handled: [String: TableWrites] = [:]
    /// The updated columns handed to `handler` for each table since the last rollback.
    private var handledColumns: [String: Set<String>] = [:]
    /// True while `handler` runs: the statements it runs are not watched.
    private var handling = false

    /// True once a handler is set: until then nothing is watched.
    var isWatching: Bool { handler != nil }

    func watch(with handler: @escaping (String, TableWrites, [String]) throws -> Void) {
        self.handler = handler
        handled.removeAll()
        handledColumns.removeAll()
    }

    /// Called by the authorizer for each write it is asked about; `column` is the column an
    /// update sets (SQLite asks once for each).
    func noteWrite(to table: String, action: Int32, column: String?) {
        let writes: TableWrites
        switch action {
        case SQLITE_INSERT: writes = replacing ? [.insert, .delete] : .insert
        case SQLITE_UPDATE: writes = replacing ? [.update, .delete] : .update
        case SQLITE_DELETE: writes = .delete
        default: return
        }
        let index = written.firstIndex { $0.table == table } ?? {
            written.append(StatementWrite(table: table, writes: [], updatedColumns: []))
            return written.count - 1
        }()
        written[index].writes.formUnion(writes)
        if action == SQLITE_UPDATE, let column, !written[index].updatedColumns.contains(column) {
            written[index].updatedColumns.append(column)
        }
    }

    /// Forgets the tables noted so far, before the statement `sql` is prepared.
    func startStatement(_ sql: UnsafePointer<CChar>) {
        written.removeAll(keepingCapacity: true)
        replacing = Self.mentionsReplace(sql)
    }

    /// The tables noted since `startStatement(_:)`: what the statement just prepared writes.
    func statementWrites() -> [StatementWrite] {
        written
    }

    /// Hands each of `tables` to the handler with the kinds of write and the updated columns not
    /// handled yet, before a statement writing them runs.
    func willWrite(to tables: [StatementWrite]) throws(SQLiteError) {
        guard let handler, !handling else { return }
        for write in tables {
            let done = handled[write.table] ?? []
            let doneColumns = handledColumns[write.table] ?? []
            let newColumns = write.writes.contains(.update) ? write.updatedColumns.filter { !doneColumns.contains($0) } : []
            var writes = write.writes.subtracting(done)
            if !newColumns.isEmpty { writes.insert(.update) }
            guard !writes.isEmpty else { continue }
            handling = true
            defer { handling = false }
            do {
                try handler(write.table, writes, newColumns)
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError(code: SQLITE_ERROR, message: "\(error)")
            }
            handled[write.table] = done.union(write.writes)
            handledColumns[write.table, default: []].formUnion(newColumns)
        }
    }

    /// What the handler made inside the rolled-back transaction is gone with it.
    func rolledBack() {
        handled.removeAll()
        handledColumns.removeAll()
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

/// What one statement writes to one table: the kinds of write, and the columns its updates set
/// in the order SQLite named them.
struct StatementWrite {
    var table: String
    var writes: TableWrites
    var updatedColumns: [String]
}
