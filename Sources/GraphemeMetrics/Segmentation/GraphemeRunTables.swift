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
struct GraphemeRunTables: Sendable {
    /// Bit `c` is set when the state after a scalar of class `c` is the same from every state:
    /// `GraphemeTables.stateAfterBreak[c]`.
    let stateDeterminingClasses: UInt32
    /// Bit `c` is set when a scalar of class `c` determines the state and a boundary falls
    /// after it before every scalar below U+0300 but CR. A run of such units without CR then
    /// starts one cluster per unit, so it can be counted many units at a time.
    let breaksBeforeSimpleUnits: UInt32

    /// Bit `c` is set for the classes of a set in which every class determines the state and
    /// a boundary falls between any two of them, in either order: Other, LF, Control,
    /// LV, LVT, Extended_Pictographic, InCB=Consonant in Unicode 17.0. A run of them starts one
    /// cluster per scalar, so its loop needs only the class lookup.
    let alwaysBreakingClasses: UInt32

    static let shared = GraphemeRunTables(GraphemeTables.shared)

    /// Scalars below this start a cluster after each other (CR × LF aside): they are Other, CR,
    /// LF, Control or Extended_Pictographic (© and ®).
    static let simpleLimit: UInt32 = 0x300

    init(_ tables: GraphemeTables) {
        let classCount = GraphemeTables.classCount
        var determining: UInt32 = 0
        for graphemeClass in 0..<classCount {
            let expected = tables.stateAfterBreak[graphemeClass]
            let everyState = (0..<tables.stateCount).allSatisfy { state in
                tables.transitions[state * classCount + graphemeClass] &>> 1 == expected
            }
            if everyState { determining |= 1 << UInt32(graphemeClass) }
        }
        stateDeterminingClasses = determining

        // Start from the state-determining classes and drop, one at a time, the class in the
        // most pairs without a boundary (Prepend, SpacingMark, L, T, V, then CR for CR × LF).
        var breakingSet = (0..<classCount).filter { determining & (1 << UInt32($0)) != 0 }
        func joins(_ first: Int, _ second: Int) -> Bool {
            tables.transitions[Int(tables.stateAfterBreak[first]) + second] & 1 == 0
        }
        while true {
            let joinCounts = breakingSet.map { graphemeClass in
                breakingSet.filter { joins(graphemeClass, $0) }.count
                    + breakingSet.filter { joins($0, graphemeClass) }.count
            }
            guard let most = joinCounts.max(), most > 0, let position = joinCounts.firstIndex(of: most) else { break }
            breakingSet.remove(at: position)
        }
        alwaysBreakingClasses = breakingSet.reduce(0) { $0 | 1 << UInt32($1) }

        let simpleClasses = Set((0..<Self.simpleLimit).map { tables.classOf($0) })
        let simpleButCR = simpleClasses.subtracting([GraphemeClass.cr.rawValue])
        var breaking: UInt32 = 0
        for graphemeClass in 0..<classCount where determining & (1 << UInt32(graphemeClass)) != 0 {
            let state = Int(tables.stateAfterBreak[graphemeClass])
            if simpleButCR.allSatisfy({ tables.transitions[state + Int($0)] & 1 != 0 }) {
                breaking |= 1 << UInt32(graphemeClass)
            }
        }
        // Inside a block every unit follows another simple unit that is not CR, so all those
        // classes must qualify; if a future table broke that, the block paths stay unused.
        let insideBlocks = simpleButCR.allSatisfy { breaking & (1 << UInt32($0)) != 0 }
        breaksBeforeSimpleUnits = insideBlocks ? breaking : 0
    }

    /// Whether the state after a scalar of `graphemeClass` is known from the class alone.
    @inline(__always)
    func determinesState(_ graphemeClass: UInt8) -> Bool {
        stateDeterminingClasses &>> UInt32(graphemeClass) & 1 != 0
    }

    /// Whether a block of units below U+0300 without CR after a scalar of `graphemeClass`
    /// starts one cluster per unit.
    @inline(__always)
    func breaksBeforeSimpleUnits(after graphemeClass: UInt8) -> Bool {
        breaksBeforeSimpleUnits &>> UInt32(graphemeClass) & 1 != 0
    }

    /// Whether `graphemeClass` is in ``alwaysBreakingClasses``.
    @inline(__always)
    func alwaysBreaks(_ graphemeClass: UInt8) -> Bool {
        alwaysBreakingClasses &>> UInt32(graphemeClass) & 1 != 0
    }
}
