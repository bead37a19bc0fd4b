/// How wide a grapheme cluster is drawn, in the coarse classes that the font estimate needs.
///
/// This is the single place where the package's display-width data plugs into text fitting:
/// ``ClusterWidthClass/init(_:)`` is a stop-gap rule, to be replaced by a call to the
/// display-width API (`DisplayWidth`, Sources/GraphemeMetrics/Width) once it exists.
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
    /// The stop-gap rule, in precedence order (replace with `DisplayWidth` when it lands):
    /// 1. The cluster starts with a control, CR or LF, or with a scalar of
    ///    Grapheme_Cluster_Break Extend or ZWJ (a lone combining mark): `.zero`.
    /// 2. It holds two Regional Indicators (a flag), U+FE0F VARIATION SELECTOR-16,
    ///    U+20E3 COMBINING ENCLOSING KEYCAP or an emoji modifier, it starts with a scalar
    ///    that is Emoji_Presentation, or it joins Extended_Pictographic scalars with ZWJ: `.emoji`.
    ///    (Emoji_Presentation and Emoji_Modifier come from the standard library's Unicode 17
    ///    properties, Extended_Pictographic from the package's generated table.)
    /// 3. Its first scalar lies in the CJK, kana and Hangul blocks or the full-width forms,
    ///    as in Markus Kuhn's `mk_wcwidth` heuristic (U+1100–U+115F, U+2E80–U+A4CF except U+303F,
    ///    U+AC00–U+D7A3, U+F900–U+FAFF, U+FE30–U+FE6F, U+FF00–U+FF60, U+FFE0–U+FFE6, planes 2 and 3):
    ///    `.wide`. A block rule, not East_Asian_Width: it misses wide symbols and ambiguous ones.
    /// 4. Anything else: `.narrow`.
    ///
    /// - Complexity: O(k) in the scalars of the cluster.
    init(_ cluster: Substring) {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else {
            self = .zero
            return
        }
        switch GraphemeClusterBreak(first) {
        case .control, .cr, .lf, .extend, .zwj:
            self = .zero
            return
        default:
            break
        }
        var regionalIndicators = 0
        var joinsPictographs = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F, 0x20E3:  // VARIATION SELECTOR-16, COMBINING ENCLOSING KEYCAP
                self = .emoji
                return
            case 0x1F1E6...0x1F1FF:  // Regional Indicators
                regionalIndicators += 1
            case 0x200D:  // ZERO WIDTH JOINER
                joinsPictographs = joinsPictographs || GraphemeBreakProperties(first).isExtendedPictographic
            default:
                if scalar.properties.isEmojiModifier {
                    self = .emoji
                    return
                }
            }
        }
        if regionalIndicators >= 2 || joinsPictographs || first.properties.isEmojiPresentation {
            self = .emoji
            return
        }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3040...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            self = .wide
        default:
            self = .narrow
        }
    }
}
