/// Many ids bound to one statement parameter, as a JSON array that SQLite's `json_each` turns
/// into rows: one parameter however many ids, so one prepared statement serves every list.
enum IDList {
    /// `ids` as the JSON array to bind.
    static func json(_ ids: some Sequence<Int>) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }

    /// SQL true when `column` is one of the ids bound (`json(_:)`) to the parameter it holds.
    static func contains(_ column: String) -> String {
        "\(column) IN (SELECT value FROM json_each(?))"
    }
}
