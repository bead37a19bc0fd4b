/// What classifying a cluster as an emoji reads in one Unicode version: the version's emoji
/// properties, its grapheme classes (for Regional Indicators) and the bit of the shared
/// ``EmojiSequenceTable`` records that says the version lists a sequence.
///
/// A value of pointers and a mask, handed to ``EmojiSequenceParser`` and
/// ``EmojiClusterClassifier`` once per text, so that no hot loop switches on the version.
struct EmojiTables: @unchecked Sendable, VersionedTables {
    /// The version's emoji properties.
    let properties: ScalarPropertyTables
    /// The version's stage 1 of the grapheme class lookup (see ``GraphemeTables``).
    let graphemeStage1: UnsafePointer<UInt16>
    /// Stage 2 of the grapheme class lookup.
    let graphemeStage2: UnsafePointer<UInt8>
    /// The bit of an ``EmojiSequenceTable`` record that is set when this version's
    /// emoji-test.txt lists the sequence.
    let listedBit: UInt32

    // One per version, built on its first use; `tables(for:)` (``VersionedTables``) picks one.
    static let v15_0 = EmojiTables(.v15_0)
    static let v15_1 = EmojiTables(.v15_1)
    static let v16_0 = EmojiTables(.v16_0)
    static let v17_0 = EmojiTables(.v17_0)
    static let v18_0 = EmojiTables(.v18_0)

    private init(_ version: UnicodeVersion) {
        properties = ScalarPropertyTables.tables(for: version)
        let graphemes = GraphemeTables.tables(for: version)
        graphemeStage1 = graphemes.stage1
        graphemeStage2 = graphemes.stage2
        listedBit = EmojiSequenceTable.listedBit(version)
    }

    /// Whether a scalar value at most 0x10FFFF has Grapheme_Cluster_Break=Regional_Indicator.
    @inline(__always)
    func isRegionalIndicator(_ codePoint: UInt32) -> Bool {
        let block = Int(graphemeStage1[Int(codePoint &>> 8)])
        return graphemeStage2[block &<< 8 | Int(codePoint & 0xFF)] == GraphemeClass.regionalIndicator.rawValue
    }
}
