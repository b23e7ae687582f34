import Foundation

/// Reads RFC 4180 CSV one record at a time, working on the UTF-8 bytes so that a library export
/// of several megabytes parses in milliseconds.
///
/// Accepted: comma separators; CRLF, LF or a lone CR between records; quoted fields holding commas,
/// line breaks and doubled quotes; a UTF-8 byte order mark at the start. Empty lines between records
/// are skipped (no real export has them, and spreadsheets leave them at the end). A quote inside an
/// unquoted field (`5" floppy`) is kept as a literal character, as spreadsheets and Python's csv do:
/// the field boundaries stay unambiguous. Text after a closing quote (`"A "B" C"`) is refused,
/// because it usually means a quote that should have been doubled and the fields after it would be
/// silently shifted. Every record must have as many fields as the first one (the header).
public struct CSVReader: Sendable {
    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")

    /// The input, read in place: each record scans it as an unsafe buffer rather than through
    /// Data's slower per-byte subscript, and a file of several megabytes is not held twice.
    private let bytes: Data
    private var offset: Int
    /// The physical line `offset` is on.
    private var line = 1
    /// The header's field count, known after the first record.
    private var expectedFieldCount: Int?
    /// Reused for quoted fields that contain doubled quotes, to avoid an allocation per field.
    private var scratch: [UInt8] = []

    /// Prepares to read `data`, skipping a UTF-8 byte order mark if there is one.
    public init(_ data: Data) {
        bytes = data
        offset = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Reads every record of `data`, the header first.
    public static func records(in data: Data) throws(CSVError) -> [CSVRecord] {
        var reader = CSVReader(data)
        var records: [CSVRecord] = []
        while let record = try reader.nextRecord() {
            records.append(record)
        }
        return records
    }

    /// Returns the next record, or nil at the end of the input.
    public mutating func nextRecord() throws(CSVError) -> CSVRecord? {
        let bytes = self.bytes
        // Swift's typed throws do not pass through withUnsafeBytes's rethrows, so the closure
        // returns a Result.
        let result = bytes.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { buffer in
                Result { () throws(CSVError) -> CSVRecord? in try readRecord(buffer) }
            }
        }
        return try result.get()
    }

    /// How many records are left, the empty lines between them not counted, found from the bytes
    /// alone: no field is decoded or checked, so a count of a large file costs a small part of
    /// reading it. Damage is not looked for; a quote never closed ends the count.
    public func remainingRecordCount() -> Int {
        bytes.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { buffer in countRecords(buffer) }
        }
    }

    private func countRecords(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let count = buffer.count
        var position = offset
        var records = 0
        while position < count {
            if buffer[position] == Self.lineFeed || buffer[position] == Self.carriageReturn {
                position += 1
                continue
            }
            records += 1
            // One record: its fields up to a line end outside quotes.
            while position < count {
                if buffer[position] == Self.quote {
                    position += 1
                    while true {
                        guard let quoteIndex = Self.firstIndex(of: Self.quote, in: buffer, from: position) else { return records }
                        position = quoteIndex + 1
                        guard position < count, buffer[position] == Self.quote else { break }
                        position += 1
                    }
                }
                while position < count, !isFieldEnd(buffer[position]) { position += 1 }
                guard position < count, buffer[position] == Self.comma else { break }
                position += 1
            }
        }
        return records
    }

    private mutating func readRecord(_ buffer: UnsafeBufferPointer<UInt8>) throws(CSVError) -> CSVRecord? {
        let count = buffer.count
        while offset < count, buffer[offset] == Self.lineFeed || buffer[offset] == Self.carriageReturn {
            consumeLineEnd(buffer)
        }
        guard offset < count else { return nil }

        let recordStart = offset
        let startLine = line
        var fields: [String] = []
        fields.reserveCapacity(expectedFieldCount ?? 16)
        while true {
            let field: String
            // After a final comma with no line end, the input ends here and the field is empty.
            if offset < count, buffer[offset] == Self.quote {
                field = try readQuotedField(buffer, recordStart: recordStart, startLine: startLine)
                if offset < count, !isFieldEnd(buffer[offset]) {
                    throw .textAfterClosingQuote(line: startLine, field: fields.count + 1)
                }
            } else {
                let start = offset
                while offset < count, !isFieldEnd(buffer[offset]) {
                    offset += 1
                }
                field = try decode(buffer, start..<offset, recordStart: recordStart, startLine: startLine)
            }
            fields.append(field)
            if offset < count, buffer[offset] == Self.comma {
                offset += 1
                continue
            }
            if offset < count { consumeLineEnd(buffer) }
            break
        }

        if let expected = expectedFieldCount {
            guard fields.count == expected else {
                throw .wrongFieldCount(line: startLine, expected: expected, found: fields.count)
            }
        } else {
            expectedFieldCount = fields.count
        }
        return CSVRecord(line: startLine, fields: fields)
    }

    /// Reads a field whose opening quote is at `offset`, leaving `offset` just past the closing quote.
    private mutating func readQuotedField(
        _ buffer: UnsafeBufferPointer<UInt8>, recordStart: Int, startLine: Int
    ) throws(CSVError) -> String {
        offset += 1
        let contentStart = offset
        var segmentStart = offset
        var hasDoubledQuotes = false
        scratch.removeAll(keepingCapacity: true)
        while true {
            // Reviews make quoted fields long; memchr finds the next quote far faster than a byte loop.
            guard let quoteIndex = Self.firstIndex(of: Self.quote, in: buffer, from: offset) else {
                throw .unterminatedQuote(line: startLine)
            }
            line += Self.lineBreaks(in: buffer, offset..<quoteIndex)
            if quoteIndex + 1 < buffer.count, buffer[quoteIndex + 1] == Self.quote {
                // Keep one of the two quotes: copy up to and including the first.
                hasDoubledQuotes = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[segmentStart...quoteIndex]))
                offset = quoteIndex + 2
                segmentStart = offset
                continue
            }
            offset = quoteIndex + 1
            guard hasDoubledQuotes else {
                return try decode(buffer, contentStart..<quoteIndex, recordStart: recordStart, startLine: startLine)
            }
            try validate(buffer, contentStart..<quoteIndex, recordStart: recordStart, startLine: startLine)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[segmentStart..<quoteIndex]))
            return String(decoding: scratch, as: UTF8.self)
        }
    }

    private static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count,
            let found = memchr(base + start, Int32(byte), buffer.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Line breaks (LF, CRLF or a lone CR) in `range`, which ends before a quote, so a CR at its
    /// end is lone. Most fields have none, which two memchr calls establish quickly.
    private static func lineBreaks(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        guard let base = buffer.baseAddress, !range.isEmpty,
            memchr(base + range.lowerBound, Int32(lineFeed), range.count) != nil
                || memchr(base + range.lowerBound, Int32(carriageReturn), range.count) != nil
        else { return 0 }
        var count = 0
        for index in range {
            let byte = buffer[index]
            if byte == lineFeed || (byte == carriageReturn && (index + 1 == range.upperBound || buffer[index + 1] != lineFeed)) {
                count += 1
            }
        }
        return count
    }

    /// The bytes in `range` as a String, once they are known to be UTF-8.
    private func decode(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, recordStart: Int, startLine: Int
    ) throws(CSVError) -> String {
        try validate(buffer, range, recordStart: recordStart, startLine: startLine)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// Fails with the line of the first byte in `range` that is not UTF-8. Checked here rather than
    /// with `String(validating:)` because that only says whether, not where; measured, the double
    /// pass costs less than the generic validating initializer.
    private func validate(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, recordStart: Int, startLine: Int
    ) throws(CSVError) {
        if let bad = UTF8Validator.firstInvalidByte(in: buffer, range: range) {
            throw .invalidUTF8(line: lineOf(bad, in: buffer, recordStart: recordStart, startLine: startLine))
        }
    }

    private func isFieldEnd(_ byte: UInt8) -> Bool {
        byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn
    }

    /// Steps over one LF, CRLF or lone CR at `offset`.
    private mutating func consumeLineEnd(_ buffer: UnsafeBufferPointer<UInt8>) {
        if buffer[offset] == Self.carriageReturn, offset + 1 < buffer.count, buffer[offset + 1] == Self.lineFeed {
            offset += 1
        }
        offset += 1
        line += 1
    }

    /// The physical line of byte `index`, counted from the start of its record; only needed on the
    /// error path, so it rescans rather than tracking lines per byte.
    private func lineOf(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>, recordStart: Int, startLine: Int) -> Int {
        var result = startLine
        var position = recordStart
        while position < index {
            let byte = buffer[position]
            if byte == Self.lineFeed
                || (byte == Self.carriageReturn && (position + 1 >= buffer.count || buffer[position + 1] != Self.lineFeed))
            {
                result += 1
            }
            position += 1
        }
        return result
    }
}
