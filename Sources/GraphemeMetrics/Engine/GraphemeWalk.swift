/// One scalar of a walk, as a ``GraphemeSink`` receives it.
struct WalkStep {
    /// The scalar value; 0xFFFD where the input is ill-formed.
    var value: UInt32
    /// Its ``GraphemeClass`` raw value.
    var graphemeClass: UInt8
    /// Its offset in the input's code units.
    var offset: Int
    /// The code units it took.
    var length: Int
    /// Whether it is a U+FFFD standing for ill-formed input.
    var isRepaired: Bool
    /// The state of the machine before it (with ``graphemeClass``, this names the rule that
    /// decided: ``GraphemeTables/rule(_:_:)``).
    var stateBefore: UInt16
    /// The step of the state machine on it.
    var transition: Transition

    /// Whether a grapheme cluster starts at the scalar.
    @inline(__always)
    var startsCluster: Bool { transition.isBoundary }

    /// The scalar; U+FFFD for ill-formed input.
    @inline(__always)
    var scalar: Unicode.Scalar {
        // A decoded value is a scalar by construction: not a surrogate, at most 0x10FFFF.
        Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}

/// What a consumer of the walk does with each scalar: count, collect boundaries, build
/// per-cluster records, explain rules, ...
///
/// A sink that does not need each scalar of some always-breaking runs declares
/// ``skipsBreakingRuns`` and which scalars those runs may hold (``runBitmap(_:)``, by default
/// every BMP scalar of the always-breaking classes): the walk then hands it runs of scalars
/// that each start a cluster in one call (``takeBreakingRun(scalars:codeUnits:lastStart:)``)
/// instead of one ``take(_:)`` each. A sink stops the walk by throwing its ``Failure``, or, in
/// a hot loop, through ``isFinished`` with ``stopsEarly`` (a sink whose `take` throws through
/// the protocol is called through its witness, not inlined: measured 2.6x slower for the
/// emoji-free count). Sinks that never stop have `Failure == Never` and cost nothing for it.
protocol GraphemeSink {
    associatedtype Failure: Error = Never

    /// Whether the walk may report runs of cluster-starting scalars in bulk.
    static var skipsBreakingRuns: Bool { get }

    /// Takes one scalar.
    mutating func take(_ step: WalkStep) throws(Failure)

    /// Whether the walk asks ``isFinished`` after each scalar (resolved when specialised).
    static var stopsEarly: Bool { get }

    /// Whether the sink has seen what it needs: the walk stops after the scalar it just took.
    var isFinished: Bool { get }

    /// The scalars of the Basic Multilingual Plane that runs may hold, one bit per code point:
    /// a subset of ``GraphemeRunTables/alwaysBreakingBMP`` that holds every code point below
    /// ``runWordLimit`` but CR.
    func runBitmap(_ tables: GraphemeTables) -> UnsafePointer<UInt64>

    /// The code point below which ``runBitmap(_:)`` holds every one but CR (from 0x80 to
    /// 0x300): the walk takes UTF-16 runs of them a machine word at a time.
    static var runWordLimit: UInt16 { get }

    /// Takes `scalars` well-formed scalars in `codeUnits` code units, each of which starts a
    /// cluster, the last one at offset `lastStart`; only called when ``skipsBreakingRuns``.
    mutating func takeBreakingRun(scalars: Int, codeUnits: Int, lastStart: Int)
}

extension GraphemeSink {
    static var skipsBreakingRuns: Bool { false }

    static var stopsEarly: Bool { false }

    var isFinished: Bool { false }

    @inline(__always)
    func runBitmap(_ tables: GraphemeTables) -> UnsafePointer<UInt64> { tables.runs.alwaysBreakingBMP }

    static var runWordLimit: UInt16 { UInt16(GraphemeRunTables.simpleLimit) }

    mutating func takeBreakingRun(scalars: Int, codeUnits: Int, lastStart: Int) {}
}

/// Where a walk stands between two scalars (and between two chunks of incremental input).
struct WalkState {
    /// The state of the machine, as the walk carries it (``Transition/walkState``); it also
    /// counts the scalars in a row of ``GraphemeRunTables/alwaysBreakingClasses`` (see
    /// ``GraphemeTables/transitions``). In 32 bits: a 16-bit state is zero-extended again before
    /// each transition, and utf16 then took 19-21% longer on Indic and decomposed text.
    var state: UInt32 = 0
}

/// The grapheme engine: one walk over UTF-8 or UTF-16 code units that decodes each scalar
/// (repairing ill-formed input), looks up its class in the tables it is handed, steps the
/// state machine, and hands the step to a sink. Every feature of the library that segments
/// text is a sink of this walk, whole or incremental (``GraphemeScanner`` feeds it chunk by
/// chunk); the compiler specialises it for each encoding and sink.
///
/// Per scalar it does one class lookup (one load for the Basic Multilingual Plane) and one
/// transition; a decoded scalar's length never depends on the loaded unit, so the next load
/// does not wait on this one. The loop over scalars on the encoding's common path
/// (``GraphemeEncoding/_decodeCommonScalar(_:at:end:)``: well-formed, and for UTF-8 with four
/// bytes left to load) makes no call, so that its state (index, machine state and the
/// sink's own) stays in registers; the calls that ill-formed input, the last bytes and run
/// skipping need are made between two passes of that loop. (With those calls in the loop,
/// forEachCluster's batch walk kept its streak and output cursor on the stack: measured 8%
/// slower on Indic text.) (Taking the next state from the last two classes,
/// ``GraphemeRunTables/stateAfterPair``, as the earlier per-feature loops did, measured slower
/// in this walk on every corpus, so the walk does not.)
///
/// For sinks that declare ``GraphemeSink/skipsBreakingRuns``: after ``streakLength`` scalars
/// in a row whose classes always break between each other (which the state counts, so the walk
/// only compares it with ``GraphemeTables/runTrigger``: counting them in the loop took eight
/// instructions per scalar, and without them forEachCluster is 13% faster on Indic and
/// decomposed text), the rest of such a run is counted
/// without the state machine by the encoding's own scan over the sink's ``GraphemeSink/runBitmap(_:)``
/// (``GraphemeEncoding/_bitmapPrefix(_:from:end:bitmap:wordLimit:)``), a machine word at a time
/// where it is ASCII (UTF-8) or below the sink's word limit (UTF-16). The streak is needed because leaving the fast loop
/// costs a mispredicted branch: text whose clusters are short mixes of classes (Indic
/// conjuncts, decomposed Latin) runs faster in the state-machine loop.
enum GraphemeWalk {
    /// Scalars in a row of always-breaking classes before the walk skips the rest of the run.
    static let streakLength = 8

    /// Walks `units[start..<end]`, reporting each scalar to `sink` at `offset` plus its index.
    ///
    /// Returns the index where it stopped: `end`, or, when `isFinal` is false, the start of a
    /// scalar that `end` cuts off (incremental input continues it in the next chunk). When
    /// `isFinal` is true, a cut-off sequence is one U+FFFD.
    ///
    /// - Complexity: O(n) in code units, O(1) memory.
    @inline(__always)
    static func walk<Encoding: GraphemeEncoding, Sink: GraphemeSink>(
        _ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int, as _: Encoding.Type,
        offset: Int, isFinal: Bool, tables: GraphemeTables, state: inout WalkState, into sink: inout Sink
    ) throws(Sink.Failure) -> Int {
        // The state lives in a local, written back on the way out (also when the sink throws):
        // the caller's copy would be stored and reloaded on every scalar of a sink that can
        // throw, which puts a store-to-load delay on the chain of transitions.
        var walkState = state
        defer { state = walkState }
        var index = start
        while true {
            // The scalars on the encoding's common path: this loop makes no call, so that its
            // state stays in registers.
            while index < end {
                let (value, length) = Encoding._decodeCommonScalar(units, at: index, end: end)
                if _slowPath(length == 0) { break }
                let decoded = DecodedScalar(value: value, length: length, status: DecodedScalar.valid)
                try step(decoded, at: offset &+ index, tables: tables, state: &walkState, into: &sink)
                if Sink.stopsEarly, _slowPath(sink.isFinished) { return index }
                index &+= length
                if Sink.skipsBreakingRuns, _slowPath(endsStreak(walkState)) { break }
            }
            if !Sink.skipsBreakingRuns || !endsStreak(walkState) {
                guard index < end else { return index }
                // Ill-formed input, a scalar that `end` may cut off, and (UTF-8) the last bytes.
                let decoded = Encoding.decode(units, at: index, end: end)
                if !isFinal, _slowPath(decoded.status == DecodedScalar.truncated) { return index }
                try step(decoded, at: offset &+ index, tables: tables, state: &walkState, into: &sink)
                if Sink.stopsEarly, _slowPath(sink.isFinished) { return index }
                index &+= decoded.length
                guard Sink.skipsBreakingRuns, endsStreak(walkState) else { continue }
            }
            let run = breakingRun(
                units, from: index, to: end, as: Encoding.self, tables: tables, bitmap: sink.runBitmap(tables),
                wordLimit: Sink.runWordLimit)
            guard run.scalars > 0 else {
                // The same state with its streak back at 0: from the trigger copy to copy 0.
                walkState.state &= ~UInt32(GraphemeTables.triggerCopy)
                continue
            }
            sink.takeBreakingRun(scalars: run.scalars, codeUnits: run.end &- index, lastStart: offset &+ run.lastStart)
            index = run.end
            walkState.state = UInt32(tables.stateAfterBreak[Int(run.lastClass)])
        }
    }

    /// Whether the last scalar ended a streak of ``streakLength`` scalars of always-breaking
    /// classes, so that the rest of the run may be skipped.
    @inline(__always)
    static func endsStreak(_ state: WalkState) -> Bool {
        state.state >= UInt32(GraphemeTables.runTrigger)
    }

    /// Steps the state machine on one decoded scalar at `offset` and hands it to `sink`. The
    /// walk's loop body, and the way in for a scalar that incremental input decodes across two
    /// chunks.
    @inline(__always)
    static func step<Sink: GraphemeSink>(
        _ decoded: DecodedScalar, at offset: Int, tables: GraphemeTables, state: inout WalkState,
        into sink: inout Sink
    ) throws(Sink.Failure) {
        let graphemeClass = tables.fastClassOf(decoded.value)
        let transition = tables.transition(walkState: state.state, graphemeClass)
        let step = WalkStep(
            value: decoded.value, graphemeClass: graphemeClass, offset: offset, length: decoded.length,
            isRepaired: decoded.isRepaired, stateBefore: UInt16(truncatingIfNeeded: state.state), transition: transition)
        state.state = UInt32(transition.walkState)
        try sink.take(step)
    }

    /// The well-formed scalars from `start` in `bitmap` (always-breaking scalars of the Basic
    /// Multilingual Plane; see ``GraphemeSink/runBitmap(_:)``): how many, where they end, the
    /// class of the last one and where it starts (meaningless when there is none).
    ///
    /// Kept out of line: its constants would push the main loop's state out of registers.
    @inline(never)
    static func breakingRun<Encoding: GraphemeEncoding>(
        _ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int, as _: Encoding.Type,
        tables: GraphemeTables, bitmap: UnsafePointer<UInt64>, wordLimit: UInt16
    ) -> (scalars: Int, end: Int, lastClass: UInt8, lastStart: Int) {
        var stop = end
        let run = Encoding._bitmapPrefix(units, from: start, end: &stop, bitmap: bitmap, wordLimit: wordLimit)
        let lastValue = UInt32(truncatingIfNeeded: run &>> 32)
        let lastLength = Encoding.self == Unicode.UTF16.self ? 1 : (lastValue < 0x80 ? 1 : lastValue < 0x800 ? 2 : 3)
        return (Int(truncatingIfNeeded: run & 0xFFFF_FFFF), stop, tables.fastClassOf(lastValue), stop &- lastLength)
    }

    /// Walks the whole of `units` into `sink` from the start of text.
    ///
    /// - Complexity: O(n) in code units, O(1) memory.
    @inline(__always)
    static func walk<Encoding: GraphemeEncoding, Sink: GraphemeSink>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, tables: GraphemeTables,
        into sink: inout Sink
    ) throws(Sink.Failure) {
        guard let base = units.baseAddress else { return }
        var state = WalkState()
        _ = try walk(
            base, from: 0, to: units.count, as: Encoding.self, offset: 0, isFinal: true, tables: tables,
            state: &state, into: &sink)
    }
}
