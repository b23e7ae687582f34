/// What `shelf undo` reverted: the change, and what reverting it did, in a few words each
/// (`page 120 removed`, `#3 Dune back on to-read`).
public struct UndoneChange: Equatable, Sendable {
    /// The change reverted.
    public var change: UndoableChange
    /// What changed back, for the reader.
    public var effects: [String]
}
