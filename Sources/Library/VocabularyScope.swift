/// Which words a vocabulary command looks at.
public enum VocabularyScope: Equatable, Sendable {
    case book(Int)
    case global
    case all
}
