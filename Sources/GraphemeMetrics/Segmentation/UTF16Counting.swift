/// The count-only UTF-16 loop: the scanner's state machine with nothing reported per scalar, and
/// two fast paths that give the same count.
///
/// - Runs of scalars whose class determines the state (letters of most scripts, Hangul
///   syllables, pictographs; see ``GraphemeRunTables``) take each transition from the previous
///   class, so consecutive scalars do not wait on each other's state.
/// - Inside such a run, blocks of 16 units below U+0300 without CR start 16 clusters: they are
///   compared four at a time in 64-bit words.
enum UTF16Counting {
    static let blockWidth = 16

    static func count(_ units: UnsafeBufferPointer<UInt16>) -> Int {
        guard let base = units.baseAddress, !units.isEmpty else { return 0 }
        let tables = GraphemeTables.shared
        let runs = GraphemeRunTables.shared
        let end = units.count
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
                if UInt32(base[index]) < GraphemeRunTables.simpleLimit,
                    runs.breaksBeforeSimpleUnits(after: previous)
                {
                    let blocks = simpleBlocks(base, from: index, end: end)
                    if blocks > 0 {
                        clusters &+= blocks
                        index &+= blocks
                        previous = tables.classOf(UInt32(base[index &- 1]))
                        continue
                    }
                }
                if runs.alwaysBreaks(previous) {
                    // Every scalar of such a run starts a cluster. Two simple units in a row
                    // leave it for the block path above.
                    let start = index
                    while index < end {
                        let unit = base[index]
                        if UTF16.isSurrogate(unit)
                            || (UInt32(unit) < GraphemeRunTables.simpleLimit && index &+ 1 < end
                                && UInt32(base[index &+ 1]) < GraphemeRunTables.simpleLimit)
                        {
                            break
                        }
                        let next = tables.classOf(UInt32(unit))
                        guard runs.alwaysBreaks(next) else { break }
                        previous = next
                        index &+= 1
                    }
                    clusters &+= index &- start
                    if index == end { break }
                    if index != start { continue }
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

    /// The scalar at `index`: a surrogate pair is one scalar, an unpaired surrogate is U+FFFD.
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt16>, at index: Int, end: Int) -> (value: UInt32, length: Int) {
        let unit = base[index]
        guard UTF16.isSurrogate(unit) else { return (UInt32(unit), 1) }
        if UTF16.isLeadSurrogate(unit), index &+ 1 < end {
            let trail = base[index &+ 1]
            if UTF16.isTrailSurrogate(trail) {
                return (0x10000 &+ (UInt32(unit & 0x3FF) &<< 10 | UInt32(trail & 0x3FF)), 2)
            }
        }
        return (0xFFFD, 1)
    }

    /// The number of units in the whole blocks of `blockWidth` units from `index` that are all
    /// below U+0300 and hold no CR (reads only below `end`).
    ///
    /// Each block is read as four 64-bit words of four units (SWAR: Swift's `SIMD` comparisons
    /// compile to per-lane loops here, plain integer arithmetic does not).
    @inline(__always)
    static func simpleBlocks(_ base: UnsafePointer<UInt16>, from index: Int, end: Int) -> Int {
        var position = index
        while end &- position >= blockWidth {
            let block = UnsafeRawPointer(base + position)
            let stops = stopLanes(block.loadUnaligned(as: UInt64.self))
                | stopLanes(block.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                | stopLanes(block.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                | stopLanes(block.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
            if stops != 0 { break }
            position &+= blockWidth
        }
        return position &- index
    }

    /// Nonzero when one of the four units in `word` is U+0300 or above, or CR.
    ///
    ///     per 16-bit lane u:  (u & 0x7FFF) + 0x7D00  reaches bit 15 when u & 0x7FFF >= 0x300
    ///                         v = u ^ 0x000D;  (v - 1) & ~v  has bit 15 when v == 0 (u is CR)
    ///
    /// Neither sum carries out of its lane unless a lane is zero, and then the answer is
    /// already "stop"; the result only says whether to stop, not where.
    @inline(__always)
    static func stopLanes(_ word: UInt64) -> UInt64 {
        let lanes: UInt64 = 0x0001_0001_0001_0001
        let high = lanes &* 0x8000
        let large = ((word & ~high) &+ lanes &* 0x7D00) | word
        let crs = word ^ (lanes &* 0x0D)
        return (large | (crs &- lanes) & ~crs) & high
    }
}
