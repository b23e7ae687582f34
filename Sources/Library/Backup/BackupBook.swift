import Foundation
internal import JSON

/// A book with all its history, as a backup holds it: the stored rows, with the history's rows
/// naming the book by the id it has in the backup.
struct BackupBook {
    var row: BookRow
    var authors: [String]
    var shelves: [String]
    /// The row of the Goodreads export the book was imported from, kept for a lossless export.
    var goodreadsRow: GoodreadsImportedRow?
    var statusChanges: [StatusChangeRow]
    var readThroughs: [ReadThroughRow]
    var progress: [ProgressRow]
    /// Dated private notes; backups before version 3 have none.
    var notes: [NoteRow]
}

extension BackupBook {
    /// Reads a book from its backup object: its columns (`BookRow(backup:)`), then its names and
    /// history, which must be coherent by the library's clock, `now` (`checkTimeline`).
    init(json: JSONFields, now: Date) throws(JSONFieldError) {
        row = try BookRow(backup: json)
        let id = row.id
        authors = try BackupText.names(json, "authors")
        shelves = try BackupText.names(json, "shelves", separatedByCommas: true)
        goodreadsRow = try json.optionalValue("goodreadsRow") { node throws(JSONFieldError) in
            try JSONFields.record(node) { fields throws(JSONFieldError) in
                let names = try fields.texts("names")
                let values = try fields.texts("values")
                // Stored as a CSV header and row, which must be as long as each other.
                guard !names.isEmpty, names.count == values.count else {
                    throw JSONFieldError("names and values must be lists of the same, non-zero length")
                }
                let mark = try fields.texts("exported")
                return GoodreadsImportedRow(names: names, values: values, mark: mark.isEmpty ? .none : .columns(mark))
            }
        }
        statusChanges = try json.records("statusChanges") { fields throws(JSONFieldError) in
            try StatusChangeRow(backup: fields, bookID: id)
        }
        readThroughs = try json.records("readThroughs") { fields throws(JSONFieldError) in
            try ReadThroughRow(backup: fields, bookID: id)
        }
        progress = try json.records("progress") { fields throws(JSONFieldError) in try ProgressRow(backup: fields, bookID: id) }
        notes = try json.optionalRecords("notes") { fields throws(JSONFieldError) in try NoteRow(backup: fields, bookID: id) } ?? []
        try checkTimeline(now: now)
    }

    /// The book as the backup writes it; absent values are left out.
    var json: JSONValue {
        .object(
            [
                ("authors", .array(authors.map { JSONValue.string($0) })),
                ("shelves", .array(shelves.map { JSONValue.string($0) })),
                ("statusChanges", .array(statusChanges.map(\.backupJSON))),
                ("readThroughs", .array(readThroughs.map(\.backupJSON))), ("progress", .array(progress.map(\.backupJSON))),
            ],
            leavingOutAbsent: row.backupMembers + [
                ("goodreadsRow", goodreadsRow.map { row in
                    JSONValue.object([
                        ("names", .array(row.names.map { JSONValue.string($0) })),
                        ("values", .array(row.values.map { JSONValue.string($0) })),
                        ("exported", .array(row.backupMark.map { JSONValue.string($0) })),
                    ])
                }),
                ("notes", notes.isEmpty ? nil : JSONValue.array(notes.map(\.backupJSON))),
            ])
    }
}

extension GoodreadsImportedRow {
    /// The mark as a backup holds it: its columns, none as no columns. `BackupExporter` has made
    /// an `unchanged` mark concrete first, since a restored book is another book to the triggers
    /// that keep that mark true.
    fileprivate var backupMark: [String] {
        if case .columns(let columns) = mark { return columns }
        return []
    }
}
