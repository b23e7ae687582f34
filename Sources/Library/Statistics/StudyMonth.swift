/// One month of study: its reviews and the share of them not forgotten.
public struct StudyMonth: Equatable, Sendable {
    /// The month.
    public let month: CalendarMonth
    /// Reviews in it.
    public internal(set) var reviews = 0
    /// Reviews in it rated anything but "again".
    public internal(set) var remembered = 0

    init(_ month: CalendarMonth) {
        self.month = month
    }

    /// Remembered reviews as a share of all (0 to 1); nil in a month without reviews.
    public var retention: Double? {
        reviews > 0 ? Double(remembered) / Double(reviews) : nil
    }
}
