/// A progress bar of block characters, for terminals only.
enum ProgressBar {
    /// `fraction` (0...1) as a bar `width` columns wide.
    static func render(fraction: Double, width: Int) -> String {
        let clamped = min(max(fraction, 0), 1)
        let filled = Int((clamped * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
