import Foundation
import Library
import Study

/// `shelf study`: a session of the words that are due, scheduled by FSRS.
struct StudyCommand: ParsableCommand {
    var book: String?
    var global = false
    var all = false
    var mode: StudyMode?
    var new: Int?
    var reviews: Int?
    var ahead: Int?
    var noFuzz = false
    var json = false

    /// Ten years: further ahead is every word, and the arithmetic stays far from overflow.
    static let maximumAheadDays = 3_650

    static let declaration = CommandDeclaration<Self>(
        "study",
        summary: "Study due words with flashcards, multiple choice or fill-in",
        example: "study dune --mode choice",
        details: """
            On a terminal answers are single keys: space turns a flashcard, 1-4 rate it (again, hard, \
            good, easy) or pick a choice, q or Ctrl-C stops; the terminal is always put back as it was. \
            Flashcards: turn to see the definition, then rate it. Choice: pick \
            the definition of a word among four. Fill: type the word (a word without a definition is asked \
            as a cloze of its sentence). A word answered "again" comes back later in the session once its \
            learning step has passed. With --ahead, words due soon are studied early; FSRS counts the \
            shorter interval. At the end you choose which words to mark as \
            mastered. When stdin is not a terminal, answers are read one per line, then one line of \
            numbers to mark as mastered; q or end of input stops and keeps what was answered.
            """,
        arguments: [.optional("BOOK", \.book, help: "study only this book's words: \(ArgumentForms.book)", completion: .books)],
        options: [
            .flag("global", \.global, help: "only words tied to no book"),
            .flag("all", \.all, help: "words of every book and the global ones (the default)"),
            .value("mode", \.mode, help: "flashcards (default), choice, fill or mixed"),
            .value("new", \.new, valueName: "N", help: "new words today, at most (default 10, or new-per-day in the config)"),
            .value("reviews", \.reviews, valueName: "N", help: "reviews today, at most (default 100, or reviews-per-day)"),
            .value("ahead", \.ahead, valueName: "DAYS", help: "also study words due in the next DAYS days, before they are due"),
            .flag("no-fuzz", \.noFuzz, help: "schedule without interval fuzz (exact reference intervals)"),
            .flag("json", \.json, help: "ask on stderr and print the session's summary as JSON: each answer's rating and new due time"),
        ])

    func validate() throws(CLIError) {
        try VocabularyScopeArgument.check(book: book, global: global, all: all, spec: Self.spec)
        for (option, value) in [("new", new), ("reviews", reviews)] {
            if let value, value < 0 { throw .failure("--\(option) takes 0 or more, not \(value) — for example --\(option) 10") }
        }
        if let ahead, !(1...Self.maximumAheadDays).contains(ahead) {
            throw .failure("--ahead takes 1 to \(Self.maximumAheadDays) days, not \(ahead) — for example --ahead 3")
        }
    }

    func run(_ context: Context) throws {
        let scope = try VocabularyScopeArgument.scope(book: book, global: global, context: context)
        let mode = mode ?? .flashcards
        let configuration = try context.configuration()
        let dailyLimits = SessionLimits(
            newCards: new ?? configuration.newWordsPerDay, reviews: reviews ?? configuration.reviewsPerDay)
        let parameters = SchedulerParameters.default.withFuzzing(!noFuzz)
        let rules = SessionRules(mode: mode, dailyLimits: dailyLimits, scheduler: Scheduler(parameters: parameters))
        let session = StudySession(
            library: try context.existingLibrary(), context: context, rules: rules, scope: scope,
            ahead: TimeInterval(ahead ?? 0) * 86_400, json: json)
        try session.run()
    }
}
