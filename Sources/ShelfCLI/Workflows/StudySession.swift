import Essentials
import Foundation
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

    private var console: Console { context.console }

    /// One answered card.
    private struct Outcome {
        var word: VocabularyWord
        var rating: Rating
    }

    func run() throws {
        let words = try library.words(in: scope)
        let byID = Dictionary(uniqueKeysWithValues: words.map { ($0.id, $0) })
        let candidates = words.map { word in
            SessionCandidate(
                id: word.id, state: CardState(rawValue: word.memory.state) ?? .new, due: word.memory.due,
                mastered: word.mastered)
        }
        let studied = try library.studied(since: SessionRules.startOfDay(context.now(), in: context.timeZone))
        let plan = rules.plan(candidates, studiedNew: studied.newWords, studiedReviews: studied.reviews, now: context.now())
        guard !plan.ids.isEmpty else {
            console.line(nothingDueMessage(plan: plan, wordCount: words.count))
            return
        }
        let vocabulary = words.map(\.word)
        let reader = AnswerReader(console: console)
        console.line("Studying \(plan.ids.count) word\(plan.ids.count == 1 ? "" : "s") (\(rules.mode.rawValue)). Type q to stop.")
        var outcomes: [Outcome] = []
        var quit = false
        for (index, id) in plan.ids.enumerated() {
            guard let word = byID[id] else { continue }
            console.line()
            console.line(console.styled("[\(index + 1)/\(plan.ids.count)]", .dim))
            let mode = rules.mode(forCardAt: index, hasDefinition: !(word.definition ?? "").isEmpty)
            guard let (rating, cardMode) = ask(word, mode: mode, vocabulary: vocabulary, reader: reader) else {
                quit = true
                break
            }
            let at = context.now()
            let (card, log) = rules.answer(Card(word.memory), rating: rating, at: at)
            try library.recordReview(
                wordID: word.id, memory: WordMemory(card),
                review: WordReview(
                    rating: rating.rawValue, mode: cardMode.rawValue, at: at, elapsedDays: Double(log.elapsedDays),
                    scheduledDays: Double(log.scheduledDays), stateBefore: log.stateBefore.rawValue))
            outcomes.append(Outcome(word: word, rating: rating))
        }
        try finish(outcomes, quit: quit, reader: reader, heldBack: plan.heldBack)
    }

    private func nothingDueMessage(plan: SessionPlan<Int>, wordCount: Int) -> String {
        if wordCount == 0 {
            return "No words to study yet — add one with: shelf vocab add BOOK WORD"
        }
        if plan.heldBack > 0 {
            return "Today's limit is reached (\(plan.heldBack) more due) — come back tomorrow, or raise it with --new N / --reviews N"
        }
        guard let next = plan.nextDue else {
            return "Nothing to study — every word is mastered."
        }
        return "Nothing due — the next word is due \(context.display(next)) (\(RelativeTime.describe(from: context.now(), to: next)))."
    }

    private func ask(
        _ word: VocabularyWord, mode: StudyMode, vocabulary: [String], reader: AnswerReader
    ) -> (Rating, StudyMode)? {
        let definition = (word.definition ?? "").terminalSafe
        switch mode {
        case .flashcards, .mixed:
            console.line(console.styled(word.word.terminalSafe, .bold) + (word.bookTitle.map { "  (\($0.terminalSafe))" } ?? ""))
            if let context = word.context { console.line("  “\(context.terminalSafe)”") }
            if console.isInteractive {
                guard reader.answer("  Enter to reveal… ") != nil else { return nil }
            }
            console.line("  " + (definition.isEmpty ? "(no definition stored)" : definition))
            guard let rating = reader.ask(
                "  Again (1) Hard (2) Good (3) Easy (4)? ", expected: "answer 1-4 or again, hard, good, easy",
                parse: Rating.init(answer:))
            else { return nil }
            return (rating, .flashcards)
        case .choice:
            let question = ChoiceQuestion(answer: word.word, vocabulary: vocabulary)
            console.line("Which word means: \(definition)")
            for (number, option) in question.options.enumerated() {
                console.line("  \(number + 1)) \(option.terminalSafe)")
            }
            guard let picked = reader.ask(
                "  Your choice (1-\(question.options.count))? ", expected: "answer with an option number",
                parse: question.optionIndex(forAnswer:))
            else { return nil }
            let rating = question.grade(optionAt: picked)
            console.line(rating == .good ? "  ✓ right" : "  ✗ it was \(word.word.terminalSafe)")
            return (rating, .choice)
        case .fill:
            console.line("Which word means: \(definition)")
            if let context = word.context {
                console.line("  “\(ContextBlanker.blanking(word.word, in: context).terminalSafe)”")
            }
            guard let typed = reader.ask("  Word? ", expected: "type the word", parse: { $0.isEmpty ? nil : $0 })
            else { return nil }
            let rating = FillGrader.grade(typed, expected: word.word)
            switch rating {
            case .good: console.line("  ✓ right")
            case .hard: console.line("  ≈ close — it is \(word.word.terminalSafe)")
            default: console.line("  ✗ it was \(word.word.terminalSafe)")
            }
            return (rating, .fill)
        }
    }

    private func finish(_ outcomes: [Outcome], quit: Bool, reader: AnswerReader, heldBack: Int) throws {
        console.line()
        if outcomes.isEmpty {
            console.line("Stopped before the first answer; nothing changed.")
            return
        }
        console.line(console.styled("Session summary", .bold) + (quit ? " (stopped early; answers so far are saved)" : ""))
        for (number, outcome) in outcomes.enumerated() {
            let mark = outcome.rating == .again ? "✗" : "✓"
            console.line("  \(number + 1). \(mark) \(outcome.word.word.terminalSafe) — \(outcome.rating.name)")
        }
        if !quit, let chosen = reader.ask(
            "Mark any as mastered? Numbers separated by spaces, Enter for none: ",
            expected: "give numbers from 1 to \(outcomes.count), or an empty line",
            parse: { Self.numbers(in: $0, upTo: outcomes.count) })
        {
            for number in chosen {
                _ = try library.setMastered(id: outcomes[number - 1].word.id, true)
                console.line("  Mastered: \(outcomes[number - 1].word.word.terminalSafe)")
            }
        }
        let streak = StudyStreak(reviews: try library.reviewTimes(), now: context.now(), timeZone: context.timeZone)
        console.line("Study streak: \(streak.days) day\(streak.days == 1 ? "" : "s").")
        if heldBack > 0 { console.line("\(heldBack) more due words wait for tomorrow's limit.") }
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
