/// One step of the segmentation state machine: whether a grapheme cluster boundary falls before
/// a scalar, and the state after it. It is what ``GraphemeTables/transition(_:_:)`` returns.
///
///     bit  15 ........ 1   0
///         | next state  | ÷ |
///
/// A state is the byte offset of its row in the transition table (its number times the number
/// of classes times 2, an even number), so that the next lookup adds the class's offset to the
/// value with bit 0 cleared: one operation between two loads on the walk's chain of states,
/// where a state number would need a shift and a scaled add.
struct Transition: Hashable {
    let rawValue: UInt16

    @inline(__always)
    init(rawValue: UInt16) { self.rawValue = rawValue }

    @inline(__always)
    init(nextState: UInt16, isBoundary: Bool) {
        rawValue = nextState | (isBoundary ? 1 : 0)
    }

    /// Whether a cluster starts at the scalar (÷).
    @inline(__always)
    var isBoundary: Bool { rawValue & 1 != 0 }

    /// 1 when a cluster starts at the scalar, else 0: for counting without a branch.
    @inline(__always)
    var boundaryCount: Int { Int(rawValue & 1) }

    /// The state after the scalar.
    @inline(__always)
    var nextState: UInt16 { rawValue & ~1 }
}
