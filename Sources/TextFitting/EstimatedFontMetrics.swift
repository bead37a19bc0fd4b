import GraphemeMetrics

/// A font-independent estimate of advance widths per grapheme cluster.
///
/// Each cluster is classified as zero-width (controls, lone combining marks), narrow, wide
/// (CJK, kana, Hangul, full-width forms) or emoji (one glyph for a whole ZWJ sequence, flag or
/// keycap), and gets that class's advance. Combining marks inside a cluster add nothing; each
/// further spacing mark (Grapheme_Cluster_Break=SpacingMark, as in Devanagari "कि") and each
/// consonant joined by a virama (a GB9c conjunct such as "क्ष") adds ``conjunctExtra``, since
/// such clusters are drawn wider than one letter.
///
/// ```swift
/// let metrics = EstimatedFontMetrics()
/// metrics.advance(of: "i")                  // 0.55: the estimate does not know that "i" is thin
/// metrics.advance(of: "e\u{0301}")          // 0.55  e + COMBINING ACUTE ACCENT
/// metrics.advance(of: "\u{5B57}")           // 1.0   CJK ideograph 字
/// metrics.advance(of: "\u{1F1EF}\u{1F1F5}") // 1.0   flag: Japan
/// ```
///
/// The classes come from the core library's `DisplayWidth` (0, 1 or 2 columns) and its emoji
/// classification; the advances are deliberately simple and err on the wide side for Latin.
///
/// - Complexity: ``advance(of:)`` is O(k) in the scalars of the cluster.
public struct EstimatedFontMetrics: FontMetrics, Hashable {
    /// The advance of a narrow cluster, in em. Defaults to 0.55.
    public var narrow: Double
    /// The advance of a wide cluster, in em. Defaults to 1.
    public var wide: Double
    /// The advance of an emoji cluster, in em. Defaults to 1.
    public var emoji: Double
    /// The extra advance for each further spacing mark or joined consonant, in em. Defaults to 0.3.
    public var conjunctExtra: Double
    /// The line height, in em. Defaults to 1.2.
    public var lineHeight: Double

    /// Creates an estimate with the given advances (all in em).
    public init(
        narrow: Double = 0.55, wide: Double = 1, emoji: Double = 1, conjunctExtra: Double = 0.3,
        lineHeight: Double = 1.2
    ) {
        self.narrow = narrow
        self.wide = wide
        self.emoji = emoji
        self.conjunctExtra = conjunctExtra
        self.lineHeight = lineHeight
    }

    /// The estimated advance of one grapheme cluster, in em.
    ///
    /// - Complexity: O(k) in the scalars of the cluster.
    public func advance(of cluster: Substring) -> Double {
        switch ClusterWidthClass(cluster) {
        case .zero: 0
        case .wide: wide
        case .emoji: emoji
        case .narrow: narrow + conjunctExtra * Double(Self.extraSpacingParts(of: cluster))
        }
    }

    /// The number of spacing marks and virama-joined consonants after the first scalar.
    static func extraSpacingParts(of cluster: Substring) -> Int {
        var count = 0
        var afterLinker = false
        for scalar in cluster.unicodeScalars.dropFirst() {
            let properties = GraphemeBreakProperties(scalar)
            if properties.clusterBreak == .spacingMark {
                count += 1
            }
            switch properties.conjunctBreak {
            case .linker: afterLinker = true
            case .consonant:
                if afterLinker { count += 1 }
                afterLinker = false
            case .extend: break
            case .none: afterLinker = false
            }
        }
        return count
    }
}
