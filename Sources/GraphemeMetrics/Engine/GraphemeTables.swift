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
    /// on a class is at byte offset `state + 2 * class` (``transition(_:_:)``). The table is
    /// stored twice: its copy starts ``mirrorOffset`` bytes after it (see ``Transition``).
    let transitions: UnsafePointer<Transition>
    /// The rule behind each entry of `transitions` (same index), as `GraphemeBreakRule.allCases` indexes.
    let rules: UnsafePointer<UInt8>
    /// The number of states the rules can reach from the start of text.
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
        precondition(transitions.count * MemoryLayout<Transition>.stride <= Self.mirrorOffset, "too many states")
        let table = UnsafeMutableRawPointer.allocate(
            byteCount: Self.mirrorOffset + transitions.count * MemoryLayout<Transition>.stride,
            alignment: MemoryLayout<Transition>.alignment)
        table.bindMemory(to: Transition.self, capacity: transitions.count).initialize(from: transitions, count: transitions.count)
        (table + Self.mirrorOffset).bindMemory(to: Transition.self, capacity: transitions.count)
            .initialize(from: transitions, count: transitions.count)
        self.transitions = UnsafePointer(table.assumingMemoryBound(to: Transition.self))
        self.rules = Self.immortalCopy(rules)
        stateCount = states.count

        let afterBreak = GraphemeClass.allCases.map { next in
            UInt16((index[start.advanced(by: next)] ?? 0) * Self.rowBytes)
        }
        stateAfterBreak = Self.immortalCopy(afterBreak)
        let (stage1, stage2) = (self.stage1, self.stage2)
        runs = GraphemeRunTables(
            transitions: self.transitions, stateAfterBreak: stateAfterBreak, stateCount: stateCount,
            classOf: { Self.classOf($0, stage1, stage2) })
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

    /// The index in `transitions` and `rules` of the entry of `state` (a row's byte offset) on a
    /// class: what ``transition(_:_:)`` reads, for code off the hot path.
    static func entry(_ state: UInt16, _ graphemeClass: Int) -> Int {
        Int(canonical(state)) / MemoryLayout<Transition>.stride + graphemeClass
    }

    /// A state as the walk carries it (``Transition/walkState``), as the offset of its row in
    /// the first copy of the table: the value to compare states by.
    @inline(__always)
    static func canonical(_ state: UInt16) -> UInt16 {
        state & ~Transition.boundaryBit
    }

    /// The rule behind the transition from `state` on a class.
    func rule(_ state: UInt16, _ graphemeClass: UInt8) -> GraphemeBreakRule {
        GraphemeBreakRule.allCases[Int(rules[Self.entry(state, Int(graphemeClass))])]
    }
}
