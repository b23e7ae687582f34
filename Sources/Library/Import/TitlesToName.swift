/// The rows an export import names by title in its summary, beside the counts, each list in file
/// order (`ImportSummary` says what each means). Both CSV importers gather them alike.
struct TitlesToName {
    /// Rows matched to a book already in the library by title and author alone.
    var linkedByTitle: [String] = []
    /// Rows giving up a book the library has as finished, which stays on read.
    var keptFinished: [String] = []
    /// Rows with a read the book's history cannot hold, left out.
    var keptHistory: [String] = []
}
