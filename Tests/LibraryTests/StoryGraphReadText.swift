import Essentials
import Foundation
import Library
import Testing

/// A read-through's ends as `PartialDate` writes them, for comparing with the range imported.
struct StoryGraphReadText: Equatable, CustomTestStringConvertible {
    var start: String?
    var finish: String?

    init(start: String?, finish: String?) {
        self.start = start
        self.finish = finish
    }

    init(_ read: ReadThrough, in timeZone: TimeZone) {
        func text(_ date: Date?, _ precision: DatePrecision?) -> String? {
            guard let date, let precision else { return nil }
            return PartialDate(firstDay: CalendarDate(date, in: timeZone), precision: precision).description
        }
        start = text(read.startedAt, read.startedPrecision)
        finish = text(read.finishedAt, read.finishedPrecision)
    }

    var testDescription: String { "\(start ?? "?")–\(finish ?? "?")" }
}
