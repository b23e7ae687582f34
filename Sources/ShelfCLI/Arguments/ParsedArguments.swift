import Essentials
import Foundation

/// A command line split into positional arguments, option values and flags, checked against
/// the command's spec.
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
                throw .usage("unknown option --\(name) for `\(spec.invocation)`", spec: spec)
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
                let names = spec.positionalNames
                problem = names.indices.contains(positionals.count) ? "missing \(names[positionals.count])" : "missing argument"
            } else {
                problem = "unexpected argument \"\(positionals[spec.positionals.upperBound])\""
            }
            throw .usage(problem, spec: spec)
        }
    }

    /// True when a flag was given.
    func has(_ name: String) -> Bool { values[name] != nil }

    /// The value of a single-valued option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The value parsed as a whole number, or an error naming the option.
    func integer(_ name: String) throws(CLIError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(Whitespace.trimmed(text, newlines: false)) else {
            throw .failure("--\(name) takes a whole number, not \"\(text)\" — for example --\(name) 10")
        }
        return number
    }
}
