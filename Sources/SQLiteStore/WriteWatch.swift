import CSQLite
import Foundation

/// The main-database tables statements write, learnt from SQLite's authorizer while each statement
/// is prepared: the tables it writes itself, its triggers write and its foreign keys' actions
/// write. With it a connection hands each table to a handler once, before the first statement
/// that writes it runs (`Connection.beforeFirstWrite(to:)`); a rollback undoes what the handler
/// made, so the tables are handed over again afterwards.
final class WriteWatch {
    /// Called with a table's name before the first statement that writes it runs.
    private var handler: ((String) throws -> Void)?
    /// Tables the authorizer named since the statement being prepared began.
    private var written: [String] = []
    /// The tables handed to `handler` since the last rollback.
    private var handled: Set<String> = []
    /// True while `handler` runs: the statements it runs are not watched.
    private var handling = false
    /// Moves on whenever the tables handed over are forgotten (a new handler, a rollback): a
    /// statement whose tables were all handed over in this round need not look them up again
    /// each time it runs, as an import's thousands of inserts would.
    private(set) var round = 0

    /// True once a handler is set: until then nothing is watched.
    var isWatching: Bool { handler != nil }

    func watch(with handler: @escaping (String) throws -> Void) {
        self.handler = handler
        handled.removeAll()
        round += 1
    }

    /// Called by the authorizer for each write it is asked about (an update once for each column
    /// it sets, so the table is looked for among those noted before a string is made of it).
    func noteWrite(to table: UnsafePointer<CChar>) {
        for noted in written where noted.withCString({ strcmp($0, table) == 0 }) { return }
        written.append(String(cString: table))
    }

    /// Forgets the tables noted so far, before a statement is prepared.
    func startStatement() {
        written.removeAll(keepingCapacity: true)
    }

    /// The tables noted since `startStatement()`: what the statement just prepared writes.
    func statementWrites() -> [String] {
        written
    }

    /// Hands each of `tables` not handled yet to the handler, before a statement writing them runs.
    /// True when every one of them has been handed over in this `round`.
    @discardableResult
    func willWrite(to tables: [String]) throws(SQLiteError) -> Bool {
        guard let handler, !handling else { return false }
        for table in tables where !handled.contains(table) {
            handling = true
            defer { handling = false }
            do {
                try handler(table)
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError(code: SQLITE_ERROR, message: "\(error)")
            }
            handled.insert(table)
        }
        return true
    }

    /// What the handler made inside the rolled-back transaction is gone with it.
    func rolledBack() {
        handled.removeAll()
        round += 1
    }
}
