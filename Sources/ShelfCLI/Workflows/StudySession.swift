import Essentials
import Flashcard
import Foundation
import JSON
import Library
import Study

/// One study session: plans the due words, asks about each the way the rules say, saves every
/// answer at once (so quitting half-way keeps what was answered), then lets the reader mark words
/// as mastered and shows the streak. The rules themselves live in Study's `SessionRules`.
struct StudySession {
    let library: Bookshelf
    let context: Context
    let rules: SessionRules
    let scope: VocabularyScope
    /// How far ahead of now cards are taken (`--ahead DAYS`); zero takes only what is due.
    var ahead: TimeInterval = 0
    /// True for `study --json`: the session talks on stderr and stdout gets only its summary.
    var json = false

    private var console: Console { context.console }

    /// One answered card, with when it is due next after that answer.
    private struct Outcome {
        var word: VocabularyWord
        var rating: Rating
        var due: Date
    }

    /// The fill-in question for `word`: its sentence with the word blanked, and with the forms it
    /// was looked up in on an e-reader ("ran" for "run"), which no inflection rule finds.
    private func fillQuestion(for word: VocabularyWord) throws -> FillQuestion {
        let forms = try library.encounters(ofWord: word.id).compactMap(\.form)
        return FillQuestion(word: word.word, sentence: word.context, forms: forms)
    }

    func run() throws {
        // Each answer is saved as it is given, and the whole session is one change to undo.
        library.journalsAsOneChange = true
        let studied = try library.studied(since: SessionRules.startOfDay(context.now(), in: context.timeZone))
        let limits = rules.limitsLeft(studiedNew: studied.newWords, studiedReviews: studied.reviews)
        let queue = try library.studyQueue(
            in: scope, dueBy: context.now() + ahead, newLimit: limits.newCards, reviewLimit: limits.reviews)
        var reader = AnswerReader(console: console, talksOnErrors: json)
        guard !queue.words.isEmpty else {
            reader.say(nothingDueMessage(queue))
            if json { try printSummary([], mastered: [], quit: false) }
            return
        }
        try library.checkWritable()
        // On a terminal answers are single keys; piped answers stay one per line, for scripts.
        reader.keys = console.isInteractive ? SingleKeyInput() : nil
        defer { reader.keys?.restore() }
        reader.say(StudyText.sessionHeader(
            words: queue.words.count, mode: rules.mode, tooFewDefinitions: try tooFewDefinitions(for: queue.words)))
        var waiting = queue.words[...]
        // Cards answered "again", with their new memory, until their learning step has passed.
        var relearning: [VocabularyWord] = []
        var outcomes: [Outcome] = []
        var quit = false
        while let word = nextCard(&waiting, &relearning) {
            reader.say()
            let asked = outcomes.count + 1
            let total = asked + waiting.count + relearning.count
            reader.say(console.styled("[\(asked)/\(total)]", .dim))
            let mode = rules.mode(
                forCardAt: outcomes.count, hasDefinition: !(word.definition ?? "").isEmpty,
                hasSentence: try fillQuestion(for: word).blankedSentence != nil)
            guard let (rating, cardMode) = try ask(word, mode: mode, reader: reader) else {
                quit = true
                break
            }
            let at = context.now()
            let (card, log) = rules.answer(word.memory, rating: rating, at: at)
            do {
                try library.recordReview(
                    wordID: word.id, memory: card,
                    review: WordReview(
                        rating: rating.rawValue, mode: cardMode.rawValue, at: at, elapsedDays: Double(log.elapsedDays),
                        scheduledDays: Double(log.scheduledDays), stateBefore: log.stateBefore.rawValue))
            } catch {
                // Each answer is saved as it is given (a disk filling up mid-session fails only
                // the latest): the summary of those, and a line that does not say nothing changed.
                guard !outcomes.isEmpty else { throw error }
                try finish(outcomes, quit: true, reader: reader, queue: queue)
                let saved = outcomes.count == 1 ? "the answer before it is saved" : "the \(outcomes.count) answers before it are saved"
                throw CLIError.failure(
                    LibraryError.message(of: error, keeping: "the answer to \(word.word.quotedInMessage) was not saved; \(saved)"))
            }
            outcomes.append(Outcome(word: word, rating: rating, due: card.due))
            if rating == .again, card.state != .review {
                var again = word
                again.memory = card
                relearning.append(again)
            }
        }
        try finish(outcomes, quit: quit, reader: reader, queue: queue)
        if !quit, let next = relearning.map(\.memory.due).min() {
            reader.say("\(relearning.count) forgotten word\(relearning.count == 1 ? " comes" : "s come") back \(context.display(next)) — run shelf study again then.")
        }
    }

    /// True when multiple choice is asked for and cannot be offered: the library holds too few
    /// different definitions to make wrong options for the first defined word, so every choice
    /// question becomes a flashcard, and the session says so before the first.
    private func tooFewDefinitions(for words: [VocabularyWord]) throws -> Bool {
        guard rules.mode == .choice || rules.mode == .mixed,
            let word = words.first(where: { !($0.definition ?? "").isEmpty })
        else { return false }
        let others = try library.otherDefinitions(than: word, count: ChoiceQuestion.distractorCount)
        return ChoiceQuestion(answer: word.definition ?? "", vocabulary: others) == nil
    }

    /// The next card to ask: a forgotten one whose step has passed, else the next planned card,
    /// else a forgotten one due within the learn-ahead limit (as Anki does at a session's end).
    private func nextCard(_ waiting: inout ArraySlice<VocabularyWord>, _ relearning: inout [VocabularyWord]) -> VocabularyWord? {
        let now = context.now()
        relearning.sort { $0.memory.due < $1.memory.due }
        if let first = relearning.first,
            SessionRules.comesBack(due: first.memory.due, now: now, othersLeft: !waiting.isEmpty)
        {
            return relearning.removeFirst()
        }
        return waiting.popFirst()
    }

    private func nothingDueMessage(_ queue: StudyQueue) -> String {
        if !queue.scopeHasWords {
            return "No words to study yet — add one with: shelf vocab add BOOK WORD"
        }
        if queue.heldBack > 0 {
            return StudyText.heldBack(new: queue.newHeldBack, reviews: queue.reviewsHeldBack) ?? ""
        }
        guard let next = queue.nextDue else {
            return "Nothing to study — every word is mastered."
        }
        let when = "\(context.display(next)) (\(RelativeTime.describe(from: context.now(), to: next)))"
        if ahead > 0 {
            return "Nothing due in the next \(Self.days(ahead)) — the next word is due \(when)."
        }
        return "Nothing due — the next word is due \(when); study it early with --ahead DAYS."
    }

    private static func days(_ interval: TimeInterval) -> String {
        let days = interval / 86_400
        let text = days == days.rounded() ? String(Int(days)) : String(format: "%.1f", days)
        return "\(text) day\(days == 1 ? "" : "s")"
    }

    private func ask(_ word: VocabularyWord, mode: StudyMode, reader: AnswerReader) throws -> (Rating, StudyMode)? {
        let definition = (word.definition ?? "").terminalSafe
        switch mode {
        case .flashcards, .mixed:
            return flashcard(word, definition: definition, reader: reader)
        case .choice:
            let others = try library.otherDefinitions(than: word, count: ChoiceQuestion.distractorCount)
            guard let question = ChoiceQuestion(answer: word.definition ?? "", vocabulary: others) else {
                // Fewer than four definitions in the whole library: no fair choice to offer.
                return flashcard(word, definition: definition, reader: reader)
            }
            let place: String = word.bookTitle.map { "  (\($0.terminalSafe))" } ?? ""
            reader.say("What does \(console.styled(word.word.terminalSafe, .bold)) mean?\(place)")
            if let context = word.context { reader.say("  “\(context.terminalSafe)”") }
            for (number, option) in question.options.enumerated() {
                reader.say("  \(number + 1)) \(option.terminalSafe)", hanging: "   ")
            }
            guard let picked = reader.key(
                "  Your choice (1-\(question.options.count))? ", expected: "answer with an option number",
                parse: question.optionIndex(forAnswer:))
            else { return nil }
            let rating = question.grade(optionAt: picked)
            reader.say(rating == .good ? "  ✓ right" : "  ✗ it was \(question.correctIndex + 1)) \(definition)")
            return (rating, .choice)
        case .fill:
            let question = try fillQuestion(for: word)
            reader.say(definition.isEmpty ? "Which word fits the sentence?" : "Which word means: \(definition)")
            if let sentence = question.blankedSentence { reader.say("  “\(sentence.terminalSafe)”") }
            guard let typed = reader.ask("  Word? ", expected: "type the word", parse: { $0.isEmpty ? nil : $0 })
            else { return nil }
            let rating = question.grade(typed)
            switch rating {
            case .good: reader.say("  ✓ right")
            case .hard: reader.say("  ≈ close — it is \(question.revealed.terminalSafe)")
            default: reader.say("  ✗ it was \(question.revealed.terminalSafe)")
            }
            return (rating, .fill)
        }
    }

    private func flashcard(_ word: VocabularyWord, definition: String, reader: AnswerReader) -> (Rating, StudyMode)? {
        reader.say(console.styled(word.word.terminalSafe, .bold) + (word.bookTitle.map { "  (\($0.terminalSafe))" } ?? ""))
        if let context = word.context { reader.say("  “\(context.terminalSafe)”") }
        if reader.keys != nil {
            guard reader.key("  Space to turn… ", expected: "", parse: { [" ", "\n"].contains($0) ? true : nil }) != nil
            else { return nil }
        } else if console.isInteractive {
            guard reader.answer("  Enter to reveal… ") != nil else { return nil }
        }
        reader.say("  " + (definition.isEmpty ? "(no definition stored)" : definition))
        guard let rating = reader.key(
            "  1 again · 2 hard · 3 good · 4 easy? ", expected: "answer 1-4 or again, hard, good, easy",
            parse: Rating.init(answer:))
        else { return nil }
        return (rating, .flashcards)
    }

    private func finish(_ outcomes: [Outcome], quit: Bool, reader: AnswerReader, queue: StudyQueue) throws {
        reader.say()
        if outcomes.isEmpty {
            reader.say("Stopped before the first answer; nothing changed.")
            if json { try printSummary([], mastered: [], quit: quit) }
            return
        }
        reader.say(console.styled("Session summary", .bold) + (quit ? " (stopped early; answers so far are saved)" : ""))
        for (number, outcome) in outcomes.enumerated() {
            let mark = outcome.rating == .again ? "✗" : "✓"
            reader.say("  \(number + 1). \(mark) \(outcome.word.word.terminalSafe) — \(outcome.rating.name)")
        }
        var mastered: [Int] = []
        if !quit, let chosen = reader.ask(
            "Mark any as mastered? Numbers separated by spaces, Enter for none: ",
            expected: "give numbers from 1 to \(outcomes.count), or an empty line",
            parse: { Self.numbers(in: $0, upTo: outcomes.count) })
        {
            for number in chosen {
                let word = outcomes[number - 1].word
                do {
                    _ = try library.setMastered(id: word.id, true)
                } catch {
                    throw CLIError.failure(LibraryError.message(
                        of: error, keeping: "the answers are saved; mark words as mastered later with shelf vocab master WORD"))
                }
                if !mastered.contains(word.id) { mastered.append(word.id) }
                reader.say("  Mastered: \(word.word.terminalSafe)")
            }
        }
        if json {
            try printSummary(outcomes, mastered: mastered, quit: quit)
        } else {
            let days = try streakDays()
            reader.say("Study streak: \(days) day\(days == 1 ? "" : "s").")
        }
        if let line = StudyText.heldBack(new: queue.newHeldBack, reviews: queue.reviewsHeldBack) { reader.say(line) }
    }

    private func streakDays() throws -> Int {
        StudyStreak(reviews: try library.reviewTimes(), now: context.now(), timeZone: context.timeZone).days
    }

    /// `study --json`: every answer with its rating and the word's next due time, the words marked
    /// mastered, whether the session was stopped early, and the study streak.
    private func printSummary(_ outcomes: [Outcome], mastered: [Int], quit: Bool) throws {
        context.printJSON(.object([
            ("answers", .array(outcomes.map { outcome in
                .object([
                    ("wordId", .int(outcome.word.id)), ("word", .string(outcome.word.word)),
                    ("rating", .int(outcome.rating.rawValue)), ("due", .date(outcome.due)),
                ])
            })),
            ("mastered", .array(mastered.map { .int($0) })),
            ("stoppedEarly", .bool(quit)),
            ("streak", .int(try streakDays())),
        ]))
    }

    /// Parses "1 3, 4" into numbers within 1...count; nil when any is out of range or not a number.
    static func numbers(in text: String, upTo count: Int) -> [Int]? {
        let parts = text.split { $0 == " " || $0 == "," }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part), (1...count).contains(number) else { return nil }
            if !numbers.contains(number) { numbers.append(number) }
        }
        return numbers
    }
}
