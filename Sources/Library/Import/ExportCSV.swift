internal import Essentials
import Foundation

/// Reads a reading tracker's CSV export (Goodreads', StoryGraph's) a row at a time: the header
/// first, which must name every column of `Column.required`, then each data row, found by
/// column name through `fields`. Rows are handed over as they are read, so an import writes each
/// book before the next row is parsed and never holds the whole file as records.
struct ExportCSV<Column: CSVColumn> {
    private var reader: CSVReader
    /// The header row as written.
    let header: [String]
    /// Where each column stands in this file.
    let fields: CSVHeaderPositions<Column>

    /// Reads the header of `data`; fails when there is none, when it is not CSV, or when it
    /// lacks a required column (naming every one missing).
    init(_ data: Data) throws(ExportFileError) {
        reader = CSVReader(data)
        guard let header = try Self.next(of: &reader) else { throw .emptyFile }
        self.header = header.fields
        fields = CSVHeaderPositions(header: header.fields)
        let missing = fields.missing(Column.required)
        guard missing.isEmpty else { throw .missingColumns(missing.map(\.name)) }
    }

    /// A reader of `data` past its header, with how many data rows follow (`remainingRowCount`,
    /// none refused when `refusingNone`); a file refused is refused as `wrap` words it for the
    /// export's kind.
    static func opening(
        _ data: Data, refusingNone: Bool, as wrap: (ExportFileError) -> ImportError
    ) throws(ImportError) -> (file: Self, rows: Int) {
        do throws(ExportFileError) {
            let file = try Self(data)
            return (file, try file.remainingRowCount(refusingNone: refusingNone))
        } catch {
            throw wrap(error)
        }
    }

    /// The next data row, nil at the end. Rows that carry no book are skipped, not refused: a row
    /// with nothing in it (spreadsheets that have had an export open often leave rows of bare
    /// commas at the end), and a row repeating the header (two exports joined into one file).
    mutating func nextRow() throws(ExportFileError) -> CSVRecord? {
        while let row = try Self.next(of: &reader) {
            if !row.fields.allSatisfy({ $0.trimmingWhitespace.isEmpty }), !repeatsHeader(row) { return row }
        }
        return nil
    }

    /// The next data row (`nextRow()`) as `decode` reads it, nil at the end; a damaged file is
    /// refused as `wrap` words it for the export's kind.
    mutating func nextRow<Record>(
        _ decode: (CSVRecord) throws(ExportFileError) -> Record, as wrap: (ExportFileError) -> ImportError
    ) throws(ImportError) -> Record? {
        do throws(ExportFileError) {
            guard let row = try nextRow() else { return nil }
            return try decode(row)
        } catch {
            throw wrap(error)
        }
    }

    private func repeatsHeader(_ row: CSVRecord) -> Bool {
        row.fields.count == header.count
            && zip(row.fields, header).allSatisfy { $0.trimmingWhitespace.lowercased() == $1.trimmingWhitespace.lowercased() }
    }

    /// About how many data rows are left, for a progress bar: counted from the bytes
    /// (`CSVReader.remainingRecordCount`), so blank rows and a repeated header count too, and
    /// damage is found only as the rows are read. A file with no row holding a book is refused
    /// (`.noBooks`) when `refusingNone`, which reads on a copy so this reader stays where it is.
    func remainingRowCount(refusingNone: Bool) throws(ExportFileError) -> Int {
        if refusingNone {
            var copy = self
            guard try copy.nextRow() != nil else { throw .noBooks }
        }
        return reader.remainingRecordCount()
    }

    /// True when `data` starts with a header naming every one of `columns`: how a file's format
    /// is told from its content. Only the start is read; any real header fits in it.
    static func starts(_ data: Data, withHeaderNaming columns: [Column]) -> Bool {
        var reader = CSVReader(data.prefix(64 * 1024))
        guard let header = try? reader.nextRecord() else { return false }
        return CSVHeaderPositions<Column>(header: header.fields).missing(columns).isEmpty
    }

    private static func next(of reader: inout CSVReader) throws(ExportFileError) -> CSVRecord? {
        do {
            return try reader.nextRecord()
        } catch {
            throw .malformedCSV(error)
        }
    }
}
