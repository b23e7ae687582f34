internal import Essentials
internal import JSON

/// A year's reading goal as a backup holds it, in the top-level `goals` (version 5 on).
extension ReadingGoal {
    /// Reads a goal from its backup object, its counts held to what `goal set` takes. The year
    /// is held only to what the library reads back (`init(_ row:)`): `goal set`'s narrower 1900 to
    /// next year guards against a slip in typing, and libraries from before that rule may hold
    /// goals outside it.
    init(backup json: JSONFields) throws(JSONFieldError) {
        self.init(
            year: try json.int("year", within: CalendarDate.years),
            books: try json.int("books", within: Self.bookLimits),
            pages: try json.optionalInt("pages", within: Self.pageLimits))
    }

    /// The goal as the backup writes it; a goal without pages has no `pages`.
    var backupJSON: JSONValue {
        .object([("year", .int(year)), ("books", .int(books))], leavingOutAbsent: [("pages", pages.map { .int($0) })])
    }
}
