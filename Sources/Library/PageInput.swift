/// A page as `shelf log` takes it: an absolute page, pages on from the last one, or a percentage.
public enum PageInput: Equatable, Sendable {
    /// The page reached, as typed: `120`.
    case page(Int)
    /// Pages read on from the last page logged: `+25`.
    case pagesOn(Int)
    /// A percentage of the page count: `40%`.
    case percent(Double)

    /// Parses `120`, `+25` or `40%`; nil for anything else.
    public init?(_ text: String) {
        if text.hasPrefix("+"), let pages = Int(text.dropFirst()), pages >= 0 {
            self = .pagesOn(pages)
        } else if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite {
            self = .percent(value)
        } else if let page = Int(text) {
            self = .page(page)
        } else {
            return nil
        }
    }
}
