internal import Essentials

/// A multiple-choice question: the correct answer (a word's definition, say) among exactly three
/// other distinct options, in random order. A question with fewer options is too easy to teach
/// anything, so there is none: the caller asks the card another way. A correct pick counts as
/// Good, a wrong one as Again.
public struct ChoiceQuestion: Equatable, Sendable {
    /// The options in the order to show them; one of them is the answer.
    public let options: [String]
    /// The position of the correct word in `options`.
    public let correctIndex: Int
    /// The correct word, as given.
    public let answer: String

    /// The number of wrong options every question offers.
    public static let distractorCount = 3

    /// Builds a question for `answer`, drawing distractors from `vocabulary` (which may include
    /// the answer itself). Options equal to the answer or to each other ignoring case, and blank
    /// ones, are skipped; nil when fewer than `distractorCount` remain. `generator` picks and
    /// orders the options, so tests can make it deterministic.
    public init?(answer: String, vocabulary: [String], using generator: inout some RandomNumberGenerator) {
        let answer = answer.trimmingWhitespace
        var seen: Set<String> = [TextMatching.key(answer)]
        var pool: [String] = []
        for word in vocabulary {
            let trimmed = word.trimmingWhitespace
            // `insert` reports whether the key was new: this both deduplicates and skips the answer.
            if !trimmed.isEmpty, seen.insert(TextMatching.key(trimmed)).inserted {
                pool.append(trimmed)
            }
        }
        guard pool.count >= Self.distractorCount else { return nil }
        var options = Array(pool.shuffled(using: &generator).prefix(Self.distractorCount))
        let position = Int.random(in: 0...options.count, using: &generator)
        options.insert(answer, at: position)
        self.options = options
        self.correctIndex = position
        self.answer = answer
    }

    /// Builds a question using the system's random number generator; nil when fewer than
    /// `distractorCount` distinct distractors are given.
    public init?(answer: String, vocabulary: [String]) {
        var generator = SystemRandomNumberGenerator()
        self.init(answer: answer, vocabulary: vocabulary, using: &generator)
    }

    /// Reads a typed answer: the option's number as shown (1-based), or the option's word itself,
    /// ignoring case and surrounding whitespace. Returns nil when it names no option, so the
    /// caller can ask again.
    public func optionIndex(forAnswer text: String) -> Int? {
        let trimmed = text.trimmingWhitespace
        if let number = Int(trimmed) {
            // Range-check before subtracting: `Int.min - 1` would trap.
            return (1...options.count).contains(number) ? number - 1 : nil
        }
        let key = TextMatching.key(trimmed)
        return options.firstIndex { TextMatching.key($0) == key }
    }

    /// The rating a pick earns: Good for the correct option, Again for any other.
    public func grade(optionAt index: Int) -> Rating {
        index == correctIndex ? .good : .again
    }
}
