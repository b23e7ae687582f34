/// A progress bar redrawn in place on stderr while a long job runs, for terminals only: piped or
/// redirected, a job prints nothing but its result.
final class ProgressLine {
    private let label: String
    private let console: Console
    private var shownPercent = -1
    private static let widestBar = 30
    private static let narrowestBar = 5

    /// A bar for a job of `total` steps, or nil when stderr is not a terminal or the job is too
    /// short for a bar to help (it would flash and vanish).
    init?(label: String, total: Int, on console: Console, minimumTotal: Int = 300) {
        guard total > minimumTotal, console.errorsIsTerminal else { return nil }
        self.label = label
        self.console = console
    }

    /// Shows `done` of `total`; redraws only when the whole percentage changes, so a job of ten
    /// thousand steps writes a hundred lines, not ten thousand.
    func update(done: Int, total: Int) {
        let percent = total > 0 ? done * 100 / total : 100
        guard percent != shownPercent else { return }
        shownPercent = percent
        let count = "\(percent)% (\(done)/\(total))"
        // The line stays short of the terminal's last column: one that wraps leaves a line behind
        // at every redraw. The bar gives way first, then the steps.
        let room = console.width - 1 - label.count - count.count - 2
        if room >= Self.narrowestBar {
            let bar = ProgressBar.render(fraction: Double(percent) / 100, width: min(Self.widestBar, room))
            console.errorText("\r\(label) \(bar) \(count)")
        } else {
            console.errorText("\r\(label) \(percent)%\u{1B}[K")
        }
    }

    /// Removes the bar, leaving the line clean for what comes next.
    func clear() {
        console.errorText("\r\u{1B}[K")
    }
}
