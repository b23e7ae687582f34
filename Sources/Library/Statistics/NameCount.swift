/// A name (an author, a shelf) and how many of the period's finished books carry it.
public struct NameCount: Equatable, Sendable {
    /// The author or shelf as stored.
    public let name: String
    /// Distinct finished books with it.
    public let count: Int
}
