import Foundation
import Library
import Networking
import Study

/// `shelf vocab show [BOOK] WORD`: a word with its meanings and study history.
struct VocabShowCommand: ParsableCommand {
    var book: String?
    var word = ""
    var global = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "show",
        group: "vocab",
        summary: "Show a word with its meanings, where you met it and its study state",
        example: "vocab show ecumenical",
        arguments: WordArgument.arguments(book: \.book, word: \.word),
        options: [
            WordArgument.globalOption(\.global),
            .flag("json", \.json, help: "print the word with its schedule and reviews as JSON"),
        ])

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    func validate() throws(CLIError) {
        try WordArgument.check(book: book, global: global, spec: Self.spec)
    }

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let word = try WordArgument.resolve(self.word, book: book, global: global, context: context)
        let dictionary = try DictionaryRecord.stored(for: word, in: library)
        let reviews = try library.reviews(ofWord: word.id)
        let encounters = try library.encounters(ofWord: word.id)
        // How likely the reader recalls the word now, by FSRS; a word never studied has no memory yet.
        let retrievability = word.memory.lastReview == nil
            ? nil : Scheduler(parameters: .default).retrievability(of: word.memory, at: context.now())
        if json {
            // The word in full has the dictionary's keys always, empty for a meaning typed in.
            context.printJSON(WordJSON.word(
                word, encounters: encounters, dictionary: dictionary ?? DictionaryEntry(word: word.word, meanings: []),
                reviews: reviews, retrievability: retrievability))
            return
        }
        let console = context.console
        let place = word.bookID.map { "#\($0) \(word.bookTitle?.terminalSafe ?? "")" } ?? "global"
        console.line(console.styled(word.word.terminalSafe, .bold) + "  (\(place))")
        // One sentence typed in reads as part of the entry; several meetings, or a look-up with
        // its place and time, are listed instead.
        let listsEncounters = encounters.count > 1 || encounters.contains(where: { $0.source != .shelf })
        WordText.printEntry(word, dictionary: dictionary, withSentence: !listsEncounters, context: context)
        if listsEncounters {
            console.line()
            console.line("Met \(Self.count(encounters.count, "time")):")
            for encounter in encounters {
                console.line("  " + WordText.encounterLine(encounter, of: word.word, context: context))
            }
        }
        console.line()
        var study = "Study: \(WordText.studyState(word, context: context)), \(Self.count(word.memory.reps, "review")), \(Self.count(word.memory.lapses, "lapse"))"
        if let stability = word.memory.stability, let difficulty = word.memory.difficulty {
            study += String(format: ", stability %.2f days, difficulty %.2f", stability, difficulty)
        }
        if let retrievability { study += ", recall now \(Int((retrievability * 100).rounded()))%" }
        console.line(study)
        for review in reviews {
            console.line("  \(context.display(review.at))  \(review.mode.terminalSafe)  rating \(review.rating)")
        }
    }
}
