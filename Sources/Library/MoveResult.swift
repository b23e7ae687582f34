/// What a move between lists did: the book after it, and any adjustment of its timeline.
public struct MoveResult: Equatable, Sendable {
    /// The book after the move.
    public var book: Book
    /// The list the book left.
    public var from: BookStatus
    /// Adjustments made to keep the timeline coherent (an earlier "added"), in order.
    public var notes: [TimelineNote]
}
