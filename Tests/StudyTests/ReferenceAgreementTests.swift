import Flashcard
import Foundation
import Testing

@testable import Study

/// Replays 400 cards of random reviews (same-day, on time and late, every rating) that the
/// reference implementation, py-fsrs 6.3.2 with default parameters and fuzzing off, scheduled,
/// and expects the same state, step, stability, difficulty and due time after every review.
@Suite struct ReferenceAgreementTests {
    static let start = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01T12:00:00Z

    struct Expected {
        var rating: Rating
        var at: TimeInterval
        var state: CardState
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: TimeInterval
    }

    static func cards() throws -> [[Expected]] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/py-fsrs-6.3.2-reviews.txt")
        var cards: [[Expected]] = []
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            if line == "card" {
                cards.append([])
                continue
            }
            let fields = line.split(separator: " ").map(String.init)
            let states: [String: CardState] = ["1": .learning, "2": .review, "3": .relearning]
            guard fields.count == 9, fields[0] == "review", let ratingValue = Int(fields[1]),
                let rating = Rating(rawValue: ratingValue), let at = Double(fields[2]), let state = states[fields[4]],
                let stability = Double(fields[6]), let difficulty = Double(fields[7]), let due = Double(fields[8]),
                !cards.isEmpty
            else { throw FixtureError(line: String(line)) }
            cards[cards.count - 1].append(
                Expected(
                    rating: rating, at: at, state: state, step: Int(fields[5]), stability: stability,
                    difficulty: difficulty, due: due))
        }
        return cards
    }

    struct FixtureError: Error {
        var line: String
    }

    @Test func everyReviewMatchesTheReference() throws {
        let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))
        let cards = try Self.cards()
        #expect(cards.count == 400)
        var reviews = 0
        for (index, expectations) in cards.enumerated() {
            var card = Card.new(due: Self.start)
            for (number, expected) in expectations.enumerated() {
                card = scheduler.review(card, rating: expected.rating, at: Self.start.addingTimeInterval(expected.at)).card
                reviews += 1
                let place = "card \(index + 1), review \(number + 1)"
                #expect(card.state == expected.state, "\(place)")
                #expect(card.step == expected.step, "\(place)")
                #expect(abs((card.stability ?? 0) - expected.stability) <= 1e-9 * expected.stability, "\(place)")
                #expect(abs((card.difficulty ?? 0) - expected.difficulty) <= 1e-9 * expected.difficulty, "\(place)")
                #expect(card.due.timeIntervalSince(Self.start).rounded(.down) == expected.due, "\(place)")
                if card.state != expected.state { return }
            }
        }
        #expect(reviews > 3000)
    }
}
