import Foundation
import Testing

@testable import Study

@Suite struct StudyStreakTests {
    static func date(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt

    @Test func countsConsecutiveLocalDaysEndingToday() throws {
        let reviews = try [
            "2024-03-10T08:00:00Z", "2024-03-11T21:00:00Z", "2024-03-12T07:00:00Z", "2024-03-12T09:00:00Z",
        ]
        .map(Self.date)
        let streak = StudyStreak(reviews: reviews, now: try Self.date("2024-03-12T18:00:00Z"), timeZone: paris)
        #expect((streak.days, streak.includesToday) == (3, true))
    }

    @Test func aStreakSurvivesUntilTheEndOfToday() throws {
        let reviews = try ["2024-03-10T08:00:00Z", "2024-03-11T08:00:00Z"].map(Self.date)
        let morning = StudyStreak(reviews: reviews, now: try Self.date("2024-03-12T06:00:00Z"), timeZone: paris)
        #expect((morning.days, morning.includesToday) == (2, false))
        let dayAfter = StudyStreak(reviews: reviews, now: try Self.date("2024-03-13T06:00:00Z"), timeZone: paris)
        #expect(dayAfter.days == 0)
    }

    @Test func daysAreLocalNotUTC() throws {
        // 23:30 UTC on the 10th is already the 11th in Paris, so these are two local days.
        let reviews = try ["2024-03-10T12:00:00Z", "2024-03-10T23:30:00Z"].map(Self.date)
        let now = try Self.date("2024-03-11T10:00:00Z")
        #expect(StudyStreak(reviews: reviews, now: now, timeZone: paris).days == 2)
        let utc = StudyStreak(reviews: reviews, now: now, timeZone: .gmt)
        #expect((utc.days, utc.includesToday) == (1, false))
    }

    @Test func gapsAndFutureReviewsDoNotCount() throws {
        let reviews = try [
            "2024-03-08T10:00:00Z", "2024-03-10T10:00:00Z", "2024-03-11T10:00:00Z", "2024-03-14T10:00:00Z",
        ]
        .map(Self.date)
        let streak = StudyStreak(reviews: reviews, now: try Self.date("2024-03-11T12:00:00Z"), timeZone: paris)
        #expect((streak.days, streak.includesToday) == (2, true))
        #expect(StudyStreak(reviews: [Date](), now: try Self.date("2024-03-11T12:00:00Z"), timeZone: paris).days == 0)
    }

    @Test func daylightSavingChangesDoNotBreakAStreak() throws {
        // Europe/Paris springs forward on 2024-03-31 (a 23-hour day) and falls back on 2024-10-27
        // (25 hours); each list has one review late on the day before, on, and after the change.
        let spring = try ["2024-03-30T22:30:00Z", "2024-03-31T21:30:00Z", "2024-04-01T10:00:00Z"].map(Self.date)
        #expect(StudyStreak(reviews: spring, now: try Self.date("2024-04-01T12:00:00Z"), timeZone: paris).days == 3)
        let autumn = try ["2024-10-26T10:00:00Z", "2024-10-27T22:30:00Z", "2024-10-28T10:00:00Z"].map(Self.date)
        #expect(StudyStreak(reviews: autumn, now: try Self.date("2024-10-28T12:00:00Z"), timeZone: paris).days == 3)
        // Where midnight itself was skipped (São Paulo, 2018-11-04), the day starts at 01:00.
        let saoPaulo = TimeZone(identifier: "America/Sao_Paulo") ?? .gmt
        let skipped = try ["2018-11-03T15:00:00Z", "2018-11-04T15:00:00Z", "2018-11-05T15:00:00Z"].map(Self.date)
        #expect(StudyStreak(reviews: skipped, now: try Self.date("2018-11-05T16:00:00Z"), timeZone: saoPaulo).days == 3)
    }
}
