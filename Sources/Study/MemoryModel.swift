import Flashcard
import Foundation

/// The FSRS-6 formulas for stability, difficulty, retrievability and interval, as pure functions
/// of the weights. Kept apart from `Scheduler` so the state machine there reads as steps and
/// states, and the numbers here can be checked against the published formulas one by one.
struct MemoryModel: Sendable {
    let w: [Double]
    /// The forgetting curve's exponent, -w20.
    let decay: Double
    /// Chosen so that retrievability is exactly 0.9 when elapsed days equal the stability.
    let factor: Double

    init(weights: [Double]) {
        w = weights
        decay = -weights[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    /// The probability of recall after `elapsedDays` for a memory of the given stability.
    func retrievability(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * elapsedDays / stability, decay)
    }

    func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Card.minimumStability)
    }

    /// D0(G) = w4 - e^(w5·(G-1)) + 1; left unclamped when used as the mean-reversion target.
    func initialDifficulty(_ rating: Rating, clamped: Bool = true) -> Double {
        let difficulty = w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
        return clamped ? clampDifficulty(difficulty) : difficulty
    }

    /// FSRS-6 difficulty update: a step of -w6·(G-3), damped linearly as difficulty nears 10,
    /// then reverted by w7 toward the initial difficulty of an Easy first answer.
    func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let delta = -w[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = w[7] * initialDifficulty(.easy, clamped: false) + (1 - w[7]) * damped
        return clampDifficulty(reverted)
    }

    /// Stability after a review on the same day as the previous one (FSRS-6 w17-w19). Only Again
    /// may lower it: a recalled card (Hard, Good or Easy) keeps at least the stability it had, as in
    /// py-fsrs 6.3.2.
    func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating != .again {
            increase = max(increase, 1)
        }
        return max(stability * increase, Card.minimumStability)
    }

    /// Stability after a review a day or more after the previous one.
    func longTermStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let next =
            rating == .again
            ? forgetStability(difficulty: difficulty, stability: stability, retrievability: retrievability)
            : recallStability(
                difficulty: difficulty, stability: stability, retrievability: retrievability, rating: rating)
        return max(next, Card.minimumStability)
    }

    /// The interval in whole days at which retrievability falls to `desiredRetention`, rounded
    /// half to even like Python's `round` in py-fsrs and clamped to 1...maximum.
    func interval(stability: Double, desiredRetention: Double, maximumInterval: Int) -> Int {
        let days = (stability / factor * (pow(desiredRetention, 1 / decay) - 1)).rounded(.toNearestOrEven)
        // Compare in Double before converting so a huge stability cannot trap in Int(_:).
        guard days < Double(maximumInterval) else { return maximumInterval }
        guard days >= 1 else { return 1 }
        return Int(days)
    }

    private func recallStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating)
        -> Double
    {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        return stability
            * (1 + exp(w[8]) * (11 - difficulty) * pow(stability, -w[9]) * (exp((1 - retrievability) * w[10]) - 1)
                * hardPenalty * easyBonus)
    }

    /// The post-lapse stability, never more than a same-day Again would leave.
    private func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm =
            w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp((1 - retrievability) * w[14])
        let shortTerm = stability / exp(w[17] * w[18])
        return min(longTerm, shortTerm)
    }

    private func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Card.difficulties.lowerBound), Card.difficulties.upperBound)
    }
}
