import Flashcard
import Foundation
import Testing

@testable import Study

@Suite struct SchedulerReplayTests {
    @Test func replayingTheLogsRebuildsTheCard() {
        let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))
        let ratings: [Rating] = [.again, .good, .good, .hard, .again, .good, .easy]
        var card = Card.new(due: SchedulerTests.start)
        var logs: [ReviewLog] = []
        for rating in ratings {
            let result = scheduler.review(card, rating: rating, at: card.due)
            card = result.card
            logs.append(result.log)
        }
        // Order of the logs does not matter.
        #expect(scheduler.replay(logs.reversed(), createdAt: SchedulerTests.start) == card)
        #expect(scheduler.replay([], createdAt: SchedulerTests.start) == Card.new(due: SchedulerTests.start))
    }
}
