/// A part of a document's top-level object, handed to the consumer of
/// `JSONReader.parse(_:handingOver:)` as soon as it is read, so a reader of a long document can
/// act on it before the rest is parsed.
public enum JSONTopLevelPart: Equatable, Sendable {
    /// Element `index` of the array that is the value of `member`: handed over instead of kept, so
    /// that array reads as empty in the tree.
    case element(member: String, index: Int, JSONNode)
    /// The value of `member` is complete, as the tree keeps it (an array whose elements were
    /// handed over is empty): a scalar read early in the document, or the end of a list.
    case member(String, JSONNode)
}
