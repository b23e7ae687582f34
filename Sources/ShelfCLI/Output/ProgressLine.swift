/// A progress bar redrawn in place on stderr while a long job runs, for terminals only: piped or
/// redirected, a job prints nothing but its result.
final class ProgressLine {
    private let label: String
    private let console: Console
    private var shownPercent = -1

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
        let bar = ProgressBar.render(fraction: Double(percent) / 100, width: 30)
        console.errorText("\r\(label) \(bar) \(percent)% (\(done)/\(total))")
    }

    /// Removes the bar, leaving the line clean for what comes next.
    func clear() {
        console.errorText("\r\u{1B}[K")
    }
}
