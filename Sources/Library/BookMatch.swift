/// A book as a refusal names it, by its id and title: each candidate an ambiguous reference
/// matched, or the book a refused value was given for, so the line can say what to type for it.
public struct BookMatch: Equatable, Sendable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
