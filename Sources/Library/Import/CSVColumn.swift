/// A column of an exported CSV file that shelf reads (Goodreads', StoryGraph's), numbered in the
/// order the exporter writes them and named as its header spells it.
protocol CSVColumn: RawRepresentable<Int>, CaseIterable {
    /// The column's name in the header row, exactly as the exporter spells it.
    var name: String { get }
    /// The columns without which a file is not an export of this kind; every other may be missing.
    static var required: [Self] { get }
    /// Names older exports gave the column, read as `name` is.
    var formerNames: [String] { get }
}

extension CSVColumn {
    var formerNames: [String] { [] }
}
