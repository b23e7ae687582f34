import Foundation

/// A value shared between a waiting thread and a callback or reader thread, guarded by a lock.
/// Public because both transports (here and in shelf-fetch) hand results across threads.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // Unchecked Sendable: `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value: Value

    /// Makes a box holding `value`.
    public init(_ value: Value) { self.value = value }

    /// The current value.
    public func get() -> Value { lock.withLock { value } }

    /// Replaces the value.
    public func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
