import Foundation

/// The settings of the FSRS-6 scheduler. Validated on creation, so a `Scheduler` built from them
/// always computes finite stabilities and intervals.
public struct SchedulerParameters: Equatable, Sendable {
    /// The 21 model weights w0...w20.
    public let weights: [Double]
    /// The probability of recall the schedule aims for when a card comes due.
    public let desiredRetention: Double
    /// The short steps, in seconds, a new card goes through before graduating to review.
    public let learningSteps: [TimeInterval]
    /// The short steps, in seconds, a forgotten review card goes through.
    public let relearningSteps: [TimeInterval]
    /// The longest interval, in days, a review may be scheduled.
    public let maximumInterval: Int
    /// Whether review intervals of three days or more get a small random spread, so cards
    /// learned together do not stay bunched together.
    public let enableFuzzing: Bool

    /// The published FSRS-6 default weights (py-fsrs 6 `DEFAULT_PARAMETERS`, ts-fsrs 5
    /// `default_w`); w20 is the trainable decay of the forgetting curve.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// FSRS-6 defaults: the published weights, 90 % retention, learning steps of 1 and 10
    /// minutes, one relearning step of 10 minutes, at most 36,500 days, fuzz on.
    public static let `default` = SchedulerParameters(
        unchecked: defaultWeights, desiredRetention: 0.9, learningSteps: [60, 600], relearningSteps: [600],
        maximumInterval: 36_500, enableFuzzing: true)

    /// The range each weight may take, as the reference optimizer clamps them (py-fsrs 6
    /// `LOWER_BOUNDS_PARAMETERS` / `UPPER_BOUNDS_PARAMETERS`). Outside them the formulas can
    /// divide by zero or raise a negative number to a fractional power.
    static let weightBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4, 0.001...0.75,
        0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6,
        0...2, 0...2, 0...0.8, 0.1...0.8,
    ]

    /// Creates validated parameters; every argument defaults to the FSRS-6 default.
    public init(
        weights: [Double] = SchedulerParameters.defaultWeights,
        desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600],
        relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500,
        enableFuzzing: Bool = true
    ) throws(SchedulerParameterError) {
        guard weights.count == Self.weightBounds.count else { throw .wrongWeightCount(weights.count) }
        for (index, (weight, bounds)) in zip(weights, Self.weightBounds).enumerated() where !bounds.contains(weight) {
            // `contains` is false for NaN, so NaN weights are refused here too.
            throw .weightOutOfRange(index: index, value: weight, allowed: bounds)
        }
        guard desiredRetention > 0, desiredRetention < 1 else { throw .retentionOutOfRange(desiredRetention) }
        if let step = (learningSteps + relearningSteps).first(where: { !($0 > 0 && $0.isFinite) }) {
            throw .invalidStep(step)
        }
        guard maximumInterval >= 1 else { throw .invalidMaximumInterval(maximumInterval) }
        self.init(
            unchecked: weights, desiredRetention: desiredRetention, learningSteps: learningSteps,
            relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: enableFuzzing)
    }

    private init(
        unchecked weights: [Double], desiredRetention: Double, learningSteps: [TimeInterval],
        relearningSteps: [TimeInterval], maximumInterval: Int, enableFuzzing: Bool
    ) {
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzzing = enableFuzzing
    }

    /// The same parameters with fuzz switched on or off (`--no-fuzz`); fuzz does not affect validity.
    public func withFuzzing(_ enabled: Bool) -> SchedulerParameters {
        SchedulerParameters(
            unchecked: weights, desiredRetention: desiredRetention, learningSteps: learningSteps,
            relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: enabled)
    }
}
