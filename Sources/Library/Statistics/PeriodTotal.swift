/// What was read in one month or year of a period: the bars of `shelf stats`.
public struct PeriodTotal<Unit: Hashable & Sendable>: Equatable, Sendable {
    /// The month (`CalendarMonth`) or year (`Int`) totalled.
    public let unit: Unit
    /// Read-throughs finished in it.
    public var books = 0
    /// Pages read in it, estimated pages of finished books without progress entries included.
    public var pages = 0

    init(_ unit: Unit) {
        self.unit = unit
    }
}
