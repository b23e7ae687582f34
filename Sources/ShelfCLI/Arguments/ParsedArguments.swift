import Foundation

/// A command line split into positional words and the values of each option, checked against the
/// command's spec: the first step of `CommandDeclaration.parse`, which reads the words into the
/// command's properties.
struct ParsedArguments {
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]

    /// Parses `arguments` (after the command name). `--name value`, `--name=value` and flags are
    /// recognised; `--` ends options; a lone `-` or a negative number is positional.
    init(_ arguments: [String], spec: CommandSpec) throws(CLIError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // `-x` is a short option shelf does not have; `-5` and a lone `-` stay positional.
            if !optionsEnded, argument.count > 1, argument.hasPrefix("-"), !argument.hasPrefix("--"),
                argument.dropFirst().first?.isLetter == true
            {
                throw .usage("unknown option \(argument) — options are spelled out, like --json", spec: spec)
            }
            if optionsEnded || !argument.hasPrefix("--") || argument == "--" {
                if argument == "--" && !optionsEnded {
                    optionsEnded = true
                } else {
                    positionals.append(argument)
                }
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.option(named: name) else {
                let suggestion = ChoiceText.didYouMean(name, among: spec.options.map(\.name) + GlobalOptions.names) { "--\($0)" }
                throw .usage("unknown option --\(name) for `\(spec.invocation)`\(suggestion)", spec: spec)
            }
            let value: String
            if option.valueName == nil {
                guard inlineValue == nil else {
                    throw .usage("--\(name) takes no value", spec: spec)
                }
                value = ""
            } else if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw .usage("--\(name) needs a value (\(option.valueName ?? "VALUE"))", spec: spec)
                }
                value = arguments[index]
                index += 1
                // `--title --pages 300` forgot the title: the next word is one of this command's
                // options, and taking it as the value would store "--pages" as a title.
                if value.hasPrefix("--"), spec.option(named: String(value.dropFirst(2).prefix { $0 != "=" })) != nil {
                    throw .usage(
                        "--\(name) needs a value (\(option.valueName ?? "VALUE")) before \(value) — write --\(name)=\(value) if that is the value",
                        spec: spec)
                }
            }
            if !option.repeatable, values[name] != nil {
                throw .usage("--\(name) was given twice", spec: spec)
            }
            values[name, default: []].append(value)
        }
        guard spec.positionals.contains(positionals.count) else {
            let problem: String
            if positionals.count < spec.positionals.lowerBound {
                let required = spec.arguments.filter { !$0.isOptional }
                problem = required.indices.contains(positionals.count) ? "missing \(required[positionals.count].name)" : "missing argument"
            } else {
                problem = "unexpected argument \"\(positionals[spec.positionals.upperBound])\""
            }
            throw .usage(problem, spec: spec)
        }
    }

    /// Every value given for the option called `name`, in order (an empty string for each time a
    /// flag was given); empty when it was not given.
    func values(of name: String) -> [String] { values[name] ?? [] }
}
