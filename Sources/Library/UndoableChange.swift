import Foundation

/// A change to the library that `shelf undo` can revert: the command that made it and when.
public struct UndoableChange: Equatable, Sendable {
    /// The command line that made the change (`log dune 120`).
    public var command: String
    /// When the change was made.
    public var at: Date
}
