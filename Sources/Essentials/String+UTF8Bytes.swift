/// Reaching a string's UTF-8 bytes without copying them, for output built as bytes (tables, JSON)
/// and for byte-level checks on text.
extension String {
    /// Appends the text's UTF-8 bytes to `bytes` in one copy.
    @inlinable public func appendUTF8(to bytes: inout [UInt8]) {
        withContiguousUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Runs `body` on the text's UTF-8 bytes without copying them when the string stores them
    /// contiguously (native strings do), and on a copy otherwise. Inlinable, so each caller gets
    /// it specialized for its result type: called generically, every call asked the runtime for
    /// the metadata of `Result?`, a third of the cost of printing a long table.
    @inlinable public func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
