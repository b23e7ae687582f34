/// A shelf (tag) and how many books are on it, as `shelf shelves` lists them.
public struct ShelfCount: Equatable, Sendable {
    /// The name as it was first typed.
    public var name: String
    /// The number of books on the shelf.
    public var count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}
