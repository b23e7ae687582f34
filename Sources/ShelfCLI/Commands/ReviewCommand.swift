import Foundation
import Library

/// `shelf review BOOK`: write or rewrite a book's review, in the reader's editor on a terminal,
/// or from `--text` or stdin (`-`) in scripts.
struct ReviewCommand: ParsableCommand {
    var book = ""
    var stdin: String?
    var text: String?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "review",
        summary: "Write a book's review in your editor, or from --text or stdin (-)",
        example: "review dune --text \"Vast, strange and patient.\"",
        details: "Without --text or -, the review opens in $VISUAL (or $EDITOR, else vi) on a terminal. An empty review clears it. A review you write is kept when a Goodreads export is imported again.",
        arguments: [.book(\.book), .optional("-", \.stdin, help: "read the review from stdin")],
        options: [
            .value("text", \.text, valueName: "TEXT", help: "the review itself; \"\" clears it"),
            .flag("json", \.json, help: "print the book with its review as JSON"),
        ])

    func validate() throws(CLIError) {
        if let stdin, stdin != "-" {
            throw Self.usageError("unexpected \"\(stdin.terminalSafe)\" — give the review with --text, or - to read it from stdin")
        }
        if stdin != nil, text != nil {
            throw Self.usageError("give the review one way: --text or - (stdin)")
        }
    }

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let book = try library.book(id: library.resolveID(self.book))
        try library.checkWritable()
        let review: String
        if let text {
            review = text
        } else if stdin != nil {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let read = String(data: data, encoding: .utf8) else {
                throw CLIError.failure("the review on stdin is not UTF-8 text — convert it to UTF-8; nothing was saved")
            }
            review = read
        } else if context.console.isInteractive && context.console.isTerminal {
            review = try TextEditor(environment: context.environment).edit(book.review ?? "", named: "review-\(book.id).txt")
        } else {
            throw CLIError.failure("not on a terminal, so no editor — give the review with --text \"…\" or pipe it in with -")
        }
        let saved = try library.setReview(id: book.id, review)
        if json { return context.printJSON(BookJSON.book(saved)) }
        let words = saved.review.map { $0.split(whereSeparator: \.isWhitespace).count } ?? 0
        let line = switch (book.review, saved.review) {
        case (let old, let new) where old == new: "review unchanged"
        case (_, nil): "review cleared"
        default: "review saved (\(words) \(words == 1 ? "word" : "words"))"
        }
        context.console.line("#\(book.id) \(book.title.shownName): \(line)")
    }
}
