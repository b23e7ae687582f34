/// The fields `shelf edit` may change; nil leaves a field as it is.
public struct BookChanges: Sendable {
    public var title: String?
    /// Replaces all authors when set.
    public var authors: [String]?
    public var pageCount: Int?
    public var isbn: ISBN?
    public var year: Int?
    /// `.some(nil)` clears the rating.
    public var rating: Double??

    /// No changes yet.
    public init() {}

    /// True when nothing would change.
    public var isEmpty: Bool {
        title == nil && authors == nil && pageCount == nil && isbn == nil && year == nil
            && rating == nil
    }
}
