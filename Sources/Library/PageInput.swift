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
        // Swift's number parsing takes a sign, exponents and `inf`; what a reader types here is
        // digits (with one point in a percentage), so `++3` or `1e2%` is a slip, not a page.
        let isDecimal = { (digits: Substring) in
            !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && digits.filter { $0 == "." }.count <= 1
        }
        if text.hasPrefix("+") {
            guard text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let pages = Int(text.dropFirst()) else { return nil }
            self = .pagesOn(pages)
        } else if text.hasSuffix("%"), isDecimal(text.dropLast()), let value = Double(text.dropLast()), value.isFinite {
            self = .percent(value)
        } else if let page = Int(text) {
            self = .page(page)
        } else {
            return nil
        }
    }
}
