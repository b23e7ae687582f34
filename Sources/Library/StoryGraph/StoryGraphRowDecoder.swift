internal import Essentials

/// Turns the rows of one StoryGraph export into records, finding each column by its header name.
struct StoryGraphRowDecoder {
    /// Where each column stands in the file (`ExportCSV` checked the required ones are there).
    let fields: CSVHeaderPositions<StoryGraphColumn>
    /// The days a date may name (see `GoodreadsRowDecoder.plausibleDays`); nil takes any real day.
    var plausibleDays: ClosedRange<CalendarDate>? = nil

    /// Decodes one data row. Only a row without a title is refused; a value that cannot be what
    /// its column says is left empty and listed in the record's `leftEmpty`.
    func decode(_ row: CSVRecord) throws(ExportFileError) -> StoryGraphRecord {
        let title = fields.text(.title, in: row).trimmingWhitespace
        guard !title.isEmpty else { throw .missingTitle(line: row.line) }
        guard BookValidation.fits(title, within: BookLimits.nameLength) else { throw .titleTooLong(line: row.line) }
        var leftEmpty: [ValueLeftEmpty] = []
        let statusText = fields.text(.readStatus, in: row).trimmingWhitespace.lowercased()
        let status = fields.readable(.readStatus, in: row, leftEmpty: &leftEmpty, Self.status(of:)) ?? .toRead
        let contributors = list(.contributors, in: row).map(Self.withoutRole)
        var shelves = names(
            BookValidation.importedShelfNames(list(.moods, in: row) + list(.pace, in: row) + list(.tags, in: row)), .tags,
            in: row, leftEmpty: &leftEmpty)
        if statusText == "paused" { shelves.append("paused") }
        if ["yes", "true"].contains(fields.text(.owned, in: row).trimmingWhitespace.lowercased()) { shelves.append("owned") }
        // StoryGraph rates in quarter stars, as `edit --rating` does (0 is unrated); anything
        // else is no rating it gave.
        let rating = fields.readable(.starRating, in: row, leftEmpty: &leftEmpty) { value in
            Double(value).flatMap { $0 == 0 || BookValidation.isRating($0) ? $0 : nil }
        }
        var review = fields.text(.review, in: row)
        if !BookValidation.fits(review, within: BookLimits.passageLength) {
            leftEmpty.append(ValueLeftEmpty(tooLong: review, column: StoryGraphColumn.review.name, line: row.line))
            review = ""
        }
        var record = StoryGraphRecord(
            title: title,
            authors: names(BookValidation.authors(list(.authors, in: row)), .authors, in: row, leftEmpty: &leftEmpty)
                + names(BookValidation.authors(contributors), .contributors, in: row, leftEmpty: &leftEmpty),
            identifier: Self.identifier(fields.text(.isbnUID, in: row)),
            status: status,
            dateAdded: fields.readable(.dateAdded, in: row, leftEmpty: &leftEmpty, plausibleDate),
            reads: [],
            shelves: Self.unique(shelves),
            rating: rating == 0 ? nil : rating,
            review: review.trimmingWhitespace.isEmpty ? nil : review)
        record.reads = reads(in: row, status: status, leftEmpty: &leftEmpty)
        record.leftEmpty = leftEmpty
        return record
    }

    /// The reads of a row, oldest first: each range of `Dates Read`, else the `Last Date Read`,
    /// preceded by undated reads when `Read Count` says there were more. The last read of a book
    /// being read stays open; that of a dnf book ends as dnf (see `StoryGraphImporter`). A range
    /// that cannot be read, or has a date outside `plausibleDays`, is left out and noted in
    /// `leftEmpty` on its own, so the other reads of the book still import (and Read Count
    /// still counts it, as an undated read). So is one of two ranges that share days (two reads
    /// at once is no history a reader could have): the one that begins later, unless it is the
    /// last of a book given up or being read, which carries the book's ending.
    private func reads(in row: CSVRecord, status: BookStatus, leftEmpty: inout [ValueLeftEmpty]) -> [StoryGraphRead] {
        var ranges: [(read: StoryGraphRead, text: String)] = []
        for range in fields.text(.datesRead, in: row).split(separator: ",") {
            let text = String(range).trimmingWhitespace
            guard !text.isEmpty else { continue }
            guard let read = StoryGraphRead(parsing: text), [read.started, read.finished].allSatisfy(isPlausible) else {
                leftEmpty.append(ValueLeftEmpty(column: StoryGraphColumn.datesRead.name, value: text, line: row.line))
                continue
            }
            ranges.append((read, text))
        }
        // Oldest first whatever order the export lists them in; a read with no dates at all stays first.
        ranges.sort { $0.read.order < $1.read.order }
        var kept: [(read: StoryGraphRead, text: String)] = []
        for (index, range) in ranges.enumerated() {
            if index == ranges.count - 1, status == .dnf || status == .reading {
                while let previous = kept.last, Self.overlap(previous.read, range.read) {
                    leftEmpty.append(ValueLeftEmpty(column: StoryGraphColumn.datesRead.name, value: previous.text, line: row.line))
                    kept.removeLast()
                }
            } else if let previous = kept.last, Self.overlap(previous.read, range.read) {
                leftEmpty.append(ValueLeftEmpty(column: StoryGraphColumn.datesRead.name, value: range.text, line: row.line))
                continue
            }
            kept.append(range)
        }
        var reads = kept.map(\.read)
        let lastRead = fields.readable(.lastDateRead, in: row, leftEmpty: &leftEmpty, plausibleDate)
        if reads.isEmpty, let lastRead { reads = [StoryGraphRead(finished: lastRead)] }
        let count = fields.readable(.readCount, in: row, leftEmpty: &leftEmpty) { value in
            Int(value).flatMap { (0...BookLimits.readCount).contains($0) ? $0 : nil }
        } ?? 0
        // Read Count counts finished reads: the open read of a book being read is not one of them.
        let open = status == .reading && reads.last?.finished == nil && !reads.isEmpty ? 1 : 0
        let finished = reads.count - open
        if count > finished { reads.insert(contentsOf: repeatElement(StoryGraphRead(), count: count - finished), at: 0) }
        if (status == .read || status == .dnf), reads.isEmpty { reads = [StoryGraphRead()] }
        return reads
    }

    /// True when `later` (which begins no earlier) begins, or with no start ends, before `earlier`
    /// finished. Compared by first days, as partial dates are stored.
    private static func overlap(_ earlier: StoryGraphRead, _ later: StoryGraphRead) -> Bool {
        guard let finished = earlier.finished, let begins = later.started ?? later.finished else { return false }
        return begins.firstDay < finished.firstDay
    }

    /// The date `text` gives, when it is one and plausible.
    private func plausibleDate(_ text: String) -> PartialDate? {
        PartialDate(parsing: text).flatMap { isPlausible($0) ? $0 : nil }
    }

    /// False when `date` names a period beginning outside `plausibleDays`; an absent date is no date to doubt.
    private func isPlausible(_ date: PartialDate?) -> Bool {
        guard let date, let plausibleDays else { return true }
        return plausibleDays.contains(date.firstDay)
    }

    private static func status(of text: String) -> BookStatus? {
        switch text.lowercased() {
        case "read": .read
        case "to-read": .toRead
        case "currently-reading", "paused": .reading
        case "did-not-finish": .dnf
        default: nil
        }
    }

    /// `Name (Translator)` → `Name`: shelf keeps people, not their roles.
    private static func withoutRole(_ contributor: String) -> String {
        guard contributor.hasSuffix(")"), let open = contributor.lastIndex(of: "(") else { return contributor }
        return String(contributor[..<open]).trimmingWhitespace
    }

    /// The identifier without spreadsheet quoting (`="9780441013593"`) or spaces; nil when empty.
    private static func identifier(_ value: String) -> String? {
        var cleaned = value
        cleaned.unicodeScalars.removeAll { $0 == "=" || $0 == "\"" }
        cleaned = cleaned.trimmingWhitespace
        return cleaned.isEmpty ? nil : cleaned
    }

    /// `names` (authors, or shelves) without any longer than a name may be (see
    /// `BookLimits.nameLength`), each of those noted in `leftEmpty` under `column`.
    private func names(
        _ names: [String], _ column: StoryGraphColumn, in row: CSVRecord, leftEmpty: inout [ValueLeftEmpty]
    ) -> [String] {
        names.filter { name in
            guard !BookValidation.fits(name, within: BookLimits.nameLength) else { return true }
            leftEmpty.append(ValueLeftEmpty(tooLong: name, column: column.name, line: row.line))
            return false
        }
    }

    /// The names once each, compared ignoring case, in first-seen order.
    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0.lowercased()).inserted }
    }

    /// A comma-separated list, trimmed, without empty items.
    private func list(_ column: StoryGraphColumn, in row: CSVRecord) -> [String] {
        fields.text(column, in: row).split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
}
