/// Where an event sits in its book's timeline: its time, then the order it was recorded in among
/// the book's events (`sequence`), so two events at the same instant still have one order — the
/// order every reader of the history and every check of its coherence uses.
struct EventPlace: Comparable, Hashable {
    /// Seconds since 1970, as stored.
    var at: Double
    /// The book's count of events recorded when this one was (see `Schema.version13`).
    var sequence: Int

    static func < (first: EventPlace, second: EventPlace) -> Bool {
        (first.at, first.sequence) < (second.at, second.sequence)
    }
}
