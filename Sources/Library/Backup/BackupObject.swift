internal import JSON

/// One object of a backup as `JSONReader` read it, with typed field readers that refuse a value
/// in the words `BackupError` uses: "missing", "null where a value is needed", "not text" and so on.
///
/// Errors are thrown with the path relative to this object (`title`, `progress[3].at`); each
/// enclosing reader prefixes its own key or index as the error passes, so the path of a deep
/// value is only assembled when something is wrong, never for the 200,000 that are fine.
/// Fields are looked up by name, so neither member order nor unknown members matter, as with
/// the `JSONDecoder` this replaced.
struct BackupObject {
    private let members: [String: JSONNode]

    /// Nil when `node` is not an object.
    init?(_ node: JSONNode) {
        guard let members = node.objectValue else { return nil }
        self.members = members
    }

    func text(_ key: String) throws(BackupError) -> String { try required(key, Self.text) }
    func optionalText(_ key: String) throws(BackupError) -> String? { try optional(key, Self.text) }
    func texts(_ key: String) throws(BackupError) -> [String] {
        try required(key) { (node: JSONNode) throws(BackupError) in try Self.elements(of: node, Self.text) }
    }
    func int(_ key: String) throws(BackupError) -> Int { try required(key, Self.int) }
    func optionalInt(_ key: String) throws(BackupError) -> Int? { try optional(key, Self.int) }
    func double(_ key: String) throws(BackupError) -> Double { try required(key, Self.double) }
    func optionalDouble(_ key: String) throws(BackupError) -> Double? { try optional(key, Self.double) }
    func bool(_ key: String) throws(BackupError) -> Bool { try required(key, Self.bool) }
    func time(_ key: String) throws(BackupError) -> BackupTime { try required(key, BackupTime.init(json:)) }
    func optionalTime(_ key: String) throws(BackupError) -> BackupTime? { try optional(key, BackupTime.init(json:)) }

    /// A value stored by its raw text, such as a book's status.
    func choice<Choice: RawRepresentable & CaseIterable & Sendable>(_ key: String) throws(BackupError) -> Choice
    where Choice.RawValue == String {
        try required(key, Self.choice)
    }

    func optionalChoice<Choice: RawRepresentable & CaseIterable & Sendable>(_ key: String) throws(BackupError) -> Choice?
    where Choice.RawValue == String {
        try optional(key, Self.choice)
    }

    /// A list of records, each read from its object by `read`.
    func records<Record>(_ key: String, _ read: (BackupObject) throws(BackupError) -> Record) throws(BackupError) -> [Record] {
        try required(key) { (node: JSONNode) throws(BackupError) in
            try Self.elements(of: node) { (element: JSONNode) throws(BackupError) in try Self.record(element, read) }
        }
    }

    /// A list of records that older backups may lack: nil when absent or null.
    func optionalRecords<Record>(_ key: String, _ read: (BackupObject) throws(BackupError) -> Record) throws(BackupError) -> [Record]? {
        try optional(key) { (node: JSONNode) throws(BackupError) in
            try Self.elements(of: node) { (element: JSONNode) throws(BackupError) in try Self.record(element, read) }
        }
    }

    /// Checks that `key` holds a list, without reading its elements (they were read elsewhere).
    func checkList(_ key: String) throws(BackupError) {
        _ = try required(key) { (node: JSONNode) throws(BackupError) in try Self.elements(of: node) { _ in () } }
    }

    /// One record of a list: an object (not null, not a scalar) read by `read`.
    static func record<Record>(_ element: JSONNode, _ read: (BackupObject) throws(BackupError) -> Record) throws(BackupError) -> Record {
        try nonNull(element) { (element: JSONNode) throws(BackupError) in
            // JSONDecoder's wording for a record that is not an object, kept.
            guard let object = BackupObject(element) else {
                throw .invalidContent(path: "", problem: "not the expected kind of value")
            }
            return try read(object)
        }
    }

    // MARK: - Presence

    private func required<Value>(_ key: String, _ read: (JSONNode) throws(BackupError) -> Value) throws(BackupError) -> Value {
        guard let node = members[key] else { throw .invalidContent(path: key, problem: "missing") }
        do {
            return try Self.nonNull(node, read)
        } catch {
            throw error.inside(key)
        }
    }

    /// Absent and null both read as nil.
    private func optional<Value>(_ key: String, _ read: (JSONNode) throws(BackupError) -> Value) throws(BackupError) -> Value? {
        guard let node = members[key], node != .null else { return nil }
        do {
            return try read(node)
        } catch {
            throw error.inside(key)
        }
    }

    private static func nonNull<Value>(_ node: JSONNode, _ read: (JSONNode) throws(BackupError) -> Value) throws(BackupError) -> Value {
        if case .null = node { throw .invalidContent(path: "", problem: "null where a value is needed") }
        return try read(node)
    }

    // MARK: - Kinds of value

    private static func text(_ node: JSONNode) throws(BackupError) -> String {
        guard let text = node.stringValue else { throw .invalidContent(path: "", problem: "not text") }
        return text
    }

    /// A whole number in `Int` range: `1.5`, `1e300` and `9223372036854775808` are "not a number"
    /// for a field that counts, rather than being rounded (or trapping in `Int(_:)`).
    private static func int(_ node: JSONNode) throws(BackupError) -> Int {
        guard let number = node.intValue else { throw .invalidContent(path: "", problem: "not a number") }
        return number
    }

    private static func double(_ node: JSONNode) throws(BackupError) -> Double {
        guard let number = node.doubleValue else { throw .invalidContent(path: "", problem: "not a number") }
        return number
    }

    /// Only `true` and `false`: like JSONDecoder, a 0 or 1 is refused.
    private static func bool(_ node: JSONNode) throws(BackupError) -> Bool {
        guard case .bool(let value) = node else { throw .invalidContent(path: "", problem: "not true or false") }
        return value
    }

    private static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(_ node: JSONNode) throws(BackupError) -> Choice
    where Choice.RawValue == String {
        let raw = try text(node)
        guard let value = Choice(rawValue: raw) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidContent(path: "", problem: "\"\(raw)\" is not one of \(allowed)")
        }
        return value
    }

    /// Every element of a list read by `read`, none of them null; an element's error names its index.
    private static func elements<Element>(
        of node: JSONNode, _ read: (JSONNode) throws(BackupError) -> Element
    ) throws(BackupError) -> [Element] {
        guard let elements = node.arrayValue else { throw .invalidContent(path: "", problem: "not a list") }
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
