/// The count-only UTF-16 loop: the scanner's state machine with nothing reported per scalar, and
/// a fast path for runs of code units below U+0300.
enum UTF16Counting {
    /// Below U+0300 every scalar is Other, CR, LF, Control or Extended_Pictographic (© and ®), so
    /// between two such units there is always a boundary except CR × LF (GB3).
    static let simpleLimit: UInt16 = 0x300

    static func count(_ units: UnsafeBufferPointer<UInt16>) -> Int {
        guard let base = units.baseAddress, !units.isEmpty else { return 0 }
        let tables = GraphemeTables.shared
        let end = units.count
        var state: UInt16 = 0
        var clusters = 0
        var index = 0

        while index < end {
            let unit = base[index]
            var value = UInt32(unit)
            var length = 1
            if UTF16.isSurrogate(unit) {
                if UTF16.isLeadSurrogate(unit), index + 1 < end, UTF16.isTrailSurrogate(base[index + 1]) {
                    value = 0x10000 &+ (UInt32(unit & 0x3FF) &<< 10 | UInt32(base[index + 1] & 0x3FF))
                    length = 2
                } else {
                    value = 0xFFFD
                }
            }
            let transition = tables.transition(state, tables.classOf(value))
            clusters &+= Int(transition & 1)
            state = transition &>> 1
            index &+= length

            if unit < simpleLimit, index < end, base[index] < simpleLimit {
                // Inside a run of simple units each one starts a cluster but an LF after a CR.
                var previous = unit
                repeat {
                    let next = base[index]
                    clusters &+= (previous == 0x0D && next == 0x0A) ? 0 : 1
                    previous = next
                    index &+= 1
                } while index < end && base[index] < simpleLimit
                state = tables.stateAfterBreak[Int(tables.classOf(UInt32(previous)))]
            }
        }
        return clusters
    }
}
