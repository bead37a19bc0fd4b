/// Classifies one grapheme cluster fed a scalar at a time, in O(1) memory and without allocating.
///
/// It runs the grammar (``EmojiSequenceParser``) and the hash of the scalars as they arrive, and
/// keeps only the first ``capacity`` scalars: no listed sequence is longer
/// (`EmojiSequenceTable.maxSequenceLength` is 10), so a longer cluster is classified by its
/// shape alone and is never RGI.
///
/// The kind, RGI status and qualification are those of the version of the ``EmojiTables`` it is
/// given: a sequence that Emoji 18.0 adds is listed (and RGI) in 18.0 and not in 17.0.
struct EmojiClusterClassifier {
    static let capacity = 16

    private var parser: EmojiSequenceParser
    private var hash = EmojiSequenceTable.initialHash
    private var count = 0
    private var stored: (
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// A classifier for one cluster in the version of `tables`.
    @inline(__always)
    init(_ tables: EmojiTables) {
        parser = EmojiSequenceParser(tables)
    }

    /// The tables it reads.
    var tables: EmojiTables { parser.tables }

    /// Starts the next cluster, keeping the tables. The stored scalars are not cleared: only the
    /// first `count` are ever read.
    @inline(__always)
    mutating func reset() {
        parser.reset()
        hash = EmojiSequenceTable.initialHash
        count = 0
    }

    /// The number of scalars consumed.
    var scalarCount: Int { count }

    mutating func consume(_ value: UInt32) {
        parser.consume(value)
        if count < Self.capacity && parser.state != .invalid {
            withUnsafeMutableBytes(of: &stored) { raw in
                raw.storeBytes(of: value, toByteOffset: count &* 4, as: UInt32.self)
            }
            hash = EmojiSequenceTable.mix(hash, value)
        }
        count += 1
    }

    /// Whether the cluster looks like an emoji without being a well-formed sequence: its first
    /// scalar is Extended_Pictographic or has Emoji_Presentation (a lone Regional Indicator,
    /// `"\u{1F600}\u{0301}"`), for ``EmojiPolicy/emojiLike``.
    var startsLikeEmoji: Bool {
        count > 0 && !parser.firstProperties.isDisjoint(with: [.extendedPictographic, .emojiPresentation])
    }

    /// The classification of the scalars consumed, or `nil` when they are no emoji sequence.
    func classification() -> EmojiInfo? {
        guard let kind = parser.kind else { return nil }
        var index = -1
        if count <= EmojiSequenceTable.maxSequenceLength {
            var copy = stored
            let table = EmojiSequenceTable.shared
            index = withUnsafeBytes(of: &copy) { raw in
                table.find(
                    raw.baseAddress!.assumingMemoryBound(to: UInt32.self), count: count, hash: hash,
                    listedBit: parser.tables.listedBit)
            }
        }
        let table = EmojiSequenceTable.shared
        return EmojiInfo(
            kind: kind,
            isRGI: index >= 0 && table.isRGI(at: index),
            qualification: index >= 0 ? table.qualification(at: index) : nil,
            listIndex: Int32(index),
            hasEmojiPresentation: parser.firstProperties.contains(.emojiPresentation))
    }
}
