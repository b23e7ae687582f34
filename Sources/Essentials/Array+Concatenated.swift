extension Array where Element == String {
    /// The strings one after another with `separator` between them, as `joined(separator:)`
    /// makes them. Concrete on purpose: the standard library's `joined(separator:)` is reached
    /// through its generic entry point, whose first call in a process has the runtime search
    /// every protocol conformance for the array's element (0.23 M instructions, a short
    /// command's 2 %).
    public func concatenated(separator: String = "") -> String {
        var result = ""
        for (index, text) in enumerated() {
            if index > 0 { result += separator }
            result += text
        }
        return result
    }
}
