/// A book a reference matched, named by its id and title, so a refusal can list the candidates.
public struct BookMatch: Equatable, Sendable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
