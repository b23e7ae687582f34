/// How much of a date is known. StoryGraph lets a reader record a read as `2022` or `2022/03`;
/// such a date is stored as the first instant of its period with this beside it, so it is shown
/// and counted as the year or month it names rather than as an invented 1 January.
public enum DatePrecision: String, CaseIterable, Sendable {
    /// Only the year: `2022`.
    case year
    /// The year and month: `2022-03`.
    case month
    /// The day, with no time of day: `2022-03-16`.
    case day
}
