/// The members of one JSON object with typed readers that refuse a wrong value in words a
/// message can quote: "missing", "null where a value is needed", "not text", "not a number",
/// "not true or false", "not a list". Backups, cache entries and the helper's messages are read
/// with it strictly; API answers, where any field may be missing or odd, read it with `try?`.
///
/// Fields are looked up by name, so neither member order nor unknown members matter. Errors name
/// the path relative to this object (`title`, `progress[3].at`); see `JSONFieldError`.
public struct JSONFields: Sendable {
    private let members: [String: JSONNode]

    /// Nil when `node` is not an object.
    public init?(_ node: JSONNode) {
        guard let members = node.objectValue else { return nil }
        self.members = members
    }

    /// The member named `key`, as it is.
    public subscript(key: String) -> JSONNode? { members[key] }

    /// The names of the members, in no particular order.
    public var keys: Dictionary<String, JSONNode>.Keys { members.keys }

    /// Text.
    public func text(_ key: String) throws(JSONFieldError) -> String { try required(key, Self.text) }
    /// Text, or nil when absent or null.
    public func optionalText(_ key: String) throws(JSONFieldError) -> String? { try optional(key, Self.text) }
    /// A list of texts, none of them null.
    public func texts(_ key: String) throws(JSONFieldError) -> [String] {
        try required(key) { (node: JSONNode) throws(JSONFieldError) in try Self.elements(of: node, Self.text) }
    }
    /// A whole number (`Self.int`).
    public func int(_ key: String) throws(JSONFieldError) -> Int { try required(key, Self.int) }
    /// A whole number within `limits`; one outside is refused with the limits.
    public func int(_ key: String, within limits: ClosedRange<Int>) throws(JSONFieldError) -> Int {
        try required(key) { (node: JSONNode) throws(JSONFieldError) in try Self.checked(Self.int(node), within: limits) }
    }
    /// A whole number no less than `minimum`.
    public func int(_ key: String, atLeast minimum: Int) throws(JSONFieldError) -> Int {
        try required(key) { (node: JSONNode) throws(JSONFieldError) in try Self.checked(Self.int(node), atLeast: minimum) }
    }
    /// A whole number no less than `minimum`, or nil when absent or null.
    public func optionalInt(_ key: String, atLeast minimum: Int) throws(JSONFieldError) -> Int? {
        try optional(key) { (node: JSONNode) throws(JSONFieldError) in try Self.checked(Self.int(node), atLeast: minimum) }
    }
    /// A whole number, or nil when absent or null.
    public func optionalInt(_ key: String) throws(JSONFieldError) -> Int? { try optional(key, Self.int) }
    /// A whole number within `limits`, or nil when absent or null; one outside is refused with
    /// the limits, so the message says what would be accepted.
    public func optionalInt(_ key: String, within limits: ClosedRange<Int>) throws(JSONFieldError) -> Int? {
        try optional(key) { (node: JSONNode) throws(JSONFieldError) in try Self.checked(Self.int(node), within: limits) }
    }
    /// A number.
    public func double(_ key: String) throws(JSONFieldError) -> Double { try required(key, Self.double) }
    /// A number, or nil when absent or null.
    public func optionalDouble(_ key: String) throws(JSONFieldError) -> Double? { try optional(key, Self.double) }
    /// A finite number of at least `minimum`, or nil when absent or null.
    public func optionalDouble(_ key: String, atLeast minimum: Double) throws(JSONFieldError) -> Double? {
        try optional(key) { (node: JSONNode) throws(JSONFieldError) in
            let number = try Self.double(node)
            guard number.isFinite else { throw JSONFieldError("not a finite number") }
            return try Self.checked(number, atLeast: minimum)
        }
    }
    /// A number within `limits`, or nil when absent or null.
    public func optionalDouble(_ key: String, within limits: ClosedRange<Double>) throws(JSONFieldError) -> Double? {
        try optional(key) { (node: JSONNode) throws(JSONFieldError) in try Self.checked(Self.double(node), within: limits) }
    }
    /// `true` or `false`.
    public func bool(_ key: String) throws(JSONFieldError) -> Bool { try required(key, Self.bool) }
    /// `true` or `false`, or nil when absent or null.
    public func optionalBool(_ key: String) throws(JSONFieldError) -> Bool? { try optional(key, Self.bool) }

    /// A value stored by its raw text, such as a book's status.
    public func choice<Choice: RawRepresentable & CaseIterable & SendableMetatype>(_ key: String) throws(JSONFieldError) -> Choice
    where Choice.RawValue == String {
        try required(key, Self.choice)
    }

    /// A value stored by its raw text, or nil when absent or null.
    public func optionalChoice<Choice: RawRepresentable & CaseIterable & SendableMetatype>(_ key: String) throws(JSONFieldError) -> Choice?
    where Choice.RawValue == String {
        try optional(key, Self.choice)
    }

    /// A value of a kind of the caller's, read by `read` (which throws with an empty path).
    public func value<Value>(_ key: String, _ read: (JSONNode) throws(JSONFieldError) -> Value) throws(JSONFieldError) -> Value {
        try required(key, read)
    }

    /// A value of a kind of the caller's, or nil when absent or null.
    public func optionalValue<Value>(
        _ key: String, _ read: (JSONNode) throws(JSONFieldError) -> Value
    ) throws(JSONFieldError) -> Value? {
        try optional(key, read)
    }

    /// A list of records, each read from its object by `read`.
    public func records<Record>(
        _ key: String, _ read: (JSONFields) throws(JSONFieldError) -> Record
    ) throws(JSONFieldError) -> [Record] {
        try required(key) { (node: JSONNode) throws(JSONFieldError) in try Self.records(of: node, read) }
    }

    /// A list of records that may be absent (older files lack it): nil when absent or null.
    public func optionalRecords<Record>(
        _ key: String, _ read: (JSONFields) throws(JSONFieldError) -> Record
    ) throws(JSONFieldError) -> [Record]? {
        try optional(key) { (node: JSONNode) throws(JSONFieldError) in try Self.records(of: node, read) }
    }

    /// The elements of a list, as they are.
    public func list(_ key: String) throws(JSONFieldError) -> [JSONNode] {
        try required(key) { (node: JSONNode) throws(JSONFieldError) in try Self.elements(of: node) { $0 } }
    }

    /// The elements of a list that may be absent (older files lack it), as they are: nil when
    /// absent or null.
    public func optionalList(_ key: String) throws(JSONFieldError) -> [JSONNode]? {
        try optional(key) { (node: JSONNode) throws(JSONFieldError) in try Self.elements(of: node) { $0 } }
    }

    /// Every element of the list `node`, each an object read by `read`.
    public static func records<Record>(
        of node: JSONNode, _ read: (JSONFields) throws(JSONFieldError) -> Record
    ) throws(JSONFieldError) -> [Record] {
        try elements(of: node) { (element: JSONNode) throws(JSONFieldError) in try record(element, read) }
    }

    /// One record: an object (not null, not a scalar) read by `read`.
    public static func record<Record>(
        _ node: JSONNode, _ read: (JSONFields) throws(JSONFieldError) -> Record
    ) throws(JSONFieldError) -> Record {
        try nonNull(node) { (node: JSONNode) throws(JSONFieldError) in
            guard let object = JSONFields(node) else { throw JSONFieldError("not the expected kind of value") }
            return try read(object)
        }
    }

    // MARK: - Presence

    private func required<Value>(_ key: String, _ read: (JSONNode) throws(JSONFieldError) -> Value) throws(JSONFieldError) -> Value {
        guard let node = members[key] else { throw JSONFieldError(path: key, "missing") }
        do {
            return try Self.nonNull(node, read)
        } catch {
            throw error.inside(key)
        }
    }

    /// Absent and null both read as nil.
    private func optional<Value>(_ key: String, _ read: (JSONNode) throws(JSONFieldError) -> Value) throws(JSONFieldError) -> Value? {
        guard let node = members[key], node != .null else { return nil }
        do {
            return try read(node)
        } catch {
            throw error.inside(key)
        }
    }

    /// `value` when it is `minimum` or more.
    private static func checked<Value: Comparable>(_ value: Value, atLeast minimum: Value) throws(JSONFieldError) -> Value {
        guard value >= minimum else { throw JSONFieldError("\(value) is less than \(minimum)") }
        return value
    }

    private static func checked<Value: Comparable>(_ value: Value, within limits: ClosedRange<Value>) throws(JSONFieldError) -> Value {
        guard limits.contains(value) else {
            throw JSONFieldError("\(value) is not between \(limits.lowerBound) and \(limits.upperBound)")
        }
        return value
    }

    private static func nonNull<Value>(_ node: JSONNode, _ read: (JSONNode) throws(JSONFieldError) -> Value) throws(JSONFieldError) -> Value {
        if case .null = node { throw JSONFieldError("null where a value is needed") }
        return try read(node)
    }

    // MARK: - Kinds of value

    /// Text; anything else is "not text".
    public static func text(_ node: JSONNode) throws(JSONFieldError) -> String {
        guard let text = node.stringValue else { throw JSONFieldError("not text") }
        return text
    }

    /// A whole number (`JSONNode.exactIntValue`): `1.5` is "not a whole number", and `1e300` or
    /// `-9223372036854775809` (which a `Double` cannot tell from `Int.min`) are out of range,
    /// rather than being rounded or trapping in `Int(_:)`.
    public static func int(_ node: JSONNode) throws(JSONFieldError) -> Int {
        guard let number = node.doubleValue else { throw JSONFieldError("not a number") }
        guard let whole = node.exactIntValue else {
            guard number.isFinite, number.rounded() == number else { throw JSONFieldError("not a whole number") }
            throw JSONFieldError("\(number < 0 ? "too small" : "too large") (whole numbers run from -\(exactLimit) to \(exactLimit))")
        }
        return whole
    }

    /// The largest whole number a JSON number is read exactly as (2^53 - 1), the bound of
    /// `JSONNode.exactIntValue`.
    private static let exactLimit = 9_007_199_254_740_991

    /// A number; anything else is "not a number".
    public static func double(_ node: JSONNode) throws(JSONFieldError) -> Double {
        guard let number = node.doubleValue else { throw JSONFieldError("not a number") }
        return number
    }

    /// Only `true` and `false`: a 0 or 1 is refused.
    private static func bool(_ node: JSONNode) throws(JSONFieldError) -> Bool {
        guard case .bool(let value) = node else { throw JSONFieldError("not true or false") }
        return value
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode) throws(JSONFieldError) -> Choice
    where Choice.RawValue == String {
        let raw = try text(node)
        guard let value = Choice(rawValue: raw) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONFieldError("\"\(raw)\" is not one of \(allowed)")
        }
        return value
    }

    /// Every element of a list read by `read`, none of them null; an element's error names its index.
    private static func elements<Element>(
        of node: JSONNode, _ read: (JSONNode) throws(JSONFieldError) -> Element
    ) throws(JSONFieldError) -> [Element] {
        guard let elements = node.arrayValue else { throw JSONFieldError("not a list") }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try nonNull(element, read))
            } catch {
                throw error.inside("[\(index)]")
            }
        }
        return result
    }
}
