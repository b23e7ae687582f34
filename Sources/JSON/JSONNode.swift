/// One JSON value as `JSONReader` produces it: a plain enum rather than Foundation's `Any` tree,
/// so reading a field is a switch instead of a dynamic cast (which in a static binary scans every
/// protocol conformance record on first use).
public enum JSONNode: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as the nearest `Double`: integers are exact up to 2^53, far beyond any count,
    /// status or age the APIs send. One too large for a `Double` is infinite (see `JSONReader`).
    case number(Double)
    /// A string, with its escapes resolved.
    case string(String)
    /// An array, in document order.
    case array([JSONNode])
    /// An object; when a key appears twice, the last value wins.
    case object([String: JSONNode])

    /// The member named `key` of an object; nil when this is not an object or has no such member.
    /// Lets callers chain lookups (`record["volumeInfo"]?["title"]`) without casting.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The text of a string; nil for every other kind of value.
    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The number; nil for every other kind of value (a numeric string is not a number), and for
    /// a number too large for a `Double`, which no field can use.
    public var doubleValue: Double? {
        guard case .number(let number) = self, number.isFinite else { return nil }
        return number
    }

    /// The number when it is a whole number that fits `Int` (so `300` and `300.0` and `3e2` are
    /// 300, but `300.5` and `true` are nil).
    public var intValue: Int? {
        doubleValue.flatMap { Int(exactly: $0) }
    }

    /// The number when it is a whole number below 2^53 either way, where every whole number has
    /// a `Double` of its own: past it `-9223372036854775809` reads as `Int.min` and 2^53 + 1 as
    /// 2^53, so a count read from there could be another count than the one written.
    public var exactIntValue: Int? {
        guard let number = doubleValue, abs(number) < 9_007_199_254_740_992 else { return nil }
        return Int(exactly: number)
    }

    /// The elements of an array; nil for every other kind of value.
    public var arrayValue: [JSONNode]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The members of an object; nil for every other kind of value.
    public var objectValue: [String: JSONNode]? {
        guard case .object(let members) = self else { return nil }
        return members
    }
}
