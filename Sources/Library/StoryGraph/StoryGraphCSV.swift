internal import Essentials
import Foundation

/// Reads the CSV file StoryGraph's "Export StoryGraph Library" produces.
enum StoryGraphCSV {
    /// True when `data` starts with a StoryGraph export header (it names `ISBN/UID` and
    /// `Read Status`), for recognising the format of a file from its content.
    static func isStoryGraphCSV(_ data: Data) -> Bool {
        var reader = CSVReader(data.prefix(64 * 1024))
        guard let header = try? reader.nextRecord() else { return false }
        return StoryGraphRowDecoder.hasDistinctiveColumns(header.fields)
    }

    /// Parses a whole export. Structural damage (malformed CSV, a missing required column, a row
    /// without a title) fails the whole file, naming its line; an unreadable value in any other
    /// column is left empty on its record.
    static func parse(_ data: Data) throws(StoryGraphImportError) -> [StoryGraphRecord] {
        var reader = CSVReader(data)
        guard let header = try nextRecord(of: &reader) else { throw .emptyFile }
        let decoder = try StoryGraphRowDecoder(header: header.fields)
        var records: [StoryGraphRecord] = []
        while let row = try nextRecord(of: &reader) {
            if row.fields.allSatisfy({ $0.trimmingWhitespace.isEmpty }) { continue }
            records.append(try decoder.decode(row))
        }
        return records
    }

    private static func nextRecord(of reader: inout CSVReader) throws(StoryGraphImportError) -> CSVRecord? {
        do {
            return try reader.nextRecord()
        } catch {
            throw .malformedCSV(error)
        }
    }
}
