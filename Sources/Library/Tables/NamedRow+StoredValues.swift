import Foundation
internal import Essentials
internal import SQLiteStore

/// The library's values read from a row by column name, each checked against the rule the
/// library writes it by: a value the column must hold is never NULL, a number is a number of the
/// column's kind and within what the library ever stores (a page count from 1 to
/// `BookLimits.pages`, a rating from 0 to 5, an instant within the years 1–9999), and text
/// standing for a status, outcome or field is one the library knows. Anything else is a
/// `DamagedValue`, so arithmetic on what was read can never overflow or trap.
extension NamedRow where Column: ColumnName {
    /// What `make` reads from this row of `table`; a damaged value it finds is refused naming
    /// the table, and the row by its id when the result has an `id` column (`books.status of row
    /// 2`), so the one value can be found and corrected. The id is read only then: the readers
    /// of a long list's every value stay as they are.
    @inline(__always)
    func read<Value>(from table: String, _ make: (Self) throws(DamagedValue) -> Value) throws(DamagedValue) -> Value {
        do {
            return try make(self)
        } catch {
            let row = Column(rawValue: "id").flatMap { int($0) }.map { " of row \($0)" } ?? ""
            throw DamagedValue(column: "\(table).\(error.column)\(row)", problem: error.problem)
        }
    }

    /// An integer the column always holds.
    func requiredInt(_ column: Column) throws(DamagedValue) -> Int {
        try required(column, optionalInt(column))
    }

    /// An integer the column always holds, within `limits`.
    func requiredInt(_ column: Column, within limits: ClosedRange<Int>) throws(DamagedValue) -> Int {
        try required(column, optionalInt(column, within: limits))
    }

    /// An integer, or nil where the column holds NULL; text, a blob or a fraction is damage.
    func optionalInt(_ column: Column) throws(DamagedValue) -> Int? {
        // The kind is checked first and the value read only then: making a `SQLiteValue` of every
        // number was a good part of reading a long list.
        switch kind(column) {
        case .null: return nil
        case .integer: return Int(storedInteger(column))
        default: throw DamagedValue(column: column.name, problem: "holds \(Self.shown(value(column))), not a whole number")
        }
    }

    /// An integer within `limits`, or nil where the column holds NULL.
    func optionalInt(_ column: Column, within limits: ClosedRange<Int>) throws(DamagedValue) -> Int? {
        guard let number = try optionalInt(column) else { return nil }
        guard limits.contains(number) else {
            throw DamagedValue(column: column.name, problem: "holds \(number), not a whole number from \(limits.lowerBound) to \(limits.upperBound)")
        }
        return number
    }

    /// A page count: from 1 to `BookLimits.pages`, or nil where none is known.
    func pageCount(_ column: Column) throws(DamagedValue) -> Int? {
        try optionalInt(column, within: 1...BookLimits.pages)
    }

    /// A page reached: from 0 to `BookLimits.pages`, or nil where none is recorded.
    func page(_ column: Column) throws(DamagedValue) -> Int? {
        try optionalInt(column, within: 0...BookLimits.pages)
    }

    /// A finite number, or nil where the column holds NULL; text or a blob is damage.
    func optionalDouble(_ column: Column) throws(DamagedValue) -> Double? {
        switch kind(column) {
        case .null: return nil
        case .integer: return Double(storedInteger(column))
        case .real where storedReal(column).isFinite: return storedReal(column)
        default: throw DamagedValue(column: column.name, problem: "holds \(Self.shown(value(column))), not a number")
        }
    }

    /// A number the column always holds, finite.
    func requiredDouble(_ column: Column) throws(DamagedValue) -> Double {
        try required(column, optionalDouble(column))
    }

    /// A rating from 0 to 5, or nil where the book has none.
    func rating(_ column: Column) throws(DamagedValue) -> Double? {
        guard let rating = try optionalDouble(column) else { return nil }
        guard BookLimits.ratings.contains(rating) else {
            throw DamagedValue(column: column.name, problem: "holds \(rating), not a rating from 0 to 5")
        }
        return rating
    }

    /// Text the column always holds.
    func requiredText(_ column: Column) throws(DamagedValue) -> String {
        try required(column, string(column))
    }

    /// Text the column always holds, as UTF-8 read in place (valid until the statement moves
    /// on): for text that is compared, not kept.
    func requiredUTF8(_ column: Column) throws(DamagedValue) -> UnsafeBufferPointer<UInt8> {
        try required(column, utf8(column))
    }

    /// An instant the column always holds.
    func time(_ column: Column) throws(DamagedValue) -> TimeColumn {
        try required(column, optionalTime(column))
    }

    /// An instant, or nil where the column holds NULL (the time is not known); one outside the
    /// years 1–9999 is damage.
    func optionalTime(_ column: Column) throws(DamagedValue) -> TimeColumn? {
        guard let seconds = try optionalDouble(column) else { return nil }
        guard TimeColumn.plausibleSeconds.contains(seconds) else {
            let years = CalendarDate.years
            throw DamagedValue(
                column: column.name, problem: "holds \(seconds), not a time in the years \(years.lowerBound) to \(years.upperBound)")
        }
        return TimeColumn(seconds: seconds)
    }

    /// A calendar day stored as `2016-03-15`, or nil where the column holds NULL; any other text
    /// is damage.
    func optionalDay(_ column: Column) throws(DamagedValue) -> CalendarDate? {
        // Parsed from the bytes in place: a String per row cost more than the parsing.
        guard let text = utf8(column) else { return nil }
        guard let day = CalendarDate(parsingUTF8: text) else {
            throw DamagedValue(
                column: column.name, problem: "holds \"\(String(decoding: text, as: UTF8.self))\", not a day like 2016-03-15")
        }
        return day
    }

    /// A 0-or-1 flag the column always holds.
    func flag(_ column: Column) throws(DamagedValue) -> Bool {
        let value = try requiredInt(column)
        guard value == 0 || value == 1 else {
            throw DamagedValue(column: column.name, problem: "holds \(value), not 0 or 1")
        }
        return value == 1
    }

    /// One of a fixed set of values stored by name, such as a `BookStatus`.
    func choice<Value: RawRepresentable & CaseIterable>(_ column: Column) throws(DamagedValue) -> Value
    where Value.RawValue == String {
        guard let value: Value = try optionalChoice(column) else {
            throw DamagedValue(column: column.name, problem: "is empty")
        }
        return value
    }

    /// One of a fixed set of values stored by name, or nil where the column holds NULL.
    func optionalChoice<Value: RawRepresentable & CaseIterable>(_ column: Column) throws(DamagedValue) -> Value?
    where Value.RawValue == String {
        // Matched as bytes: a String per row and a switch over strings cost more than the rest of a list line.
        guard let text = utf8(column) else { return nil }
        for value in Value.allCases where value.rawValue.withContiguousUTF8({ Self.sameBytes($0, text) }) { return value }
        let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw DamagedValue(column: column.name, problem: "holds \"\(String(decoding: text, as: UTF8.self))\", not one of \(known)")
    }

    /// True when the two runs of bytes are the same, compared in one `memcmp`: the generic
    /// comparison went a byte at a time through a long list's every status.
    private static func sameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else { return true }
        return memcmp(firstBase, secondBase, first.count) == 0
    }

    private func required<Value>(_ column: Column, _ value: Value?) throws(DamagedValue) -> Value {
        guard let value else { throw DamagedValue(column: column.name, problem: "is empty") }
        return value
    }

    /// A stored value as a message quotes it: text cut short, a blob by its size.
    private static func shown(_ value: SQLiteValue) -> String {
        switch value {
        case .null: "nothing"
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .text(let text): "text \"\(text.count > 20 ? text.prefix(19) + "…" : text)\""
        case .blob(let bytes): "\(bytes.count) bytes of binary data"
        }
    }
}
