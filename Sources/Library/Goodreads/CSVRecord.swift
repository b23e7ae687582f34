/// One record of a CSV file: its fields, already unquoted, and the physical line it starts on, so
/// that whoever interprets the fields can point the user at the right line.
public struct CSVRecord: Equatable, Sendable {
    /// The 1-based physical line where the record starts (a record may span several lines).
    public let line: Int
    /// The fields in file order, with quoting removed and doubled quotes undoubled.
    public let fields: [String]

    /// Makes a record; the reader builds these, tests compare against them.
    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }
}
