/// A field of a book a reader can set by hand: one of its columns, or its authors (which live in
/// their own table). Its name is the column's name, or `authors`.
enum BookField: Equatable {
    case column(BookRow.Column)
    case authors

    /// The field's name as `edited_fields` and backups store it.
    var name: String {
        switch self {
        case .column(let column): column.name
        case .authors: "authors"
        }
    }

    /// The field with `name`, or nil when no field has it.
    init?(name: String) {
        guard let field = Self.byName[name] else { return nil }
        self = field
    }

    /// Every field by name, built once rather than searched for each name read.
    private static let byName: [String: BookField] = Dictionary(
        uniqueKeysWithValues: ([.authors] + BookRow.Column.allCases.map(BookField.column)).map { ($0.name, $0) })
}
