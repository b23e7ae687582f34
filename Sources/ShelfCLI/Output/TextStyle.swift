/// The few ANSI styles shelf uses; the raw value is the SGR code.
enum TextStyle: String {
    case bold = "1"
    case dim = "2"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case cyan = "36"
    case red = "31"
}
