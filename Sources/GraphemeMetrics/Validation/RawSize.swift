/// Encoded lengths counted without segmentation, for ``LengthLimit/rawSizeCap``.
enum RawSize {
    /// The UTF-8 length of UTF-16 units, with each unpaired surrogate as the 3 bytes of U+FFFD.
    ///
    /// - Complexity: O(n), no allocation.
    static func utf8Length(of units: UnsafeBufferPointer<UInt16>) -> Int {
        var total = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit < 0x80 {
                total += 1
            } else if unit < 0x800 {
                total += 2
            } else if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                total += 4
                index += 1
            } else {
                total += 3
            }
            index += 1
        }
        return total
    }

    /// The UTF-16 length of UTF-8 bytes, with each maximal ill-formed subpart as one U+FFFD
    /// (the repair the scanners make).
    ///
    /// - Complexity: O(n), no allocation.
    static func utf16Length(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): total += encoded.count == 4 ? 2 : 1
            case .error: total += 1
            case .emptyInput: return total
            }
        }
    }
}
