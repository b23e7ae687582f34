/// Hands the rows SQLite's pre-update hook reports to the connection's `RowChangeObserver`, and
/// tells it when a statement that may change rows begins a step or fails. Statements keep it, as
/// they keep the write watch, so they can tell it without holding the connection.
final class RowChangeRelay {
    /// Held weakly: the observer belongs to whoever owns the connection.
    weak var observer: RowChangeObserver?

    func rowWillChange(_ change: RowChange) {
        observer?.rowWillChange(change)
    }

    func willStep() {
        observer?.statementWillStep()
    }

    func failed() {
        observer?.statementFailed()
    }
}
