import JSON
import Library
import Networking

/// `shelf vocab lookup`: definitions for many words at once, through the dictionary's cache.
struct VocabLookupCommand: ParsableCommand {
    var book: String?
    var global = false
    var all = false
    var missing = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "lookup",
        group: "vocab",
        summary: "Look words up in the dictionary and fill in what they lack",
        example: "vocab lookup --all --missing",
        details: """
            Each word is saved as soon as it is looked up, so Ctrl-C keeps what was done. A \
            definition you gave is kept; only empty fields are filled. The dictionary entry kept \
            with a word (its other meanings, synonyms and antonyms, shown by vocab show) is \
            replaced by the newest answer. Busy answers are waited out \
            (Retry-After); when the daily quota is used up, the look-ups stop with what was saved. \
            With --offline only cached entries are used.
            """,
        arguments: [.optional("BOOK", \.book, help: "only this book's words: \(ArgumentForms.book)", completion: .books)],
        options: [
            .flag("global", \.global, help: "words tied to no book"),
            .flag("all", \.all, help: "every word (the default)"),
            .flag("missing", \.missing, help: "only words without a definition"),
            .flag("json", \.json, help: "print the summary as JSON: {\"lookedUp\", \"filledIn\", \"notInDictionary\", \"notInCache\"}"),
        ])

    func validate() throws(CLIError) {
        try VocabularyScopeArgument.check(book: book, global: global, all: all, spec: Self.spec)
    }

    func run(_ context: Context) throws {
        let scope = try VocabularyScopeArgument.scope(book: book, global: global, context: context)
        let library = try context.existingLibrary()
        var words = try library.words(in: scope)
        if missing { words.removeAll { $0.definition != nil } }
        guard !words.isEmpty else {
            if json {
                context.printJSON(Self.summary(lookedUp: 0, filledIn: 0, notInDictionary: [], notInCache: 0))
            } else {
                context.console.line(missing ? "Every word has a definition already." : "No words to look up.")
            }
            return
        }
        let dictionary = try context.dictionary()
        // One change for `shelf undo`, however many words it fills.
        library.journalsAsOneChange = true
        let bar = ProgressLine(label: "Looking up", total: words.count, on: context.console, minimumTotal: 1)
        var defined = 0
        var unknown: [String] = []
        var uncached = 0
        for (index, word) in words.enumerated() {
            defer { bar?.update(done: index + 1, total: words.count) }
            let entry: DictionaryEntry
            do throws(NetworkError) {
                entry = try dictionary.lookup(word.word, language: word.language)
            } catch .wordNotFound, .invalidWord, .invalidLanguage, .invalidResponse(.dictionary, .unexpectedShape) {
                // An answer without one definition says as little as "not found" about this word,
                // and nothing about the next.
                unknown.append(word.word)
                continue
            } catch .offlineCacheMiss {
                uncached += 1
                continue
            } catch {
                bar?.clear()
                // The look-ups so far are saved; every later one would fail the same way.
                let done = "\(defined) of \(words.count) words were filled in and saved"
                if case .rateLimited = error {
                    throw CLIError.failure(
                        "the dictionary's quota is used up — \(done); run `shelf vocab lookup --missing` again tomorrow")
                }
                throw CLIError.failure("\(error.userMessage) (\(done))")
            }
            var details = NewWord(word: word.word, bookID: word.bookID)
            DictionaryRecord.fill(&details, from: entry)
            if try library.fillWord(id: word.id, from: details).details != word.details { defined += 1 }
        }
        bar?.clear()
        if json {
            context.printJSON(Self.summary(lookedUp: words.count, filledIn: defined, notInDictionary: unknown, notInCache: uncached))
            return
        }
        var parts = ["\(defined) filled in"]
        if !unknown.isEmpty {
            let named = unknown.prefix(5).map(\.quotedInMessage).joined(separator: ", ")
            parts.append("\(unknown.count) not in the dictionary (\(named)\(unknown.count > 5 ? ", …" : ""))")
        }
        if uncached > 0 { parts.append("\(uncached) not in the cache (offline)") }
        context.console.line("Looked up \(words.count) word\(words.count == 1 ? "" : "s"): \(parts.joined(separator: ", ")).")
    }

    /// The `--json` summary: the counts the text line gives, and every word the dictionary did
    /// not have (the line names five).
    private static func summary(lookedUp: Int, filledIn: Int, notInDictionary: [String], notInCache: Int) -> JSONValue {
        .object([
            ("lookedUp", .int(lookedUp)), ("filledIn", .int(filledIn)),
            ("notInDictionary", .array(notInDictionary.map { .string($0) })), ("notInCache", .int(notInCache)),
        ])
    }
}
