/// One scalar as a grapheme scanner reports it: its value, where it sits in both encodings, and
/// whether a grapheme cluster starts at it.
///
/// Ill-formed input reaches the segmentation rules as U+FFFD REPLACEMENT CHARACTER
/// (Grapheme_Cluster_Break=Other), the way UAX #29, ICU, Swift and JavaScript treat it:
/// one U+FFFD per unpaired surrogate, and one per maximal subpart of an ill-formed UTF-8
/// sequence ([Unicode §3.9, U+FFFD substitution](https://www.unicode.org/versions/Unicode17.0.0/core-spec/chapter-3/#G66453)).
/// ``isRepaired`` marks those.
public struct ScannedScalar: Hashable, Sendable {
    /// The scalar; U+FFFD where the input was ill-formed.
    public var scalar: Unicode.Scalar
    /// The offset of the scalar in UTF-8 bytes from the start of the input. For UTF-8 input this
    /// is the byte offset in the input; for UTF-16 input it is the offset in the UTF-8 encoding of
    /// the repaired text (a repaired unit counts as the 3 bytes of U+FFFD).
    public var utf8Offset: Int
    /// The offset of the scalar in UTF-16 code units from the start of the input. For UTF-16 input
    /// this is the offset in the input; for UTF-8 input it is the offset in the UTF-16 encoding of
    /// the repaired text (a repaired subpart counts as the one unit of U+FFFD).
    public var utf16Offset: Int
    /// How many code units of the input (bytes for UTF-8, units for UTF-16) the scalar took.
    public var encodedLength: Int
    /// Whether a grapheme cluster starts at this scalar.
    public var startsCluster: Bool
    /// Whether the scalar is a U+FFFD standing for ill-formed input.
    public var isRepaired: Bool

    /// Creates a scanned scalar.
    public init(
        scalar: Unicode.Scalar, utf8Offset: Int, utf16Offset: Int, encodedLength: Int,
        startsCluster: Bool, isRepaired: Bool
    ) {
        self.scalar = scalar
        self.utf8Offset = utf8Offset
        self.utf16Offset = utf16Offset
        self.encodedLength = encodedLength
        self.startsCluster = startsCluster
        self.isRepaired = isRepaired
    }
}
