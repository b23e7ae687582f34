/// What a reader may say about a word they keep, as `vocab add` and `vocab edit` take it: the
/// page and sentence it was met in, a definition and an example. Nil is "not given".
struct WordDetailOptions: Sendable {
    var page: Int?
    var context: String?
    var definition: String?
    var example: String?

    /// True when none was given.
    var isEmpty: Bool { page == nil && context == nil && definition == nil && example == nil }
}
