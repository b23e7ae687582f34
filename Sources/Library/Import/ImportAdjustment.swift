/// The values of one column that an import left empty, folded into one entry so the summary names
/// each kind of problem once: how many there were, the first value, and the first few lines.
public struct ImportAdjustment: Equatable, Sendable {
    /// The column's name as the file's header spells it.
    public var column: String
    /// The first value left empty in this column.
    public var value: String
    /// The lines of the first few values, in file order (at most `linesKept`).
    public var lines: [Int]
    /// How many values of this column were left empty.
    public var count: Int

    /// How many lines an entry keeps: enough to find the problem in the file, few enough for one line of output.
    public static let linesKept = 3

    /// Makes one from its parts.
    public init(column: String, value: String, lines: [Int], count: Int) {
        self.column = column
        self.value = value
        self.lines = lines
        self.count = count
    }

    /// One entry per column, in the order the columns first had a value left empty.
    public static func grouping(_ values: [ValueLeftEmpty]) -> [ImportAdjustment] {
        var adjustments: [ImportAdjustment] = []
        var positions: [String: Int] = [:]
        for value in values {
            if let position = positions[value.column] {
                adjustments[position].count += 1
                if adjustments[position].lines.count < linesKept { adjustments[position].lines.append(value.line) }
            } else {
                positions[value.column] = adjustments.count
                adjustments.append(ImportAdjustment(column: value.column, value: value.value, lines: [value.line], count: 1))
            }
        }
        return adjustments
    }
}
