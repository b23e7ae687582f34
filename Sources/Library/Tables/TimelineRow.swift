/// A row that is one event at one moment of a book's timeline (a logged page, a move between
/// lists), placed by its time and its `sequence` as every event of the history is.
protocol TimelineRow {
    /// When it happened.
    var at: TimeColumn { get }
    /// Its place among the book's events recorded at the same instant (see `Schema.version13`).
    var sequence: Int { get }
}

extension TimelineRow {
    /// Where it sits in its book's timeline.
    var place: EventPlace { EventPlace(at: at.seconds, sequence: sequence) }
}
