/// The count-only UTF-8 loop: ``UTF8GraphemeScanner``'s state machine and decoding with nothing
/// reported per scalar, and the fast paths of ``UTF16Counting``.
///
/// - Runs of scalars whose class determines the state take each transition from the previous
///   class (see ``GraphemeRunTables``).
/// - Inside such a run, blocks of 32 ASCII bytes without CR start 32 clusters: they are
///   compared eight at a time in 64-bit words.
/// - Well-formed two- and three-byte sequences are decoded inline; anything else goes through
///   ``UTF8Decoding``, so ill-formed input counts exactly as the scanner counts it.
enum UTF8Counting {
    static let blockWidth = 32

    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        let tables = GraphemeTables.shared
        let runs = GraphemeRunTables.shared
        let end = bytes.count
        var state: UInt16 = 0
        var clusters = 0
        var index = 0

        scalars: while index < end {
            // One scalar through the state machine.
            let (value, length) = decode(base, at: index, end: end)
            let graphemeClass = tables.classOf(value)
            let transition = tables.transition(state, graphemeClass)
            clusters &+= Int(transition & 1)
            state = transition &>> 1
            index &+= length
            guard runs.determinesState(graphemeClass) else { continue }

            // A run: while the previous class determines the state, take it from the class.
            var previous = graphemeClass
            while index < end {
                if base[index] < 0x80, runs.breaksBeforeSimpleUnits(after: previous) {
                    let blocks = asciiBlocks(base, from: index, end: end)
                    if blocks > 0 {
                        clusters &+= blocks
                        index &+= blocks
                        previous = tables.classOf(UInt32(base[index &- 1]))
                        continue
                    }
                }
                if runs.alwaysBreaks(previous) {
                    // Every scalar of such a run starts a cluster. Two ASCII bytes in a row
                    // leave it for the block path above.
                    let start = clusters
                    while index < end {
                        let lead = base[index]
                        if lead < 0x80 && index &+ 1 < end && base[index &+ 1] < 0x80 { break }
                        let (value, length) = decode(base, at: index, end: end)
                        let next = tables.classOf(value)
                        guard runs.alwaysBreaks(next) else { break }
                        previous = next
                        index &+= length
                        clusters &+= 1
                    }
                    if index == end { break }
                    if clusters != start { continue }
                }
                let (value, length) = decode(base, at: index, end: end)
                let next = tables.classOf(value)
                let transition = tables.transition(tables.stateAfterBreak[Int(previous)], next)
                clusters &+= Int(transition & 1)
                index &+= length
                guard runs.determinesState(next) else {
                    state = transition &>> 1
                    continue scalars
                }
                previous = next
            }
            state = tables.stateAfterBreak[Int(previous)]
        }
        return clusters
    }

    /// The scalar at `index` and its length in bytes. An ill-formed maximal subpart is one
    /// U+FFFD, and so is a sequence cut off by the end of the input (as the scanner's `finish`).
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> (value: UInt32, length: Int) {
        let lead = base[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead & 0xE0 == 0xC0, end &- index >= 2 {
            let second = base[index &+ 1]
            if lead >= 0xC2, second & 0xC0 == 0x80 {
                return (UInt32(lead & 0x1F) &<< 6 | UInt32(second & 0x3F), 2)
            }
        } else if lead & 0xF0 == 0xE0, end &- index >= 3 {
            let second = base[index &+ 1]
            let third = base[index &+ 2]
            if second & 0xC0 == 0x80, third & 0xC0 == 0x80 {
                let value = UInt32(lead & 0x0F) &<< 12 | UInt32(second & 0x3F) &<< 6 | UInt32(third & 0x3F)
                // Neither overlong (E0 80..9F) nor a surrogate (ED A0..BF).
                if value >= 0x800, value & 0xF800 != 0xD800 { return (value, 3) }
            }
        }
        let decoded = UTF8Decoding.decode(base + index, available: end &- index)
        return (decoded.value, decoded.length)
    }

    /// The number of bytes in the whole blocks of `blockWidth` bytes from `index` that are all
    /// ASCII and hold no CR (reads only below `end`), read as four 64-bit words each (SWAR).
    @inline(__always)
    static func asciiBlocks(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var position = index
        while end &- position >= blockWidth {
            let block = UnsafeRawPointer(base + position)
            let words = (
                block.loadUnaligned(as: UInt64.self),
                block.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                block.loadUnaligned(fromByteOffset: 16, as: UInt64.self),
                block.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            )
            let nonASCII = (words.0 | words.1 | words.2 | words.3) & highBits
            let crs = carriageReturns(words.0) | carriageReturns(words.1)
                | carriageReturns(words.2) | carriageReturns(words.3)
            if nonASCII | crs != 0 { break }
            position &+= blockWidth
        }
        return position &- index
    }

    static let lowBits: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when one of the eight ASCII bytes in `word` is CR: `v = byte ^ 0x0D` is zero
    /// exactly there, and `(v - 1) & ~v` sets bit 7 of a zero byte (a borrow out of a zero byte
    /// can mark the bytes above it too, which does not change the answer).
    @inline(__always)
    static func carriageReturns(_ word: UInt64) -> UInt64 {
        let crs = word ^ (lowBits &* 0x0D)
        return (crs &- lowBits) & ~crs & highBits
    }
}
