/// One positional argument of a command, declared once: its placeholder, what it accepts (help
/// and completion) and the property of the command it fills.
struct ArgumentDeclaration<Command>: Sendable {
    let spec: CommandSpec.Argument
    /// Stores the words given for it into the command (one, or all that are left for a repeating
    /// argument).
    let fill: @Sendable (inout Command, [String]) throws(CLIError) -> Void

    /// An argument that must be given.
    static func required<Value: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<Command, Value> & Sendable, help: String,
        completion: ValueCompletion? = nil
    ) -> Self {
        Self(spec: .init(name: name, help: help, completion: completion ?? Self.completion(of: Value.self))) {
            command, words throws(CLIError) in
            guard let text = words.first else { return }
            command[keyPath: property] = try Value(argument: text, name: name)
        }
    }

    /// An argument that may be left out; when fewer words are given than a command has
    /// arguments, optional ones are skipped, so `[BOOK] WORD` reads one word as the WORD.
    static func optional<Value: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<Command, Value?> & Sendable, help: String,
        completion: ValueCompletion? = nil
    ) -> Self {
        Self(spec: .init(name: name, help: help, isOptional: true, completion: completion ?? Self.completion(of: Value.self))) {
            command, words throws(CLIError) in
            guard let text = words.first else { return }
            command[keyPath: property] = try Value(argument: text, name: name)
        }
    }

    /// Every word left, possibly none: a search's QUERY.
    static func repeating(
        _ name: String, _ property: WritableKeyPath<Command, [String]> & Sendable, help: String,
        completion: ValueCompletion = .none
    ) -> Self {
        Self(spec: .init(name: name, help: help, isOptional: true, isRepeating: true, completion: completion)) {
            command, words in command[keyPath: property] = words
        }
    }

    /// One word or more, every one left: the shelf names of `tag BOOK NAME...`.
    static func oneOrMore(
        _ name: String, _ property: WritableKeyPath<Command, [String]> & Sendable, help: String,
        completion: ValueCompletion = .none
    ) -> Self {
        Self(spec: .init(name: name, help: help, isRepeating: true, completion: completion)) {
            command, words in command[keyPath: property] = words
        }
    }

    /// A BOOK, in the one form every command accepts.
    static func book(_ property: WritableKeyPath<Command, String> & Sendable) -> Self {
        required("BOOK", property, help: ArgumentForms.book, completion: .books)
    }

    private static func completion<Value: ArgumentValue>(of type: Value.Type) -> ValueCompletion {
        type.fixedValues.isEmpty ? .none : .fixed(type.fixedValues)
    }
}
