/// The Swift side of an SQL function defined by `Connection.defineFunction(named:_:)`, kept
/// alive by SQLite for as long as the function is defined.
final class IntegerFunction {
    let value: () -> Int?

    init(_ value: @escaping () -> Int?) {
        self.value = value
    }
}
