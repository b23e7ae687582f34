import Library

/// One import of a file, as every kind of `shelf import` runs it: a progress line once the rows
/// are counted, a refusal worded for the file, and a library made only when the import succeeds
/// (a dry run uses the one there is, or an empty one, and leaves none behind).
enum FileImport {
    /// Runs `body` with `options` (their `progress` set here) on the library, and gives back its
    /// summary; `name` is the file as the reader gave it, for the refusal.
    static func run<Summary>(
        _ name: String, options: ImportOptions, _ context: Context,
        _ body: (Bookshelf, ImportOptions) throws(ImportError) -> Summary
    ) throws -> Summary {
        var options = options
        var bar: ProgressLine?
        options.progress = { done, total in
            if done == 1 { bar = ProgressLine(label: "Importing", total: total, on: context.console) }
            bar?.update(done: done, total: total)
        }
        func importFile(into library: Bookshelf) throws(CLIError) -> Summary {
            defer { bar?.clear() }
            do {
                return try body(library, options)
            } catch {
                throw .failure(error.userMessage(file: name))
            }
        }
        return try options.dryRun
            ? importFile(into: context.existingLibrary(takingWrites: true)) : context.withLibrary(madeOnlyOnSuccess: importFile(into:))
    }
}
