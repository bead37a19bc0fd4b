/// The lengths of a text in every unit, measured in one pass.
///
/// ```swift
/// let lengths = TextMetrics.measure("a\u{0301}\u{1F469}\u{200D}\u{1F52C}")  // á, WOMAN SCIENTIST
/// lengths.graphemes           // 2
/// lengths.scalars             // 5
/// lengths.utf16               // 7
/// lengths.utf8                // 14
/// lengths.width               // 3
/// lengths.maxClusterScalars   // 3 (the ZWJ sequence)
/// lengths.illFormedCount      // 0
/// ```
///
/// For UTF-16 input ``utf16`` is the input's length and ``utf8`` the length of its repaired UTF-8
/// encoding (an unpaired surrogate counts as the 3 bytes of U+FFFD); for UTF-8 input the other way
/// round. ``TextSummary`` holds these lengths with the emoji counts of the same pass.
public struct TextLengths: Hashable, Sendable {
    /// Extended grapheme clusters.
    public var graphemes = 0
    /// Unicode scalars; each repaired ill-formed part counts as one U+FFFD.
    public var scalars = 0
    /// UTF-16 code units.
    public var utf16 = 0
    /// UTF-8 bytes.
    public var utf8 = 0
    /// Terminal columns (see ``DisplayWidth``).
    public var width = 0
    /// The number of scalars in the largest grapheme cluster (0 for empty text): the figure
    /// that exposes "Zalgo" text and tag-character floods. ``LengthLimit/maxClusterScalars``
    /// bounds it, and `emojicount` reports it under the same name.
    public var maxClusterScalars = 0
    /// The number of U+FFFD substitutions made for ill-formed input: one per unpaired surrogate,
    /// one per maximal ill-formed UTF-8 subpart.
    public var illFormedCount = 0

    /// Creates lengths, all zero by default.
    public init(
        graphemes: Int = 0, scalars: Int = 0, utf16: Int = 0, utf8: Int = 0, width: Int = 0,
        maxClusterScalars: Int = 0, illFormedCount: Int = 0
    ) {
        self.graphemes = graphemes
        self.scalars = scalars
        self.utf16 = utf16
        self.utf8 = utf8
        self.width = width
        self.maxClusterScalars = maxClusterScalars
        self.illFormedCount = illFormedCount
    }

    /// The length in a unit.
    public subscript(unit: LengthUnit) -> Int {
        switch unit {
        case .graphemes: graphemes
        case .scalars: scalars
        case .utf16: utf16
        case .utf8: utf8
        case .width: width
        }
    }

    /// Adds one finished cluster.
    @inline(__always)
    mutating func add(_ cluster: ClusterSummary) {
        add(TextLengths(
            graphemes: 1, scalars: cluster.scalarCount, utf16: cluster.utf16Length, utf8: cluster.utf8Length,
            width: cluster.width, maxClusterScalars: cluster.scalarCount, illFormedCount: cluster.repairedCount))
    }

    /// Adds the lengths of the text that follows, when a grapheme cluster boundary separates
    /// them (both measured with the same options and Unicode version): every length and the
    /// ill-formed count add up, the largest cluster is the larger of the two.
    ///
    /// ```swift
    /// var total = TextMetrics.measure("ab\u{0301}")     // a, b + COMBINING ACUTE ACCENT
    /// total += TextMetrics.measure("\u{1F600}")         // GRINNING FACE
    /// total == TextMetrics.measure("ab\u{0301}\u{1F600}") // true
    /// total.maxClusterScalars                            // 2
    /// ```
    ///
    /// - Complexity: O(1).
    public static func += (total: inout TextLengths, next: TextLengths) {
        total.add(next)
    }

    /// Adds the lengths of a stretch of text that starts at a cluster boundary.
    @inline(__always)
    mutating func add(_ stretch: TextLengths) {
        graphemes += stretch.graphemes
        scalars += stretch.scalars
        utf16 += stretch.utf16
        utf8 += stretch.utf8
        width += stretch.width
        maxClusterScalars = max(maxClusterScalars, stretch.maxClusterScalars)
        illFormedCount += stretch.illFormedCount
    }
}
