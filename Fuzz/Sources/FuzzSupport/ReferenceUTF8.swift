/// A deliberately simple UTF-8 decoder, written from the definitions rather than from Table 3-7,
/// to check the scanners against.
///
/// A byte string is a prefix of a well-formed sequence when some continuation bytes can complete
/// it to a scalar of the length its lead byte announces (a shortest encoding, not a surrogate, at
/// most U+10FFFF). The maximal subpart at an offset is the longest such prefix (Unicode §3.9
/// D93b); when it is not a whole sequence it stands for one U+FFFD.
public enum ReferenceUTF8 {
    public struct Unit: Equatable {
        public var value: UInt32
        public var offset: Int
        public var length: Int
        public var isRepaired: Bool
    }

    public static func decode(_ bytes: [UInt8]) -> [Unit] {
        var result: [Unit] = []
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let total = announcedLength(lead)
            var length = 1
            while length < total, offset + length < bytes.count,
                  isValidPrefix(bytes[offset..<offset + length + 1], total: total) {
                length += 1
            }
            if length == total, isValidPrefix(bytes[offset..<offset + length], total: total) {
                result.append(Unit(value: value(of: bytes[offset..<offset + length]), offset: offset,
                                   length: length, isRepaired: false))
            } else {
                result.append(Unit(value: 0xFFFD, offset: offset, length: length, isRepaired: true))
            }
            offset += length
        }
        return result
    }

    /// The offset of the first byte that is not part of a well-formed sequence, or nil.
    public static func firstIllFormedOffset(_ bytes: [UInt8]) -> Int? {
        decode(bytes).first(where: \.isRepaired)?.offset
    }

    /// The length the lead byte's high bits announce (0 for a continuation byte or F8...FF).
    static func announcedLength(_ lead: UInt8) -> Int {
        switch lead.leadingZeroBitCount == 0 ? (~lead).leadingZeroBitCount : 0 {
        case 0: return 1
        case 2: return 2
        case 3: return 3
        case 4: return 4
        default: return 0
        }
    }

    static func isValidPrefix(_ prefix: ArraySlice<UInt8>, total: Int) -> Bool {
        guard total >= 2, let lead = prefix.first, announcedLength(lead) == total else { return total == 1 }
        guard prefix.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return false }
        // The scalars the prefix can still become: its payload bits, then all zeros or all ones.
        let missingBits = 6 * (total - prefix.count)
        let known = value(of: prefix)
        let low = known << missingBits
        let high = low | ((1 << missingBits) - 1)
        let shortest: ClosedRange<UInt32> = [0, 0x80, 0x800, 0x10000][total - 1]...[0x7F, 0x7FF, 0xFFFF, 0x10FFFF][total - 1]
        let lowest = max(low, shortest.lowerBound)
        let highest = min(high, shortest.upperBound)
        guard lowest <= highest else { return false }
        // Surrogates are not scalars: some candidate must lie outside D800...DFFF.
        return !(lowest >= 0xD800 && highest <= 0xDFFF)
    }

    /// The payload bits of a (possibly partial) sequence.
    static func value(of sequence: ArraySlice<UInt8>) -> UInt32 {
        guard let lead = sequence.first else { return 0 }
        let total = announcedLength(lead)
        var result = UInt32(total == 1 ? lead : lead & (0x7F >> UInt8(total)))
        for byte in sequence.dropFirst() { result = result << 6 | UInt32(byte & 0x3F) }
        return result
    }
}
