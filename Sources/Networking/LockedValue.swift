import Foundation

/// A value shared between a waiting thread and a URLSession callback, guarded by a lock.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }

    func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
