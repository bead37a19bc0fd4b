/// JSON string literals written by hand (RFC 8259).
enum JSONString {
    /// Appends `text` as a quoted JSON string: `"` and `\` are escaped with a backslash, the other
    /// characters below U+0020 as `\u00XX` (lower-case hex), and everything else is copied as UTF-8.
    static func append(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                json.append(UInt8(ascii: "\\"))
                json.append(byte)
            case 0..<0x20:
                json.append(contentsOf: "\\u00".utf8)
                json.append(hexDigit(byte >> 4))
                json.append(hexDigit(byte & 0xF))
            default:
                json.append(byte)
            }
        }
        json.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") - 10 + value
    }
}
