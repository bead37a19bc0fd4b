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

/// Writes the offset of every cluster boundary to memory that has room for them all (a count
/// walk says how many, or a batch of input is no longer than the room) and one more. The
/// offsets are in `Offsets`' code units: the input's own (`Offsets == Encoding`), or those of
/// the other encoding, counted from the scalars taken (the repaired text's). For a walk from the
/// start of ``units`` with offset 0. They are stored as `Stored`, truncated: `Int`, or the low
/// 16 bits when the reader knows the offsets of a batch to lie within 65,535 of each other.
///
/// Every offset is written, and the cursor moves past it only when it is a boundary: no branch
/// on which scalars start clusters, and no capacity check per boundary. Runs of always-breaking
/// scalars come in bulk: in UTF-16 each of their units starts one, in UTF-8 each byte that is
/// not a continuation byte.
struct BoundarySink<Encoding: GraphemeEncoding, Offsets: GraphemeEncoding, Stored: FixedWidthInteger>: GraphemeSink {
    /// The input.
    let units: UnsafePointer<Encoding.CodeUnit>
    /// Where the next boundary goes.
    var cursor: UnsafeMutablePointer<Stored>
    /// The offset, in `Offsets`' units, after the last scalar taken (kept when they differ from
    /// the input's).
    var position = 0

    /// Whether offsets are the input's own (resolved when specialised).
    @inline(__always)
    static var countsInput: Bool { Encoding.self == Offsets.self }

    static var skipsBreakingRuns: Bool { true }

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        if Self.countsInput {
            cursor.pointee = Stored(truncatingIfNeeded: step.offset)
        } else {
            cursor.pointee = Stored(truncatingIfNeeded: position)
            position &+= OtherEncodingOffset<Encoding>.length(of: step)
        }
        cursor += step.transition.boundaryCount
    }

    @inline(__always)
    mutating func takeBreakingRun(scalars: Int, codeUnits: Int, lastStart: Int) {
        // Runs hold scalars of the Basic Multilingual Plane only: one UTF-16 unit each, and
        // in UTF-8 one to three bytes.
        let inputIsUTF16 = Encoding.self == Unicode.UTF16.self
        if Self.countsInput {
            let lead = UInt32(truncatingIfNeeded: units[lastStart])
            let end = lastStart &+ (inputIsUTF16 || lead < 0x80 ? 1 : lead < 0xE0 ? 2 : 3)
            if inputIsUTF16 || scalars == codeUnits {
                for index in 0..<codeUnits { cursor[index] = Stored(truncatingIfNeeded: end &- codeUnits &+ index) }
                cursor += codeUnits
                return
            }
            for offset in (end &- codeUnits)..<end {
                cursor.pointee = Stored(truncatingIfNeeded: offset)
                cursor += UInt32(truncatingIfNeeded: units[offset]) & 0xC0 == 0x80 ? 0 : 1
            }
        } else if !inputIsUTF16 {
            // UTF-16 offsets of UTF-8 input: one unit per scalar.
            for index in 0..<scalars { cursor[index] = Stored(truncatingIfNeeded: position &+ index) }
            cursor += scalars
            position &+= scalars
        } else {
            // UTF-8 offsets of UTF-16 input.
            for offset in (lastStart &+ 1 &- codeUnits)...lastStart {
                let unit = UInt32(truncatingIfNeeded: units[offset])
                cursor.pointee = Stored(truncatingIfNeeded: position)
                cursor += 1
                position &+= unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
            }
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
        count &+= Self.length(of: step)
        return offsets
    }

    /// The length of `step`'s scalar in the other encoding. From UTF-8, it takes two UTF-16
    /// units when it took four bytes (a U+FFFD for ill-formed bytes takes at most three): no
    /// comparison of the value.
    @inline(__always)
    static func length(of step: WalkStep) -> Int {
        inputIsUTF16 ? UTF8.width(step.scalar) : 1 &+ step.length &>> 2
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
        try body(ScannedScalar(step, utf8Offset: utf8Offset, utf16Offset: utf16Offset))
    }
}

/// Hands each scalar of a whole text to a closure as a ``ScannedScalar`` until it returns false.
/// It stops through ``isFinished``, not a throw, so its `take` is inlined into the walk.
struct ScalarBodySink<Encoding: GraphemeEncoding>: GraphemeSink {
    let body: (ScannedScalar) -> Bool
    var other = OtherEncodingOffset<Encoding>()
    var isFinished = false

    static var stopsEarly: Bool { true }

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        let (utf8Offset, utf16Offset) = other.take(step)
        isFinished = !body(ScannedScalar(step, utf8Offset: utf8Offset, utf16Offset: utf16Offset))
    }
}

extension ScannedScalar {
    /// The scalar of a walk's step, at the given offsets.
    @inline(__always)
    init(_ step: WalkStep, utf8Offset: Int, utf16Offset: Int) {
        self.init(
            scalar: step.scalar, utf8Offset: utf8Offset, utf16Offset: utf16Offset, encodedLength: step.length,
            startsCluster: step.startsCluster, isRepaired: step.isRepaired)
    }
}
