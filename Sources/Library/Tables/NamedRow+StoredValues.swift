import Foundation
internal import SQLiteStore

/// The library's values read from a row by column name, each checked against the rule the
/// library writes it by: a value the column must hold is never NULL, and text standing for a
/// status, outcome or field is one the library knows. Anything else is a `DamagedValue`.
extension NamedRow where Column: ColumnName {
    /// An integer the column always holds.
    func requiredInt(_ column: Column) throws(DamagedValue) -> Int {
        try required(column, int(column))
    }

    /// A number the column always holds.
    func requiredDouble(_ column: Column) throws(DamagedValue) -> Double {
        try required(column, double(column))
    }

    /// Text the column always holds.
    func requiredText(_ column: Column) throws(DamagedValue) -> String {
        try required(column, string(column))
    }

    /// An instant the column always holds.
    func time(_ column: Column) throws(DamagedValue) -> TimeColumn {
        TimeColumn(seconds: try requiredDouble(column))
    }

    /// An instant, or nil where the column holds NULL (the time is not known).
    func optionalTime(_ column: Column) -> TimeColumn? {
        double(column).map(TimeColumn.init(seconds:))
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
        guard let text = string(column) else { return nil }
        guard let value = Value(rawValue: text) else {
            let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw DamagedValue(column: column.name, problem: "holds \"\(text)\", not one of \(known)")
        }
        return value
    }

    private func required<Value>(_ column: Column, _ value: Value?) throws(DamagedValue) -> Value {
        guard let value else { throw DamagedValue(column: column.name, problem: "is empty") }
        return value
    }
}
