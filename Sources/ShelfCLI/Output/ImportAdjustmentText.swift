import JSON
import Library

/// How an import's values left empty read in its summary: one line naming each column once, with
/// its first value and how many more, and their first lines: `3 values left empty: Year Published
/// "65535" (line 364), Date Read "2020/02/30" and 1 more (lines 2, 3)`.
enum ImportAdjustmentText {
    /// The line, or nil when nothing was left empty.
    static func line(_ adjustments: [ImportAdjustment]) -> String? {
        guard !adjustments.isEmpty else { return nil }
        let total = adjustments.reduce(0) { $0 + $1.count }
        let columns = adjustments.map { adjustment in
            // Two values of one line (two reads in one StoryGraph cell) name the line once.
            var distinct: [Int] = []
            for line in adjustment.lines where !distinct.contains(line) { distinct.append(line) }
            let lines = distinct.map(String.init).joined(separator: ", ")
            let more = adjustment.count > adjustment.lines.count ? " and \(adjustment.count - adjustment.lines.count) more" : ""
            let place = distinct.count == 1 && more.isEmpty ? "line \(lines)" : "lines \(lines)\(more)"
            // The value shown is the first only: the others may differ (`2022/13` beside `2020/02/30`).
            let others = adjustment.count > 1 ? " and \(adjustment.count - 1) more" : ""
            return "\(adjustment.column) \"\(adjustment.value.terminalSafe)\"\(others) (\(place))"
        }
        return "\(total) value\(total == 1 ? "" : "s") left empty: \(columns.joined(separator: ", "))"
    }

    /// The `adjusted` list of `import --json`: `[{"column", "value", "lines", "count"}]`.
    static func json(_ adjustments: [ImportAdjustment]) -> JSONValue {
        .array(adjustments.map { adjustment in
            .object([
                ("column", .string(adjustment.column)), ("value", .string(adjustment.value)),
                ("lines", .array(adjustment.lines.map { .int($0) })), ("count", .int(adjustment.count)),
            ])
        })
    }
}
