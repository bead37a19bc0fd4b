/// The Grapheme_Cluster_Break property of a scalar, as UAX #29 names its values.
///
/// ```swift
/// GraphemeClusterBreak(Unicode.Scalar(0x1F1FA)!)  // .regionalIndicator
/// GraphemeClusterBreak("\u{0308}")                 // .extend
/// ```
///
/// See [UAX #29, Table 2](https://www.unicode.org/reports/tr29/tr29-47.html#Grapheme_Cluster_Break_Property_Values).
public enum GraphemeClusterBreak: String, CaseIterable, Sendable {
    /// Grapheme_Cluster_Break=CR: U+000D CARRIAGE RETURN.
    case cr = "CR"
    /// Grapheme_Cluster_Break=LF: U+000A LINE FEED.
    case lf = "LF"
    /// Grapheme_Cluster_Break=Control: other controls, line and paragraph separators, and more.
    case control = "Control"
    /// Grapheme_Cluster_Break=Extend: combining marks, ZWNJ, emoji modifiers, variation selectors, tags.
    case extend = "Extend"
    /// Grapheme_Cluster_Break=ZWJ: U+200D ZERO WIDTH JOINER.
    case zwj = "ZWJ"
    /// Grapheme_Cluster_Break=Regional_Indicator: U+1F1E6 to U+1F1FF.
    case regionalIndicator = "Regional_Indicator"
    /// Grapheme_Cluster_Break=Prepend.
    case prepend = "Prepend"
    /// Grapheme_Cluster_Break=SpacingMark.
    case spacingMark = "SpacingMark"
    /// Grapheme_Cluster_Break=L: Hangul leading consonant jamo.
    case l = "L"
    /// Grapheme_Cluster_Break=V: Hangul vowel jamo.
    case v = "V"
    /// Grapheme_Cluster_Break=T: Hangul trailing consonant jamo.
    case t = "T"
    /// Grapheme_Cluster_Break=LV: Hangul syllables without a trailing consonant.
    case lv = "LV"
    /// Grapheme_Cluster_Break=LVT: Hangul syllables with a trailing consonant.
    case lvt = "LVT"
    /// Grapheme_Cluster_Break=Other: everything else.
    case other = "Other"

    /// The property value of `scalar` in a Unicode version (by default 18.0).
    ///
    /// - Complexity: O(1): one table lookup.
    public init(_ scalar: Unicode.Scalar, unicode version: UnicodeVersion = .default) {
        self = GraphemeClass(scalar, in: version).clusterBreak
    }
}

/// The Indic_Conjunct_Break property of a scalar (UAX #44), which rule GB9c of UAX #29 uses.
///
/// ```swift
/// IndicConjunctBreak("\u{0915}")  // .consonant   DEVANAGARI LETTER KA
/// IndicConjunctBreak("\u{094D}")  // .linker      DEVANAGARI SIGN VIRAMA
/// IndicConjunctBreak("\u{17D2}")  // .linker      KHMER SIGN COENG (a linker since Unicode 17.0)
/// IndicConjunctBreak("\u{17D2}", unicode: .v16_0)  // .extend
/// ```
public enum IndicConjunctBreak: String, CaseIterable, Sendable {
    /// InCB=Consonant.
    case consonant = "Consonant"
    /// InCB=Linker.
    case linker = "Linker"
    /// InCB=Extend.
    case extend = "Extend"
    /// InCB=None.
    case none = "None"

    /// The property value of `scalar` in a Unicode version (by default 18.0); `.none` for every
    /// scalar in Unicode 15.0, which did not have the property.
    ///
    /// - Complexity: O(1): one table lookup.
    public init(_ scalar: Unicode.Scalar, unicode version: UnicodeVersion = .default) {
        self = GraphemeClass(scalar, in: version).conjunctBreak
    }
}

/// The three properties that grapheme segmentation reads for a scalar, in one Unicode version.
///
/// ```swift
/// let properties = GraphemeBreakProperties("\u{00A9}")  // COPYRIGHT SIGN
/// properties.clusterBreak            // .other
/// properties.isExtendedPictographic  // true
/// ```
///
/// `isExtendedPictographic` is not "is an emoji": U+00A9 © has it, and so do many unassigned code
/// points reserved for future emoji, while digits and Regional Indicators do not.
public struct GraphemeBreakProperties: Hashable, Sendable {
    /// The Grapheme_Cluster_Break value.
    public var clusterBreak: GraphemeClusterBreak
    /// The Indic_Conjunct_Break value.
    public var conjunctBreak: IndicConjunctBreak
    /// Whether the scalar is Extended_Pictographic (UTS #51, ED-20), which GB11 uses.
    public var isExtendedPictographic: Bool

    /// The properties of `scalar` in a Unicode version (by default 18.0).
    ///
    /// - Complexity: O(1): one table lookup.
    public init(_ scalar: Unicode.Scalar, unicode version: UnicodeVersion = .default) {
        let graphemeClass = GraphemeClass(scalar, in: version)
        clusterBreak = graphemeClass.clusterBreak
        conjunctBreak = graphemeClass.conjunctBreak
        isExtendedPictographic = graphemeClass == .extendedPictographic
    }
}

extension GraphemeClass {
    /// The Grapheme_Cluster_Break value this class stands for.
    var clusterBreak: GraphemeClusterBreak {
        switch self {
        case .other, .extendedPictographic, .conjunctConsonant, .standaloneLinker: .other
        case .cr: .cr
        case .lf: .lf
        case .control: .control
        case .extend, .conjunctExtender, .conjunctLinker: .extend
        case .zwj, .zwjWithoutConjunct: .zwj
        case .regionalIndicator: .regionalIndicator
        case .prepend: .prepend
        case .spacingMark: .spacingMark
        case .l: .l
        case .v: .v
        case .t: .t
        case .lv: .lv
        case .lvt: .lvt
        }
    }

    /// The Indic_Conjunct_Break value this class stands for.
    var conjunctBreak: IndicConjunctBreak {
        switch self {
        case .conjunctConsonant: .consonant
        case .conjunctLinker, .standaloneLinker: .linker
        case .conjunctExtender, .zwj: .extend
        default: .none
        }
    }
}
