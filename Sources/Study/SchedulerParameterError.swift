import Foundation

/// Why a set of scheduler parameters was refused. Raised before any card is scheduled, so a bad
/// configuration can never produce NaN intervals or dates.
public enum SchedulerParameterError: Error, Equatable, CustomStringConvertible {
    /// FSRS-6 takes exactly 21 weights.
    case wrongWeightCount(Int)
    /// A weight is not a finite number inside the range FSRS-6 allows for its position.
    case weightOutOfRange(index: Int, value: Double, allowed: ClosedRange<Double>)
    /// Desired retention must lie strictly between 0 and 1.
    case retentionOutOfRange(Double)
    /// Every learning and relearning step must be a positive, finite duration.
    case invalidStep(TimeInterval)
    /// The maximum interval must be at least one day.
    case invalidMaximumInterval(Int)

    /// One line: what is wrong, then what to do.
    public var description: String {
        switch self {
        case .wrongWeightCount(let count):
            "FSRS-6 needs 21 weights but \(count) were given — pass all 21 weights or use the defaults"
        case .weightOutOfRange(let index, let value, let allowed):
            "weight w\(index) = \(value) is outside \(allowed.lowerBound)...\(allowed.upperBound) — use a value in that range"
        case .retentionOutOfRange(let value):
            "desired retention \(value) is not between 0 and 1 — use a value such as 0.9"
        case .invalidStep(let seconds):
            "learning or relearning step of \(seconds) seconds is not a positive duration — use steps such as 1 and 10 minutes"
        case .invalidMaximumInterval(let days):
            "maximum interval of \(days) days is less than one day — use at least 1 (the default is 36500)"
        }
    }
}
