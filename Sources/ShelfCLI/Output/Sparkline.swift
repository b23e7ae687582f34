/// A row of eight-level block characters, one per value: a trend at a glance.
enum Sparkline {
    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per value, scaled to the largest; zero is a space, so days without reading
    /// read as gaps.
    static func render(_ values: [Int]) -> String {
        let maximum = values.max() ?? 0
        guard maximum > 0 else { return String(repeating: " ", count: values.count) }
        return String(values.map { value in
            guard value > 0 else { return " " }
            let level = Int((Double(value) / Double(maximum) * Double(levels.count - 1)).rounded(.up))
            return levels[min(max(level, 0), levels.count - 1)]
        })
    }
}
