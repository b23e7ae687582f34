/// When shelf colours its output, as `--color=auto|always|never` chooses, git's way.
enum ColorChoice: String, CaseIterable {
    /// Colour on a terminal, unless the environment says otherwise.
    case auto
    case always
    case never

    /// Whether to colour: `always` and `never` are the reader's word on this command line; for
    /// `auto`, a non-empty `NO_COLOR` turns colour off, then `CLICOLOR_FORCE` (set and not `0`)
    /// turns it on even when piped, and otherwise a terminal that is not `TERM=dumb` has it.
    func usesColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
            return outputIsTerminal && environment["TERM"] != "dumb"
        }
    }
}
