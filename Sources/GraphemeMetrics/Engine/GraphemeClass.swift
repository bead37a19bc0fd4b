/// The one-byte class the segmentation state machine works on: Grapheme_Cluster_Break,
/// Indic_Conjunct_Break and Extended_Pictographic packed into the combinations that occur.
///
/// Unicode 17.0.0 has exactly these 18 combinations; the generator refuses data with any other,
/// so a new combination in a future version is a loud build step, never a silent misclassification.
/// The raw values are the bytes of the generated table (`GraphemeClass+Table.swift`).
enum GraphemeClass: UInt8, CaseIterable, Sendable {
    /// Grapheme_Cluster_Break=Other, InCB=None, not Extended_Pictographic.
    case other = 0
    /// Grapheme_Cluster_Break=CR.
    case cr
    /// Grapheme_Cluster_Break=LF.
    case lf
    /// Grapheme_Cluster_Break=Control.
    case control
    /// Grapheme_Cluster_Break=Extend with InCB=None (only U+200C ZERO WIDTH NON-JOINER in 17.0).
    case extend
    /// Grapheme_Cluster_Break=Extend with InCB=Extend.
    case conjunctExtender
    /// Grapheme_Cluster_Break=Extend with InCB=Linker (viramas and conjoiners).
    case conjunctLinker
    /// Grapheme_Cluster_Break=ZWJ (InCB=Extend).
    case zwj
    /// Grapheme_Cluster_Break=Regional_Indicator.
    case regionalIndicator
    /// Grapheme_Cluster_Break=Prepend.
    case prepend
    /// Grapheme_Cluster_Break=SpacingMark.
    case spacingMark
    /// Grapheme_Cluster_Break=L (Hangul leading jamo).
    case l
    /// Grapheme_Cluster_Break=V (Hangul vowel jamo).
    case v
    /// Grapheme_Cluster_Break=T (Hangul trailing jamo).
    case t
    /// Grapheme_Cluster_Break=LV (Hangul LV syllable).
    case lv
    /// Grapheme_Cluster_Break=LVT (Hangul LVT syllable).
    case lvt
    /// Grapheme_Cluster_Break=Other and Extended_Pictographic=Yes.
    case extendedPictographic
    /// Grapheme_Cluster_Break=Other and InCB=Consonant.
    case conjunctConsonant

    /// The class of a scalar value; `codePoint` must be at most 0x10FFFF.
    @inline(__always)
    static func rawValue(of codePoint: UInt32) -> UInt8 {
        stage1.withUnsafeBufferPointer { stage1 in
            stage2.withUnsafeBufferPointer { stage2 in
                lookup(codePoint, stage1: stage1, stage2: stage2)
            }
        }
    }

    /// The lookup on tables already pinned by the caller, for hot loops.
    @inline(__always)
    static func lookup(
        _ codePoint: UInt32, stage1: UnsafeBufferPointer<UInt8>, stage2: UnsafeBufferPointer<UInt8>
    ) -> UInt8 {
        let block = Int(stage1[Int(codePoint &>> 8)])
        return stage2[block &<< 8 | Int(codePoint & 0xFF)]
    }

    /// The class of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        // The generated table holds only the raw values above, so this cannot fail.
        self = GraphemeClass(rawValue: Self.rawValue(of: scalar.value)) ?? .other
    }

    /// Whether UAX #29's `Extend` matches this class (GB9, GB11).
    var isExtend: Bool {
        self == .extend || self == .conjunctExtender || self == .conjunctLinker
    }

    /// Whether UAX #29's `\p{InCB=Extend}` matches this class (GB9c).
    var isConjunctExtend: Bool {
        self == .conjunctExtender || self == .zwj
    }

    /// Whether this class is one of the Hangul jamo or syllable classes.
    var isHangul: Bool {
        switch self {
        case .l, .v, .t, .lv, .lvt: true
        default: false
        }
    }
}
