/// The lookup tables of grapheme segmentation in one Unicode version: the value that the engine
/// (``GraphemeWalk``) is handed. Each version's tables are built on first use
/// (``tables(for:)``), from the generated class table and the rules of that version. Copied once into memory that is never freed, so hot loops read them through plain
/// pointers with no retain, release or bounds check.
///
/// Every index into them is bounded by construction: a decoded scalar is at most 0x10FFFF
/// (stage 1 has 0x1100 entries), stage 1 holds only block numbers present in stage 2, and the
/// transition table only holds offsets of states it enumerated.
struct GraphemeTables: @unchecked Sendable, VersionedTables {
    /// The version's stage 1 of the class lookup (see `GraphemeClass.stage1`).
    let stage1: UnsafePointer<UInt16>
    /// Stage 2 of the class lookup (see `GraphemeClass.stage2`).
    let stage2: UnsafePointer<UInt8>
    /// The state machine: the transition of a state (a row's byte offset, see ``Transition``)
    /// on a class is at byte offset `state + 2 * class` (``transition(_:_:)``).
    ///
    /// The rules' states come in ``streakCopies`` copies, one for each count of the scalars in
    /// a row before them that had a class of ``GraphemeRunTables/alwaysBreakingClasses``, from 0
    /// to ``GraphemeWalk/streakLength`` (copy k starts k × ``copyBytes`` bytes in): so the walk
    /// knows when to skip a run (``runTrigger``) from the state alone, with no count of its own
    /// per scalar. Every copy of a state reads the same boundaries and rules. The whole is
    /// stored twice: the second starts ``mirrorOffset`` bytes after the first (see
    /// ``Transition``).
    let transitions: UnsafePointer<Transition>
    /// The rule behind each entry of `transitions` (same index), as `GraphemeBreakRule.allCases` indexes.
    let rules: UnsafePointer<UInt8>
    /// The number of states the rules can reach from the start of text (the rows of copy 0).
    let stateCount: Int
    /// `stateAfterBreak[c]`: the state after a scalar of class `c` that started a cluster
    /// and whose class is below U+0300's (Other, CR, LF, Control, Extended_Pictographic): those
    /// restart every tracked sequence, so the state depends on the class alone.
    let stateAfterBreak: UnsafePointer<UInt16>
    /// What the engine derives from the state machine to skip its state (see ``GraphemeRunTables``).
    let runs: GraphemeRunTables

    /// The Unicode version whose data and rules these are.
    let version: UnicodeVersion

    // One per version, built on its first use; `tables(for:)` (``VersionedTables``) picks one.
    static let v15_0 = GraphemeTables(.v15_0)
    static let v15_1 = GraphemeTables(.v15_1)
    static let v16_0 = GraphemeTables(.v16_0)
    static let v17_0 = GraphemeTables(.v17_0)
    static let v18_0 = GraphemeTables(.v18_0)

    static let classCount = GraphemeClass.allCases.count
    /// The bytes of a row of the transition table: the difference between two states.
    static let rowBytes = classCount * MemoryLayout<Transition>.stride

    /// Where the copy of the transition table starts, in bytes: the ÷ bit of a ``Transition``.
    static let mirrorOffset = Int(Transition.boundaryBit)

    /// The bytes from one streak copy of the states to the next (a power of two, so that
    /// ``canonical(_:)`` is one mask): room for 51 states.
    static let copyBytes = 2048

    /// The copies of the states: after no scalar of an always-breaking class, after 1, ...,
    /// after ``GraphemeWalk/streakLength``.
    static let streakCopies = GraphemeWalk.streakLength + 1

    /// The least state, as the walk carries it, that ends a streak of
    /// ``GraphemeWalk/streakLength`` scalars of always-breaking classes: the walk then skips the
    /// rest of the run. Such a scalar starts a cluster (it follows one of the same set), so the
    /// state has its ÷ bit.
    static let runTrigger = Transition.boundaryBit | triggerCopy

    /// Where the trigger copy starts, in bytes: one bit above copy 0 to copy 7, so clearing it
    /// takes a state there to copy 0.
    static let triggerCopy = UInt16(GraphemeWalk.streakLength * copyBytes)

    private init(_ version: UnicodeVersion) {
        self.version = version
        let stage1Entries = 0x1100
        stage1 = Self.immortalCopy(Array(GraphemeClass.stage1[version.index * stage1Entries..<(version.index + 1) * stage1Entries]))
        stage2 = Self.sharedStage2

        let start = GraphemeBreakState.start(version)
        var states: [GraphemeBreakState] = [start]
        var index: [GraphemeBreakState: Int] = [start: 0]
        var transitions: [Transition] = []
        var rules: [UInt8] = []
        var position = 0
        while position < states.count {
            let state = states[position]
            for next in GraphemeClass.allCases {
                let rule = state.rule(before: next)
                let target = state.advanced(by: next)
                let targetIndex: Int
                if let known = index[target] {
                    targetIndex = known
                } else {
                    targetIndex = states.count
                    index[target] = targetIndex
                    states.append(target)
                }
                let offset = targetIndex * Self.rowBytes
                transitions.append(Transition(nextState: UInt16(offset), isBoundary: rule.isBoundary))
                rules.append(UInt8(GraphemeBreakRule.allCases.firstIndex(of: rule) ?? 0))
            }
            position += 1
        }
        precondition(transitions.count * MemoryLayout<Transition>.stride <= Self.copyBytes, "too many states")
        let table = Self.allocateStreakTable()
        self.rules = Self.immortalCopy(rules)
        let stateCount = states.count
        self.stateCount = stateCount

        let afterBreak = GraphemeClass.allCases.map { next in
            UInt16((index[start.advanced(by: next)] ?? 0) * Self.rowBytes)
        }
        let stateAfterBreak = Self.immortalCopy(afterBreak)
        self.stateAfterBreak = stateAfterBreak
        let (stage1, stage2) = (self.stage1, self.stage2)
        runs = transitions.withUnsafeBufferPointer { base in
            GraphemeRunTables(
                transitions: base.baseAddress!, stateAfterBreak: stateAfterBreak, stateCount: stateCount,
                classOf: { Self.classOf($0, stage1, stage2) })
        }
        Self.fillStreakTable(table, from: transitions, alwaysBreaking: runs.alwaysBreakingClasses)
        self.transitions = UnsafePointer(table.assumingMemoryBound(to: Transition.self))
    }

    /// Memory for the transition table that the walk reads: two halves of ``streakCopies``
    /// copies, ``mirrorOffset`` bytes apart.
    private static func allocateStreakTable() -> UnsafeMutableRawPointer {
        precondition(streakCopies * copyBytes <= mirrorOffset, "too many streak copies")
        precondition(triggerCopy.nonzeroBitCount == 1 && Int(triggerCopy) >= (streakCopies - 1) * copyBytes)
        let byteCount = mirrorOffset + streakCopies * copyBytes
        // Only the rows are written (``fillStreakTable(_:from:alwaysBreaking:)``) and no state
        // leads between them. (Zeroing the whole 50 KiB made width16 11-17% slower on five
        // corpora, in code that does not read this table.)
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<Transition>.alignment)
    }

    /// The transition table that the walk reads, from the rules' transitions (copy 0's): every
    /// copy `k` of a state has the rules' transitions, each to the copy of its state that counts
    /// the scalar (`k + 1` on an always-breaking class, else 0; after the trigger copy, 1 or 0),
    /// and the whole is stored again ``mirrorOffset`` bytes on.
    private static func fillStreakTable(
        _ table: UnsafeMutableRawPointer, from transitions: [Transition], alwaysBreaking: UInt32
    ) {
        let stride = MemoryLayout<Transition>.stride
        for copy in 0..<streakCopies {
            for (entry, transition) in transitions.enumerated() {
                let graphemeClass = entry % classCount
                let counted = alwaysBreaking &>> UInt32(graphemeClass) & 1 != 0
                let nextCopy = counted ? (copy == streakCopies - 1 ? 1 : copy + 1) : 0
                let next = Transition(
                    nextState: transition.nextState + UInt16(nextCopy * copyBytes), isBoundary: transition.isBoundary)
                for half in [0, mirrorOffset] {
                    table.storeBytes(of: next, toByteOffset: half + copy * copyBytes + entry * stride, as: Transition.self)
                }
            }
        }
    }

    /// Stage 2 is shared by every version: copied once, never written (hence `unsafe`).
    nonisolated(unsafe) private static let sharedStage2 = immortalCopy(GraphemeClass.stage2)

    private static func immortalCopy<T>(_ values: [T]) -> UnsafePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: values.count)
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    /// The class of a scalar value at most 0x10FFFF, by the two-stage lookup.
    @inline(__always)
    func classOf(_ codePoint: UInt32) -> UInt8 {
        Self.classOf(codePoint, stage1, stage2)
    }

    @inline(__always)
    private static func classOf(
        _ codePoint: UInt32, _ stage1: UnsafePointer<UInt16>, _ stage2: UnsafePointer<UInt8>
    ) -> UInt8 {
        let block = Int(stage1[Int(codePoint &>> 8)])
        return stage2[block &<< 8 | Int(codePoint & 0xFF)]
    }

    /// The class of a scalar value at most 0x10FFFF (of U+FFFD for a surrogate code point),
    /// with one load for the Basic Multilingual Plane (``GraphemeRunTables/bmpClasses``).
    @inline(__always)
    func fastClassOf(_ value: UInt32) -> UInt8 {
        value < 0x10000 ? runs.bmpClasses[Int(value)] : classOf(value)
    }

    /// One step of the state machine from `state` on a class.
    @inline(__always)
    func transition(_ state: UInt16, _ graphemeClass: UInt8) -> Transition {
        UnsafeRawPointer(transitions + Int(graphemeClass)).load(fromByteOffset: Int(state), as: Transition.self)
    }

    /// One step of the state machine from a state as ``WalkState`` carries it (a
    /// ``Transition/walkState`` in 32 bits) on a class.
    @inline(__always)
    func transition(walkState state: UInt32, _ graphemeClass: UInt8) -> Transition {
        UnsafeRawPointer(transitions + Int(graphemeClass)).load(fromByteOffset: Int(state), as: Transition.self)
    }

    /// The index in `transitions` and `rules` of the entry of `state` (a row's byte offset) on a
    /// class: what ``transition(_:_:)`` reads, for code off the hot path.
    static func entry(_ state: UInt16, _ graphemeClass: Int) -> Int {
        Int(canonical(state)) / MemoryLayout<Transition>.stride + graphemeClass
    }

    /// A state as the walk carries it (``Transition/walkState``), as the offset of its row in
    /// copy 0 of the first table (the rules' state, without its streak): the value to compare
    /// states by.
    @inline(__always)
    static func canonical(_ state: UInt16) -> UInt16 {
        state & UInt16(copyBytes - 1)
    }

    /// The rule behind the transition from `state` on a class.
    func rule(_ state: UInt16, _ graphemeClass: UInt8) -> GraphemeBreakRule {
        GraphemeBreakRule.allCases[Int(rules[Self.entry(state, Int(graphemeClass))])]
    }
}
