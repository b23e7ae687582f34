/// The stored text of a small map from names to values, `name=value` pairs joined by commas and
/// sorted by name (`""` for none): how `books.field_sources` and `books.page_counts` are kept,
/// readable in the database shell and compared as plain text.
struct NamedValues: Equatable {
    /// The pairs, each name once, sorted by name.
    private(set) var pairs: [(name: String, value: String)]

    init() {
        pairs = []
    }

    /// Reads the stored text of `column`; a pair without `=`, or with an empty name or value, is damage.
    init(storedText: String, column: String) throws(DamagedValue) {
        self.init()
        for item in storedText.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw DamagedValue(column: column, problem: "holds \"\(item)\", which is no name=value pair")
            }
            self[parts[0]] = parts[1]
        }
    }

    /// The text the column stores.
    var storedText: String { pairs.map { "\($0.name)=\($0.value)" }.joined(separator: ",") }

    /// The value stored for `name`; setting nil removes it. Names and values must hold neither `,` nor `=`.
    subscript(name: String) -> String? {
        get { pairs.first { $0.name == name }?.value }
        set {
            pairs.removeAll { $0.name == name }
            if let newValue { pairs.append((name, newValue)) }
            pairs.sort { $0.name < $1.name }
        }
    }

    static func == (lhs: NamedValues, rhs: NamedValues) -> Bool {
        lhs.storedText == rhs.storedText
    }
}
