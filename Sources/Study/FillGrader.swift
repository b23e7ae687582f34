/// Grades a typed answer in a fill-in-the-word quiz: the exact word (ignoring case and
/// surrounding whitespace) is Good, a near miss is Hard, anything else is Again.
public enum FillGrader {
    /// Words shorter than this need an exact answer: one letter off in "ox" is a different word,
    /// not a typo.
    public static let minimumLengthForNearMiss = 3

    /// The rating for `answer` when the word was `expected`. A near miss is one edit away, counted
    /// in user-perceived characters: one inserted, deleted or replaced character, or two adjacent
    /// characters swapped.
    public static func grade(_ answer: String, expected: String) -> Rating {
        let typed = Array(TextMatching.key(answer))
        let target = Array(TextMatching.key(expected))
        if typed == target { return target.isEmpty ? .again : .good }
        guard !typed.isEmpty, target.count >= minimumLengthForNearMiss else { return .again }
        return isOneEditApart(typed, target) ? .hard : .again
    }

    /// True when `a` and `b` (known to differ) are one edit apart. Linear: after the common
    /// prefix, the remainders must line up after skipping or swapping a single character.
    static func isOneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
        let (shorter, longer) = a.count <= b.count ? (a, b) : (b, a)
        guard longer.count - shorter.count <= 1 else { return false }
        var index = 0
        while index < shorter.count, shorter[index] == longer[index] {
            index += 1
        }
        guard index < shorter.count else {
            // One is a prefix of the other: one edit apart only if exactly one character longer.
            return shorter.count != longer.count
        }
        if shorter.count != longer.count {
            // Deletion from the longer word at the first difference.
            return shorter[index...] == longer[(index + 1)...]
        }
        // Substitution at the first difference.
        if shorter[(index + 1)...] == longer[(index + 1)...] { return true }
        // Transposition of the first differing character with its neighbour.
        guard index + 1 < shorter.count else { return false }
        return shorter[index] == longer[index + 1] && shorter[index + 1] == longer[index]
            && shorter[(index + 2)...] == longer[(index + 2)...]
    }
}
