internal import Essentials

/// One read of a book as StoryGraph's `Dates Read` lists it (`2022/03/16-2022/04/01`): either end
/// may be missing or known only to the year or month.
struct StoryGraphRead: Equatable {
    var started: PartialDate?
    var finished: PartialDate?

    /// Parses one range: `START-END`, where either side may be empty, or a lone date, which is
    /// the finish. Nil when a side is not a date or the finish comes before the start.
    init?(parsing text: String) {
        let sides = text.split(separator: "-", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard sides.count <= 2, sides.contains(where: { !$0.isEmpty }) else { return nil }
        let start = sides.count == 2 ? sides[0] : ""
        let end = sides.count == 2 ? sides[1] : sides[0]
        if start.isEmpty { started = nil } else {
            guard let date = PartialDate(parsing: start) else { return nil }
            started = date
        }
        if end.isEmpty { finished = nil } else {
            guard let date = PartialDate(parsing: end) else { return nil }
            finished = date
        }
        if let started, let finished, finished.firstDay < started.firstDay { return nil }
    }

    /// A read with the given ends; an undated read (only counted) has neither.
    init(started: PartialDate? = nil, finished: PartialDate? = nil) {
        self.started = started
        self.finished = finished
    }

    /// Where the read falls among a book's reads: by its start, else its finish; undated first.
    var order: Int {
        (started ?? finished)?.firstDay.daysSinceEpoch ?? Int.min
    }
}
