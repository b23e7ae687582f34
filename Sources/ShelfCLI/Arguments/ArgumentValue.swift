/// A type one command-line word is read into, like swift-argument-parser's
/// `ExpressibleByArgument`: the declaration names the property, the type says how the text becomes
/// its value and which words a shell may offer for it.
protocol ArgumentValue: SendableMetatype {
    /// Reads `text`, given for `name` (`--pages`, or a placeholder like `LIST`); a word that is not
    /// a value of this type is refused with one line saying what to type.
    init(argument text: String, name: String) throws(CLIError)

    /// The words this type accepts, offered by completions and shown by help; empty when any text
    /// goes.
    static var fixedValues: [String] { get }
}

extension ArgumentValue {
    static var fixedValues: [String] { [] }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    static var fixedValues: [String] { allCases.map(\.rawValue) }

    /// The case spelled `text` in any letter case, or a refusal listing every case.
    static func choice(_ text: String, name: String) throws(CLIError) -> Self {
        if let value = allCases.first(where: { $0.rawValue == text.lowercased() }) { return value }
        throw .failure(
            "\(name) takes \(ChoiceText.alternatives(fixedValues)), not \(text.quotedInMessage) — for example \(name) \(fixedValues.first ?? "")")
    }
}

extension String: ArgumentValue {
    init(argument text: String, name: String) { self = text }
}
