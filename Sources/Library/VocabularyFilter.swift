import Foundation

/// A narrower choice of words within a scope.
public enum VocabularyFilter: Equatable, Sendable {
    /// Not mastered and due at or before the given time.
    case due(Date)
    /// Not mastered and in learning or relearning.
    case learning
    /// Marked as mastered.
    case mastered
}
