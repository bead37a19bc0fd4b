/// The count-only UTF-8 loop: ``UTF8GraphemeScanner``'s state machine and decoding with nothing
/// reported per scalar, and the fast path of ``UTF16Counting``: after a streak of classes that
/// always break between each other, count without the state machine, ASCII bytes but CR eight
/// at a time in 64-bit words.
///
/// Well-formed two- and three-byte sequences are decoded inline; anything else goes through
/// ``UTF8Decoding``, so ill-formed input counts exactly as the scanner counts it.
enum UTF8Counting {
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        let tables = GraphemeTables.shared
        let runs = GraphemeRunTables.shared
        let end = bytes.count
        var state: UInt16 = 0
        var clusters = 0
        var index = 0
        var streak = 0

        while index < end {
            // One scalar through the state machine.
            let (value, length) = decode(base, at: index, end: end)
            let graphemeClass = runs.classOf(value, tables)
            let transition = tables.transition(state, graphemeClass)
            clusters &+= Int(transition & 1)
            state = transition &>> 1
            index &+= length
            // Without a branch: which classes follow which is unpredictable in most scripts.
            streak = (streak &+ 1) &* Int(runs.alwaysBreakingClasses &>> UInt32(graphemeClass) & 1)
            guard streak >= UTF16Counting.streakLength else { continue }

            // Every scalar of this run starts a cluster: count until another class.
            let run = alwaysBreakingRun(base, from: index, end: end, after: graphemeClass, tables, runs)
            clusters &+= run.clusters
            index = run.end
            state = tables.stateAfterBreak[Int(run.lastClass)]
            streak = 0
        }
        return clusters
    }

    /// The byte offsets of every cluster boundary, from 0 to the length inclusive: the count
    /// loop's state machine and decoding, appending where it counts.
    static func boundaries(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [0] }
        let tables = GraphemeTables.shared
        let runs = GraphemeRunTables.shared
        let end = bytes.count
        var state: UInt16 = 0
        var result: [Int] = []
        var index = 0
        while index < end {
            let (value, length) = decode(base, at: index, end: end)
            let transition = tables.transition(state, runs.classOf(value, tables))
            if transition & 1 != 0 { result.append(index) }  // GB1 at 0: state 0 always breaks
            state = transition &>> 1
            index &+= length
        }
        result.append(end)  // GB2
        return result
    }

    /// The scalars from `start` whose classes always break between each other: how many, where
    /// they end, and the class of the last one (`previous` when there is none).
    ///
    /// Kept out of line: its constants would push the main loop's state out of a register.
    @inline(never)
    static func alwaysBreakingRun(
        _ base: UnsafePointer<UInt8>, from start: Int, end: Int, after previous: UInt8,
        _ tables: GraphemeTables, _ runs: GraphemeRunTables
    ) -> (clusters: Int, end: Int, lastClass: UInt8) {
        var index = start
        var clusters = 0
        var last = previous
        while index < end {
            if base[index] < 0x80 {
                let ascii = asciiPrefix(base, from: index, end: end)
                if ascii > 0 {
                    clusters &+= ascii
                    index &+= ascii
                    last = tables.classOf(UInt32(base[index &- 1]))
                    continue
                }
            }
            let (value, length) = decode(base, at: index, end: end)
            let next = tables.classOf(value)
            guard runs.alwaysBreaks(next) else { break }
            clusters &+= 1
            index &+= length
            last = next
        }
        return (clusters, index, last)
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

    /// The number of bytes from `index` that are ASCII and not CR, counted while whole 64-bit
    /// words remain (reads only below `end`).
    @inline(__always)
    static func asciiPrefix(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var position = index
        while end &- position >= 8 {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let stops = (word & highBits) | carriageReturns(word)
            if stops != 0 {
                // The lowest flagged byte is a real stop (a false flag only sits above one).
                return position &- index &+ stops.trailingZeroBitCount &>> 3
            }
            position &+= 8
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
