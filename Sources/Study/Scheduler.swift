import Flashcard
import Foundation

/// The FSRS-6 spaced-repetition scheduler: given a card, a rating and the time of the review, it
/// returns the updated card and a log entry. Pure apart from the injected random source used for
/// interval fuzz, and follows py-fsrs 6 (`fsrs/scheduler.py`) step for step.
public struct Scheduler: Sendable {
    /// The validated settings in force.
    public let parameters: SchedulerParameters
    private let model: MemoryModel
    private let random: @Sendable () -> Double

    private static let secondsPerDay: TimeInterval = 86_400

    /// Creates a scheduler. `random` must return values in 0..<1 (others are clamped); it is only
    /// consulted for fuzz, so tests inject a fixed one and production keeps the default.
    public init(
        parameters: SchedulerParameters = .default,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.parameters = parameters
        self.model = MemoryModel(weights: parameters.weights)
        self.random = random
    }

    /// The predicted probability, between 0 and 1, that the card is recalled at `date`; 0 for a
    /// card never reviewed. Elapsed time counts in whole days, like the reference implementations.
    public func retrievability(of card: Card, at date: Date) -> Double {
        guard let lastReview = card.lastReview, let memory = Self.memory(of: card) else { return 0 }
        let elapsed = max(0, Self.wholeDays(from: lastReview, to: date))
        return model.retrievability(elapsedDays: Double(elapsed), stability: memory.stability)
    }

    /// Reviews `card` with `rating` at `date`, returning the rescheduled card and the log entry.
    /// Stored values that make no sense (a negative step, a missing stability) are repaired
    /// rather than trusted, so no input can trap.
    public func review(_ card: Card, rating: Rating, at date: Date) -> (card: Card, log: ReviewLog) {
        let elapsedDays = card.lastReview.map { Self.wholeDays(from: $0, to: date) }
        var next = card
        let memory = updatedMemory(of: card, rating: rating, elapsedDays: elapsedDays, at: date)
        next.stability = memory.stability
        next.difficulty = memory.difficulty

        let outcome: Outcome
        switch card.state {
        case .new, .learning:
            outcome = stepOutcome(
                .learning, steps: parameters.learningSteps, step: card.step, rating: rating, stability: memory.stability
            )
        case .relearning:
            outcome = stepOutcome(
                .relearning, steps: parameters.relearningSteps, step: card.step, rating: rating,
                stability: memory.stability)
        case .review:
            outcome = reviewOutcome(rating: rating, stability: memory.stability)
        }

        let delay: TimeInterval
        let scheduledDays: Int
        switch outcome {
        case .step(let state, let step, let seconds):
            next.state = state
            next.step = step
            delay = seconds
            scheduledDays = 0
        case .days(let days):
            next.state = .review
            next.step = nil
            scheduledDays = parameters.enableFuzzing ? fuzzed(days) : days
            delay = Double(scheduledDays) * Self.secondsPerDay
        }
        next.due = date.addingTimeInterval(delay)
        next.lastReview = date
        next.reps = Self.incremented(card.reps)
        if card.state == .review, rating == .again {
            next.lapses = Self.incremented(card.lapses)
        }

        let log = ReviewLog(
            rating: rating, reviewedAt: date, elapsedDays: max(0, elapsedDays ?? 0), scheduledDays: scheduledDays,
            stateBefore: card.state)
        return (next, log)
    }

    /// Recomputes a card from its review history, as if every review had been made with this
    /// scheduler: for example after the parameters change. Reviews are replayed in time order
    /// from a new card due at `createdAt`; only their ratings and times matter.
    public func replay(_ reviews: [ReviewLog], createdAt: Date) -> Card {
        reviews.sorted { $0.reviewedAt < $1.reviewedAt }.reduce(Card.new(due: createdAt)) { card, log in
            review(card, rating: log.rating, at: log.reviewedAt).card
        }
    }

    // MARK: - Memory state

    private struct Memory {
        var stability: Double
        var difficulty: Double
    }

    /// The card's stored memory state, or nil when it has none usable (a new card, or values that
    /// are missing or not finite). Stored values are clamped into the ranges FSRS keeps them in.
    private static func memory(of card: Card) -> Memory? {
        guard let stability = card.stability, let difficulty = card.difficulty, stability.isFinite,
            difficulty.isFinite
        else { return nil }
        let range = Card.difficulties
        return Memory(
            stability: max(stability, Card.minimumStability),
            difficulty: min(max(difficulty, range.lowerBound), range.upperBound))
    }

    private func updatedMemory(of card: Card, rating: Rating, elapsedDays: Int?, at date: Date) -> Memory {
        // A card with no memory state gets its initial one, whatever its stored state says.
        guard let memory = Self.memory(of: card) else {
            return Memory(stability: model.initialStability(rating), difficulty: model.initialDifficulty(rating))
        }
        let stability: Double
        if let elapsedDays, elapsedDays < 1 {
            stability = model.shortTermStability(memory.stability, rating)
        } else {
            stability = model.longTermStability(
                difficulty: memory.difficulty, stability: memory.stability,
                retrievability: retrievability(of: card, at: date), rating: rating)
        }
        return Memory(stability: stability, difficulty: model.nextDifficulty(memory.difficulty, rating))
    }

    // MARK: - Scheduling

    /// Where a review sends the card: to a (re)learning step some seconds away, or to review in days.
    private enum Outcome {
        case step(CardState, step: Int, seconds: TimeInterval)
        case days(Int)
    }

    private func intervalDays(_ stability: Double) -> Int {
        model.interval(
            stability: stability, desiredRetention: parameters.desiredRetention,
            maximumInterval: parameters.maximumInterval)
    }

    /// The learning and relearning state machine of py-fsrs: Again restarts the steps, Hard
    /// repeats the current one (the first one lasts halfway to the second), Good advances and
    /// graduates after the last, Easy graduates at once.
    private func stepOutcome(
        _ phase: CardState, steps: [TimeInterval], step storedStep: Int?, rating: Rating, stability: Double
    ) -> Outcome {
        let step = max(0, storedStep ?? 0)
        // A step past the end happens when the steps were shortened since the card was scheduled:
        // anything but Again graduates it.
        guard let first = steps.first, step < steps.count || rating == .again else {
            return .days(intervalDays(stability))
        }
        switch rating {
        case .again:
            return .step(phase, step: 0, seconds: first)
        case .hard:
            guard step == 0 else { return .step(phase, step: step, seconds: steps[step]) }
            let seconds = steps.count >= 2 ? (steps[0] + steps[1]) / 2 : first * 1.5
            return .step(phase, step: 0, seconds: seconds)
        case .good:
            guard step + 1 < steps.count else { return .days(intervalDays(stability)) }
            return .step(phase, step: step + 1, seconds: steps[step + 1])
        case .easy:
            return .days(intervalDays(stability))
        }
    }

    private func reviewOutcome(rating: Rating, stability: Double) -> Outcome {
        guard rating == .again, let first = parameters.relearningSteps.first else {
            return .days(intervalDays(stability))
        }
        return .step(.relearning, step: 0, seconds: first)
    }

    // MARK: - Fuzz

    /// Spreads an interval of three days or more over a range that widens with its length
    /// (15 % of the part between 2.5 and 7 days, 10 % up to 20, 5 % beyond, plus one day).
    private func fuzzed(_ days: Int) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let interval = Double(days)
        var delta = 1.0
        for (start, end, factor) in [(2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, Double.infinity, 0.05)] {
            delta += factor * max(min(interval, end) - start, 0)
        }
        let upper = min(Int((interval + delta).rounded(.toNearestOrEven)), parameters.maximumInterval)
        let lower = min(max(2, Int((interval - delta).rounded(.toNearestOrEven))), upper)
        // Any value from the closed range, each equally likely; py-fsrs rounds instead of
        // truncating here, which can overshoot the range by one day.
        let draw = random()
        let unit = draw.isFinite ? min(max(draw, 0), 0.999_999_999) : 0
        return min(lower + Int(unit * Double(upper - lower + 1)), upper)
    }

    /// Counts up without trapping on a stored count that is already at `Int.max`.
    private static func incremented(_ count: Int) -> Int {
        let (sum, overflow) = count.addingReportingOverflow(1)
        return overflow ? count : sum
    }

    // MARK: - Time

    /// Whole days from `start` to `end`, rounded down, as Python's `timedelta.days` counts them
    /// (so it is negative when `end` is earlier). Durations are first rounded to microseconds, the
    /// precision py-fsrs works in, so that a due date computed as "last review + n days" counts as
    /// exactly n days even after floating-point round trips.
    static func wholeDays(from start: Date, to end: Date) -> Int {
        let microseconds = (end.timeIntervalSince(start) * 1_000_000).rounded()
        let days = (microseconds / (secondsPerDay * 1_000_000)).rounded(.down)
        // Dates are bounded far inside Int's range, but stay safe against any Double.
        guard days.isFinite, abs(days) < 1e15 else { return days > 0 ? Int(1e15) : -Int(1e15) }
        return Int(days)
    }
}
