/// The fields of a book the reader changed by hand (`shelf edit`). A refresh from the catalogue
/// and a Goodreads re-import leave these alone, so a correction is never undone by a later sync.
///
/// Stored in `books.edited_fields` as the fields' names, sorted and joined by commas (`""` for
/// none); this is the one place that text is read and written.
struct EditedFields: Equatable {
    /// The fields, each once, in the order of their names. A list rather than a `Set`: there are
    /// a handful at most, and a set of them cost every book read a runtime conformance search.
    private(set) var fields: [BookField]

    init(_ fields: [BookField] = []) {
        self.fields = []
        formUnion(fields)
    }

    /// Reads the stored text; a name that is no field is a damaged value.
    init(storedText: String) throws(DamagedValue) {
        try self.init(names: storedText.split(separator: ",").map(String.init))
    }

    /// Reads a list of field names, as a backup holds them.
    init(names: [String]) throws(DamagedValue) {
        var fields: [BookField] = []
        for name in names {
            guard let field = BookField(name: name) else {
                throw DamagedValue(column: BookRow.Column.editedFields.name, problem: "names \"\(name)\", which is no field")
            }
            fields.append(field)
        }
        self.init(fields)
    }

    /// The fields' names in sorted order.
    var names: [String] { fields.map(\.name) }

    /// The text `books.edited_fields` stores.
    var storedText: String { names.joined(separator: ",") }

    /// True when the reader set `field` by hand.
    func contains(_ field: BookField) -> Bool {
        fields.contains(field)
    }

    /// Adds fields just set by hand.
    mutating func formUnion(_ other: [BookField]) {
        for field in other where !fields.contains(field) {
            fields.append(field)
        }
        fields.sort { $0.name < $1.name }
    }
}
