import Foundation

/// Where the members of a JSON object go as they are made: gathered into a `JSONValue`
/// (`JSONMemberList`), or written out as text at once (`JSONObjectWriter`). An object's shape is
/// then described once, as a function adding its members to any `JSONMembers`, and a long list of
/// such objects is written without building a value of each.
public protocol JSONMembers {
    /// Adds `key` with `value` after the members already added. Keys are shelf's own names.
    mutating func add(_ key: StaticString, _ value: JSONValue)

    /// Adds `key` with the instant as `JSONValue.date` writes it, or `null`.
    mutating func add(_ key: StaticString, date: Date?)
}

extension JSONMembers {
    public mutating func add(_ key: StaticString, date: Date?) {
        add(key, .date(date))
    }
}
