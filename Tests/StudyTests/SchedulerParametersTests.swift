import Flashcard
import Foundation
import Testing

@testable import Study

@Suite struct SchedulerParametersTests {
    @Test func refusesAWrongNumberOfWeights() {
        #expect(throws: SchedulerParameterError.wrongWeightCount(19)) {
            try SchedulerParameters(weights: Array(SchedulerParameters.defaultWeights.prefix(19)))
        }
    }

    @Test(arguments: [(7, -0.5), (20, 0.05), (20, 0.9), (4, Double.nan), (0, Double.infinity)])
    func refusesWeightsOutsideTheirBounds(index: Int, value: Double) {
        var weights = SchedulerParameters.defaultWeights
        weights[index] = value
        do {
            _ = try SchedulerParameters(weights: weights)
            Issue.record("w\(index) = \(value) was accepted")
        } catch {
            guard case .weightOutOfRange(let badIndex, _, let allowed) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(badIndex == index)
            #expect(!allowed.contains(value))
        }
    }

    @Test(arguments: [0, 1, -0.1, 1.5, Double.nan])
    func refusesRetentionOutsideTheOpenUnitInterval(retention: Double) {
        #expect(throws: SchedulerParameterError.self) { try SchedulerParameters(desiredRetention: retention) }
    }

    @Test func refusesNonPositiveStepsAndIntervals() {
        #expect(throws: SchedulerParameterError.invalidStep(0)) { try SchedulerParameters(learningSteps: [60, 0]) }
        #expect(throws: SchedulerParameterError.invalidStep(-600)) { try SchedulerParameters(relearningSteps: [-600]) }
        #expect(throws: SchedulerParameterError.invalidMaximumInterval(0)) {
            try SchedulerParameters(maximumInterval: 0)
        }
    }

    @Test func acceptsEmptyStepsAndOtherRetentions() throws {
        let parameters = try SchedulerParameters(desiredRetention: 0.8, learningSteps: [], relearningSteps: [])
        let scheduler = Scheduler(parameters: parameters.withFuzzing(false))
        let start = SchedulerTests.start
        // With no learning steps every first answer graduates; with no relearning steps a lapse
        // stays in review, scheduled in days.
        let first = scheduler.review(Card.new(due: start), rating: .again, at: start).card
        #expect(first.state == .review)
        let lapse = scheduler.review(first, rating: .again, at: first.due).card
        #expect(lapse.state == .review)
        #expect(lapse.lapses == 1)
        // Lower retention means longer intervals than at 0.9 (stability 2.3065 → more than 2 days).
        let good = scheduler.review(Card.new(due: start), rating: .good, at: start).card
        #expect(Scheduler.wholeDays(from: start, to: good.due) > 2)
    }

    @Test func errorDescriptionsAreOneLineWithAnAdvice() {
        let errors: [SchedulerParameterError] = [
            .wrongWeightCount(3), .weightOutOfRange(index: 2, value: 500, allowed: 0.001...100),
            .retentionOutOfRange(2), .invalidStep(0), .invalidMaximumInterval(-1),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains(" — "))
        }
    }

    @Test func withFuzzingChangesOnlyTheFuzzSwitch() {
        let off = SchedulerParameters.default.withFuzzing(false)
        #expect(!off.enableFuzzing)
        #expect(off.weights == SchedulerParameters.default.weights)
        #expect(off.withFuzzing(true) == SchedulerParameters.default)
    }
}
