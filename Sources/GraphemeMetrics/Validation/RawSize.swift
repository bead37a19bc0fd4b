/// Encoded lengths counted without segmentation, for ``LengthLimit/rawSizeCap``.
enum RawSize {
    /// How far `units` exceed `cap`, or nil when they fit.
    ///
    /// In the input's own encoding the size is the input's length. In the other encoding it is
    /// the length of the repaired text, each maximal ill-formed subpart as one U+FFFD (3 UTF-8
    /// bytes, 1 UTF-16 unit), decoded by the engine's decoder; it is decoded only when a bound
    /// does not already settle it (a UTF-16 unit is at most 3 UTF-8 bytes, a UTF-8 byte at most
    /// one UTF-16 unit).
    ///
    /// - Complexity: O(1) when the bound settles it, else O(n); no allocation.
    static func excess<Encoding: GraphemeEncoding>(
        of units: UnsafeBufferPointer<Encoding.CodeUnit>, as encoding: Encoding.Type, over cap: LengthLimit.RawSizeCap
    ) -> Int? {
        let inputIsUTF8 = Encoding.CodeUnit.bitWidth == 8
        let limit: Int
        let capIsUTF8: Bool
        switch cap {
        case .utf8(let value): (limit, capIsUTF8) = (value, true)
        case .utf16(let value): (limit, capIsUTF8) = (value, false)
        }
        if capIsUTF8 == inputIsUTF8 { return units.count > limit ? units.count - limit : nil }
        guard units.count > limit / (inputIsUTF8 ? 1 : 3), let base = units.baseAddress else { return nil }
        var size = 0
        var index = 0
        while index < units.count {
            let step = Encoding._decodeScalar(base, at: index, end: units.count)
            if capIsUTF8 {
                size += step.value < 0x80 ? 1 : step.value < 0x800 ? 2 : step.value < 0x1_0000 ? 3 : 4
            } else {
                size += step.value < 0x1_0000 ? 1 : 2
            }
            index += step.length
        }
        return size > limit ? size - limit : nil
    }
}
