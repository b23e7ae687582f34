/// One option of a command, declared once: its name, its value's placeholder and completion, its
/// help, and the property of the command it fills. The property is named by a key path, so a
/// misspelt one does not compile.
struct OptionDeclaration<Command>: Sendable {
    let spec: CommandSpec.Option
    /// Stores the values given (each occurrence, in order) into the command.
    let fill: @Sendable (inout Command, [String]) throws(CLIError) -> Void

    /// A flag, true when given: `--json`.
    static func flag(_ name: String, _ property: WritableKeyPath<Command, Bool> & Sendable, help: String) -> Self {
        Self(spec: .init(name: name, help: help)) { command, _ in command[keyPath: property] = true }
    }

    /// An option taking one value of type `Value`: `--pages 412`, `--mode choice`. A type with
    /// fixed values shows them as the placeholder (`--mode flashcards|choice|fill|mixed`) unless
    /// `valueName` is given.
    static func value<Value: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<Command, Value?> & Sendable, valueName: String? = nil, help: String,
        completion: ValueCompletion? = nil
    ) -> Self {
        let fixed = Value.fixedValues
        return Self(
            spec: .init(
                name: name, valueName: valueName ?? (fixed.isEmpty ? "VALUE" : fixed.joined(separator: "|")), help: help,
                completion: completion ?? (fixed.isEmpty ? .none : .fixed(fixed)))
        ) { command, values throws(CLIError) in
            guard let text = values.last else { return }
            command[keyPath: property] = try Value(argument: text, name: "--\(name)")
        }
    }

    /// An option that may be given several times, each value kept in order: `--author A --author B`.
    static func values<Value: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<Command, [Value]> & Sendable, valueName: String, help: String,
        completion: ValueCompletion? = nil
    ) -> Self {
        let fixed = Value.fixedValues
        return Self(
            spec: .init(
                name: name, valueName: valueName, help: help, repeatable: true,
                completion: completion ?? (fixed.isEmpty ? .none : .fixed(fixed)))
        ) { command, values throws(CLIError) in
            var read: [Value] = []
            for text in values { read.append(try Value(argument: text, name: "--\(name)")) }
            command[keyPath: property] = read
        }
    }
}
