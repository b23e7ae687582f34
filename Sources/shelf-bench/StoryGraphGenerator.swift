import Essentials
import Library

/// The benchmark's generated library as a StoryGraph export: the same books in StoryGraph's 23
/// columns, with the quirks its import handles (ranges of partial dates, re-reads, quarter stars,
/// ASINs, spoiler reviews, paused and empty statuses).
enum StoryGraphGenerator {
    static let header = [
        "Title", "Authors", "Contributors", "ISBN/UID", "Format", "Read Status", "Date Added", "Last Date Read",
        "Dates Read", "Read Count", "Moods", "Pace", "Character- or Plot-Driven?", "Strong Character Development?",
        "Loveable Characters?", "Diverse Characters?", "Flawed Characters?", "Star Rating", "Review",
        "Content Warnings", "Content Warning Description", "Tags", "Owned?",
    ]

    /// The export of `records`, header first.
    static func csv(from records: [GoodreadsRecord]) -> String {
        var writer = CSVWriter()
        writer.append(header)
        for (index, record) in records.enumerated() { writer.append(row(record, index)) }
        return writer.text
    }

    private static func row(_ record: GoodreadsRecord, _ index: Int) -> [String] {
        let status = switch record.status {
        case .read: "read"
        case .reading: index % 3 == 0 ? "paused" : "currently-reading"
        case .dnf: "did-not-finish"
        case .toRead: index % 5 == 0 ? "" : "to-read"
        }
        let added = record.dateAdded?.formatted(separator: "/") ?? ""
        var dates = ""
        if let finish = record.dateRead?.firstDay {
            let day = finish.formatted(separator: "/")
            dates = switch index % 4 {
            case 0: "\(finish.year)-\(finish.year)"
            case 1: "\(day.prefix(7))-\(day)"
            default: "\(day)-\(day)"
            }
            if index % 10 == 0 { dates = "\(finish.year - 3)/05-\(finish.year - 3)/06, " + dates }
        } else if record.status == .reading {
            dates = added + "-"
        }
        let rating = record.myRating.map { String(max(0.25, $0 - 0.25 * Double(index % 4))) } ?? ""
        let identifier = index % 7 == 0 ? "B0" + String(100_000_00 + index) : record.isbn13 ?? ""
        let review = index % 9 == 0 ? "<p>Worth it.</p><spoiler>The narrator was the ghost.</spoiler>" : record.myReview ?? ""
        return [
            record.title, ([record.author] + record.additionalAuthors).joined(separator: ", "), "", identifier,
            record.binding ?? "", status, added, "", dates, record.readCount.map(String.init) ?? "",
            index % 2 == 0 ? "adventurous, dark" : "reflective", index % 3 == 0 ? "fast" : "medium", "", "", "", "", "",
            rating, review, "", "", record.bookshelves.joined(separator: ", "), index % 2 == 0 ? "Yes" : "No",
        ]
    }
}
