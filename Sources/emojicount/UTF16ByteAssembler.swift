/// Turns a stream of bytes into UTF-16 code units, carrying an odd byte from one chunk to the next.
struct UTF16ByteAssembler {
    let bigEndian: Bool
    /// The first byte of a unit whose second byte has not arrived yet.
    private(set) var leftoverByte: UInt8?

    init(bigEndian: Bool) {
        self.bigEndian = bigEndian
    }

    /// Writes the units that `bytes` completes into `units` and returns how many there are.
    ///
    /// `units` must hold at least `(bytes.count + 1) / 2` units.
    mutating func assemble(
        _ bytes: UnsafeBufferPointer<UInt8>, into units: UnsafeMutableBufferPointer<UInt16>
    ) -> Int {
        var index = 0
        var count = 0
        if let first = leftoverByte, !bytes.isEmpty {
            units[0] = unit(first, bytes[0])
            leftoverByte = nil
            index = 1
            count = 1
        }
        while index + 1 < bytes.count {
            units[count] = unit(bytes[index], bytes[index + 1])
            count += 1
            index += 2
        }
        if index < bytes.count {
            leftoverByte = bytes[index]
        }
        return count
    }

    @inline(__always)
    private func unit(_ first: UInt8, _ second: UInt8) -> UInt16 {
        bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
    }
}
