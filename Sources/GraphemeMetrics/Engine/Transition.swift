/// One step of the segmentation state machine: whether a grapheme cluster boundary falls before
/// a scalar, and the state after it. It is what ``GraphemeTables/transition(_:_:)`` returns.
///
///     bit  15   14 ... 11   10 ........ 0
///         | ÷ | streak    | next state  |
///
/// A state is the byte offset of its row in the transition table (its number times the number
/// of classes times 2, plus its streak copy's offset: see ``GraphemeTables/transitions``), so
/// that the next lookup only adds the class's offset to it, where a state number would need a
/// shift and a scaled add. The table is stored twice, the second copy
/// ``GraphemeTables/mirrorOffset`` bytes after the first, so the raw value with its ÷ bit is
/// also the offset of the next state's row (in the copy): the walk carries it as it is
/// (``walkState``), with no operation between two loads on its chain of states.
struct Transition: Hashable {
    let rawValue: UInt16

    /// The ÷ bit.
    static let boundaryBit: UInt16 = 0x8000

    @inline(__always)
    init(rawValue: UInt16) { self.rawValue = rawValue }

    @inline(__always)
    init(nextState: UInt16, isBoundary: Bool) {
        rawValue = nextState | (isBoundary ? Self.boundaryBit : 0)
    }

    /// Whether a cluster starts at the scalar (÷).
    @inline(__always)
    var isBoundary: Bool { rawValue & Self.boundaryBit != 0 }

    /// 1 when a cluster starts at the scalar, else 0: for counting without a branch.
    @inline(__always)
    var boundaryCount: Int { Int(rawValue &>> 15) }

    /// The state after the scalar.
    @inline(__always)
    var nextState: UInt16 { rawValue & ~Self.boundaryBit }

    /// The state after the scalar as the walk carries it: ``nextState``, or its row in the
    /// table's second copy when a cluster starts at the scalar. Both read the same transitions;
    /// compare states by ``GraphemeTables/canonical(_:)``.
    @inline(__always)
    var walkState: UInt16 { rawValue }
}
