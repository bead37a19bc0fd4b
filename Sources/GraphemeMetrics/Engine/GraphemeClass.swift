/// The one-byte class the segmentation state machine works on: Grapheme_Cluster_Break,
/// Indic_Conjunct_Break and Extended_Pictographic packed into the combinations that occur.
///
/// These are the combinations that occur in any supported version (Unicode 15.0.0 to 18.0.0); the
/// generator refuses data with any other, so a new combination in a future version is a loud build
/// step, never a silent misclassification. The raw values are the bytes of the generated table
/// (`GraphemeClass+Table.swift`), which holds one class per code point for each version.
enum GraphemeClass: UInt8, CaseIterable, Sendable {
    /// Grapheme_Cluster_Break=Other, InCB=None, not Extended_Pictographic.
    case other = 0
    /// Grapheme_Cluster_Break=CR.
    case cr
    /// Grapheme_Cluster_Break=LF.
    case lf
    /// Grapheme_Cluster_Break=Control.
    case control
    /// Grapheme_Cluster_Break=Extend with InCB=None (only U+200C ZERO WIDTH NON-JOINER since 16.0).
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
    /// Grapheme_Cluster_Break=ZWJ with InCB=None: U+200D before Unicode 15.1 had InCB.
    case zwjWithoutConjunct
    /// Grapheme_Cluster_Break=Other with InCB=Linker: U+1CF5, U+1CF6 and U+11A3A in Unicode 18.0,
    /// linkers that are not Extend (so GB9 does not join them to what precedes).
    case standaloneLinker

    /// The class of `scalar` in `version`, by the lookup of that version's ``GraphemeTables``.
    init(_ scalar: Unicode.Scalar, in version: UnicodeVersion) {
        // The generated table holds only the raw values above, so this cannot fail.
        self = GraphemeClass(rawValue: GraphemeTables.tables(for: version).classOf(scalar.value)) ?? .other
    }

    /// Whether UAX #29's `Extend` matches this class (GB9, GB11).
    var isExtend: Bool {
        self == .extend || self == .conjunctExtender || self == .conjunctLinker
    }

    /// Whether UAX #29's `ZWJ` matches this class (GB9, GB11).
    var isZWJ: Bool {
        self == .zwj || self == .zwjWithoutConjunct
    }

    /// Whether UAX #29's `\p{InCB=Linker}` matches this class (GB9c).
    var isConjunctLinker: Bool {
        self == .conjunctLinker || self == .standaloneLinker
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
