import Essentials

extension CalendarDate {
    /// A day typed on the command line (`--from`, `--finished`): `2026-03-15` and nothing else,
    /// as `--at` reads a date. `CalendarDate(parsing:)` also takes Goodreads' `2026/3/15`, which
    /// belongs to its exports, so one option would read a spelling another refuses.
    init?(typed text: String) {
        let trimmed = Whitespace.trimmed(text, newlines: false)
        let bytes = Array(trimmed.utf8)
        let dashes = [4, 7]
        guard bytes.count == 10,
            bytes.indices.allSatisfy({ dashes.contains($0) ? bytes[$0] == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }),
            let day = CalendarDate(parsing: trimmed)
        else { return nil }
        self = day
    }
}
