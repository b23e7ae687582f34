/// A book of an e-reader's file that more than one library book could be, so its new look-ups
/// were left out rather than given to a guess or to a copy of the book added for them.
public struct AmbiguousBook: Equatable, Sendable {
    /// The title as the e-reader has it.
    public var title: String
    /// The library books it could be, by id, lowest first.
    public var candidates: [Int]
    /// How many of its look-ups were left out.
    public var lookUps: Int
    /// True when every candidate is being read: starting one cannot tell them apart, moving the
    /// others off reading can.
    public var allBeingRead: Bool

    public init(title: String, candidates: [Int], lookUps: Int, allBeingRead: Bool = false) {
        self.title = title
        self.candidates = candidates
        self.lookUps = lookUps
        self.allBeingRead = allBeingRead
    }
}
