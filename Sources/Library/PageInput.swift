/// A page as `shelf log` takes it: an absolute page, pages on from the last one, or a percentage.
public enum PageInput: Equatable, Sendable {
    case page(Int)
    case pagesOn(Int)
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
