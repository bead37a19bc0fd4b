/// One step of the segmentation state machine: whether a grapheme cluster boundary falls before
/// a scalar, and the state after it. It is what ``GraphemeTables/transition(_:_:)`` returns.
///
///     bit  15 ........ 1   0
///         | next state  | ÷ |
///
/// The next state is already multiplied by the number of classes, so that it indexes the
/// transition table directly.
struct Transition: Hashable {
    let rawValue: UInt16

    @inline(__always)
    init(rawValue: UInt16) { self.rawValue = rawValue }

    @inline(__always)
    init(nextState: UInt16, isBoundary: Bool) {
        rawValue = nextState &<< 1 | (isBoundary ? 1 : 0)
    }

    /// Whether a cluster starts at the scalar (÷).
    @inline(__always)
    var isBoundary: Bool { rawValue & 1 != 0 }

    /// 1 when a cluster starts at the scalar, else 0: for counting without a branch.
    @inline(__always)
    var boundaryCount: Int { Int(rawValue & 1) }

    /// The state after the scalar.
    @inline(__always)
    var nextState: UInt16 { rawValue &>> 1 }
}
