/// A fill-in-the-word question: the sentence with the word blanked, and the answers that count.
///
/// The blank may hold another form than the word as stored (the sentence says "running", the
/// word is "run"), so what fills the blank is accepted as well as the word itself; and the answer
/// revealed is what was hidden.
public struct FillQuestion: Equatable, Sendable {
    /// The sentence with every occurrence of the word blanked; nil when there is no sentence or
    /// the word cannot be found in it, since showing it could give the answer away.
    public let blankedSentence: String?
    /// The answers graded as right, best first: the text of the first blank, then the word.
    public let answers: [String]

    /// The question for `word`, met in `sentence`. `forms` are the ways the word was written where
    /// it was met (an e-reader's look-up of "ran" for the word "run"): blanked too, since no rule
    /// of inflection finds an irregular form, and a form left showing would give the word away.
    public init(word: String, sentence: String?, forms: [String] = []) {
        var occurrences: [Range<String.Index>] = []
        if let sentence {
            let found = ([word] + forms).filter { !$0.isEmpty }
                .flatMap { ContextBlanker.occurrences(of: $0, in: sentence) }
                .sorted { $0.lowerBound < $1.lowerBound }
            for range in found where range.lowerBound >= (occurrences.last?.upperBound ?? sentence.startIndex) {
                occurrences.append(range)
            }
        }
        guard let sentence, let first = occurrences.first else {
            blankedSentence = nil
            answers = [word]
            return
        }
        blankedSentence = ContextBlanker.blanking(occurrences, in: sentence)
        let hidden = String(sentence[first])
        answers = TextMatching.key(hidden) == TextMatching.key(word) ? [hidden] : [hidden, word]
    }

    /// The answer to reveal: the hidden text, with the word as stored when that differs.
    public var revealed: String {
        answers.count > 1 ? "\(answers[0]) (\(answers[1]))" : answers[0]
    }

    /// The rating for a typed answer: the best it earns against any accepted answer.
    public func grade(_ typed: String) -> Rating {
        answers.map { FillGrader.grade(typed, expected: $0) }.max { $0.rawValue < $1.rawValue } ?? .again
    }
}
