/// Counts clusters; runs of cluster-starting scalars are counted in bulk.
struct ClusterCountSink: GraphemeSink {
    var clusters = 0

    static var skipsBreakingRuns: Bool { true }

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        clusters &+= step.transition.boundaryCount
    }

    @inline(__always)
    mutating func takeBreakingRun(scalars: Int, codeUnits: Int, lastStart: Int) {
        clusters &+= scalars
    }
}

/// Writes the offset of every cluster boundary, in the input's code units, to memory that has
/// room for them all (a count walk says how many) and one more. For a walk of a whole buffer
/// from offset 0: the offsets it is handed index ``units``.
///
/// Every offset is written, and the cursor moves past it only when it is a boundary: no branch
/// on which scalars start clusters, and no capacity check per boundary. Runs of always-breaking
/// scalars come in bulk: in UTF-16 each of their units starts one, in UTF-8 each byte that is
/// not a continuation byte.
struct BoundarySink<Encoding: GraphemeEncoding>: GraphemeSink {
    /// The input.
    let units: UnsafePointer<Encoding.CodeUnit>
    /// Where the next boundary goes.
    var cursor: UnsafeMutablePointer<Int>

    static var skipsBreakingRuns: Bool { true }

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        cursor.pointee = step.offset
        cursor += step.transition.boundaryCount
    }

    @inline(__always)
    mutating func takeBreakingRun(scalars: Int, codeUnits: Int, lastStart: Int) {
        // Runs hold scalars of the Basic Multilingual Plane only: one UTF-16 unit each.
        if Encoding.self == Unicode.UTF16.self || scalars == codeUnits {
            let start = lastStart &+ 1 &- codeUnits
            for index in 0..<codeUnits { cursor[index] = start &+ index }
            cursor += codeUnits
            return
        }
        let lead = UInt8(truncatingIfNeeded: units[lastStart])
        let end = lastStart &+ (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : 3)
        for offset in (end &- codeUnits)..<end {
            cursor.pointee = offset
            cursor += UInt8(truncatingIfNeeded: units[offset]) & 0xC0 == 0x80 ? 0 : 1
        }
    }
}

/// Keeps a scalar's offset in the encoding that the input is not in: UTF-8 offsets for UTF-16
/// input and UTF-16 offsets for UTF-8 input, of the repaired text (a U+FFFD is 3 bytes or 1 unit).
struct OtherEncodingOffset<Encoding: GraphemeEncoding> {
    /// The length, in the other encoding, of the scalars taken so far.
    var count = 0

    /// Whether the input is UTF-16 (resolved when the code is specialised).
    @inline(__always)
    static var inputIsUTF16: Bool { Encoding.self == Unicode.UTF16.self }

    /// The UTF-8 and UTF-16 offsets of `step`'s scalar; advances past it.
    @inline(__always)
    mutating func take(_ step: WalkStep) -> (utf8: Int, utf16: Int) {
        let offsets = Self.inputIsUTF16 ? (count, step.offset) : (step.offset, count)
        count &+= Self.inputIsUTF16 ? UTF8.width(step.scalar) : (step.value > 0xFFFF ? 2 : 1)
        return offsets
    }
}

/// Hands each scalar to a closure as a ``ScannedScalar``, and counts what the scanners report.
struct ScannedScalarSink<Encoding: GraphemeEncoding, Failure: Error>: GraphemeSink {
    let body: (ScannedScalar) throws(Failure) -> Void
    var other: OtherEncodingOffset<Encoding>
    var clusters = 0
    var scalars = 0
    var repaired = 0

    @inline(__always)
    mutating func take(_ step: WalkStep) throws(Failure) {
        let (utf8Offset, utf16Offset) = other.take(step)
        clusters &+= step.transition.boundaryCount
        scalars &+= 1
        repaired &+= step.isRepaired ? 1 : 0
        try body(ScannedScalar(
            scalar: step.scalar, utf8Offset: utf8Offset, utf16Offset: utf16Offset, encodedLength: step.length,
            startsCluster: step.startsCluster, isRepaired: step.isRepaired))
    }
}

/// Hands the range of each cluster, in UTF-16 offsets, to a closure.
struct ClusterRangeSink<Encoding: GraphemeEncoding, Failure: Error>: GraphemeSink {
    let body: (Range<Int>) throws(Failure) -> Void
    var other = OtherEncodingOffset<Encoding>()
    var start: Int?
    /// The UTF-16 offset after the last scalar taken.
    var end = 0

    @inline(__always)
    mutating func take(_ step: WalkStep) throws(Failure) {
        let utf16Offset = other.take(step).utf16
        end = utf16Offset &+ (step.value > 0xFFFF ? 2 : 1)
        guard step.startsCluster else { return }
        if let start { try body(start..<utf16Offset) }
        start = utf16Offset
    }

    /// Reports the last cluster, which ends at the end of the text.
    mutating func finish() throws(Failure) {
        guard let start else { return }
        try body(start..<end)
    }
}
