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

/// Collects the offset of every cluster boundary, in the input's code units.
struct BoundarySink: GraphemeSink {
    var offsets: [Int] = []

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        if step.startsCluster { offsets.append(step.offset) }
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
