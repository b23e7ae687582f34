import JSON
import Library

/// How an import's rows skipped for repeating an earlier row's Book Id read in its summary:
/// `Skipped 1 row repeating an earlier row's Book Id: "Emma again" (line 3, Book Id 88 as on line 2)`,
/// the first few named.
enum DuplicateRowText {
    /// How many rows the line names before saying how many more there are.
    private static let named = 3

    /// The line, or nil when no row was skipped for its Book Id.
    static func line(_ duplicates: [DuplicateRow]) -> String? {
        guard !duplicates.isEmpty else { return nil }
        let rows = duplicates.prefix(named).map { row in
            "\(row.title.quotedNameInMessage) (line \(row.line), Book Id \(row.bookID.terminalSafe) as on line \(row.firstLine))"
        }
        let more = duplicates.count > named ? " and \(duplicates.count - named) more" : ""
        let count = duplicates.count == 1 ? "1 row" : "\(duplicates.count) rows"
        return "Skipped \(count) repeating an earlier row's Book Id: \(rows.joined(separator: ", "))\(more)"
    }

    /// The `duplicates` list of `import --json`: `[{"bookId", "title", "line", "firstLine"}]`.
    static func json(_ duplicates: [DuplicateRow]) -> JSONValue {
        .array(duplicates.map { row in
            .object([
                ("bookId", .string(row.bookID)), ("title", .string(row.title)), ("line", .int(row.line)),
                ("firstLine", .int(row.firstLine)),
            ])
        })
    }
}
