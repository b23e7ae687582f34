import Essentials
import Foundation
import Testing

/// Distances in time in words: ages of cached answers and the distance to a due date.
@Suite struct RelativeTimeTests {
    @Test func ages() {
        #expect(RelativeTime.age(5) == "just now")
        #expect(RelativeTime.age(-30) == "just now")
        #expect(RelativeTime.age(-3 * 86400) == "with a date 3 days ahead of the clock")
        #expect(RelativeTime.age(-.infinity) == "with a date 1000000000 days ahead of the clock")
        #expect(RelativeTime.age(60) == "1 minute ago")
        #expect(RelativeTime.age(3599) == "59 minutes ago")
        #expect(RelativeTime.age(7200) == "2 hours ago")
        #expect(RelativeTime.age(86400) == "1 day ago")
        #expect(RelativeTime.age(3 * 86400 + 5) == "3 days ago")
        #expect(RelativeTime.age(.infinity) == "1000000000 days ago")
    }

    @Test func distances() {
        let start = Date(timeIntervalSince1970: 1_750_000_000)
        #expect(RelativeTime.describe(from: start, to: start) == "in 0 seconds")
        #expect(RelativeTime.describe(from: start, to: start + 1) == "in 1 second")
        #expect(RelativeTime.describe(from: start, to: start + 3 * 3600 + 59) == "in 3 hours")
        #expect(RelativeTime.describe(from: start, to: start - 2 * 86400) == "2 days ago")
        #expect(RelativeTime.describe(from: start, to: .distantFuture).hasPrefix("in "))
    }
}
