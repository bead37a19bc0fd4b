/// The lookup tables of grapheme segmentation, copied once into memory that is never freed, so
/// hot loops read them through plain pointers with no retain, release or bounds check.
///
/// Every index into them is bounded by construction: a decoded scalar is at most 0x10FFFF
/// (stage 1 has 0x1100 entries), stage 1 holds only block numbers present in stage 2, and the
/// transition table only holds offsets of states it enumerated.
struct GraphemeTables: @unchecked Sendable {
    /// Stage 1 of the class lookup (see `GraphemeClass.stage1`).
    let stage1: UnsafePointer<UInt8>
    /// Stage 2 of the class lookup (see `GraphemeClass.stage2`).
    let stage2: UnsafePointer<UInt8>
    /// The state machine: `transitions[state + class]` packs the offset of the next state
    /// (already multiplied by the class count) and whether a boundary falls before the scalar.
    ///
    ///     bit  15 ........ 1   0
    ///         | next state  | ÷ |
    let transitions: UnsafePointer<UInt16>
    /// The rule behind each entry of `transitions`, as `GraphemeBreakRule.allCases` indexes.
    let rules: UnsafePointer<UInt8>
    /// The number of states the rules can reach from the start of text.
    let stateCount: Int
    /// `stateAfterBreak[c]`: the state after a scalar of class `c` that started a cluster
    /// and whose class is below U+0300's (Other, CR, LF, Control, Extended_Pictographic): those
    /// restart every tracked sequence, so the state depends on the class alone.
    let stateAfterBreak: UnsafePointer<UInt16>

    static let shared = GraphemeTables()

    static let classCount = GraphemeClass.allCases.count

    private init() {
        stage1 = Self.immortalCopy(GraphemeClass.stage1)
        stage2 = Self.immortalCopy(GraphemeClass.stage2)

        var states: [GraphemeBreakState] = [.start]
        var index: [GraphemeBreakState: Int] = [.start: 0]
        var transitions: [UInt16] = []
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
                let offset = targetIndex * Self.classCount
                transitions.append(UInt16(offset << 1 | (rule.isBoundary ? 1 : 0)))
                rules.append(UInt8(GraphemeBreakRule.allCases.firstIndex(of: rule) ?? 0))
            }
            position += 1
        }
        self.transitions = Self.immortalCopy(transitions)
        self.rules = Self.immortalCopy(rules)
        stateCount = states.count

        let afterBreak = GraphemeClass.allCases.map { next in
            UInt16((index[GraphemeBreakState.start.advanced(by: next)] ?? 0) * Self.classCount)
        }
        stateAfterBreak = Self.immortalCopy(afterBreak)
    }

    private static func immortalCopy<T>(_ values: [T]) -> UnsafePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: values.count)
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    /// The class of a scalar value at most 0x10FFFF.
    @inline(__always)
    func classOf(_ codePoint: UInt32) -> UInt8 {
        let block = Int(stage1[Int(codePoint &>> 8)])
        return stage2[block &<< 8 | Int(codePoint & 0xFF)]
    }

    /// One step of the state machine: the packed transition for `state` and a class.
    @inline(__always)
    func transition(_ state: UInt16, _ graphemeClass: UInt8) -> UInt16 {
        transitions[Int(state) &+ Int(graphemeClass)]
    }

    /// The rule behind the transition from `state` on a class.
    func rule(_ state: UInt16, _ graphemeClass: UInt8) -> GraphemeBreakRule {
        GraphemeBreakRule.allCases[Int(rules[Int(state) + Int(graphemeClass)])]
    }
}
