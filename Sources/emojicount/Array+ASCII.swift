/// Appending ASCII text and numbers to output bytes without building a `String` for each.
extension Array where Element == UInt8 {
    /// Appends a literal.
    mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `value` (not negative) in decimal, right-aligned with spaces to `width` characters.
    mutating func append(decimal value: Int, width: Int = 0) {
        var divisor = 1
        var digits = 1
        while value / divisor >= 10 {
            divisor *= 10
            digits += 1
        }
        if width > digits { append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - digits)) }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends `value` in upper-case hex with at least 4 digits, as in "00E9" or "1F469".
    mutating func append(hexScalar value: UInt32) {
        var shift: UInt32 = value > 0xFFFF ? (value > 0xF_FFFF ? 20 : 16) : 12
        while true {
            let digit = UInt8(truncatingIfNeeded: value >> shift & 0xF)
            append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") - 10 + digit)
            if shift == 0 { break }
            shift -= 4
        }
    }
}
