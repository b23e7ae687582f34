internal import Essentials

/// How well a card was recalled, on FSRS's four-point scale; the raw values are the ones FSRS uses
/// in its formulas and the ones a reader types in a scripted session.
public enum Rating: Int, CaseIterable, Sendable {
    /// Forgotten: the card goes back to its first (re)learning step.
    case again = 1
    /// Recalled with serious effort.
    case hard
    /// Recalled after a pause.
    case good
    /// Recalled at once.
    case easy

    /// Reads a typed answer: `1`-`4` or `again`/`hard`/`good`/`easy`, in any case and with
    /// surrounding whitespace ignored. Returns nil for anything else so the caller can ask again.
    public init?(answer: String) {
        let text = answer.trimmingWhitespace.lowercased()
        if let number = Int(text), let rating = Rating(rawValue: number) {
            self = rating
            return
        }
        guard let rating = Rating.allCases.first(where: { $0.name == text }) else { return nil }
        self = rating
    }

    /// The rating's lower-case English name, as readers type it and as it is shown.
    public var name: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }
}
