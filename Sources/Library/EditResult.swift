/// What `edit` did: the book afterwards, and whether anything changed. An edit that gives every
/// field the value it has already changes nothing and writes nothing, so the command can say the
/// book is already so rather than that it was updated.
public struct EditResult: Equatable, Sendable {
    /// The book after the edit (as it was, when nothing changed).
    public var book: Book
    /// False when every field given was already so: nothing was written, and `undo` has no step for it.
    public var changed: Bool
}
