/// The options every command takes, anywhere before `--`: `--offline`, `--color[=WHEN]` and
/// `--no-pager`. After `--` the same words are what the user means (a title, a search).
struct GlobalOptions {
    /// Only the cache, never the network.
    var offline = false
    /// When to colour; bare `--color` is `always`, as in git.
    var color = ColorChoice.auto
    /// False with `--no-pager`.
    var paging = true
    /// The command line without the global options.
    var remaining: [String] = []

    /// Their names without dashes, for "did you mean" wherever an option is mistyped.
    static let names = ["offline", "color", "no-pager"]

    init(_ arguments: [String]) throws(CLIError) {
        let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
        for argument in arguments[..<optionsEnd] {
            switch argument {
            case "--offline":
                offline = true
            case "--no-pager":
                paging = false
            case "--color":
                color = .always
            case _ where argument.hasPrefix("--color="):
                let value = argument.dropFirst("--color=".count)
                guard let choice = ColorChoice(rawValue: String(value)) else {
                    throw .usage("--color is auto, always or never, not \(String(value).quotedInMessage)", spec: nil)
                }
                color = choice
            default:
                remaining.append(argument)
            }
        }
        remaining += arguments[optionsEnd...]
    }
}
