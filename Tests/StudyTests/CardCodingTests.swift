import Foundation
import Testing

@testable import Study

@Suite struct CardCodingTests {
    @Test func cardsAndLogsSurviveAJSONRoundTrip() throws {
        let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))
        let (card, log) = scheduler.review(Card.new(due: SchedulerTests.start), rating: .good, at: SchedulerTests.start)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Card.self, from: encoder.encode(card)) == card)
        #expect(try decoder.decode(ReviewLog.self, from: encoder.encode(log)) == log)
        let json = try #require(String(data: try encoder.encode(card), encoding: .utf8))
        #expect(json.contains(#""state":"learning""#))
    }

    @Test func aNewCardHasNoMemoryStateYet() {
        let card = Card.new(due: SchedulerTests.start)
        #expect(card.state == .new)
        #expect(card.step == 0)
        #expect(card.stability == nil && card.difficulty == nil && card.lastReview == nil)
        #expect(card.reps == 0 && card.lapses == 0)
        #expect(CardState(rawValue: "relearning") == .relearning)
    }
}
