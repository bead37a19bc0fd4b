/// Facts about the segmentation state machine that let the counting loops skip its state.
///
/// The state after most scalars depends on the scalar's class alone: Other, a Hangul syllable,
/// an Extended_Pictographic or an InCB=Consonant restarts every sequence the rules track (only
/// Extend, ZWJ and Regional_Indicator continue one). After such a class the state is known
/// without the state before it, so a run of them is counted from class pairs, with no chain of
/// dependent state loads from one scalar to the next. That is still one class lookup and one
/// transition per scalar: the transition's state comes from the previous class instead of the
/// previous transition.
///
/// Everything here is derived from ``GraphemeTables`` when first used, never typed by hand, so
/// it follows the rules and the data when they change.
struct GraphemeRunTables: @unchecked Sendable {
    /// Bit `c` is set when the state after a scalar of class `c` is the same from every state:
    /// `GraphemeTables.stateAfterBreak[c]`.
    let stateDeterminingClasses: UInt32
    /// Bit `c` is set for the classes of a set in which every class determines the state and
    /// a boundary falls between any two of them, in either order: Other, LF, Control,
    /// LV, LVT, Extended_Pictographic, InCB=Consonant in Unicode 17.0 and 18.0. A run of them starts one
    /// cluster per scalar, so its loop needs only the class lookup.
    let alwaysBreakingClasses: UInt32

    /// One bit per code point of the Basic Multilingual Plane, set when its class is in
    /// ``alwaysBreakingClasses`` (clear for the surrogates, which stand for U+FFFD when
    /// unpaired): 8 KiB, so the tightest loop does one load per scalar instead of two.
    /// Allocated once and never freed, like ``GraphemeTables``.
    let alwaysBreakingBMP: UnsafePointer<UInt64>

    /// `stateAfterPair[a * classCount + b]`: the state after a scalar of class `b` that follows
    /// one of class `a`, when those two classes alone determine it (`a` or `b` determines the
    /// state), else ``unknownState``. Counting loops take the state from here, so it does not
    /// wait on the previous transition; only two state-continuing scalars in a row (Extend after
    /// Extend, RI after RI, ...) use the transition's own next state. Allocated once, never freed.
    let stateAfterPair: UnsafePointer<UInt16>

    /// The class of every code point of the Basic Multilingual Plane, flattened from the
    /// two-stage lookup (64 KiB, of which a text touches only its scripts' lines): one load
    /// instead of two dependent ones. Surrogates hold U+FFFD's class. Allocated once, never freed.
    let bmpClasses: UnsafePointer<UInt8>

    /// Marks a pair of classes that does not determine the state.
    static let unknownState = UInt16.max

    /// Scalars below this start a cluster after each other (CR × LF aside): they are Other, CR,
    /// LF, Control or Extended_Pictographic (© and ®).
    static let simpleLimit: UInt32 = 0x300

    /// Derives the run tables from a state machine's transitions (``GraphemeTables/transition(_:_:)``),
    /// the state after a cluster-starting scalar of each class, the number of states, and the
    /// class lookup.
    init(
        transitions: UnsafePointer<Transition>, stateAfterBreak: UnsafePointer<UInt16>, stateCount: Int,
        classOf: (UInt32) -> UInt8
    ) {
        let classCount = GraphemeTables.classCount
        func transition(_ state: UInt16, _ graphemeClass: Int) -> Transition {
            transitions[GraphemeTables.entry(state, graphemeClass)]
        }
        var determining: UInt32 = 0
        for graphemeClass in 0..<classCount {
            let expected = stateAfterBreak[graphemeClass]
            let everyState = (0..<stateCount).allSatisfy { state in
                transitions[state * classCount + graphemeClass].nextState == expected
            }
            if everyState { determining |= 1 << UInt32(graphemeClass) }
        }
        stateDeterminingClasses = determining

        let pairs = UnsafeMutablePointer<UInt16>.allocate(capacity: classCount * classCount)
        for first in 0..<classCount {
            for second in 0..<classCount {
                let state: UInt16
                if determining & (1 << UInt32(second)) != 0 {
                    state = stateAfterBreak[second]
                } else if determining & (1 << UInt32(first)) != 0 {
                    state = transition(stateAfterBreak[first], second).nextState
                } else {
                    state = Self.unknownState
                }
                (pairs + first * classCount + second).initialize(to: state)
            }
        }
        stateAfterPair = UnsafePointer(pairs)

        let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)
        for codePoint in UInt32(0)..<0x10000 {
            let scalar = (0xD800...0xDFFF).contains(codePoint) ? 0xFFFD : codePoint
            (classes + Int(codePoint)).initialize(to: classOf(scalar))
        }
        bmpClasses = UnsafePointer(classes)

        // Start from the state-determining classes and drop, one at a time, the class in the
        // most pairs without a boundary (Prepend, SpacingMark, L, T, V, then CR for CR × LF);
        // of classes in as many such pairs, the one with the fewest BMP code points (Unicode
        // 18.0's three linkers that are not Extend go before InCB=Consonant's 900).
        var population = [Int](repeating: 0, count: classCount)
        for codePoint in 0..<0x10000 { population[Int(classes[codePoint])] += 1 }
        var breakingSet = (0..<classCount).filter { determining & (1 << UInt32($0)) != 0 }
        func joins(_ first: Int, _ second: Int) -> Bool {
            !transition(stateAfterBreak[first], second).isBoundary
        }
        while true {
            let joinCounts = breakingSet.map { graphemeClass in
                breakingSet.filter { joins(graphemeClass, $0) }.count
                    + breakingSet.filter { joins($0, graphemeClass) }.count
            }
            guard let most = joinCounts.max(), most > 0 else { break }
            let candidates = breakingSet.indices.filter { joinCounts[$0] == most }
            guard let position = candidates.min(by: { population[breakingSet[$0]] < population[breakingSet[$1]] })
            else { break }
            breakingSet.remove(at: position)
        }
        // The counting loops take every unit below U+0300 but CR (Other, LF, Control, © and ®)
        // as one cluster after any class of the set, so those classes must all be in it; if a
        // future table broke that, the set is left empty and those loops unused.
        let simpleButCR = Set((0..<Self.simpleLimit).map { classOf($0) })
            .subtracting([GraphemeClass.cr.rawValue])
        var alwaysBreaking = breakingSet.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
        if !simpleButCR.allSatisfy({ alwaysBreaking & (1 << UInt32($0)) != 0 }) { alwaysBreaking = 0 }
        alwaysBreakingClasses = alwaysBreaking

        let bitmap = UnsafeMutablePointer<UInt64>.allocate(capacity: 0x10000 / 64)
        bitmap.initialize(repeating: 0, count: 0x10000 / 64)
        for codePoint in UInt32(0)..<0x10000 where !(0xD800...0xDFFF).contains(codePoint) {
            if alwaysBreaking & (1 << UInt32(classOf(codePoint))) != 0 {
                bitmap[Int(codePoint >> 6)] |= 1 << UInt64(codePoint & 63)
            }
        }
        alwaysBreakingBMP = UnsafePointer(bitmap)
    }

    /// Whether the state after a scalar of `graphemeClass` is known from the class alone.
    @inline(__always)
    func determinesState(_ graphemeClass: UInt8) -> Bool {
        stateDeterminingClasses &>> UInt32(graphemeClass) & 1 != 0
    }

    /// Whether `graphemeClass` is in ``alwaysBreakingClasses``.
    @inline(__always)
    func alwaysBreaks(_ graphemeClass: UInt8) -> Bool {
        alwaysBreakingClasses &>> UInt32(graphemeClass) & 1 != 0
    }

    /// Whether the class of a BMP code unit is in ``alwaysBreakingClasses`` (false for
    /// surrogates).
    @inline(__always)
    func alwaysBreaks(unit: UInt16) -> Bool {
        alwaysBreakingBMP[Int(unit &>> 6)] &>> UInt64(unit & 63) & 1 != 0
    }
}
