import Foundation
import Library

/// `shelf review BOOK`: write or rewrite a book's review, in the reader's editor on a terminal,
/// or from `--text` or stdin (`-`) in scripts.
enum ReviewCommand {
    static let spec = CommandSpec(
        name: "review",
        summary: "Write a book's review in your editor, or from --text or stdin (-)",
        usage: "review BOOK [-] [--text TEXT] [--json]",
        example: "review dune --text \"Vast, strange and patient.\"",
        options: [
            .init(name: "text", valueName: "TEXT", help: "the review itself; \"\" clears it"),
            .init(name: "json", help: "print the book with its review as JSON"),
        ],
        positionals: 1...2,
        details: "Without --text or -, the review opens in $VISUAL (or $EDITOR, else vi) on a terminal. An empty review clears it. A review you write is kept when a Goodreads export is imported again.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let fromStdin = arguments.positionals.count == 2
        if fromStdin, arguments.positionals[1] != "-" {
            throw CLIError.usage("unexpected \"\(arguments.positionals[1].terminalSafe)\" — give the review with --text, or - to read it from stdin", spec: spec)
        }
        if fromStdin, arguments.has("text") {
            throw CLIError.usage("give the review one way: --text or - (stdin)", spec: spec)
        }
        let library = try context.library()
        let book = try library.book(id: library.resolve(arguments.positionals[0]).id)
        let text: String
        if let given = arguments.value("text") {
            text = given
        } else if fromStdin {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let read = String(data: data, encoding: .utf8) else {
                throw CLIError.failure("the review on stdin is not UTF-8 text — convert it to UTF-8; nothing was saved")
            }
            text = read
        } else if context.console.isInteractive && context.console.isTerminal {
            text = try TextEditor(environment: context.environment).edit(book.review ?? "", named: "review-\(book.id).txt")
        } else {
            throw CLIError.failure("not on a terminal, so no editor — give the review with --text \"…\" or pipe it in with -")
        }
        let saved = try library.setReview(id: book.id, text)
        if arguments.has("json") { return context.printJSON(BookJSON.book(saved)) }
        let words = saved.review.map { $0.split(whereSeparator: \.isWhitespace).count } ?? 0
        let line = switch (book.review, saved.review) {
        case (let old, let new) where old == new: "review unchanged"
        case (_, nil): "review cleared"
        default: "review saved (\(words) \(words == 1 ? "word" : "words"))"
        }
        context.console.line("#\(book.id) \(book.title.terminalSafe): \(line)")
    }
}
