import Essentials
import Library

/// Reading days as a calendar, GitHub style: a column per week (Monday to Sunday, top to bottom),
/// each day shaded by how much was done on it (pages read, words reviewed). Colour shades on a
/// terminal; ` ░▒▓█` otherwise.
struct CalendarHeatmap {
    /// The amount per day number (days since 1970-01-01); days without one are empty.
    let counts: [Int: Int]
    /// The first and last day shown, as day numbers.
    let first: Int
    let last: Int

    private static let plain: [Character] = [" ", "░", "▒", "▓", "█"]
    /// 256-colour greens from faint to strong; level 0 is a grey, so empty days still show a grid.
    private static let colours = [237, 22, 28, 34, 46]
    private static let rowLabels = ["Mon ", "    ", "Wed ", "    ", "Fri ", "    ", "Sun "]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Prints a map under the bold `title`, after a blank line: the days from `first` to `last`
    /// with their `counts`, fitted to the terminal (110 columns when not printing to one). Days
    /// after `today` have nothing to show yet: the map stops at today.
    static func printSection(
        _ title: String, counts: [Int: Int], from first: CalendarDate, to last: CalendarDate, today: CalendarDate,
        on console: Console
    ) {
        console.line()
        console.line(console.styled(title, .bold))
        let heatmap = CalendarHeatmap(counts: counts, first: first.daysSinceEpoch, last: min(last, today).daysSinceEpoch)
        for line in heatmap.lines(width: console.isTerminal ? console.width - 2 : 110, colour: console.usesColor) {
            console.line(line.isEmpty ? "" : "  " + line)
        }
    }

    /// The lines of the map, fitted to `width` columns: two columns a week when that fits, else
    /// one, and only the latest weeks that fit when even that is too wide.
    func lines(width: Int, colour: Bool) -> [String] {
        guard first <= last else { return [] }
        let labelWidth = 4
        // Weeks start on Monday; the first column holds the week of `first`.
        let firstMonday = first - (CalendarDate(daysSinceEpoch: first).weekday - 1)
        let weeks = (last - firstMonday) / 7 + 1
        let cellWidth = labelWidth + weeks * 2 <= width ? 2 : 1
        let shownWeeks = max(1, min(weeks, (width - labelWidth) / cellWidth))
        let startMonday = firstMonday + (weeks - shownWeeks) * 7
        let maximum = counts.filter { $0.key >= max(first, startMonday) && $0.key <= last }.values.max() ?? 0

        var output = [Self.monthHeader(
            firstDay: max(first, startMonday), lastDay: last, startMonday: startMonday, weeks: shownWeeks,
            cellWidth: cellWidth, labelWidth: labelWidth, width: width)]
        for weekday in 0..<7 {
            var line = Self.rowLabels[weekday]
            for week in 0..<shownWeeks {
                let day = startMonday + week * 7 + weekday
                guard day >= first, day <= last else {
                    line += String(repeating: " ", count: cellWidth)
                    continue
                }
                let level = Self.level(counts[day] ?? 0, of: maximum)
                if colour {
                    line += "\u{1B}[38;5;\(Self.colours[level])m" + String(repeating: "█", count: cellWidth) + "\u{1B}[0m"
                } else {
                    line += String(repeating: Self.plain[level], count: cellWidth)
                }
            }
            // An empty day is a blank in plain characters: the blanks that end a row are left off.
            while line.last == " " { line.removeLast() }
            output.append(line)
        }
        output.append(Self.legend(colour: colour))
        return output
    }

    /// Shade 0 for nothing, else 1-4 by quarters of the busiest day.
    static func level(_ count: Int, of maximum: Int) -> Int {
        guard count > 0, maximum > 0 else { return 0 }
        return min(4, max(1, Int((Double(count) / Double(maximum) * 4).rounded(.up))))
    }

    /// Month names above the week in which each month begins (the first column shows the month of
    /// `firstDay`, the first day drawn, unless another begins in it). Each name takes three
    /// letters where it has room before the next (a blank between) and within `width`, else its
    /// first letter: only the first and last can lack room, a month the map shows a few days of
    /// at either edge. A first month with not even a letter's room (one week, the next month
    /// beginning in the second column) goes without.
    private static func monthHeader(
        firstDay: Int, lastDay: Int, startMonday: Int, weeks: Int, cellWidth: Int, labelWidth: Int, width: Int
    ) -> String {
        var labels: [(column: Int, month: Int)] = []
        for week in 0..<weeks {
            let monday = startMonday + week * 7
            let from = CalendarDate(daysSinceEpoch: max(monday, firstDay))
            let to = CalendarDate(daysSinceEpoch: min(monday + 6, lastDay))
            // The column where a month's first day falls, or the first column.
            guard week == 0 || to.month != from.month || from.day == 1 else { continue }
            labels.append((labelWidth + week * cellWidth, to.month))
        }
        let lineWidth = max(width, labelWidth + weeks * cellWidth)
        var header = [Character](repeating: " ", count: lineWidth)
        for (index, label) in labels.enumerated() {
            let room = index + 1 < labels.count ? labels[index + 1].column - 1 - label.column : lineWidth - label.column
            let name = monthNames[label.month - 1]
            for (offset, character) in name.prefix(room >= name.count ? name.count : min(room, 1)).enumerated() {
                header[label.column + offset] = character
            }
        }
        while header.last == " " { header.removeLast() }
        return String(header)
    }

    private static func legend(colour: Bool) -> String {
        let cells = (0...4).map { level in
            colour ? "\u{1B}[38;5;\(colours[level])m█\u{1B}[0m" : String(plain[level])
        }
        return "    less " + cells.joined() + " more"
    }
}
