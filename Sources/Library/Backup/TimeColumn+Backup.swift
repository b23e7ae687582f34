internal import Essentials
internal import JSON

/// A stored instant as a backup holds it: ISO 8601 in UTC with up to six fractional digits
/// (`2026-11-20T18:04:05.123456Z`), readable by people and by other tools.
///
/// Microseconds are what the stored seconds can hold for present-day dates, and writing a value
/// read back from this text gives the same text, which keeps export → import → export
/// byte-identical. An instant outside the years of `CalendarDate` is written as plain seconds
/// since 1970.
extension TimeColumn {
    /// Reads either form the backup may hold: ISO text, or seconds for an instant the text
    /// cannot show. Errors carry an empty path; the field reading the time adds its name.
    init(backup json: JSONNode) throws(JSONFieldError) {
        switch json {
        case .number(let number):
            // Only the years a date can have: a time past them cannot be printed or scheduled from.
            let range = UTCTimestamp.preciseRange
            guard range.lowerBound <= number, number <= range.upperBound - 1 else {
                let years = CalendarDate.years
                throw JSONFieldError("\(number) is outside the years \(years.lowerBound) to \(years.upperBound)")
            }
            self.init(seconds: number)
        case .string(let text):
            guard let seconds = UTCTimestamp.seconds(parsing: text) else {
                if Self.isTimeOutsideTheYears(text) {
                    let years = CalendarDate.years
                    throw JSONFieldError("\"\(text)\" is outside the years \(years.lowerBound) to \(years.upperBound)")
                }
                throw JSONFieldError("\"\(text)\" is not a UTC time like 2026-11-20T18:04:05Z")
            }
            self.init(seconds: seconds)
        default:
            throw JSONFieldError("not text")
        }
    }

    /// Whether `text` is a UTC time in every way but its year (`20000-01-01T00:00:00Z`,
    /// `-0001-…`), so the refusal can name the years a time may have.
    private static func isTimeOutsideTheYears(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let signed = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+")
        guard let dash = bytes.dropFirst(signed ? 1 : 0).firstIndex(of: UInt8(ascii: "-")),
            let year = Int(String(decoding: bytes[..<dash], as: UTF8.self)), !CalendarDate.years.contains(year)
        else { return false }
        // Any year in range stands in for it; a leap year keeps 29 February a day.
        return UTCTimestamp.seconds(parsing: "2000" + String(decoding: bytes[dash...], as: UTF8.self)) != nil
    }

    /// The text, or the seconds for an instant the text cannot show.
    var backupJSON: JSONValue { backupText.map { .string($0) } ?? .double(seconds) }

    /// The ISO 8601 text, or nil when the instant is outside the years of `CalendarDate` (or not a number).
    var backupText: String? { UTCTimestamp.preciseText(seconds: seconds) }
}

/// The backup's times and calendar days, read by member name like the kinds `JSONFields` knows.
extension JSONFields {
    /// A backup time (`TimeColumn(backup:)`).
    func time(_ key: String) throws(JSONFieldError) -> TimeColumn { try value(key, TimeColumn.init(backup:)) }
    /// A backup time, or nil when absent or null.
    func optionalTime(_ key: String) throws(JSONFieldError) -> TimeColumn? { try optionalValue(key, TimeColumn.init(backup:)) }
    /// A calendar day kept as the text the backup holds (`2016-03-15`), or nil when absent or null.
    func optionalDay(_ key: String) throws(JSONFieldError) -> String? {
        try optionalValue(key) { (node: JSONNode) throws(JSONFieldError) in
            let text = try JSONFields.text(node)
            guard CalendarDate(parsing: text) != nil else { throw JSONFieldError("not a calendar day like 2016-03-15") }
            return text
        }
    }
}
