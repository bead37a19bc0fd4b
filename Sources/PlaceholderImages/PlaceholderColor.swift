/// An opaque sRGB colour written as hex digits, as placeholder URLs give it.
///
/// ```swift
/// try PlaceholderColor(hex: "ff0000").hex   // "ff0000"
/// try PlaceholderColor(hex: "#FFF").hex     // "ffffff": three digits are doubled, "#" is optional
/// try PlaceholderColor(hex: "red")          // throws PlaceholderError.invalidColor
/// ```
public struct PlaceholderColor: Hashable, Sendable {
    /// Red, green and blue, 0 to 255.
    public var red: UInt8, green: UInt8, blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses 3 or 6 hex digits, optionally after a "#".
    ///
    /// - Throws: ``PlaceholderError/invalidColor(name:value:)`` for anything else.
    /// - Complexity: O(n) in the length of `hex`, which is rejected past 7 characters.
    public init(hex: String, parameter: String = "color") throws(PlaceholderError) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.utf8.count <= 6 ? digits.compactMap { $0.hexDigitValue } : []
        guard values.count == digits.count, values.count == 3 || values.count == 6 else {
            throw .invalidColor(name: parameter, value: String(hex.prefix(16)))
        }
        let pairs: [Int] = values.count == 3 ? values.map { $0 * 17 } : [0, 2, 4].map { values[$0] * 16 + values[$0 + 1] }
        self.init(red: UInt8(pairs[0]), green: UInt8(pairs[1]), blue: UInt8(pairs[2]))
    }

    /// Six lowercase hex digits, without "#".
    public var hex: String {
        [red, green, blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
