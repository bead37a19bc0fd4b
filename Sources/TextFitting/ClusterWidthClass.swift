import GraphemeMetrics

/// How wide a grapheme cluster is drawn, in the coarse classes that the font estimate needs.
///
/// This is the single place where the package's display-width data plugs into text fitting:
/// the classes come from the core library's ``GraphemeMetrics/DisplayWidth`` (East_Asian_Width
/// and the emoji presentation rules of UTS #51) and its emoji classification
/// (``GraphemeMetrics/Emoji/classify(_:)-(some Sequence<Unicode.Scalar>)``), never from hand-typed blocks.
enum ClusterWidthClass: Hashable, Sendable {
    /// No advance of its own: a control, a line break, or a cluster that is only combining marks.
    case zero
    /// A narrow (half-width) character: Latin, Greek, Cyrillic, Arabic, Indic, symbols.
    case narrow
    /// A wide (full-width) character: CJK ideographs, kana, Hangul, full-width forms.
    case wide
    /// An emoji presentation sequence drawn as one glyph: a pictograph, flag, keycap, ZWJ sequence.
    case emoji

    /// Classifies one grapheme cluster.
    ///
    /// In precedence order:
    /// 1. The cluster is an emoji that presents as emoji (`EmojiInfo.isPresentedAsEmoji`: emoji
    ///    presentation, VS16, a flag, a keycap, a modifier, tag or ZWJ sequence): `.emoji`.
    /// 2. Otherwise its `DisplayWidth` gives the class: 0 columns `.zero`, 2 `.wide`, 1 `.narrow`
    ///    (ambiguous characters are narrow, ``GraphemeMetrics/DisplayWidth/Options/standard``).
    ///
    /// - Complexity: O(k) in the scalars of the cluster.
    init(_ cluster: Substring) {
        if Emoji.classify(cluster.unicodeScalars)?.isPresentedAsEmoji == true {
            self = .emoji
            return
        }
        switch DisplayWidth.of(cluster) {
        case 0: self = .zero
        case 2: self = .wide
        default: self = .narrow
        }
    }
}
