/// UTF-8 decoding with U+FFFD substitution of maximal subparts (Unicode §3.9, Table 3-7).
enum UTF8Decoding {
    enum Status {
        /// A well-formed sequence of `length` bytes.
        case valid
        /// An ill-formed maximal subpart of `length` bytes: it stands for one U+FFFD.
        case invalid
        /// The input ended inside a sequence whose first `length` bytes are a valid prefix.
        case truncated
    }

    /// Decodes the sequence at `bytes[0]`, reading at most `available` bytes (at least 1).
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, available: Int) -> (value: UInt32, length: Int, status: Status) {
        let lead = bytes[0]
        if lead < 0x80 { return (UInt32(lead), 1, .valid) }

        // The well-formed byte sequences of Table 3-7: the second byte's range depends on the
        // lead; every later continuation byte is 80..BF.
        var trailing: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: trailing = 1; value = UInt32(lead & 0x1F)
        case 0xE0: trailing = 2; low = 0xA0; value = UInt32(lead & 0x0F)
        case 0xE1...0xEC, 0xEE...0xEF: trailing = 2; value = UInt32(lead & 0x0F)
        case 0xED: trailing = 2; high = 0x9F; value = UInt32(lead & 0x0F)
        case 0xF0: trailing = 3; low = 0x90; value = UInt32(lead & 0x07)
        case 0xF1...0xF3: trailing = 3; value = UInt32(lead & 0x07)
        case 0xF4: trailing = 3; high = 0x8F; value = UInt32(lead & 0x07)
        default: return (0xFFFD, 1, .invalid)
        }
        var position = 1
        while position <= trailing {
            if position >= available { return (0xFFFD, position, .truncated) }
            let byte = bytes[position]
            if byte < low || byte > high { return (0xFFFD, position, .invalid) }
            value = value &<< 6 | UInt32(byte & 0x3F)
            low = 0x80
            high = 0xBF
            position += 1
        }
        return (value, position, .valid)
    }
}
