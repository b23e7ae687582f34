public import Essentials

/// How fast a book being read is going, and when it will be finished at that pace.
public struct ReadingPace: Equatable, Sendable {
    /// The book's local id.
    public let bookID: Int
    /// Pages a day: over the book's last 14 reading days when it has that many in the current
    /// read, else since that read started; counted from the first of those days through today.
    public let pagesPerDay: Double
    /// Today plus the days the pages left take at this pace; nil without a page count or a pace.
    public let estimatedFinish: CalendarDate?

    /// The pace of `pages` read over `days` (at least 1), for a book at `page` of `pageCount`.
    init(bookID: Int, pages: Int, days: Int, page: Int, pageCount: Int?, today: Int) {
        self.bookID = bookID
        pagesPerDay = Double(max(pages, 0)) / Double(max(days, 1))
        guard let pageCount else {
            estimatedFinish = nil
            return
        }
        let left = pageCount - page
        if left <= 0 {
            estimatedFinish = CalendarDate(daysSinceEpoch: today)
        } else if pagesPerDay > 0 {
            let daysLeft = (Double(left) / pagesPerDay).rounded(.up)
            // A pace of a page a century would overflow a day count: such a finish is no date.
            estimatedFinish = daysLeft < 3_000_000 ? CalendarDate(daysSinceEpoch: today + Int(daysLeft)) : nil
        } else {
            estimatedFinish = nil
        }
    }
}
