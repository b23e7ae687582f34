/// Horizontal bars of block characters, eighths included, so small differences still show.
enum BarChart {
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// `value` as a bar on a scale where `maximum` fills `width` columns; a value above zero
    /// always shows at least an eighth. The bar is padded with spaces to `width`.
    static func bar(_ value: Int, of maximum: Int, width: Int) -> String {
        guard maximum > 0, value > 0, width > 0 else { return String(repeating: " ", count: max(width, 0)) }
        let total = max(1, Int((Double(min(value, maximum)) / Double(maximum) * Double(width * 8)).rounded()))
        let full = total / 8
        let part = eighths[total % 8]
        let used = full + (part.isEmpty ? 0 : 1)
        return String(repeating: "█", count: full) + part + String(repeating: " ", count: max(width - used, 0))
    }
}
