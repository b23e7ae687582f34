import Foundation
import Library
import Study

/// `shelf study`: a session of the words that are due, scheduled by FSRS.
enum StudyCommand {
    static let spec = CommandSpec(
        name: "study",
        summary: "Study due words with flashcards, multiple choice or fill-in",
        usage: "study [BOOK|--global|--all] [--mode flashcards|choice|fill|mixed] [--new N] [--reviews N] [--ahead DAYS] [--no-fuzz]",
        example: "study dune --mode choice",
        options: [
            .init(name: "global", help: "only words tied to no book"),
            .init(name: "all", help: "words of every book and the global ones (the default)"),
            .init(name: "mode", valueName: "MODE", help: "flashcards (default), choice, fill or mixed"),
            .init(name: "new", valueName: "N", help: "new words today, at most (default 10, or new-per-day in the config)"),
            .init(name: "reviews", valueName: "N", help: "reviews today, at most (default 100, or reviews-per-day)"),
            .init(name: "ahead", valueName: "DAYS", help: "also study words due in the next DAYS days, before they are due"),
            .init(name: "no-fuzz", help: "schedule without interval fuzz (exact reference intervals)"),
        ],
        positionals: 0...1,
        details: """
            Flashcards: Enter reveals the definition, then rate 1-4 (again, hard, good, easy). Choice: pick \
            the word for a definition. Fill: type the word (a word without a definition is asked as a cloze of its sentence). A word \
            answered "again" comes back later in the session once its learning step has passed. With \
            --ahead, words due soon are studied early; FSRS counts the shorter interval. At the end you choose which words to mark as \
            mastered. When stdin is not a terminal, answers are read one per line, then one line of \
            numbers to mark as mastered; q or end of input stops and keeps what was answered.
            """)

    /// Ten years: further ahead is every word, and the arithmetic stays far from overflow.
    static let maximumAheadDays = 3_650

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let scope = try VocabularyScopeArgument.parse(book: arguments.positionals.first, arguments, spec: spec, context: context)
        let modeText = arguments.value("mode") ?? StudyMode.flashcards.rawValue
        guard let mode = StudyMode(rawValue: modeText.lowercased()) else {
            throw CLIError.failure("\"\(modeText)\" is not a study mode — use flashcards, choice, fill or mixed")
        }
        let newLimit = try arguments.integer("new")
        let reviewLimit = try arguments.integer("reviews")
        for value in [newLimit, reviewLimit].compactMap({ $0 }) where value < 0 {
            throw CLIError.failure("\(value) is not a limit — give 0 or more")
        }
        let aheadDays = try arguments.integer("ahead")
        if let aheadDays, !(1...StudyCommand.maximumAheadDays).contains(aheadDays) {
            throw CLIError.failure("--ahead takes 1 to \(StudyCommand.maximumAheadDays) days, not \(aheadDays) — for example --ahead 3")
        }
        let configuration = try context.configuration()
        let dailyLimits = SessionLimits(
            newCards: newLimit ?? configuration.newWordsPerDay, reviews: reviewLimit ?? configuration.reviewsPerDay)
        let parameters = SchedulerParameters.default.withFuzzing(!arguments.has("no-fuzz"))
        let rules = SessionRules(mode: mode, dailyLimits: dailyLimits, scheduler: Scheduler(parameters: parameters))
        let session = StudySession(
            library: try context.library(), context: context, rules: rules, scope: scope,
            ahead: TimeInterval(aheadDays ?? 0) * 86_400)
        try session.run()
    }
}
