/// Which words a vocabulary command looks at.
public enum VocabularyScope: Equatable, Sendable {
    /// The words of the book with this local id.
    case book(Int)
    /// The words tied to no book.
    case global
    /// Every word, of every book and global.
    case all
}
