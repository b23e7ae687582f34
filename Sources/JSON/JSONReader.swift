import Foundation

/// A strict RFC 8259 JSON parser over UTF-8 bytes, producing a `JSONNode`. It replaces
/// `JSONSerialization` and `JSONDecoder` on the read path: those cost millions of instructions per
/// process in a static binary (Objective-C style `Any` trees and dynamic casts, Codable's runtime
/// type lookups) for what is here a single pass over a few kilobytes.
///
/// Decisions where the RFC leaves a choice: any value may be the top level; a leading UTF-8
/// byte-order mark is skipped (as `JSONSerialization` did); invalid UTF-8 inside strings is
/// refused, not repaired, so a damaged body is reported rather than shown with replacement
/// characters. By default a number that overflows a `Double` reads as no number (one odd field
/// of a catalogue's answer does not throw the whole answer away), a `\u` escape of a lone
/// surrogate becomes U+FFFD and a repeated key keeps its last value, as browsers and most parsers
/// have it; `Options.strict` refuses all three, for files only shelf writes (backups, cache entries). Containers are tracked on an explicit
/// stack, so even input nested far past the depth limit cannot exhaust the call stack.
public struct JSONReader {
    /// The default nesting limit: far deeper than any API response, shallow enough to bound memory.
    public static let defaultDepthLimit = 512

    /// What to refuse beyond the grammar of RFC 8259, which leaves both open.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// An object with the same key twice.
        public static let refusingDuplicateKeys = Options(rawValue: 1 << 0)
        /// A `\u` escape of half a surrogate pair with no other half.
        public static let refusingLoneSurrogates = Options(rawValue: 1 << 1)
        /// A number too large for a `Double` (`1e400`), which otherwise reads as infinity, a
        /// number `JSONNode` gives to no field.
        public static let refusingOverflowingNumbers = Options(rawValue: 1 << 2)
        /// All of them: for text no other program should have written, where any means damage.
        public static let strict: Options = [.refusingDuplicateKeys, .refusingLoneSurrogates, .refusingOverflowingNumbers]
    }

    /// Parses `data` as one JSON document, reading its bytes in place: a copy would add the size
    /// of the document to the peak memory of reading a large one (a 30 MB backup).
    public static func parse(
        _ data: Data, depthLimit: Int = defaultDepthLimit, options: Options = []
    ) throws(JSONReaderError) -> JSONNode {
        try parse(data, depthLimit: depthLimit, options: options, handingOver: nil)
    }

    /// Parses `bytes` as one JSON document; anything but whitespace after the value is an error.
    public static func parse(
        _ bytes: [UInt8], depthLimit: Int = defaultDepthLimit, options: Options = []
    ) throws(JSONReaderError) -> JSONNode {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONReaderError) in try parse(buffer, depthLimit, options, handingOver: nil) }
        }.get()
    }

    /// Parses `data` like `parse(_:depthLimit:)`, except that the top-level object is handed to
    /// `consume` part by part as it is read (`JSONTopLevelPart`): each element of an array that is
    /// one of its members instead of being kept (those arrays read as empty in the result), and
    /// each member once its value is complete. A large document of long lists (a backup with
    /// 200,000 records) then never exists as one tree. An error later in the document still
    /// throws, so the consumer must be able to undo what it did with the parts. A member that
    /// repeats (RFC 8259 leaves its meaning open) has each occurrence handed over, its elements
    /// each from index 0; `Options.refusingDuplicateKeys` refuses it only once the object closes.
    public static func parse(
        _ data: Data, depthLimit: Int = defaultDepthLimit, options: Options = [],
        handingOver consume: (JSONTopLevelPart) -> Void
    ) throws(JSONReaderError) -> JSONNode {
        // The consumer is only called while parsing runs; the optional the reader keeps it in is
        // what makes the closure formally escaping.
        try withoutActuallyEscaping(consume) { consume in
            Result { () throws(JSONReaderError) in
                // As an optional: the private parse, not this one again.
                try parse(data, depthLimit: depthLimit, options: options, handingOver: Optional(consume))
            }
        }.get()
    }

    private static func parse(
        _ data: Data, depthLimit: Int, options: Options, handingOver consume: ((JSONTopLevelPart) -> Void)?
    ) throws(JSONReaderError) -> JSONNode {
        try data.withUnsafeBytes { buffer in
            Result { () throws(JSONReaderError) in try parse(buffer, depthLimit, options, handingOver: consume) }
        }.get()
    }

    private static func parse(
        _ buffer: UnsafeRawBufferPointer, _ depthLimit: Int, _ options: Options,
        handingOver consume: ((JSONTopLevelPart) -> Void)?
    ) throws(JSONReaderError) -> JSONNode {
        var reader = JSONReader(bytes: buffer, depthLimit: depthLimit, options: options)
        return try reader.document(handingOver: consume)
    }

    /// An array or object whose members are still being read. An object's keys and values are
    /// collected side by side and hashed once at the end, into a dictionary of the right size.
    private struct OpenContainer {
        let isObject: Bool
        var keys: [String] = []
        /// Where each key starts, kept only when duplicates are refused (to say where).
        var keyOffsets: [Int] = []
        var values: [JSONNode] = []
        /// Elements handed to a consumer instead of being kept in `values`.
        var handedOver = 0

        /// The finished array or object; a repeated key keeps its last value unless `refusing`.
        func node(refusingDuplicateKeys refusing: Bool) throws(JSONReaderError) -> JSONNode {
            guard isObject else { return .array(values) }
            var members = [String: JSONNode](minimumCapacity: keys.count)
            for (index, (key, value)) in zip(keys, values).enumerated() {
                if members.updateValue(value, forKey: key) != nil, refusing {
                    throw .duplicateKey(key, offset: keyOffsets[index])
                }
            }
            return .object(members)
        }
    }

    /// The input, valid only while `parse` runs. A raw buffer is not bounds-checked in release
    /// builds, so every read below is guarded by `peek()` or an explicit count check (the fuzz
    /// tests run in debug builds, where the buffer does check, to hold that).
    private let bytes: UnsafeRawBufferPointer
    private let depthLimit: Int
    private let options: Options
    private var position = 0
    /// Reused for strings that need unescaping or UTF-8 checks, so each one does not allocate anew.
    private var scratch: [UInt8] = []

    private init(bytes: UnsafeRawBufferPointer, depthLimit: Int, options: Options) {
        self.bytes = bytes
        self.depthLimit = depthLimit
        self.options = options
    }

    // MARK: - Structure

    private mutating func document(handingOver consume: ((JSONTopLevelPart) -> Void)?) throws(JSONReaderError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        var open: [OpenContainer] = []
        var value: JSONNode
        reading: while true {
            // Read one value; an array or object that is not empty is opened, and its first
            // element is read on the next turn.
            skipWhitespace()
            guard let byte = peek() else { throw .unexpectedEnd(offset: position) }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard open.count < depthLimit else { throw .tooDeep(offset: position, limit: depthLimit) }
                let isObject = byte == UInt8(ascii: "{")
                position += 1
                skipWhitespace()
                if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    var container = OpenContainer(isObject: isObject)
                    if isObject { try readKey(into: &container) }
                    open.append(container)
                    continue reading
                }
            case UInt8(ascii: "\""): value = .string(try string())
            case UInt8(ascii: "t"): value = try literal("true", .bool(true))
            case UInt8(ascii: "f"): value = try literal("false", .bool(false))
            case UInt8(ascii: "n"): value = try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
            default: throw .unexpectedByte(byte, offset: position)
            }
            // Store the value in its container; then either the next member follows, or the
            // container closes and becomes the value stored one level up.
            while let top = open.indices.last {
                if top == 1, let consume, open[0].isObject, !open[1].isObject, let member = open[0].keys.last {
                    consume(.element(member: member, index: open[1].handedOver, value))
                    open[1].handedOver += 1
                } else {
                    if top == 0, let consume, open[0].isObject, let member = open[0].keys.last { consume(.member(member, value)) }
                    open[top].values.append(value)
                }
                skipWhitespace()
                guard let next = peek() else { throw .unexpectedEnd(offset: position) }
                if next == UInt8(ascii: ",") {
                    position += 1
                    if open[top].isObject { try readKey(into: &open[top]) }
                    continue reading
                }
                guard next == (open[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw .unexpectedByte(next, offset: position)
                }
                position += 1
                value = try open.removeLast().node(refusingDuplicateKeys: options.contains(.refusingDuplicateKeys))
            }
            break reading
        }
        skipWhitespace()
        guard position == bytes.count else { throw .trailingContent(offset: position) }
        return value
    }

    /// Reads the next member's key into `container`, with its place when duplicates are refused.
    private mutating func readKey(into container: inout OpenContainer) throws(JSONReaderError) {
        skipWhitespace()
        if options.contains(.refusingDuplicateKeys) { container.keyOffsets.append(position) }
        container.keys.append(try memberKey())
    }

    /// `"key" :` before an object member's value.
    private mutating func memberKey() throws(JSONReaderError) -> String {
        skipWhitespace()
        guard let byte = peek() else { throw .unexpectedEnd(offset: position) }
        guard byte == UInt8(ascii: "\"") else { throw .unexpectedByte(byte, offset: position) }
        let key = try string()
        skipWhitespace()
        guard let colon = peek() else { throw .unexpectedEnd(offset: position) }
        guard colon == UInt8(ascii: ":") else { throw .unexpectedByte(colon, offset: position) }
        position += 1
        return key
    }

    private mutating func literal(_ word: String, _ value: JSONNode) throws(JSONReaderError) -> JSONNode {
        for byte in word.utf8 {
            guard let actual = peek() else { throw .unexpectedEnd(offset: position) }
            guard actual == byte else { throw .unexpectedByte(actual, offset: position) }
            position += 1
        }
        return value
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), Self.isWhitespace(byte) {
            position += 1
        }
    }

    /// The four bytes RFC 8259 allows between tokens.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    // MARK: - Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing more: `01`, `1.`, `.5`
    /// and `+1` are refused.
    private mutating func number() throws(JSONReaderError) -> Double {
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw .invalidNumber(offset: start) }
        position += 1
        if first == UInt8(ascii: "0") {
            if let next = peek(), Self.isDigit(next) { throw .invalidNumber(offset: start) }
        } else {
            skipDigits()
        }
        let integerEnd = position
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard skipRequiredDigits() else { throw .invalidNumber(offset: start) }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard skipRequiredDigits() else { throw .invalidNumber(offset: start) }
        }
        let digitsStart = negative ? start + 1 : start
        // Whole numbers of up to 15 digits are below 2^53, so summing them in an Int is exact and
        // cannot overflow; everything else goes to the standard library's correctly rounded parser.
        if position == integerEnd, integerEnd - digitsStart <= 15 {
            var magnitude = 0
            for byte in bytes[digitsStart..<integerEnd] { magnitude = magnitude * 10 + Int(byte &- UInt8(ascii: "0")) }
            return negative ? -Double(magnitude) : Double(magnitude)
        }
        // The grammar is checked, so `Double` reads the text; past its range, as an infinity.
        let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) ?? .infinity
        if !value.isFinite, options.contains(.refusingOverflowingNumbers) { throw .numberOutOfRange(offset: start) }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { position += 1 }
    }

    /// Skips one or more digits; false when there is none.
    private mutating func skipRequiredDigits() -> Bool {
        guard let byte = peek(), Self.isDigit(byte) else { return false }
        skipDigits()
        return true
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote. Runs of plain bytes are checked in place and
    /// copied in one piece; only a string with escapes is assembled in `scratch`, and a string
    /// without any (the common case) becomes a `String` straight from the input.
    private mutating func string() throws(JSONReaderError) -> String {
        position += 1
        var runStart = position
        var assembling = false
        while true {
            while let byte = peek(), byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\""), (0x20..<0x80).contains(byte) {
                position += 1
            }
            guard let byte = peek() else { throw .unexpectedEnd(offset: position) }
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                // The input is validated UTF-8 by now and scratch holds only such runs and encoded
                // escapes, so decoding repairs nothing.
                if assembling {
                    scratch.append(contentsOf: bytes[runStart..<position])
                    text = String(decoding: scratch, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[runStart..<position], as: UTF8.self)
                }
                position += 1
                return text
            case UInt8(ascii: "\\"):
                if !assembling {
                    scratch.removeAll(keepingCapacity: true)
                    assembling = true
                }
                scratch.append(contentsOf: bytes[runStart..<position])
                try escape()
                runStart = position
            case 0x80...: try skipUTF8Sequence()
            default: throw .controlCharacter(offset: position)
            }
        }
    }

    private mutating func escape() throws(JSONReaderError) {
        let start = position
        position += 1
        guard let code = peek() else { throw .unexpectedEnd(offset: position) }
        position += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(code)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            guard position + 4 <= bytes.count else { throw .unexpectedEnd(offset: bytes.count) }
            guard let unit = hexQuad(at: position) else { throw .invalidEscape(offset: start) }
            position += 4
            appendUTF8(try scalar(startingWith: unit, escapeAt: start))
        default: throw .invalidEscape(offset: start)
        }
    }

    /// The scalar of a `\u` escape whose unit is `unit`: a high surrogate combines with a `\u` low
    /// surrogate right after it (which is then consumed); any other surrogate is U+FFFD, or
    /// refused with the offset of its escape when lone surrogates are.
    private mutating func scalar(startingWith unit: UInt32, escapeAt start: Int) throws(JSONReaderError) -> UInt32 {
        switch unit {
        case 0xD800...0xDBFF:
            if position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u"), let low = hexQuad(at: position + 2),
                (0xDC00...0xDFFF).contains(low)
            {
                position += 6
                return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
        case 0xDC00...0xDFFF: break
        default: return unit
        }
        if options.contains(.refusingLoneSurrogates) { throw .loneSurrogate(offset: start) }
        return 0xFFFD
    }

    /// The value of four hex digits at `offset`; the caller has checked they are in bounds.
    private func hexQuad(at offset: Int) -> UInt32? {
        var value: UInt32 = 0
        for byte in bytes[offset..<(offset + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(scalar >> 6))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(scalar >> 12))
            scratch.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(scalar >> 18))
            scratch.append(0x80 | UInt8(scalar >> 12 & 0x3F))
            scratch.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        }
    }

    /// Steps over one well-formed UTF-8 sequence (Unicode 15, table 3-7: no overlong forms, no
    /// surrogates, nothing above U+10FFFF) or refuses it.
    private mutating func skipUTF8Sequence() throws(JSONReaderError) {
        let start = position
        let lead = bytes[start]
        let continuationCount: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: continuationCount = 1
        case 0xE0: continuationCount = 2; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2
        case 0xED: continuationCount = 2; second = 0x80...0x9F
        case 0xF0: continuationCount = 3; second = 0x90...0xBF
        case 0xF1...0xF3: continuationCount = 3
        case 0xF4: continuationCount = 3; second = 0x80...0x8F
        default: throw .invalidUTF8(offset: start)
        }
        guard start + continuationCount < bytes.count else { throw .invalidUTF8(offset: start) }
        for index in (start + 1)...(start + continuationCount) {
            let allowed = index == start + 1 ? second : 0x80...0xBF
            guard allowed.contains(bytes[index]) else { throw .invalidUTF8(offset: start) }
        }
        position = start + continuationCount + 1
    }
}
