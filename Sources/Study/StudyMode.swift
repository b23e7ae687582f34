/// How a study session asks about each word.
public enum StudyMode: String, CaseIterable, Sendable {
    /// Show the word, reveal the definition, the reader rates their recall.
    case flashcards
    /// Show a definition, the reader picks the word among up to four.
    case choice
    /// Show a definition and the blanked sentence, the reader types the word.
    case fill
    /// Flashcards, choice and fill in turn.
    case mixed
}
