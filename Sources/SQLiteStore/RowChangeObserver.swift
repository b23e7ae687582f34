/// Told of each row a connection's statements are about to change in a main-database table (see
/// `Connection.observeRowChanges(_:)`), for a record kept beside the changes themselves.
public protocol RowChangeObserver: AnyObject {
    /// A row is about to change. Called from inside SQLite while the statement runs: it must not
    /// use the connection, only note what it needs of `change`.
    func rowWillChange(_ change: RowChange)

    /// A statement that may change rows is about to run a step: the rows reported from now on
    /// are its own, until the next such step begins.
    func statementWillStep()

    /// The statement whose step began last failed, and SQLite took back the rows it changed:
    /// what was noted of them since its step began is to be forgotten.
    func statementFailed()
}
