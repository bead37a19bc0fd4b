/// The count-only UTF-16 loop: the scanner's state machine with nothing reported per scalar, and
/// a fast path that gives the same count.
///
/// Classes that always break between each other (Other, LF, Control, LV, LVT,
/// Extended_Pictographic, InCB=Consonant; see ``GraphemeRunTables``) start one cluster per
/// scalar when they follow each other, whatever the state. After `streakLength` of them in a
/// row the loop switches to counting alone: one bitmap load per unit, and units below U+0300
/// but CR four at a time in 64-bit words. It returns to the state machine at the first unit of
/// another class, with the state that class determines.
///
/// The streak is needed because leaving the fast loop costs a mispredicted branch: text whose
/// clusters are short mixes of classes (Indic conjuncts, decomposed Latin) runs faster in the
/// state-machine loop, which takes each next state from the last two classes when they
/// determine it (``GraphemeRunTables/stateAfterPair``), so scalars rarely wait on each other.
enum UTF16Counting {
    static let streakLength = 8

    static func count(_ units: UnsafeBufferPointer<UInt16>) -> Int {
        guard let base = units.baseAddress, !units.isEmpty else { return 0 }
        let tables = GraphemeTables.shared
        let runs = GraphemeRunTables.shared
        let classCount = GraphemeTables.classCount
        let end = units.count

        let (value, length) = decode(base, at: 0, end: end)
        var previous = tables.classOf(value)
        var state = tables.transition(0, previous) &>> 1
        var clusters = 1  // GB1
        var index = length
        var streak = 0

        while index < end {
            // One scalar through the state machine.
            let (value, length) = decode(base, at: index, end: end)
            let graphemeClass = runs.classOf(value, tables)
            let transition = tables.transition(state, graphemeClass)
            clusters &+= Int(transition & 1)
            index &+= length
            // The next state from the last two classes when they determine it, so the next
            // transition does not wait for this one.
            let known = runs.stateAfterPair[Int(previous) &* classCount &+ Int(graphemeClass)]
            state = _fastPath(known != GraphemeRunTables.unknownState) ? known : transition &>> 1
            previous = graphemeClass

            // Without a branch: which classes follow which is unpredictable in most scripts.
            streak = (streak &+ 1) &* Int(runs.alwaysBreakingClasses &>> UInt32(graphemeClass) & 1)
            guard streak >= streakLength else { continue }

            // Every unit of this run starts a cluster: count until another class.
            let run = alwaysBreakingRun(base, from: index, end: end, runs)
            if run > 0 {
                clusters &+= run
                index &+= run
                previous = tables.classOf(UInt32(base[index &- 1]))
                state = tables.stateAfterBreak[Int(previous)]
            }
            streak = 0
        }
        return clusters
    }

    /// The UTF-16 offsets of every cluster boundary, from 0 to the length inclusive: the count
    /// loop's state machine, appending where it counts.
    static func boundaries(_ units: UnsafeBufferPointer<UInt16>) -> [Int] {
        guard let base = units.baseAddress, !units.isEmpty else { return [0] }
        let tables = GraphemeTables.shared
        let runs = GraphemeRunTables.shared
        let classCount = GraphemeTables.classCount
        let end = units.count
        var result = [0]  // GB1
        let (value, length) = decode(base, at: 0, end: end)
        var previous = tables.classOf(value)
        var state = tables.transition(0, previous) &>> 1
        var index = length
        while index < end {
            let (value, length) = decode(base, at: index, end: end)
            let graphemeClass = runs.classOf(value, tables)
            let transition = tables.transition(state, graphemeClass)
            if transition & 1 != 0 { result.append(index) }
            index &+= length
            let known = runs.stateAfterPair[Int(previous) &* classCount &+ Int(graphemeClass)]
            state = _fastPath(known != GraphemeRunTables.unknownState) ? known : transition &>> 1
            previous = graphemeClass
        }
        result.append(end)  // GB2
        return result
    }

    /// The number of units from `index` whose classes always break between each other.
    ///
    /// Kept out of line: its constants would push the main loop's state out of a register.
    @inline(never)
    static func alwaysBreakingRun(
        _ base: UnsafePointer<UInt16>, from start: Int, end: Int, _ runs: GraphemeRunTables
    ) -> Int {
        var index = start
        while index < end {
            // Four units below U+0300 but CR at once; otherwise one unit through the bitmap
            // (which has those units too, so mixed text never waits on a mispredicted branch
            // about which path a unit takes).
            if end &- index >= 4,
                stopLanes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) == 0
            {
                index &+= 4
                continue
            }
            guard runs.alwaysBreaks(unit: base[index]) else { break }
            index &+= 1
        }
        return index &- start
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
