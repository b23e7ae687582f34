import JSON
import Library

/// How an import's custom exclusive shelves read in its summary: one line naming each with the
/// list its books went to, `Custom shelves: abgebrochen → dnf (3 books), owned-unread → to-read (1 book)`,
/// and how to send them elsewhere.
enum CustomShelfText {
    /// The line, or nil when the file had no custom exclusive shelf.
    static func line(_ outcomes: [CustomShelfOutcome]) -> String? {
        guard !outcomes.isEmpty else { return nil }
        let shelves = outcomes.map { outcome in
            "\(outcome.shelf.terminalSafe) → \(outcome.status.rawValue) (\(outcome.books) book\(outcome.books == 1 ? "" : "s"))"
        }
        return "Custom shelves: \(shelves.joined(separator: ", ")) — to send one elsewhere, import with --shelf-map NAME=STATUS"
    }

    /// The `shelves` list of `import --json`: `[{"shelf", "status", "books"}]`.
    static func json(_ outcomes: [CustomShelfOutcome]) -> JSONValue {
        .array(outcomes.map { outcome in
            .object([
                ("shelf", .string(outcome.shelf)), ("status", .string(outcome.status.rawValue)),
                ("books", .int(outcome.books)),
            ])
        })
    }
}
