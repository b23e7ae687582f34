/// Thrown inside a write whose body found that what it was asked to change holds already, so
/// the transaction is rolled back rather than committed (`Bookshelf.writeUnlessAlreadySo(_:)`).
struct NothingToWrite: Error {}
