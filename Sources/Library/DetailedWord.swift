/// A word that carries `WordDetails`: each detail reads and sets as the word's own property
/// (`word.definition`), so a word says what it holds without spelling the details out again.
@dynamicMemberLookup
public protocol DetailedWord {
    /// Where the word was met and what it means.
    var details: WordDetails { get set }
}

extension DetailedWord {
    /// The detail at `field`, as a property of the word.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<WordDetails, Value>) -> Value {
        get { details[keyPath: field] }
        set { details[keyPath: field] = newValue }
    }
}
