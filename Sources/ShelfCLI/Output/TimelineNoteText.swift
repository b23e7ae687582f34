import Library

/// The one line that tells the reader how shelf kept a book's timeline coherent.
enum TimelineNoteText {
    static func line(_ note: TimelineNote) -> String {
        switch note {
        case .addedMovedBack(let date):
            "Added moved back to \(LocalTimeText.dayOrMinute(date)), so the book is on the lists before it."
        case .startMovedBack(let date):
            "Started moved back to \(LocalTimeText.dayOrMinute(date)): this page belongs to the read you are on."
        case .loggedEarlier(let page, let date, let currentPage):
            "Logged page \(page) at \(LocalTimeText.dayOrMinute(date)); current page stays \(currentPage.map(String.init) ?? "unset") (logged later)."
        }
    }
}
