/// Somewhere a console's bytes go: standard output or error in the program, a buffer in tests.
/// Sendable, as network notes reach stderr from the network manager's callback.
protocol OutputSink: AnyObject, Sendable {
    /// Writes all of `bytes`, or throws why it could not (a full disk, a closed pipe).
    func write(_ bytes: [UInt8]) throws(OutputError)
}

extension OutputSink {
    /// Writes `text` and a line break, dropping a failure: for stderr, where a report of it would go.
    func line(_ text: String) {
        try? write(Array((text + "\n").utf8))
    }
}
