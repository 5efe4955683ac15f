/// What the JSON readers (configuration files, people files) ask of a byte.
extension UInt8 {
    /// Whether the byte is an ASCII digit, `0` to `9`.
    public var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// The value of an ASCII hexadecimal digit (`0`-`9`, `a`-`f`, `A`-`F`), or nil.
    public var asciiHexValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
