/// The few ANSI styles shelf uses; the raw value is the SGR code.
enum TextStyle: String {
    case bold = "1"
    case dim = "2"
}
